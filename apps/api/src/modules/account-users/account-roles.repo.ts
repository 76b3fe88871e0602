import type { GrantScope } from '@talent/contract';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { grants, roles } from '../../db/schema/index.js';
import { inTenant, inTenantRaw } from '../../platform/tenancy/in-tenant.js';

export type StoredRole = {
  id: number;
  accountId: number | null;
  key: string;
  name: string;
  permissions: string[];
  scopeType: GrantScope | null;
  users: number;
};

const holders = (accountId: number) =>
  sql<number>`(select count(distinct g.user_id) from grants g
    where g.role_id = "roles"."id" and ${inTenantRaw('g', accountId)})`.mapWith(Number);

/**
 * The roles people of the account can hold: the account's own and the platform's templates for a
 * scope inside an account (the platform administrator role is never offered here).
 */
const offered = (accountId: number) =>
  or(
    inTenant(roles, accountId),
    and(isNull(roles.accountId), inArray(roles.scopeType, ['account', 'site', 'employer'])),
  );

export async function listAccountRoles(q: Queryable, accountId: number): Promise<StoredRole[]> {
  const rows = await q
    .select({
      id: roles.id,
      accountId: roles.accountId,
      key: roles.key,
      name: roles.name,
      permissions: roles.permissions,
      scopeType: roles.scopeType,
      users: holders(accountId),
    })
    .from(roles)
    .where(offered(accountId))
    .orderBy(asc(sql`lower(${roles.name})`), asc(roles.id));
  return rows.map((r) => ({ ...r, scopeType: r.scopeType === 'all' ? null : r.scopeType }));
}

export async function findAccountRole(q: Queryable, accountId: number, roleId: number) {
  return (await listAccountRoles(q, accountId)).find((r) => r.id === roleId) ?? null;
}

export async function keyTaken(q: Queryable, accountId: number, key: string) {
  const [row] = await q
    .select({ id: roles.id })
    .from(roles)
    .where(and(inTenant(roles, accountId), eq(roles.key, key)));
  return row !== undefined;
}

export async function insertRole(
  q: Queryable,
  accountId: number,
  role: { key: string; name: string; permissions: string[]; scopeType: GrantScope | null },
): Promise<number> {
  const [row] = await q
    .insert(roles)
    .values({ accountId, ...role })
    .returning({ id: roles.id });
  return row!.id;
}

export async function updateRole(
  q: Queryable,
  accountId: number,
  roleId: number,
  role: { name: string; permissions: string[]; scopeType: GrantScope | null },
) {
  await q
    .update(roles)
    .set({ ...role, updatedAt: new Date() })
    .where(and(eq(roles.id, roleId), inTenant(roles, accountId)));
}

/** Whether anyone holds the account's role. */
export async function roleHeld(q: Queryable, accountId: number, roleId: number) {
  const [row] = await q
    .select({ id: grants.id })
    .from(grants)
    .innerJoin(roles, eq(roles.id, grants.roleId))
    .where(and(inTenant(roles, accountId), eq(grants.roleId, roleId)))
    .limit(1);
  return row !== undefined;
}

export async function deleteRole(q: Queryable, accountId: number, roleId: number) {
  await q.delete(roles).where(and(eq(roles.id, roleId), inTenant(roles, accountId)));
}
