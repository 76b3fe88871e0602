import type { SignedLinkPurpose } from '@talent/contract';
import type { AppContext } from '../../../platform/context.js';
import { requestHostname } from '../../branding/links.js';
import { accountOfBrandHost } from '../../sso/sso.repo.js';
import { readLink, type SignedLink } from './signed-links.js';

/**
 * A candidate's link as a page opens it: right MAC and purpose, unexpired on the app's clock, and
 * not opened on another tenant's brand host. The request's host is only compared with
 * account_domains (SECURITY 21): a known brand host must be the link's account's; any other host
 * (PUBLIC_URL, which serves every account) lets it through. Null for every failure alike.
 */
export async function openSignedLink(
  ctx: AppContext,
  token: string,
  purpose: SignedLinkPurpose,
  requestHost: string | null,
): Promise<SignedLink | null> {
  const link = token ? readLink(ctx.config.secretsKey, token, purpose, ctx.clock()) : null;
  if (!link) return null;
  const host = requestHostname(requestHost);
  const hostAccount = host === null ? null : await accountOfBrandHost(ctx.db, host);
  return hostAccount !== null && hostAccount !== link.accountId ? null : link;
}
