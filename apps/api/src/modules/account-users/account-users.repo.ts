import type { AccountGrant, AccountScopes, AccountUser, AccountUserListQuery, GrantScope } from '@talent/contract';
import { and, asc, count, eq, exists, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { accounts, employers, grants, roles, sites, users } from '../../db/schema/index.js';
import type { Grant } from '../../platform/auth/grants.repo.js';
import { inTenant, inTenantRaw } from '../../platform/tenancy/in-tenant.js';

const scopeAccount = alias(accounts, 'scope_account');
const scopeSite = alias(sites, 'scope_site');
const scopeEmployer = alias(employers, 'scope_employer');

const iso = (v: Date | string) => new Date(v).toISOString();

// Qualified by hand: Drizzle leaves columns of a one-table select unqualified, and `id` inside the
// subquery would be the session's (or the grant's) own.
const lastLogin = sql<Date | string | null>`(select max(s.created_at) from sessions s
  where s.user_id = "users"."id" and s.impersonator_user_id is null)`;

/** A grant with what the rights checks need (its permissions and, for an employer, the site). */
export type StoredGrant = AccountGrant & { rights: Grant };

async function grantsOf(q: Queryable, accountId: number, userIds: number[]): Promise<Map<number, StoredGrant[]>> {
  const by = new Map<number, StoredGrant[]>();
  if (!userIds.length) return by;
  const rows = await q
    .select({
      id: grants.id,
      userId: grants.userId,
      scopeType: grants.scopeType,
      scopeId: grants.scopeId,
      createdAt: grants.createdAt,
      roleId: roles.id,
      roleKey: roles.key,
      roleName: roles.name,
      permissions: roles.permissions,
      scopeName: sql<string>`coalesce(${scopeAccount.name}, ${scopeSite.name}, ${scopeEmployer.name}, '')`,
      siteId: sql<number | null>`case when ${grants.scopeType} = 'site' then ${grants.scopeId}
        else ${scopeEmployer.siteId} end`,
    })
    .from(grants)
    .innerJoin(roles, eq(roles.id, grants.roleId))
    .leftJoin(scopeAccount, and(eq(grants.scopeType, 'account'), eq(scopeAccount.id, grants.scopeId)))
    .leftJoin(scopeSite, and(eq(grants.scopeType, 'site'), eq(scopeSite.id, grants.scopeId)))
    .leftJoin(scopeEmployer, and(eq(grants.scopeType, 'employer'), eq(scopeEmployer.id, grants.scopeId)))
    .where(and(inTenant(grants, accountId), inArray(grants.userId, userIds)))
    .orderBy(sql`case ${grants.scopeType} when 'account' then 0 when 'site' then 1 else 2 end`, asc(grants.id));
  for (const r of rows) {
    const list = by.get(r.userId) ?? [];
    list.push({
      id: r.id,
      role: { id: r.roleId, key: r.roleKey, name: r.roleName },
      scope: { type: r.scopeType as GrantScope, id: r.scopeId!, name: r.scopeName },
      created_at: r.createdAt.toISOString(),
      rights: {
        scopeType: r.scopeType,
        scopeId: r.scopeId,
        accountId,
        siteId: r.siteId === null ? null : Number(r.siteId),
        permissions: r.permissions,
      },
    });
    by.set(r.userId, list);
  }
  return by;
}

const inAccount = (accountId: number, extra?: SQL) =>
  exists(
    sql`(select 1 from grants g where g.user_id = "users"."id" and ${inTenantRaw('g', accountId)}${
      extra ? sql` and ${extra}` : sql``
    })`,
  );

type UserRow = {
  id: number;
  name: string;
  email: string;
  avatar: string | null;
  status: AccountUser['status'];
  lastLoginAt: Date | string | null;
};
const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  avatar: users.avatar,
  status: users.status,
  lastLoginAt: lastLogin,
};

export type StoredAccountUser = Omit<AccountUser, 'grants'> & { grants: StoredGrant[] };

async function withGrants(q: Queryable, accountId: number, rows: UserRow[]): Promise<StoredAccountUser[]> {
  const by = await grantsOf(
    q,
    accountId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    avatar: r.avatar,
    status: r.status,
    grants: by.get(r.id) ?? [],
    last_login_at: r.lastLoginAt === null ? null : iso(r.lastLoginAt),
  }));
}

export async function listAccountUsers(q: Queryable, accountId: number, query: AccountUserListQuery) {
  const grantFilter: SQL[] = [];
  if (query['filter[role]']) grantFilter.push(sql`g.role_id = ${query['filter[role]']}`);
  if (query['filter[scope]']) grantFilter.push(sql`g.scope_type = ${query['filter[scope]']}`);
  const parts: (SQL | undefined)[] = [
    inAccount(accountId, grantFilter.length ? sql.join(grantFilter, sql` and `) : undefined),
  ];
  if (query['filter[status]']) parts.push(eq(users.status, query['filter[status]']));
  if (query.q) {
    const like = containsPattern(query.q);
    parts.push(or(ilike(users.name, like), ilike(users.email, like)));
  }
  const where = and(...parts);
  const [rows, [totals]] = await Promise.all([
    q
      .select(userColumns)
      .from(users)
      .where(where)
      .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    q.select({ n: count() }).from(users).where(where),
  ]);
  return { rows: await withGrants(q, accountId, rows), total: totals?.n ?? 0 };
}

/** The person, if they hold anything in the account (others are unknown here). */
export async function findAccountUser(q: Queryable, accountId: number, userId: number) {
  const rows = await q
    .select(userColumns)
    .from(users)
    .where(and(eq(users.id, userId), inAccount(accountId)));
  const [found] = await withGrants(q, accountId, rows);
  return found ?? null;
}

/** The scope's name and site when it belongs to the account, else null. */
export async function scopeInAccount(
  q: Queryable,
  accountId: number,
  type: GrantScope,
  id: number,
): Promise<{ name: string; siteId: number | null } | null> {
  if (type === 'account') {
    const [row] = await q.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
    return row && id === accountId ? { name: row.name, siteId: null } : null;
  }
  if (type === 'site') {
    const [row] = await q
      .select({ name: sites.name })
      .from(sites)
      .where(and(eq(sites.id, id), inTenant(sites, accountId)));
    return row ? { name: row.name, siteId: id } : null;
  }
  const [row] = await q
    .select({ name: employers.name, siteId: employers.siteId })
    .from(employers)
    .where(and(eq(employers.id, id), inTenant(employers, accountId)));
  return row ?? null;
}

export async function accountScopes(q: Queryable, accountId: number, search?: string): Promise<AccountScopes> {
  const [account] = await q
    .select({ id: accounts.id, name: accounts.name })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  const [siteRows, employerRows] = await Promise.all([
    q
      .select({ id: sites.id, name: sites.name })
      .from(sites)
      .where(inTenant(sites, accountId))
      .orderBy(asc(sql`lower(${sites.name})`)),
    q
      .select({ id: employers.id, name: employers.name, site: sites.name })
      .from(employers)
      .innerJoin(sites, eq(sites.id, employers.siteId))
      .where(and(inTenant(employers, accountId), search ? ilike(employers.name, containsPattern(search)) : undefined))
      .orderBy(asc(sql`lower(${employers.name})`), asc(employers.id))
      .limit(50),
  ]);
  return { account: account!, sites: siteRows, employers: employerRows };
}

export async function hasGrant(
  q: Queryable,
  accountId: number,
  userId: number,
  roleId: number,
  type: GrantScope,
  scopeId: number,
) {
  const [row] = await q
    .select({ id: grants.id })
    .from(grants)
    .where(
      and(
        inTenant(grants, accountId),
        eq(grants.userId, userId),
        eq(grants.roleId, roleId),
        eq(grants.scopeType, type),
        eq(grants.scopeId, scopeId),
      ),
    );
  return row !== undefined;
}

export async function insertGrant(
  q: Queryable,
  g: { userId: number; roleId: number; accountId: number; type: GrantScope; scopeId: number },
) {
  await q
    .insert(grants)
    .values({ userId: g.userId, roleId: g.roleId, accountId: g.accountId, scopeType: g.type, scopeId: g.scopeId });
}

export async function deleteGrant(q: Queryable, accountId: number, grantId: number) {
  await q.delete(grants).where(and(eq(grants.id, grantId), inTenant(grants, accountId)));
}

export async function deleteAccountGrants(q: Queryable, accountId: number, userId: number) {
  await q.delete(grants).where(and(eq(grants.userId, userId), inTenant(grants, accountId)));
}

/** Whether the person holds anything outside the account (another account, or the whole platform). */
export async function holdsElsewhere(q: Queryable, userId: number, accountId: number) {
  const [row] = await q
    .select({ id: grants.id })
    .from(grants)
    .where(and(eq(grants.userId, userId), or(isNull(grants.accountId), ne(grants.accountId, accountId))))
    .limit(1);
  return row !== undefined;
}

export async function setUserStatus(q: Queryable, userId: number, status: 'active' | 'disabled') {
  await q.update(users).set({ status, updatedAt: new Date() }).where(eq(users.id, userId));
}
