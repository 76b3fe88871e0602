import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { inTenantRaw } from '../../platform/tenancy/in-tenant.js';

// An account's data, wherever it lies: the tables are read from the migrated catalogue (every table
// with an `account_id` column), never listed by hand, so a table added later is exported and purged
// without anyone remembering to. The account is named by its id (platform staff act on any account).

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(q: Queryable, query: ReturnType<typeof sql>) =>
  ((await q.execute(query)) as unknown as Rows<T>).rows;

/** A table that holds rows of accounts: its name and primary-key columns (for paging the export). */
export type AccountTable = { name: string; key: string[] };

/**
 * Every table with an `account_id` column, ordered so that a table comes before each table it
 * references (children first): deleting in this order never trips a foreign key, whether it
 * cascades, restricts (identity_providers → roles) or does nothing (jobs → site_forms).
 */
export async function accountTables(q: Queryable): Promise<AccountTable[]> {
  const tables = await rowsOf<AccountTable>(
    q,
    sql`select c.relname::text as name,
      coalesce((select array(select a.attname::text from unnest(x.indkey::int2[]) with ordinality k(attnum, n)
          join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum order by k.n)
        from pg_index x where x.indrelid = c.oid and x.indisprimary), '{}') as key
    from pg_class c
    where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
      and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'account_id' and not a.attisdropped)
    order by 1`,
  );
  const edges = await rowsOf<{ child: string; parent: string }>(
    q,
    sql`select distinct s.relname::text as child, t.relname::text as parent
    from pg_constraint k join pg_class s on s.oid = k.conrelid join pg_class t on t.oid = k.confrelid
    where k.contype = 'f' and s.relnamespace = 'public'::regnamespace and s.oid <> t.oid`,
  );
  return childrenFirst(tables, edges);
}

/** Kahn's sort over the references between the given tables; a cycle is a schema to look at, so it throws. */
export function childrenFirst<T extends { name: string }>(tables: T[], edges: { child: string; parent: string }[]) {
  const names = new Set(tables.map((t) => t.name));
  const inside = edges.filter((e) => names.has(e.child) && names.has(e.parent));
  // A table may go once no table still waiting references it.
  const referrers = new Map(tables.map((t) => [t.name, new Set<string>()]));
  for (const e of inside) referrers.get(e.parent)!.add(e.child);
  const order: T[] = [];
  const waiting = [...tables];
  while (waiting.length) {
    const next = waiting.findIndex((t) => referrers.get(t.name)!.size === 0);
    if (next < 0) throw new Error(`Tenant tables reference each other in a cycle: ${waiting.map((t) => t.name)}`);
    const [table] = waiting.splice(next, 1);
    order.push(table!);
    for (const e of inside) if (e.child === table!.name) referrers.get(e.parent)!.delete(e.child);
  }
  return order;
}

const PAGE = 500;

/**
 * One page of a table's rows of the account as JSON objects (every column; the caller leaves the
 * secret ones out), after the row whose key is `after`, in key order. Keyset paging: a big table is
 * read in short queries, never held whole.
 */
export async function accountRowsPage(
  q: Queryable,
  table: AccountTable,
  accountId: number,
  after: unknown[] | null,
): Promise<Record<string, unknown>[]> {
  const t = 't';
  const keyCols = table.key.map((c) => sql`${sql.identifier(t)}.${sql.identifier(c)}`);
  const keyed = keyCols.length > 0;
  const afterKey =
    keyed && after
      ? sql`and (${sql.join(keyCols, sql`, `)}) > (${sql.join(
          after.map((v) => sql`${v}`),
          sql`, `,
        )})`
      : sql``;
  const rows = await rowsOf<{ row: Record<string, unknown> }>(
    q,
    sql`select to_jsonb(${sql.identifier(t)}) as row from ${sql.identifier(table.name)} as ${sql.identifier(t)}
      where ${inTenantRaw(t, accountId)} ${afterKey}
      ${keyed ? sql`order by ${sql.join(keyCols, sql`, `)} limit ${PAGE}` : sql``}`,
  );
  return rows.map((r) => r.row);
}

/** Whether another page may follow one of this many rows (a table without a key is read in one go). */
export const morePages = (table: AccountTable, count: number) => table.key.length > 0 && count === PAGE;

/** The people who hold a role in the account (platform-wide identities, exported beside its rows). */
export async function accountPeople(q: Queryable, accountId: number): Promise<Record<string, unknown>[]> {
  const rows = await rowsOf<{ row: Record<string, unknown> }>(
    q,
    sql`select to_jsonb(u) as row from users u
      where exists (select 1 from grants g where g.user_id = u.id and ${inTenantRaw('g', accountId)})
         or exists (select 1 from invitations i where i.user_id = u.id and ${inTenantRaw('i', accountId)})
      order by u.id`,
  );
  return rows.map((r) => r.row);
}

/** The account's own row, as JSON. */
export async function accountRow(q: Queryable, id: number): Promise<Record<string, unknown> | null> {
  const [row] = await rowsOf<{ row: Record<string, unknown> }>(
    q,
    sql`select to_jsonb(a) as row from accounts a where a.id = ${id}`,
  );
  return row?.row ?? null;
}

/**
 * Deletes every row of the account from the given tables, in their order, and returns how many
 * went from each. The caller's transaction has declared the purge of this account, the one case in
 * which the audit log lets rows go (migration 0047).
 */
export async function deleteAccountRows(q: Queryable, tables: AccountTable[], accountId: number) {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await rowsOf<{ n: number }>(
      q,
      sql`with gone as (delete from ${sql.identifier(table.name)} as t where ${inTenantRaw('t', accountId)} returning 1)
        select count(*)::int as n from gone`,
    );
    if (row && row.n > 0) counts[table.name] = row.n;
  }
  return counts;
}

/** Lets this transaction delete the account's audit rows (and only its): see migration 0047's trigger. */
export async function declareAccountPurge(q: Queryable, accountId: number) {
  await q.execute(sql`select set_config('talent.account_purge', ${String(accountId)}, true)`);
}
