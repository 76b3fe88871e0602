import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETENTION_RUN, runDailyRetention } from './retention.schedule.js';
import {
  addSeeker,
  days,
  delivered,
  query,
  type Seeker,
  scheduleOf,
  setRule,
  setupWorld,
  type World,
} from './retention.test-support.js';

/** Two API processes (two apps on one database) run the daily sweep at the same moment. */
describe('the daily sweep runs once across processes', () => {
  let w: World;
  let people: Seeker[];

  beforeAll(async () => {
    w = await setupWorld();
    const scope = { accountId: w.ids.acme, siteId: w.ids.acmeJobs };
    people = [];
    for (const first of ['Ada', 'Bram', 'Chen', 'Dara', 'Emil']) {
      people.push(await addSeeker(w, scope, { first, monthsAgo: 30 }));
    }
    await setRule(w, w.ids.acme, { months: 12 });
  }, 180_000);
  afterAll(() => w?.close());

  const claims = () =>
    query<{ period_start: string | Date; claimed_by: string; finished_at: unknown; last_error: string | null }>(
      w,
      sql`select period_start, claimed_by, finished_at, last_error from scheduled_runs where name = ${RETENTION_RUN}`,
    );

  it('two processes at the same moment: one claim for the day, each candidate mailed once', async () => {
    const other = await w.anotherApp();
    const outcomes = await Promise.all([
      runDailyRetention(w.app.ctx, 'process-a'),
      runDailyRetention(other.ctx, 'process-b'),
    ]);
    expect(outcomes.filter((o) => o.ran)).toHaveLength(1);
    await Promise.all([w.app.mail.drain(), other.mail.drain()]);
    for (const p of people) {
      expect(await scheduleOf(w, p.id)).not.toBeNull();
      expect((await delivered(w)).filter((m) => m.to === p.email)).toHaveLength(1);
    }
    const [outbox] = await query<{ n: number }>(
      w,
      sql`select count(*)::int as n from mail_outbox where template = 'privacy_retention_notice'`,
    );
    expect(outbox!.n).toBe(people.length);
    const rows = await claims();
    expect(rows).toHaveLength(1);
    expect(['process-a', 'process-b']).toContain(rows[0]!.claimed_by);
    expect(new Date(rows[0]!.period_start).toISOString()).toBe(
      `${w.clock.now.toISOString().slice(0, 10)}T00:00:00.000Z`,
    );
    expect(rows[0]!.finished_at).not.toBeNull();
    expect(rows[0]!.last_error).toBeNull();
  });

  it('running again the same day does nothing, through either process', async () => {
    const later = await scheduleOf(w, people[0]!.id);
    const fresh = await addSeeker(
      w,
      { accountId: w.ids.acme, siteId: w.ids.acmeJobs },
      { first: 'Fay', monthsAgo: 30 },
    );
    w.clock.now = new Date(w.start.getTime() + 60 * 1000);
    expect((await runDailyRetention(w.app.ctx, 'process-a')).ran).toBe(false);
    expect((await runDailyRetention(w.app.ctx, 'process-b')).ran).toBe(false);
    expect(await scheduleOf(w, fresh.id)).toBeNull();
    expect(await scheduleOf(w, people[0]!.id)).toEqual(later);
  });

  it('the next day runs again (and the housekeeping timer’s entry is this same call)', async () => {
    w.clock.now = new Date(w.start.getTime() + days(1));
    await w.app.housekeeping.runAll();
    const [row] = await claims();
    expect(new Date(row!.period_start).toISOString()).toBe(`${w.clock.now.toISOString().slice(0, 10)}T00:00:00.000Z`);
    const [marked] = await query<{ n: number }>(w, sql`select count(*)::int as n from seeker_erasure_schedule`);
    expect(marked!.n).toBe(people.length + 1);
  });
});
