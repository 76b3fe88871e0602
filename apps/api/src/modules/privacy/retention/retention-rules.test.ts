import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRetentionSweep } from './retention.service.js';
import {
  addSeeker,
  query,
  scheduleOf,
  setLimits,
  setRule,
  setSiteMonths,
  setupWorld,
  type World,
} from './retention.test-support.js';
import { addMonths, effectiveMonths } from './retention-rules.js';

describe('retention periods', () => {
  it('a site’s own period counts only when the account allows it; every period is within the platform’s bounds', () => {
    const limits = { minMonths: 6, maxMonths: 60 };
    expect(effectiveMonths({ months: 24, siteOverrideAllowed: false }, { overrideMonths: 12 }, limits)).toBe(24);
    expect(effectiveMonths({ months: 24, siteOverrideAllowed: true }, { overrideMonths: 12 }, limits)).toBe(12);
    expect(effectiveMonths({ months: 24, siteOverrideAllowed: true }, { overrideMonths: null }, limits)).toBe(24);
    expect(effectiveMonths({ months: 2, siteOverrideAllowed: false }, { overrideMonths: null }, limits)).toBe(6);
    expect(effectiveMonths({ months: 24, siteOverrideAllowed: true }, { overrideMonths: 100 }, limits)).toBe(60);
  });

  it('months are calendar months, the day kept or the month’s last', () => {
    expect(addMonths(new Date('2026-03-31T10:00:00Z'), -1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2026-11-26T12:00:00Z'), -24).toISOString()).toBe('2024-11-26T12:00:00.000Z');
    expect(addMonths(new Date('2024-01-31T00:00:00Z'), 1).toISOString()).toBe('2024-02-29T00:00:00.000Z');
  });
});

describe('retention periods in the sweep', () => {
  let w: World;
  beforeAll(async () => {
    w = await setupWorld();
  }, 180_000);
  afterAll(() => w?.close());

  it('Acme Health’s 12 months apply only once the account allows site periods', async () => {
    const jobs = { accountId: w.ids.acme, siteId: w.ids.acmeJobs };
    const health = { accountId: w.ids.acme, siteId: w.ids.acmeHealth };
    const healthy = await addSeeker(w, health, { first: 'Hugo', monthsAgo: 14 });
    const jobSeeker = await addSeeker(w, jobs, { first: 'Jade', monthsAgo: 14 });
    await setRule(w, w.ids.acme, { months: 24, siteOverrideAllowed: false });
    await setSiteMonths(w, health, 12);
    await runRetentionSweep(w.app.ctx, w.start);
    expect(await scheduleOf(w, healthy.id)).toBeNull();

    await setRule(w, w.ids.acme, { months: 24, siteOverrideAllowed: true });
    await runRetentionSweep(w.app.ctx, w.start);
    expect(await scheduleOf(w, healthy.id)).not.toBeNull();
    expect(await scheduleOf(w, jobSeeker.id)).toBeNull();
  });

  it('an account period below the platform’s minimum is raised to it (and above its maximum, lowered)', async () => {
    const scope = { accountId: w.ids.globex, siteId: w.ids.globexCareers };
    const seven = await addSeeker(w, scope, { first: 'Seven', monthsAgo: 7 });
    const five = await addSeeker(w, scope, { first: 'Five', monthsAgo: 5 });
    const old = await addSeeker(w, scope, { first: 'Ancient', monthsAgo: 40 });
    const middle = await addSeeker(w, scope, { first: 'Middle', monthsAgo: 20 });
    await setLimits(w, 6, 36);
    // The account asked for 1 month: 6 apply, so only the 7-month-old is due for a notice.
    await setRule(w, w.ids.globex, { months: 1 });
    await runRetentionSweep(w.app.ctx, w.start);
    expect(await scheduleOf(w, seven.id)).not.toBeNull();
    expect(await scheduleOf(w, five.id)).toBeNull();
    const [row] = await query<{ data: { months: number } }>(
      w,
      sql`select data from audit_log where action = 'seeker.erasure_scheduled' and subject_id = ${seven.id}`,
    );
    expect(row!.data.months).toBe(6);

    // 120 asked, 36 apply.
    await w.database.db.execute(sql`delete from seeker_erasure_schedule where account_id = ${w.ids.globex}`);
    await setRule(w, w.ids.globex, { months: 120 });
    await runRetentionSweep(w.app.ctx, w.start);
    expect(await scheduleOf(w, old.id)).not.toBeNull();
    expect(await scheduleOf(w, middle.id)).toBeNull();
  });
});
