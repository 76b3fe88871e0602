import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';

/** The tables the large seed fills by the million. */
export const BULK_TABLES = ['jobs', 'seekers', 'applications', 'application_events', 'credit_ledger'] as const;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Into empty tables, a bulk load is several times faster with the secondary indexes built once at
 * the end than maintained row by row (the trigram indexes above all). When every bulk table is
 * empty (a database of its own for the benchmark), drops their non-unique indexes that back no
 * constraint and returns a function that builds them again from their own definitions; otherwise
 * (tenants already there) leaves everything as it is.
 */
export async function deferSecondaryIndexes(tx: Queryable): Promise<(() => Promise<void>) | null> {
  for (const table of BULK_TABLES) {
    const [row] = rowsOf<{ any: boolean }>(await tx.execute(sql.raw(`select exists (select 1 from ${table}) as any`)));
    if (row?.any) return null;
  }
  const list = BULK_TABLES.map((t) => `'${t}'`).join(',');
  const indexes = rowsOf<{ name: string; definition: string }>(
    await tx.execute(
      sql.raw(`select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
      from pg_index i join pg_class c on c.oid = i.indexrelid join pg_class t on t.oid = i.indrelid
      join pg_namespace n on n.oid = t.relnamespace
      where n.nspname = current_schema() and t.relname in (${list}) and not i.indisunique and not i.indisprimary
        and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`),
    ),
  );
  for (const index of indexes) await tx.execute(sql.raw(`drop index "${index.name}"`));
  return async () => {
    // The keys checked at commit (jobs → consultants, …) left trigger events pending, and PostgreSQL
    // builds no index on a table that has some: check the loaded rows now.
    await tx.execute(sql`set constraints all immediate`);
    for (const index of indexes) await tx.execute(sql.raw(index.definition));
  };
}
