import { inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase } from '../../apps/api/src/db/client.js';
import { migrate } from '../../apps/api/src/db/migrate.js';
import { users } from '../../apps/api/src/db/schema/index.js';
import { DEFAULT_JOB_PRODUCTS } from '../../apps/api/src/modules/jobs/job-settings.js';
import { hashPassword } from '../../apps/api/src/platform/auth/passwords.js';
import { findLargeTenant, LARGE_TENANT, type LargeTenant, seedLarge } from '../../apps/api/src/seed/large/large.js';
import { FULL_SCALE } from '../../apps/api/src/seed/large/large-scale.js';
import type { DetailIds } from './cases.js';

/** Creates the benchmark database when missing, migrates it and seeds the large tenant once. */
export async function ensureBenchDatabase(url: string, password: string, log: (line: string) => void) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!exists.rowCount) await admin.query(`create database "${name.replace(/"/g, '""')}"`);
  await admin.end();

  const database = await openDatabase({ databaseUrl: url, dataDir: ':memory:' });
  await migrate(database);
  let tenant = await findLargeTenant(database);
  if (!tenant) {
    log('Seeding the large tenant (a few minutes)…');
    tenant = await seedLarge(database, FULL_SCALE, password, (line) => log(`  ${line}`));
  } else {
    // The tenant may come from `npm run seed:large` with another password: this is the bench's own database.
    await database.db
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(inArray(users.email, [LARGE_TENANT.owner, LARGE_TENANT.employerUser]));
  }
  return { database, tenant };
}

const sqlRaw = (text: string) => sql.raw(text);
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A live job, an application and a candidate of the site, for the detail pages. */
export async function detailIds(database: Database, tenant: LargeTenant, siteId: number): Promise<DetailIds> {
  const pick = async (sqlText: string) => {
    const [row] = rowsOf<{ id: string }>(await database.db.execute(sqlRaw(sqlText)));
    if (!row) throw new Error(`Nothing found: ${sqlText}`);
    return row.id;
  };
  const where = `account_id = ${tenant.accountId} and site_id = ${siteId}`;
  return {
    job: await pick(
      `select id from jobs where ${where} and status = 'live' order by created_at desc limit 1 offset 100`,
    ),
    application: await pick(`select id from applications where ${where} order by created_at desc limit 1 offset 100`),
    seeker: await pick(`select id from seekers where ${where} order by created_at desc limit 1 offset 100`),
  };
}

/**
 * `count` drafts ready to publish, spread over the site's active employers (publishing is
 * rate-limited per employer), and 100 more credits for each of them, granted through the ledger.
 */
export async function prepareDrafts(database: Database, tenant: LargeTenant, siteId: number, count: number) {
  const a = tenant.accountId;
  await database.exec(`
with w as (
  update credit_wallets set balance = balance + 100, updated_at = now() where site_id = ${siteId} returning *
)
insert into credit_ledger (account_id, site_id, employer_id, kind, amount, balance_after, reason)
select account_id, site_id, employer_id, 'staff_grant', 100, balance, 'Benchmark top-up' from w`);
  const result = await database.db.execute(
    sqlRaw(`
with e as (
  select row_number() over (order by id) as rn, id, count(*) over () as n
  from employers where account_id = ${a} and site_id = ${siteId} and status = 'active'
)
insert into jobs (account_id, site_id, employer_id, title, description, work_type, product, status)
select ${a}, ${siteId}, e.id, 'Bench draft ' || g, '<p>A draft for the publish benchmark.</p>', 'full_time',
  '${DEFAULT_JOB_PRODUCTS[0]!.key}', 'draft'
from generate_series(1, ${count}) g join e on e.rn = g % e.n + 1
returning id`),
  );
  return rowsOf<{ id: string }>(result).map((r) => r.id);
}

/**
 * Removes the jobs the publish benchmark made, so the data set stays the same from run to run, and
 * vacuums what it touched: dead rows among the newest jobs would otherwise send the next run's
 * index-only scans of the first page to the heap.
 */
export async function dropDrafts(database: Database, tenant: LargeTenant) {
  await database.exec(`delete from jobs where account_id = ${tenant.accountId} and title like 'Bench draft %'`);
  await vacuumTouched(database);
}

/** VACUUM ANALYZE of the tables a benchmark run writes to (before a run too, after an interrupted one). */
export async function vacuumTouched(database: Database) {
  await database.exec('vacuum (analyze) jobs, credit_wallets, credit_ledger, sessions');
}
