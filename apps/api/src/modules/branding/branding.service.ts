import type { Branding } from '@talent/contract';
import type { AppContext } from '../../platform/context.js';
import { findBrandingByDomain } from './branding.repo.js';

/** The brand a host name is served under (with its account), or null for a host no brand claims. */
export async function brandingOfHost(
  ctx: AppContext,
  domain: string,
): Promise<(Branding & { accountId: number }) | null> {
  return findBrandingByDomain(ctx.db, domain);
}
