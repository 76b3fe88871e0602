import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditActor } from '../../../platform/audit.js';
import type { SiteScope } from '../../../platform/tenancy/selection.js';
import { savePrivacySettings } from '../admin/privacy-admin.service.js';
import { addSeeker, delivered, query, scheduleOf, setupWorld, type World } from './retention.test-support.js';

/**
 * Turning the rule on applies it at once (a background job sweeps that account), so the person who
 * saved it sees who it finds now, not after the next daily sweep; other accounts are not touched.
 */
describe('a rule saved on is applied at once', () => {
  let w: World;
  let jobs: SiteScope;
  const actor: AuditActor = { userId: null, impersonatorUserId: null, ip: null, requestId: 'test' };
  const rule = { retention_months: 24, grace_days: 14, site_override_allowed: false, hard_delete: false };

  beforeAll(async () => {
    w = await setupWorld();
    jobs = { accountId: w.ids.acme, siteId: w.ids.acmeJobs };
  }, 180_000);
  afterAll(() => w?.close());

  it('marks and mails the account’s inactive candidates when the rule is turned on, and unmarks them when it is turned off', async () => {
    const old = await addSeeker(w, jobs, {
      first: 'Ottilie',
      monthsAgo: 30,
      applications: [{ status: 'unsuccessful', monthsAgo: 29 }],
    });
    const globex = { accountId: w.ids.globex, siteId: w.ids.globexCareers };
    const elsewhere = await addSeeker(w, globex, { first: 'Gustav', monthsAgo: 40 });

    await savePrivacySettings(w.app.ctx, jobs.accountId, { ...rule, retention_enabled: false }, actor);
    await w.app.jobs.drain();
    expect(await scheduleOf(w, old.id)).toBeNull();

    await savePrivacySettings(w.app.ctx, jobs.accountId, { ...rule, retention_enabled: true }, actor);
    await w.app.jobs.drain();
    await w.app.mail.drain();
    expect(await scheduleOf(w, old.id)).toMatchObject({ reason: 'retention' });
    expect((await delivered(w)).filter((m) => m.to === old.email)).toHaveLength(1);
    expect(await scheduleOf(w, elsewhere.id)).toBeNull();

    await savePrivacySettings(w.app.ctx, jobs.accountId, { ...rule, retention_enabled: false }, actor);
    await w.app.jobs.drain();
    expect(await scheduleOf(w, old.id)).toBeNull();
    const [left] = await query<{ n: number }>(
      w,
      sql`select count(*)::int as n from seeker_erasure_schedule where account_id = ${jobs.accountId}`,
    );
    expect(left!.n).toBe(0);
  });
});
