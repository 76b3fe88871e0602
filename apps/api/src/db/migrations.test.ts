import { APPLICATION_STATUSES } from '@talent/contract';
import { getTableName, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { testDatabase } from '../test/database.js';
import * as schema from './schema/index.js';

const tables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable => is(value, PgTable));

describe('migrations', () => {
  it('create every table and column of the Drizzle schema (a schema change without `npm run db:generate` fails here)', async () => {
    const { db } = await testDatabase();
    const result = (await db.execute(
      sql`select table_name, column_name from information_schema.columns where table_schema = 'public'`,
    )) as unknown as { rows: { table_name: string; column_name: string }[] };
    const actual = new Map<string, Set<string>>();
    for (const row of result.rows) {
      if (!actual.has(row.table_name)) actual.set(row.table_name, new Set());
      actual.get(row.table_name)?.add(row.column_name);
    }
    expect(tables.length).toBeGreaterThan(5);
    for (const table of tables) {
      const name = getTableName(table);
      const expected = getTableConfig(table)
        .columns.map((c) => c.name)
        .sort();
      expect([...(actual.get(name) ?? [])].sort(), name).toEqual(expected);
    }
  });

  it('rank application statuses in the contract’s pipeline order (the list’s status sort and its index)', async () => {
    const { db } = await testDatabase();
    const result = (await db.execute(
      sql`select application_status_rank(s) as rank from unnest(array[${sql.join(
        APPLICATION_STATUSES.map((s) => sql`${s}`),
        sql`, `,
      )}]::text[]) with ordinality as t(s, n) order by n`,
    )) as unknown as { rows: { rank: number }[] };
    expect(result.rows.map((r) => r.rank)).toEqual(APPLICATION_STATUSES.map((_, i) => i + 1));
  });
});
