import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedPer, statementName } from '../../db/prepared.js';
import { sessions, users } from '../../db/schema/index.js';
import type { SelectedRows, Selection } from '../tenancy/selection.js';
import { hasSecondFactor } from './amr.js';
import { type Grant, grantsOf } from './grants.repo.js';
import type { SessionUser } from './sessions.repo.js';

/**
 * A live session's user with their grants, and the rows the request's selection headers name; for
 * an impersonation also the account it was opened in, the impersonator's grants now and the
 * person's grants everywhere (so the caller can end it once the impersonator no longer gives the
 * right to it), and whether the impersonator's own session proved a second factor.
 */
export type RequestContext = SessionUser & {
  grants: Grant[];
  selected: SelectedRows;
  impersonation: {
    accountId: number;
    impersonatorGrants: Grant[];
    targetGrants: Grant[];
    /** The account requires two-factor sign-in and the impersonator's session proved none. */
    owesSecondFactor: boolean;
  } | null;
};

/**
 * Everything a signed-in request needs before its route runs, in one prepared statement (one round
 * trip, whatever the pool's connection): a live session (not revoked, before its absolute expiry,
 * used within the idle limit, user active, and for an impersonation its parent session live and its
 * impersonator active too), the user's grants, the impersonator's grants (only for an impersonation:
 * the CASE skips the subquery for everyone else), and the account, site and employer the headers
 * select (null ids find nothing).
 */
const requestContext = preparedPer((db) =>
  db
    .select({
      sessionId: sessions.id,
      impersonatorUserId: sessions.impersonatorUserId,
      parentSessionId: sessions.parentSessionId,
      boundAccountId: sessions.boundAccountId,
      lastUsedAt: sessions.lastUsedAt,
      amr: sessions.amr,
      // A bound session answers only to its own account's rule.
      twoFactorRequired: sql<boolean>`exists (select 1 from grants g join accounts a on a.id = g.account_id where g.user_id = ${users.id} and a.require_two_factor and (${sessions.boundAccountId} is null or a.id = ${sessions.boundAccountId}))`,
      // For an impersonation: how the impersonator's own session was signed in, and whether the
      // account it acts in requires a second factor (the impersonator must have proved one).
      parentAmr: sql<
        string[] | null
      >`case when ${sessions.parentSessionId} is null then null else (select p.amr from sessions p where p.id = ${sessions.parentSessionId}) end`,
      boundAccountRequiresTwoFactor: sql<boolean>`coalesce((select a.require_two_factor from accounts a where a.id = ${sessions.boundAccountId}), false)`,
      id: users.id,
      name: users.name,
      email: users.email,
      avatar: users.avatar,
      locale: users.locale,
      grants: grantsOf(sql`${users.id}`),
      impersonatorGrants: sql<
        Grant[] | null
      >`case when ${sessions.impersonatorUserId} is null then null else ${grantsOf(sql`${sessions.impersonatorUserId}`)} end`,
      employer: sql<
        SelectedRows['employer']
      >`(select json_build_object('siteId', e.site_id, 'accountId', e.account_id, 'status', e.status) from employers e where e.id = ${sql.placeholder('employerId')}::integer)`,
      siteAccountId: sql<
        number | null
      >`(select s.account_id from sites s where s.id = ${sql.placeholder('siteId')}::integer)`,
      accountFound: sql<boolean>`exists (select 1 from accounts a where a.id = ${sql.placeholder('accountId')}::integer)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastUsedAt, sql`now() - make_interval(mins => ${sql.placeholder('idleMinutes')}::integer)`),
        eq(users.status, 'active'),
        // An impersonation session lives only as long as the staff session it came from, and
        // while its impersonator may still sign in.
        sql`(${sessions.parentSessionId} is null or exists (select 1 from sessions p join users iu on iu.id = p.user_id where p.id = ${sessions.parentSessionId} and p.revoked_at is null and p.expires_at > now() and iu.status = 'active'))`,
      ),
    )
    .limit(1)
    .prepare(statementName(db, 'request_context')),
);

export async function findRequestContext(
  db: Db,
  tokenHash: string,
  idleMinutes: number,
  selection: Selection,
): Promise<RequestContext | null> {
  const [row] = await requestContext(db).execute({ tokenHash, idleMinutes, ...selection });
  // An impersonation bound to no account cannot be stored (sessions_impersonation_bound_chk); were
  // one found, it would not mean "everywhere".
  if (!row || (row.impersonatorUserId !== null && row.boundAccountId === null)) return null;
  const { sessionId, impersonatorUserId, parentSessionId, lastUsedAt, employer, siteAccountId, accountFound } = row;
  const { id, name, email, avatar, locale, boundAccountId, impersonatorGrants, amr, twoFactorRequired } = row;
  return {
    sessionId,
    impersonatorUserId,
    parentSessionId,
    boundAccountId,
    lastUsedAt,
    amr,
    twoFactorRequired,
    user: { id, name, email, avatar, locale },
    // The one place a bound session's reach is cut: every selection, ability, route and listing
    // works from these grants, so nothing of the person's other accounts (nor a platform grant)
    // acts through it.
    grants: boundAccountId === null ? row.grants : row.grants.filter((g) => g.accountId === boundAccountId),
    selected: { employer, siteAccountId, accountFound },
    impersonation:
      impersonatorUserId === null || boundAccountId === null
        ? null
        : {
            accountId: boundAccountId,
            impersonatorGrants: impersonatorGrants ?? [],
            targetGrants: row.grants,
            owesSecondFactor: row.boundAccountRequiresTwoFactor && !hasSecondFactor(row.parentAmr ?? []),
          },
  };
}
