import type { PermissionMap } from '@talent/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { employers, grants, roles } from '../../db/schema/index.js';
import type { ScopeType } from '../../db/schema/users.js';

export type Grant = {
  scopeType: ScopeType;
  scopeId: number | null;
  accountId: number | null;
  /** For an employer grant: the employer's site, so membership of that site can be decided without another query. */
  siteId: number | null;
  permissions: string[];
};

export async function loadGrants(q: Queryable, userId: number): Promise<Grant[]> {
  return q
    .select({
      scopeType: grants.scopeType,
      scopeId: grants.scopeId,
      accountId: grants.accountId,
      siteId: sql<
        number | null
      >`case when ${grants.scopeType} = 'site' then ${grants.scopeId} else ${employers.siteId} end`,
      permissions: roles.permissions,
    })
    .from(grants)
    .innerJoin(roles, eq(roles.id, grants.roleId))
    .leftJoin(employers, and(eq(grants.scopeType, 'employer'), eq(employers.id, grants.scopeId)))
    .where(eq(grants.userId, userId))
    .orderBy(grants.id);
}

export const scopeKeyOf = (g: Pick<Grant, 'scopeType' | 'scopeId'>) =>
  g.scopeType === 'all' ? 'all' : `${g.scopeType}:${g.scopeId}`;

/** Flattens role grants into the `/auth/me` map: scope key → unique permission strings. */
export function toPermissionMap(list: Pick<Grant, 'scopeType' | 'scopeId' | 'permissions'>[]): PermissionMap {
  const map: Record<string, Set<string>> = {};
  for (const g of list) {
    const key = scopeKeyOf(g);
    map[key] ??= new Set();
    for (const p of g.permissions) map[key].add(p);
  }
  return Object.fromEntries(Object.entries(map).map(([k, v]) => [k, [...v].sort()]));
}
