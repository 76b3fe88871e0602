import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findBrandingByDomain } from './branding.repo.js';

/** Where links in a mailed message point, and whose name the message carries. */
export type MailLinks = { linkBase: string; brandName: string; accountId: number | null };

const FALLBACK_BRAND = 'Talent Portal';

/**
 * Links go to the brand host the request came from when that host is a known brand (so the reader
 * lands on the portal they know); otherwise to PUBLIC_URL.
 */
export async function mailLinksFor(app: FastifyInstance, request: FastifyRequest): Promise<MailLinks> {
  const brand = await findBrandingByDomain(app.db, request.host);
  return {
    linkBase: brand ? `${request.protocol}://${request.host}` : app.config.publicUrl,
    brandName: brand?.title || brand?.name || FALLBACK_BRAND,
    accountId: brand?.accountId ?? null,
  };
}
