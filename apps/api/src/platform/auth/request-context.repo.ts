import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedPer } from '../../db/prepared.js';
import { sessions, users } from '../../db/schema/index.js';
import type { SelectedRows, Selection } from '../tenancy/selection.js';
import { type Grant, grantsOf } from './grants.repo.js';
import type { SessionUser } from './sessions.repo.js';

/**
 * A live session's user with their grants, and the rows the request's selection headers name; for
 * an impersonation also the account it was opened in and the impersonator's grants now, so the
 * caller can end it once they no longer give the right to it.
 */
export type RequestContext = SessionUser & {
  grants: Grant[];
  selected: SelectedRows;
  impersonation: { accountId: number | null; impersonatorGrants: Grant[] } | null;
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
      impersonationAccountId: sessions.impersonationAccountId,
      lastUsedAt: sessions.lastUsedAt,
      amr: sessions.amr,
      twoFactorRequired: sql<boolean>`exists (select 1 from grants g join accounts a on a.id = g.account_id where g.user_id = ${users.id} and a.require_two_factor)`,
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
    .prepare('request_context'),
);

export async function findRequestContext(
  db: Db,
  tokenHash: string,
  idleMinutes: number,
  selection: Selection,
): Promise<RequestContext | null> {
  const [row] = await requestContext(db).execute({ tokenHash, idleMinutes, ...selection });
  if (!row) return null;
  const { sessionId, impersonatorUserId, parentSessionId, lastUsedAt, grants, employer, siteAccountId, accountFound } =
    row;
  const { id, name, email, avatar, locale, impersonationAccountId, impersonatorGrants, amr, twoFactorRequired } = row;
  return {
    sessionId,
    impersonatorUserId,
    parentSessionId,
    lastUsedAt,
    amr,
    twoFactorRequired,
    user: { id, name, email, avatar, locale },
    grants,
    selected: { employer, siteAccountId, accountFound },
    impersonation:
      impersonatorUserId === null
        ? null
        : { accountId: impersonationAccountId, impersonatorGrants: impersonatorGrants ?? [] },
  };
}
