import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.js';
import { migrationsFolder } from './migrate.js';

// Migration 0044 adds webhook_deliveries.account_id (NOT NULL, part of the key) and fills it from
// each delivery's site. Replayed on a PGlite database migrated to 0043 that already holds deliveries
// of two accounts, then migrated on by the same migrator the server runs.

type Journal = { entries: { idx: number; tag: string }[] };
const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as Journal;
const target = journal.entries.find((e) => e.tag === '0044_webhook_delivery_account')!;

let database: Database;
let folder: string;

const migrateWith = (migrations: string) =>
  migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: migrations });

beforeAll(async () => {
  // A copy of the migrations whose journal stops at 0043.
  folder = mkdtempSync(join(tmpdir(), 'webhook-account-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const earlier = { ...journal, entries: journal.entries.filter((e) => e.idx < target.idx) };
  writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify(earlier));
  database = await openDatabase({ dataDir: ':memory:' });
  await migrateWith(folder);
}, 120_000);

afterAll(async () => {
  await database?.close();
  rmSync(folder, { recursive: true, force: true });
});

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('migration 0044 (webhook_deliveries.account_id) on a database with deliveries', () => {
  it('gives every delivery its site’s account and keys it by account', async () => {
    expect(target).toBeDefined();
    expect(
      await rows(sql`select 1 from information_schema.columns
      where table_name = 'webhook_deliveries' and column_name = 'account_id'`),
    ).toEqual([]);
    await database.exec(`
      insert into accounts (id, name, brand_token) values (1, 'A', 'a'), (2, 'B', 'b');
      insert into sites (id, account_id, name) values (10, 1, 'A jobs'), (11, 1, 'A careers'), (20, 2, 'B jobs');
      insert into webhook_deliveries (id, site_id, source_kind, source_id, source_uuid, url, secret_enc, payload, status)
        values
          (1, 10, 'site_form', 7, '00000000-0000-0000-0000-000000000007', 'https://a.test/hook', 'x', '{}', 'pending'),
          (2, 11, 'site_form', 8, '00000000-0000-0000-0000-000000000008', 'https://a.test/hook', 'x', '{}', 'delivered'),
          (3, 20, 'site_form', 9, '00000000-0000-0000-0000-000000000009', 'https://b.test/hook', 'x', '{}', 'failed');
    `);

    await migrateWith(migrationsFolder);

    expect(await rows(sql`select id::int, site_id, account_id, status from webhook_deliveries order by id`)).toEqual([
      { id: 1, site_id: 10, account_id: 1, status: 'pending' },
      { id: 2, site_id: 11, account_id: 1, status: 'delivered' },
      { id: 3, site_id: 20, account_id: 2, status: 'failed' },
    ]);
    // The column is now required and in the key: a delivery without an account is refused.
    await expect(
      database.exec(`insert into webhook_deliveries (site_id, source_kind, source_id, source_uuid, url, secret_enc, payload)
        values (10, 'site_form', 1, '00000000-0000-0000-0000-000000000001', 'https://a.test/hook', 'x', '{}')`),
    ).rejects.toThrow();
    expect(
      await rows(sql`select a.attname as column from pg_index i
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = 'webhook_deliveries'::regclass and i.indisprimary order by a.attname`),
    ).toEqual([{ column: 'account_id' }, { column: 'id' }]);
  }, 120_000);
});
