import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { truncateAll } from '../../test/database.js';
import { type Harness, setupApi } from '../../test/harness.js';
import { BULK_TABLES } from './bulk-indexes.js';
import { LARGE_TENANT, type LargeTenant, seedLarge } from './large.js';
import { scaled } from './large-scale.js';

// The benchmark tenant's generator at a tiny scale: the same SQL as `npm run seed:large`.
const SCALE = scaled(0.0005);
const PASSWORD = 'Bench-test-2345';

let t: Harness;
let tenant: LargeTenant;
beforeAll(async () => {
  t = await setupApi();
  tenant = await seedLarge(t.database, SCALE, PASSWORD);
}, 180_000);
afterAll(() => t.close());

const one = async <T>(text: string): Promise<T> => {
  const result = (await t.database.db.execute(sql.raw(text))) as unknown as { rows: T[] };
  return result.rows[0]!;
};

describe('the large seed', () => {
  it('makes the counts asked for, spread over every site', async () => {
    const a = tenant.accountId;
    const counts = await one<Record<string, number>>(`select
      (select count(*)::int from jobs where account_id = ${a}) as jobs,
      (select count(*)::int from seekers where account_id = ${a}) as seekers,
      (select count(*)::int from applications where account_id = ${a}) as applications,
      (select count(*)::int from application_events where account_id = ${a}) as events,
      (select count(*)::int from credit_ledger where account_id = ${a}) as ledger,
      (select count(distinct site_id)::int from jobs where account_id = ${a}) as job_sites,
      (select count(distinct site_id)::int from applications where account_id = ${a}) as application_sites`);
    expect(counts.jobs).toBe(SCALE.jobs);
    expect(counts.seekers).toBe(SCALE.seekers);
    expect(counts.applications).toBe(SCALE.applications);
    expect(counts.events).toBe(SCALE.applications);
    expect(counts.ledger).toBeGreaterThanOrEqual(SCALE.ledgerEntries);
    expect(counts.job_sites).toBe(SCALE.sites);
    expect(counts.application_sites).toBe(SCALE.sites);
  });

  it('ties every application to a job and a candidate of its own site', async () => {
    const row = await one<{ n: number }>(`select count(*)::int as n from applications a
      join jobs j on j.id = a.job_id join seekers s on s.id = a.seeker_id
      where a.account_id = ${tenant.accountId}
        and (j.site_id <> a.site_id or s.site_id <> a.site_id or j.employer_id <> a.employer_id)`);
    expect(row.n).toBe(0);
  });

  it('keeps every wallet equal to its ledger, never below zero at any point', async () => {
    const a = tenant.accountId;
    const wallets = await one<{ n: number }>(`select count(*)::int as n from credit_wallets w
      left join (select employer_id, sum(amount) as s from credit_ledger group by employer_id) l using (employer_id)
      where w.account_id = ${a} and w.balance <> coalesce(l.s, 0)`);
    expect(wallets.n).toBe(0);
    const running = await one<{ n: number; negative: number }>(`select
      count(*) filter (where r <> balance_after)::int as n, count(*) filter (where balance_after < 0)::int as negative
      from (select balance_after, sum(amount) over (partition by employer_id order by id) as r
            from credit_ledger where account_id = ${a}) t`);
    expect(running).toEqual({ n: 0, negative: 0 });
    const postings = await one<{ n: number }>(`select count(*)::int as n from credit_ledger l
      left join jobs j on j.id = l.job_id
      where l.account_id = ${a} and l.kind = 'job_posting' and j.id is null`);
    expect(postings.n).toBe(0);
  });

  it('lets its owner sign in and page through the lists, and stays out of the demo tenants', async () => {
    const token = await t.login(LARGE_TENANT.owner, PASSWORD);
    const select = { account: tenant.accountId, site: tenant.siteIds[0]! };
    const jobs = await t.call({ method: 'GET', url: '/portal/v1/jobs?page=2', token, select });
    expect(jobs.statusCode).toBe(200);
    expect(jobs.json().meta.total).toBe(SCALE.jobs / SCALE.sites);
    const demoOwner = await t.login('owner@acme.test');
    const foreign = await t.call({ method: 'GET', url: '/portal/v1/jobs', token: demoOwner, select });
    expect(foreign.statusCode).toBe(403);
  });

  it('into empty tables, loads without the secondary indexes and builds the same ones again', async () => {
    const indexes = async () =>
      (
        (await t.database.db.execute(
          sql.raw(
            `select indexname, indexdef from pg_indexes where tablename in (${BULK_TABLES.map((x) => `'${x}'`).join(',')}) order by 1`,
          ),
        )) as unknown as { rows: { indexname: string; indexdef: string }[] }
      ).rows;
    const before = await indexes();
    await truncateAll(t.database);
    const lines: string[] = [];
    await seedLarge(t.database, SCALE, PASSWORD, (line) => lines.push(line));
    expect(lines).toContain('empty tables: secondary indexes built after the load');
    expect(await indexes()).toEqual(before);
  }, 180_000);
});
