import { and, Column, eq, is, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A table (or an alias of one) that holds tenant rows: it has an `account_id` column. */
export type TenantTable = { accountId: AnyPgColumn };

/**
 * The tenant key a repo filters by: the account always; the site and the employer when the caller
 * was given them (null or absent: every site, every employer of the account). A bare number is an
 * account.
 */
export type TenantKey = number | { accountId: number; siteId?: number | null; employerId?: number | null };

function columnOf(table: TenantTable, name: 'siteId' | 'employerId'): AnyPgColumn | undefined {
  const column = (table as Record<string, unknown>)[name];
  return is(column, Column) ? (column as AnyPgColumn) : undefined;
}

/**
 * The one tenant filter: `table.account_id = scope.accountId`, and the scope's site and employer on
 * the table's `site_id` / `employer_id` where both sides have them. Every repo query over tenant
 * rows puts this in its WHERE (repo-scope.test.ts checks no repo hand-writes it).
 */
export function inTenant(table: TenantTable, scope: TenantKey): SQL {
  if (typeof scope === 'number') return eq(table.accountId, scope);
  const site = scope.siteId == null ? undefined : columnOf(table, 'siteId');
  const employer = scope.employerId == null ? undefined : columnOf(table, 'employerId');
  return and(
    eq(table.accountId, scope.accountId),
    site && eq(site, scope.siteId),
    employer && eq(employer, scope.employerId),
  ) as SQL;
}

/**
 * A join between two tenant tables: their `account_id`s equal, then the join's own condition.
 * Citus co-locates tables distributed by account_id and joins them on one node only when the join
 * says so (citus-ready.test.ts checks every join between distributed tables uses this).
 */
export function sameTenant(joined: TenantTable, other: TenantTable, ...on: (SQL | undefined)[]): SQL {
  return and(eq(joined.accountId, other.accountId), ...on) as SQL;
}

/**
 * `inTenant` for a query that must stay raw SQL: `<name>.account_id = scope.accountId`, and
 * `<name>.site_id` when the scope has a site (`name`: the table or its alias in the query, which has
 * a `site_id` when a site is given). The tenant-filter scan (test/tenant-filter-scan.ts) holds raw
 * repos to it as it holds Drizzle ones to `inTenant`.
 */
export function inTenantRaw(name: string, scope: TenantKey): SQL {
  const key = typeof scope === 'number' ? { accountId: scope } : scope;
  const column = (c: string) => sql`${sql.identifier(name)}.${sql.identifier(c)}`;
  const site = key.siteId == null ? [] : [sql`${column('site_id')} = ${key.siteId}`];
  return sql.join([sql`${column('account_id')} = ${key.accountId}`, ...site], sql` and `);
}
