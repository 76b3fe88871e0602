import type { PermissionMap } from '@talent/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { accounts, employers, grants, roles } from '../../db/schema/index.js';
import type { ScopeType } from '../../db/schema/users.js';

export type Grant = {
  scopeType: ScopeType;
  scopeId: number | null;
  accountId: number | null;
  /** For an employer grant: the employer's site, so membership of that site can be decided without another query. */
  siteId: number | null;
  permissions: string[];
};

/**
 * A user's grants as one JSON array (those in a suspended or closing account count for nothing), for a query that needs them beside other things (the session
 * lookup of every request); `userId` is the SQL of the user's id there.
 */
export const grantsOf = (userId: SQL) =>
  sql<Grant[]>`(select coalesce(json_agg(json_build_object(
      'scopeType', ${grants.scopeType},
      'scopeId', ${grants.scopeId},
      'accountId', ${grants.accountId},
      'siteId', case when ${grants.scopeType} = 'site' then ${grants.scopeId} else ${employers.siteId} end,
      'permissions', ${roles.permissions}
    ) order by ${grants.id}), '[]'::json)
    from ${grants}
    join ${roles} on ${roles.id} = ${grants.roleId}
    left join ${employers} on ${grants.scopeType} = 'employer' and ${employers.id} = ${grants.scopeId}
    where ${grants.userId} = ${userId}
      and not exists (select 1 from ${accounts} where ${accounts.id} = ${grants.accountId} and ${accounts.status} <> 'active'))`;

export async function loadGrants(q: Queryable, userId: number): Promise<Grant[]> {
  const result = await q.execute(sql`select ${grantsOf(sql`${userId}`)} as grants`);
  return (result as unknown as { rows: { grants: Grant[] }[] }).rows[0]?.grants ?? [];
}

export const scopeKeyOf = (g: Pick<Grant, 'scopeType' | 'scopeId'>) =>
  g.scopeType === 'all' ? 'all' : `${g.scopeType}:${g.scopeId}`;

/** Flattens role grants into the `/auth/me` map: scope key → unique permission strings. */
export function toPermissionMap(list: readonly Pick<Grant, 'scopeType' | 'scopeId' | 'permissions'>[]): PermissionMap {
  const map: Record<string, Set<string>> = {};
  for (const g of list) {
    const key = scopeKeyOf(g);
    map[key] ??= new Set();
    for (const p of g.permissions) map[key].add(p);
  }
  return Object.fromEntries(Object.entries(map).map(([k, v]) => [k, [...v].sort()]));
}

/**
 * Why sign-in is closed to the person, or null: every role they hold is in a suspended or closing
 * account, or the account whose identity provider signs them in is. Someone with no role at all
 * (invited nowhere yet) is not refused here. Closing is said when it is the reason for all of it
 * (people of a closing account learn it is going, not that it is paused).
 */
export async function signInRefusal(
  q: Queryable,
  userId: number,
  boundAccountId: number | null,
): Promise<'account_suspended' | 'account_closing' | null> {
  const result = await q.execute(sql`select
      (select count(*)::int from ${grants} where ${grants.userId} = ${userId}) as held,
      (select count(*)::int from ${grants} join ${accounts} on ${accounts.id} = ${grants.accountId}
        where ${grants.userId} = ${userId} and ${accounts.status} = 'suspended') as suspended,
      (select count(*)::int from ${grants} join ${accounts} on ${accounts.id} = ${grants.accountId}
        where ${grants.userId} = ${userId} and ${accounts.status} = 'closing') as closing,
      (select ${accounts.status} from ${accounts} where ${accounts.id} = ${boundAccountId}) as bound`);
  const row = (
    result as unknown as { rows: { held: number; suspended: number; closing: number; bound: string | null }[] }
  ).rows[0]!;
  if (row.bound === 'closing') return 'account_closing';
  if (row.bound === 'suspended') return 'account_suspended';
  if (row.held === 0 || row.suspended + row.closing < row.held) return null;
  return row.closing === row.held ? 'account_closing' : 'account_suspended';
}
