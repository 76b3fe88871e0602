import type { Queryable } from '../../db/client.js';
import { brandBase, type LinkContext, requestHostname } from '../branding/links.js';
import { brandOfHost } from './passkeys.repo.js';

/** The WebAuthn relying party of a request: the host a passkey is bound to, and the origin that must ask. */
export type RelyingParty = { rpId: string; origin: string; name: string };

const PLATFORM_NAME = 'Talent Portal';

/**
 * A brand host (exactly one of account_domains) when the request came to one, else PUBLIC_URL's
 * host. The Host header only chooses among known hosts (SECURITY 21); the origin is built from
 * PUBLIC_URL's scheme and port, as links are, never copied from the request.
 */
export async function relyingPartyOf(q: Queryable, ctx: LinkContext): Promise<RelyingParty> {
  const publicUrl = new URL(ctx.publicUrl);
  const fallback = { rpId: publicUrl.hostname, origin: publicUrl.origin, name: PLATFORM_NAME };
  const wanted = requestHostname(ctx.requestHost);
  if (wanted === null) return fallback;
  const brand = await brandOfHost(q, wanted);
  const base = brand && brandBase(ctx.publicUrl, brand.domain);
  if (!brand || !base) return fallback;
  return { rpId: brand.domain, origin: new URL(base).origin, name: brand.brandName || PLATFORM_NAME };
}
