import type { EmployerRole, EmployerUser } from '@talent/contract';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { grants, roles, sessions, users } from '../../db/schema/index.js';
import { inTenant } from '../../platform/tenancy/in-tenant.js';
import type { EmployerScope } from '../../platform/tenancy/selection.js';

const atEmployer = (scope: EmployerScope) =>
  and(inTenant(grants, scope.accountId), eq(grants.scopeType, 'employer'), eq(grants.scopeId, scope.employerId));

const memberColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  avatar: users.avatar,
  status: users.status,
  roleId: roles.id,
  roleKey: roles.key,
  roleName: roles.name,
  addedAt: grants.createdAt,
  lastLoginAt: sql<Date | string | null>`(select max(${sessions.createdAt}) from ${sessions}
    where ${sessions.userId} = ${users.id} and ${sessions.impersonatorUserId} is null)`,
};

type MemberRow = {
  id: number;
  name: string;
  email: string;
  avatar: string | null;
  status: EmployerUser['status'];
  roleId: number;
  roleKey: string;
  roleName: string;
  addedAt: Date;
  lastLoginAt: Date | string | null;
};

// A raw subquery comes back as text on some drivers; normalise to ISO either way.
const iso = (v: Date | string) => new Date(v).toISOString();

const toMember = (r: MemberRow): EmployerUser => ({
  id: r.id,
  name: r.name,
  email: r.email,
  avatar: r.avatar,
  status: r.status,
  role: { id: r.roleId, key: r.roleKey, name: r.roleName },
  added_at: iso(r.addedAt),
  last_login_at: r.lastLoginAt === null ? null : iso(r.lastLoginAt),
});

function membersQuery(q: Queryable, scope: EmployerScope, userId?: number) {
  return q
    .select(memberColumns)
    .from(grants)
    .innerJoin(users, eq(users.id, grants.userId))
    .innerJoin(roles, eq(roles.id, grants.roleId))
    .where(userId === undefined ? atEmployer(scope) : and(atEmployer(scope), eq(users.id, userId)));
}

export async function listMembers(q: Queryable, scope: EmployerScope, limit: number): Promise<EmployerUser[]> {
  const rows = await membersQuery(q, scope).orderBy(asc(users.name), asc(users.id)).limit(limit);
  return rows.map(toMember);
}

export async function findMember(q: Queryable, scope: EmployerScope, userId: number): Promise<EmployerUser | null> {
  const [row] = await membersQuery(q, scope, userId).limit(1);
  return row ? toMember(row) : null;
}

/** Roles meant for employer users: the account's own, and platform-wide ones. */
export async function listEmployerRoles(q: Queryable, accountId: number): Promise<EmployerRole[]> {
  return q
    .select({ id: roles.id, key: roles.key, name: roles.name, permissions: roles.permissions })
    .from(roles)
    .where(and(eq(roles.scopeType, 'employer'), or(inTenant(roles, accountId), isNull(roles.accountId))))
    .orderBy(asc(roles.name), asc(roles.id));
}

/** One role per person per employer: the role is swapped, not added. */
export async function setEmployerRole(q: Queryable, scope: EmployerScope, userId: number, roleId: number) {
  await q
    .update(grants)
    .set({ roleId })
    .where(and(atEmployer(scope), eq(grants.userId, userId)));
}

export async function deleteEmployerGrants(q: Queryable, scope: EmployerScope, userId: number) {
  await q.delete(grants).where(and(atEmployer(scope), eq(grants.userId, userId)));
}
