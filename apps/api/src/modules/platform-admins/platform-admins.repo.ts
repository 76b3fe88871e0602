import { STANDARD_ROLE_NAMES } from '@talent/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { grants, roles } from '../../db/schema/index.js';

// Platform administrators hold the platform's own role (account_id null) everywhere (scope `all`).
// Platform rows: no tenant scope to take.

const PLATFORM_ADMIN = 'platform_admin';

/** The platform administrator role, made on a database that has none yet (a first production start). */
export async function ensurePlatformAdminRole(q: Queryable): Promise<number> {
  const [existing] = await q
    .select({ id: roles.id })
    .from(roles)
    .where(and(isNull(roles.accountId), eq(roles.key, PLATFORM_ADMIN)))
    .limit(1);
  if (existing) return existing.id;
  const [made] = await q
    .insert(roles)
    .values({ accountId: null, key: PLATFORM_ADMIN, name: STANDARD_ROLE_NAMES.platform_admin, permissions: ['all'] })
    .returning({ id: roles.id });
  return made!.id;
}

export async function holdsPlatformRole(q: Queryable, userId: number, roleId: number) {
  const [row] = await q
    .select({ id: grants.id })
    .from(grants)
    .where(and(eq(grants.userId, userId), eq(grants.roleId, roleId), eq(grants.scopeType, 'all')))
    .limit(1);
  return row !== undefined;
}

export async function grantPlatformRole(q: Queryable, userId: number, roleId: number) {
  await q
    .insert(grants)
    .values({ userId, roleId, accountId: null, scopeType: 'all', scopeId: null })
    .onConflictDoNothing();
}
