import type { SignedLinkPurpose } from '@talent/contract';
import type { AppContext } from '../../../platform/context.js';
import { servesAccount } from '../../branding/public-host.js';
import { readLink, type SignedLink } from './signed-links.js';

/**
 * A candidate's link as a page opens it: right MAC and purpose, unexpired on the app's clock, and
 * opened on a host that serves the link's account (its brand hosts or PUBLIC_URL's: the one host
 * check, `servesAccount`, SECURITY 35). Null for every failure alike.
 */
export async function openSignedLink(
  ctx: AppContext,
  token: string,
  purpose: SignedLinkPurpose,
  requestHost: string | null,
): Promise<SignedLink | null> {
  const link = token ? readLink(ctx.config.secretsKey, token, purpose, ctx.clock()) : null;
  if (!link) return null;
  return (await servesAccount(ctx, requestHost, link.accountId)) ? link : null;
}
