import pg from 'pg';
import { type Database, openDatabase } from '../db/client.js';
import { migrate } from '../db/migrate.js';

const KEY = Symbol.for('talent-portal.test-database');
type Holder = { [KEY]?: Promise<Database> };

/**
 * The worker's database: in-memory PGlite, or, with TEST_DATABASE_URL, a scratch database of
 * the PostgreSQL server named after the worker. Opened and migrated once per worker.
 */
export function testDatabase(): Promise<Database> {
  const holder = globalThis as Holder;
  holder[KEY] ??= open();
  return holder[KEY];
}

/** The worker's scratch PostgreSQL database, for a child process to connect to; null on PGlite. */
export function testDatabaseUrl(): string | null {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return null;
  const target = new URL(url);
  target.pathname = `/${scratchName(target)}`;
  return target.toString();
}

/**
 * Whether this is the suite's embedded-database pass. Tests of processes that run on their own
 * embedded database whatever the pass (server start, the lock, backups, the admin command) or on
 * none (which modules load) run there only: the PostgreSQL pass would repeat them unchanged.
 */
export const embeddedPass = !process.env.TEST_DATABASE_URL;

const scratchName = (target: URL) => `${target.pathname.slice(1) || 'test'}_w${process.env.VITEST_POOL_ID ?? '1'}`;

async function open(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ dataDir: ':memory:' });
    await migrate(database);
    return database;
  }
  const target = new URL(url);
  const name = scratchName(target);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
  target.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: target.toString(), dataDir: ':memory:' });
  await migrate(database);
  return database;
}

/** Empties every application table (not the migrations journal). */
export async function truncateAll(database: Database) {
  const result = await database.db.execute<{ tablename: string }>(
    "select tablename from pg_tables where schemaname = 'public'",
  );
  const tables = (result as unknown as { rows: { tablename: string }[] }).rows.map((r) => `"${r.tablename}"`);
  if (tables.length) await database.exec(`truncate ${tables.join(', ')} restart identity cascade`);
}
