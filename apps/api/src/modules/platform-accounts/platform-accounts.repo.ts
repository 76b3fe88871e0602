import { randomBytes } from 'node:crypto';
import type { AccountStatus, Locale, PlatformAccountListQuery } from '@talent/contract';
import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { accountDomains, accounts, auditLog, grants, roles, sites } from '../../db/schema/index.js';
import { provenHostsOnly } from '../branding/proven-hosts.js';
import { NEW_ACCOUNT_COLORS } from './new-account-brand.js';
import { STANDARD_ROLES } from './standard-roles.js';

// The platform console reads and changes accounts themselves: platform staff act on any account by
// its id, so these functions take the account's id, not a tenant scope (repo-scope.test lists them).

// Spelled out: in a one-table select Drizzle writes a column without its table, which a subquery
// would read as its own table's column.
const accountId = sql`${sql.identifier('accounts')}.${sql.identifier('id')}`;
const hostsOf = sql<string[]>`coalesce((select array_agg(${accountDomains.domain} order by ${accountDomains.domain})
  from ${accountDomains} where ${accountDomains.accountId} = ${accountId} and ${provenHostsOnly}), '{}')`;
const siteCount = sql<number>`(select count(*)::int from ${sites} where ${sites.accountId} = ${accountId})`;
const peopleCount = sql<number>`(select count(distinct ${grants.userId})::int from ${grants}
  where ${grants.accountId} = ${accountId})`;
const lastActivity = sql<string | null>`(select max(${auditLog.createdAt}) from ${auditLog}
  where ${auditLog.accountId} = ${accountId})`;

const columns = {
  id: accounts.id,
  name: accounts.name,
  status: accounts.status,
  statusReason: accounts.statusReason,
  statusChangedAt: accounts.statusChangedAt,
  closesAt: accounts.closesAt,
  exportDownloadedAt: accounts.exportDownloadedAt,
  defaultLocale: accounts.defaultLocale,
  createdAt: accounts.createdAt,
  hosts: hostsOf,
  sites: siteCount,
  people: peopleCount,
  lastActivityAt: lastActivity,
};

export type PlatformAccountRow = {
  id: number;
  name: string;
  status: AccountStatus;
  statusReason: string | null;
  statusChangedAt: Date | string | null;
  closesAt: Date | string | null;
  exportDownloadedAt: Date | string | null;
  defaultLocale: string;
  createdAt: Date | string;
  hosts: string[];
  sites: number;
  people: number;
  lastActivityAt: Date | string | null;
};

function listFilter(query: PlatformAccountListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query['filter[status]']) conditions.push(eq(accounts.status, query['filter[status]']));
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`(${accounts.name} ilike ${like} or exists (select 1 from ${accountDomains}
      where ${accountDomains.accountId} = ${accountId} and ${provenHostsOnly} and ${accountDomains.domain} ilike ${like}))`);
  }
  return conditions.length ? and(...conditions) : undefined;
}

export async function listAccounts(q: Queryable, query: PlatformAccountListQuery) {
  const where = listFilter(query);
  const [rows, [count]] = await Promise.all([
    q
      .select(columns)
      .from(accounts)
      .where(where)
      .orderBy(asc(sql`lower(${accounts.name})`), asc(accounts.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    q.select({ total: sql<number>`count(*)::int` }).from(accounts).where(where),
  ]);
  return { rows: rows as PlatformAccountRow[], total: count?.total ?? 0 };
}

export async function findAccount(q: Queryable, id: number): Promise<PlatformAccountRow | null> {
  const [row] = await q.select(columns).from(accounts).where(eq(accounts.id, id));
  return (row as PlatformAccountRow | undefined) ?? null;
}

/** Whether another account (any case) already has the name. */
export async function accountNameTaken(q: Queryable, name: string, exceptId?: number) {
  const [row] = await q
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(sql`lower(${accounts.name}) = lower(${name})`, exceptId ? ne(accounts.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

export async function insertAccount(q: Queryable, values: { name: string; defaultLocale: Locale }) {
  const [row] = await q
    .insert(accounts)
    .values({ ...values, ...NEW_ACCOUNT_COLORS, title: values.name, brandToken: randomBytes(16).toString('hex') })
    .returning({ id: accounts.id });
  return row!.id;
}

/** The standard roles of a new account; returns their ids by key (`owner`, `site_manager`, …). */
export async function insertStandardRoles(q: Queryable, accountId: number): Promise<Map<string, number>> {
  const { platformAdmin: _platform, ...accountRoles } = STANDARD_ROLES;
  const rows = await q
    .insert(roles)
    .values(
      Object.values(accountRoles).map((role) => ({
        accountId,
        key: role.key,
        name: role.name,
        permissions: [...role.permissions],
        scopeType: 'scopeType' in role ? role.scopeType : null,
      })),
    )
    .returning({ id: roles.id, key: roles.key });
  return new Map(rows.map((r) => [r.key, r.id]));
}

export async function updateAccount(q: Queryable, id: number, values: { name: string; defaultLocale: Locale }) {
  const rows = await q
    .update(accounts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(accounts.id, id))
    .returning({ id: accounts.id });
  return rows.length > 0;
}

/**
 * Moves the account from `from` to `to`; false when it was not in `from` (someone else changed it
 * first). Only closing sets a closing date (closeAccount), so every other move clears it.
 */
export async function changeAccountStatus(
  q: Queryable,
  id: number,
  change: { from: AccountStatus; to: AccountStatus; reason: string },
) {
  const rows = await q
    .update(accounts)
    .set({
      status: change.to,
      statusReason: change.reason,
      statusChangedAt: sql`now()`,
      closesAt: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(accounts.id, id), eq(accounts.status, change.from)))
    .returning({ id: accounts.id });
  return rows.length > 0;
}
