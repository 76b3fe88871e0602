import type { Me, MeAccount } from '@talent/contract';
import { type AuthState, mustEnrolTwoFactor } from '../../platform/access.js';
import type { AppContext } from '../../platform/context.js';
import { findAccountIdByBrandToken } from '../branding/branding.repo.js';
import { impersonationOf } from '../impersonation/impersonation.repo.js';
import { listAccounts, listEmployersByIds, listSitesOfAccounts } from './me.repo.js';

/**
 * The accounts, sites and employers a user can select. Whole accounts for platform and account
 * staff, single sites for site staff; employers only where the user works for that employer
 * (staff reach every employer of their sites through the employer screens instead).
 * `brandAccountId` narrows the tree to the brand the portal is served under.
 */
export async function buildMe(
  ctx: AppContext,
  auth: AuthState,
  brandAccountId: number | null | undefined,
): Promise<Me> {
  const { grants } = auth;
  const everywhere = grants.some((g) => g.scopeType === 'all');
  const accountIds = [...new Set(grants.flatMap((g) => (g.accountId === null ? [] : [g.accountId])))];
  const wholeAccounts = new Set(grants.filter((g) => g.scopeType === 'account').map((g) => g.accountId));
  const grantedSites = new Set(
    grants.flatMap((g) => (g.scopeType === 'site' || g.scopeType === 'employer' ? [g.siteId] : [])),
  );
  const employerIds = grants.filter((g) => g.scopeType === 'employer').map((g) => g.scopeId as number);

  let accountRows = await listAccounts(ctx.db, everywhere ? 'all' : accountIds);
  if (brandAccountId !== undefined) accountRows = accountRows.filter((a) => a.id === brandAccountId);
  const [siteRows, employerRows] = await Promise.all([
    listSitesOfAccounts(
      ctx.db,
      accountRows.map((a) => a.id),
    ),
    listEmployersByIds(ctx.db, employerIds),
  ]);

  const accounts: MeAccount[] = accountRows.map((account) => ({
    id: account.id,
    name: account.name,
    sites: siteRows
      .filter(
        (s) => s.accountId === account.id && (everywhere || wholeAccounts.has(account.id) || grantedSites.has(s.id)),
      )
      .map((s) => ({
        id: s.id,
        name: s.name,
        employers: employerRows
          .filter((e) => e.siteId === s.id)
          .map((e) => ({ id: e.id, name: e.name, status: e.status })),
      })),
  }));

  return {
    id: auth.user.id,
    name: auth.user.name,
    email: auth.user.email,
    avatar: auth.user.avatar,
    locale: auth.user.locale,
    permissions: auth.permissions,
    accounts,
    two_factor_enrolment_required: mustEnrolTwoFactor(auth),
    session_account:
      auth.boundAccountId === null
        ? null
        : { id: auth.boundAccountId, via: auth.impersonatorUserId === null ? 'sso' : 'impersonation' },
  };
}

/** The account whose brand token the portal sent, or null for a token no brand holds. */
export async function brandAccountOfToken(ctx: AppContext, token: string): Promise<number | null> {
  return findAccountIdByBrandToken(ctx.db, token);
}

/** Who is acting as the session's user, and until when (null for an ordinary session). */
export async function actingImpersonator(ctx: AppContext, sessionId: number) {
  return impersonationOf(ctx.db, sessionId);
}
