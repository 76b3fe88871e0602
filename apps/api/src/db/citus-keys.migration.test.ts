import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../test/database.js';
import { type Database, openDatabase } from './client.js';
import { migrationsFolder } from './migrate.js';

// The Citus keys migration swaps primary keys and foreign keys under live rows and fills the new
// account_id of form versions and submissions from their form. Replayed here on a database
// migrated up to just before it and holding rows, on PGlite or (TEST_DATABASE_URL) PostgreSQL.

type Journal = { entries: { idx: number; tag: string }[] };
const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as Journal;
const target = journal.entries.find((e) => e.tag.endsWith('_citus_keys'))!;

let database: Database;
let folder: string;
let dropScratch: (() => Promise<void>) | null = null;

/** A copy of the migrations folder whose journal stops before the Citus keys migration. */
function migrationsBefore() {
  const dir = mkdtempSync(join(tmpdir(), 'citus-keys-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  mkdirSync(join(dir, 'meta'), { recursive: true });
  const earlier = { ...journal, entries: journal.entries.filter((e) => e.idx < target.idx) };
  writeFileSync(join(dir, 'meta/_journal.json'), JSON.stringify(earlier));
  return dir;
}

async function openScratch(): Promise<Database> {
  const url = testDatabaseUrl();
  if (!url) return openDatabase({ dataDir: ':memory:' });
  const scratch = new URL(url);
  const name = `${scratch.pathname.slice(1)}_keys`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
  dropScratch = async () => {
    const again = new pg.Client({ connectionString: url });
    await again.connect();
    await again.query(`drop database if exists "${name}" with (force)`);
    await again.end();
  };
  scratch.pathname = `/${name}`;
  return openDatabase({ databaseUrl: scratch.toString(), dataDir: ':memory:' });
}

const one = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows[0]!;

beforeAll(async () => {
  folder = migrationsBefore();
  database = await openScratch();
  if (database.kind === 'postgres')
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  else await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
}, 120_000);

afterAll(async () => {
  await database?.close();
  await dropScratch?.();
  rmSync(folder, { recursive: true, force: true });
});

describe('migration citus_keys on a database with rows', () => {
  it('keeps every row, fills account_id from the form; the former SET NULL keys are NO ACTION', async () => {
    expect(target).toBeDefined();
    await database.exec(`
      insert into accounts (id, name, brand_token) values (1, 'A', 'a'), (2, 'B', 'b');
      insert into sites (id, account_id, name) values (10, 1, 'A jobs'), (20, 2, 'B jobs');
      insert into consultants (id, account_id, site_id, name, email) values (5, 1, 10, 'C', 'c@a.test');
      insert into employers (id, account_id, site_id, name, consultant_id) values (100, 1, 10, 'E', 5), (200, 2, 20, 'F', null);
      insert into site_forms (id, account_id, site_id, name) values (7, 1, 10, 'Form'), (8, 2, 20, 'Other');
      insert into site_form_versions (id, form_id, version, fields) values (70, 7, 1, '[]'), (80, 8, 1, '[]');
      insert into site_form_submissions (id, form_id, version_id, site_id, answers, locale, ip_hash, employer_id)
        values (700, 7, 70, 10, '{}', 'en', 'h', 100), (800, 8, 80, 20, '{}', 'en', 'h', 200);
      insert into jobs (id, account_id, site_id, employer_id, title, consultant_id, screening_form_id)
        values ('00000000-0000-0000-0000-000000000001', 1, 10, 100, 'Job', 5, 7);
      insert into job_feedback (account_id, site_id, job_id, rating, submission_id)
        values (1, 10, '00000000-0000-0000-0000-000000000001', 4, 700);
    `);

    const text = readFileSync(join(migrationsFolder, `${target.tag}.sql`), 'utf8');
    for (const statement of text.split('--> statement-breakpoint')) await database.exec(statement);

    expect(await one(sql`select array_agg(account_id order by id) as a from site_form_versions`)).toEqual({
      a: [1, 2],
    });
    expect(await one(sql`select array_agg(account_id order by id) as a from site_form_submissions`)).toEqual({
      a: [1, 2],
    });

    // The keys that used to be SET NULL are NO ACTION (Citus refuses SET NULL on a key with account_id):
    // a referenced consultant cannot go on its own, and the site's delete takes every row with it.
    await expect(database.exec('delete from consultants where id = 5')).rejects.toThrow();
    await database.exec('delete from sites where id = 10');
    expect(
      await one(sql`select (select count(*) from jobs)::int as jobs, (select count(*) from site_form_submissions)::int as submissions,
        (select count(*) from job_feedback)::int as feedback, (select count(*) from employers)::int as employers`),
    ).toEqual({ jobs: 0, submissions: 1, feedback: 0, employers: 1 });
  }, 120_000);
});
