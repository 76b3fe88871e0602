import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eligibleSeekersQuery } from './retention.repo.js';
import { addSeeker, setupWorld, type World } from './retention.test-support.js';

/**
 * The eligible query walks the site's candidates in the order of `seekers_site_created_idx`, tenant
 * first, from the batch's cursor: a batch reads its site's range of the index, not the table.
 * Sequential and bitmap scans are turned off for the check: on a test's few rows a scan is cheaper, and the
 * question is whether the index serves the statement. (Each candidate's applications, consents,
 * schedule row and erasure requests have indexes led by seeker_id; on a few rows the planner may
 * hash them instead, so their plan is not asserted here.)
 */
describe('the eligible query’s plan', () => {
  let w: World;
  beforeAll(async () => {
    w = await setupWorld();
    const scope = { accountId: w.ids.acme, siteId: w.ids.acmeJobs };
    for (let i = 0; i < 20; i++) {
      await addSeeker(w, scope, {
        first: `Plan${i}`,
        monthsAgo: 30,
        applications: [{ status: 'withdrawn', monthsAgo: 29 }],
      });
    }
    await w.database.db.execute(sql`analyze`);
  }, 180_000);
  afterAll(() => w?.close());

  it('uses the tenant indexes', async () => {
    const statement = eligibleSeekersQuery(
      { accountId: w.ids.acme, siteId: w.ids.acmeJobs },
      { cutoff: w.start, noticeVersion: 2, reconsentVersion: 2 },
      { createdAt: new Date('2020-01-01T00:00:00Z'), id: '00000000-0000-0000-0000-000000000000' },
      500,
    );
    const plan = await w.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      // Bitmap scans too: on a test's few rows the planner may gather them from another tenant
      // index and sort, depending on how many of the demo's rows fall before the cutoff (noon
      // today: before noon or after it, a different count).
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const result = await tx.execute(sql`explain ${statement}`);
      return (result as unknown as { rows: { 'QUERY PLAN': string }[] }).rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Index (Only )?Scan using seekers_site_created_idx on seekers s/);
    expect(plan).toMatch(/Index Cond: \(\(account_id = \d+\) AND \(site_id = \d+\) AND \(created_at </);
    expect(plan).not.toMatch(/Seq Scan on seekers/);
  });
});
