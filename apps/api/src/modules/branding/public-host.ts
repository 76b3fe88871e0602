import type { Queryable } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { accountOfBrandHost } from '../sso/sso.repo.js';
import { accountIsOpen } from './branding.repo.js';
import { requestHostname } from './links.js';

/** What the check reads: the database and PUBLIC_URL. */
type HostContext = { db: Queryable; config: { publicUrl: string } };

/** PUBLIC_URL's host name as a Host header names it (lower case, an IPv6 address without brackets). */
export const publicHostname = (publicUrl: string) => new URL(publicUrl).hostname.replace(/^\[|\]$/g, '');

/**
 * Whether a public page or endpoint of `accountId` (a hosted form, a job's board endpoints, a
 * candidate's link, a checkout page) answers on the host its request came to (SECURITY 35): one of
 * the account's own brand hosts (`account_domains`, exact match) or PUBLIC_URL's host, which serves
 * every account. Another tenant's brand host, an unknown host and a malformed Host header are
 * refused; the caller answers with its own 404, the one it gives a thing that does not exist.
 * The Host is only compared with configuration and the database, never copied (SECURITY 21).
 */
export async function servesAccount(ctx: HostContext, requestHost: string | null | undefined, accountId: number) {
  const host = requestHostname(requestHost);
  if (host === null) return false;
  if (host === publicHostname(ctx.config.publicUrl)) return true;
  return (await accountOfBrandHost(ctx.db, host)) === accountId;
}

/**
 * `servesAccount` for the account's public pages and forms (a job's board endpoints, hosted forms,
 * an application's confirmation, a checkout): while platform staff have the account suspended or
 * closing, they answer 503 `account_unavailable` ("temporarily unavailable"), the same on every
 * host that serves it, and nothing is taken in (issue 33). Candidates' privacy pages stay open:
 * a person's rights over their data do not pause with the account.
 */
export async function servesOpenAccount(ctx: HostContext, requestHost: string | null | undefined, accountId: number) {
  if (!(await servesAccount(ctx, requestHost, accountId))) return false;
  if (!(await accountIsOpen(ctx.db, accountId))) throw new AppError('account_unavailable', { quiet: true });
  return true;
}
