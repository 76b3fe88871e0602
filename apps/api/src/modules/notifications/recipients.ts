import { type AccessRule, checkAccess, defineAbility } from '@talent/contract';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { grants, roles, users } from '../../db/schema/index.js';
import { toPermissionMap } from '../../platform/auth/grants.repo.js';
import { inTenant } from '../../platform/tenancy/in-tenant.js';

/** Where something happened: a site, and for employer matters the employer. */
export type Place = { accountId: number; siteId: number; employerId?: number | null };
/** Staff of the account or site, or the employer's own users. */
export type Audience = 'staff' | 'employer';

/**
 * Active users who hold `rule` at `place` through an account, site or (for `employer`) employer
 * grant. Platform-wide staff are left out: they would hear of every tenant's events.
 */
export async function recipients(q: Queryable, place: Place, rule: AccessRule, audience: Audience): Promise<number[]> {
  const employerId = place.employerId ?? null;
  if (audience === 'employer' && employerId === null) return [];
  const scope =
    audience === 'staff'
      ? or(
          and(eq(grants.scopeType, 'account'), inTenant(grants, place.accountId)),
          and(eq(grants.scopeType, 'site'), eq(grants.scopeId, place.siteId)),
        )
      : and(eq(grants.scopeType, 'employer'), eq(grants.scopeId, employerId!));
  const rows = await q
    .select({
      userId: grants.userId,
      scopeType: grants.scopeType,
      scopeId: grants.scopeId,
      permissions: roles.permissions,
    })
    .from(grants)
    .innerJoin(roles, eq(roles.id, grants.roleId))
    .innerJoin(users, eq(users.id, grants.userId))
    .where(and(scope, inArray(users.status, ['active'])));
  const byUser = new Map<number, typeof rows>();
  for (const r of rows) byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), r]);
  const selection = {
    accountId: place.accountId,
    siteId: place.siteId,
    employerId: audience === 'employer' ? employerId : null,
  };
  return [...byUser]
    .filter(([, list]) =>
      checkAccess(defineAbility({ permissions: toPermissionMap(list) }, selection), rule.action, rule.subject),
    )
    .map(([userId]) => userId);
}
