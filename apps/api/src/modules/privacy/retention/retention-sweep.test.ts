import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteScope } from '../../../platform/tenancy/selection.js';
import { runRetentionSweep } from './retention.service.js';
import {
  addSeeker,
  auditOf,
  days,
  delivered,
  keepLinkOf,
  publishNotice,
  query,
  type Seeker,
  scheduleOf,
  setRule,
  setupWorld,
  type World,
} from './retention.test-support.js';

/**
 * The sweep end to end with a clock the test moves: notice, keep link, grace period, erasure,
 * active again. Acme Jobs has the rule (24 months, 14 days' grace); Acme Health has a notice.
 */
describe('retention sweep', () => {
  let w: World;
  let jobs: SiteScope;
  let health: SiteScope;
  const sweep = async (at: Date) => {
    w.clock.now = at;
    const result = await runRetentionSweep(w.app.ctx, at);
    await w.app.mail.drain();
    return result;
  };
  const mailTo = async (c: Seeker) => (await delivered(w)).filter((m) => m.to === c.email);

  let closed: Seeker;
  let none: Seeker;
  let open: Seeker;
  let recent: Seeker;
  let openNoConsent: Seeker;
  let openConsented: Seeker;
  let oldConsent: Seeker;

  beforeAll(async () => {
    w = await setupWorld();
    jobs = { accountId: w.ids.acme, siteId: w.ids.acmeJobs };
    health = { accountId: w.ids.acme, siteId: w.ids.acmeHealth };
    closed = await addSeeker(w, jobs, {
      first: 'Clothilde',
      locale: 'fr',
      monthsAgo: 30,
      applications: [
        { status: 'unsuccessful', monthsAgo: 28 },
        { status: 'withdrawn', monthsAgo: 27 },
      ],
    });
    none = await addSeeker(w, jobs, { first: 'Nour', locale: 'ar', monthsAgo: 26 });
    open = await addSeeker(w, jobs, {
      first: 'Otto',
      monthsAgo: 30,
      applications: [{ status: 'interviewed', monthsAgo: 29 }],
    });
    recent = await addSeeker(w, jobs, {
      first: 'Rita',
      monthsAgo: 30,
      applications: [{ status: 'unsuccessful', monthsAgo: 2 }],
    });
    // Acme Health has a notice (v1, then v2 requiring re-consent): consent decides for open applications.
    await publishNotice(w, health, 1);
    await publishNotice(w, health, 2, true);
    openNoConsent = await addSeeker(w, health, {
      first: 'Nadia',
      monthsAgo: 30,
      applications: [{ status: 'screening', monthsAgo: 29 }],
    });
    openConsented = await addSeeker(w, health, {
      first: 'Cyril',
      monthsAgo: 30,
      applications: [{ status: 'screening', monthsAgo: 29 }],
      consents: [{ version: 2, monthsAgo: 29 }],
    });
    oldConsent = await addSeeker(w, health, {
      first: 'Olga',
      monthsAgo: 30,
      applications: [{ status: 'screening', monthsAgo: 29 }],
      consents: [{ version: 1, monthsAgo: 29 }],
    });
  }, 180_000);
  afterAll(() => w?.close());

  it('with the rule off, marks and mails nobody', async () => {
    expect(await sweep(w.start)).toEqual({ marked: 0, cancelled: 0, erased: 0, failed: 0 });
    const [count] = await query<{ n: number }>(w, sql`select count(*)::int as n from seeker_erasure_schedule`);
    expect(count!.n).toBe(0);
    expect(await delivered(w)).toHaveLength(0);
  });

  it('with the rule on, marks the closed-and-inactive and the unconsented-and-inactive, nobody else', async () => {
    await setRule(w, w.ids.acme, { months: 24, graceDays: 14 });
    const result = await sweep(w.start);
    expect(result.marked).toBe(4);
    expect((await scheduleOf(w, closed.id))?.reason).toBe('retention');
    expect((await scheduleOf(w, none.id))?.reason).toBe('retention');
    expect((await scheduleOf(w, openNoConsent.id))?.reason).toBe('no_consent');
    expect((await scheduleOf(w, oldConsent.id))?.reason).toBe('no_consent');
    for (const c of [open, recent, openConsented]) expect(await scheduleOf(w, c.id)).toBeNull();
    const due = (await scheduleOf(w, closed.id))!.dueAt;
    expect(due.getTime()).toBe(w.start.getTime() + days(14));
    const [row] = await auditOf(w, closed.id);
    expect(row).toMatchObject({ action: 'seeker.erasure_scheduled', actor_user_id: null });
    expect(row!.data).toMatchObject({ reason: 'retention', months: 24 });
  });

  it('mails each marked candidate once, in their language, with a keep link on the brand host', async () => {
    const [fr] = await mailTo(closed);
    expect(await mailTo(closed)).toHaveLength(1);
    expect(fr!.subject).toContain('seront effacées le');
    expect(fr!.text).toContain('Bonjour Clothilde Retentionson');
    expect(fr!.text).toContain('Conserver mes données');
    expect(fr!.text).toMatch(/http:\/\/localhost\/portal\/public\/privacy\/keep\?token=/);
    const [ar] = await mailTo(none);
    expect(ar!.subject).toContain('ستُمحى بياناتك');
    expect(ar!.text).toContain('الاحتفاظ ببياناتي');
    const [en] = await mailTo(openNoConsent);
    expect(en!.text).toContain('We do not have your consent to the current privacy notice of Acme Health Careers');
    // The footer of every candidate e-mail: the site's notice (Acme Health has one) and their manage link.
    expect(en!.text).toContain('http://localhost/portal/public/privacy/notice?site=');
    expect(en!.text).toContain('http://localhost/portal/public/privacy/manage?token=');
    expect(fr!.text).toContain('http://localhost/portal/public/privacy/manage?token=');
    for (const c of [open, recent, openConsented]) expect(await mailTo(c)).toHaveLength(0);
  });

  it('erases nobody before the grace period ends, and a second run marks nobody twice', async () => {
    const result = await sweep(new Date(w.start.getTime() + days(13)));
    expect(result).toEqual({ marked: 0, cancelled: 0, erased: 0, failed: 0 });
    expect(await mailTo(closed)).toHaveLength(1);
    const [row] = await query<{ first_name: string }>(w, sql`select first_name from seekers where id = ${closed.id}`);
    expect(row!.first_name).toBe('Clothilde');
  });

  it('the keep link keeps the data: schedule gone, a consent recorded, activity now, audited', async () => {
    w.clock.now = new Date(w.start.getTime() + days(2));
    const { url, token } = keepLinkOf((await mailTo(closed))[0]!);
    const page = await w.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('lang="fr"');
    expect(page.body).toContain('Conserver mes données');
    expect(await scheduleOf(w, closed.id)).not.toBeNull();

    const kept = await w.app.inject({
      method: 'POST',
      url: '/portal/public/privacy/keep',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token }).toString(),
      remoteAddress: '203.0.113.9',
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.body).toContain('Vos données sont conservées');
    expect(kept.headers['content-security-policy']).toContain("default-src 'none'");
    expect(await scheduleOf(w, closed.id)).toBeNull();
    const consents = await query<{ source: string; notice_version: number; ip: string }>(
      w,
      sql`select source, notice_version, ip from seeker_consents where seeker_id = ${closed.id}`,
    );
    expect(consents).toEqual([{ source: 'keep', notice_version: 0, ip: '203.0.113.9' }]);
    const [seeker] = await query<{ last_active_at: string | Date }>(
      w,
      sql`select last_active_at from seekers where id = ${closed.id}`,
    );
    expect(new Date(seeker!.last_active_at).getTime()).toBe(w.clock.now.getTime());
    expect((await auditOf(w, closed.id)).map((a) => a.action)).toEqual([
      'seeker.erasure_scheduled',
      'seeker.erasure_kept',
    ]);

    // Kept: the next sweeps leave them alone.
    await sweep(new Date(w.start.getTime() + days(3)));
    expect(await scheduleOf(w, closed.id)).toBeNull();
  });

  it('a candidate active again is unmarked on the next run', async () => {
    // Olga's open application moved (staff changed it): she is active again.
    await w.database.db.execute(
      sql`update applications set updated_at = ${new Date(w.start.getTime() + days(4)).toISOString()} where seeker_id = ${oldConsent.id}`,
    );
    const result = await sweep(new Date(w.start.getTime() + days(5)));
    expect(result.cancelled).toBe(1);
    expect(await scheduleOf(w, oldConsent.id)).toBeNull();
    const last = (await auditOf(w, oldConsent.id)).at(-1);
    expect(last).toMatchObject({ action: 'seeker.erasure_cancelled', actor_user_id: null });
    expect(last!.data).toMatchObject({ why: 'active_again' });
    // Her link no longer announces an erasure; keeping still works (and renews her consent).
    const page = await w.app.inject({
      method: 'GET',
      url: keepLinkOf((await mailTo(oldConsent))[0]!).url,
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('will erase your data');
    expect(page.body).toContain('Keep my data');
  });

  it('past the grace period, erases those still marked, with a retention request and the data gone', async () => {
    const result = await sweep(new Date(w.start.getTime() + days(15)));
    expect(result).toMatchObject({ erased: 2, failed: 0 });
    for (const c of [none, openNoConsent]) {
      expect(await scheduleOf(w, c.id)).toBeNull();
      const [row] = await query<{ first_name: string; email: string; phone: string | null }>(
        w,
        sql`select first_name, email, phone from seekers where id = ${c.id}`,
      );
      expect(row!.first_name).not.toContain(c.first);
      expect(row!.email).not.toBe(c.email);
      expect(row!.phone).toBeNull();
      const letters = await query<{ cover_letter: string | null }>(
        w,
        sql`select cover_letter from applications where seeker_id = ${c.id}`,
      );
      for (const l of letters) expect(l.cover_letter ?? '').not.toContain(c.first);
      const [outbox] = await query<{ n: number }>(
        w,
        sql`select count(*)::int as n from mail_outbox where to_address = ${c.email} or text_body like ${`%${c.first}%`}`,
      );
      expect(outbox!.n).toBe(0);
      const requests = await query<{ kind: string; origin: string; status: string }>(
        w,
        sql`select kind, origin, status from privacy_requests where seeker_id = ${c.id}`,
      );
      expect(requests).toEqual([{ kind: 'erasure', origin: 'retention', status: 'done' }]);
    }
    // The others are untouched; an erased candidate is never marked again.
    const [kept] = await query<{ first_name: string }>(w, sql`select first_name from seekers where id = ${closed.id}`);
    expect(kept!.first_name).toBe('Clothilde');
    const again = await sweep(new Date(w.start.getTime() + days(16)));
    expect(again.marked).toBe(0);
  });

  it('a rule turned off cancels what it had marked', async () => {
    const late = await addSeeker(w, jobs, { first: 'Lena', monthsAgo: 40 });
    await sweep(new Date(w.start.getTime() + days(17)));
    expect(await scheduleOf(w, late.id)).not.toBeNull();
    await setRule(w, w.ids.acme, { enabled: false });
    const result = await sweep(new Date(w.start.getTime() + days(40)));
    expect(result).toMatchObject({ cancelled: 1, erased: 0 });
    expect(await scheduleOf(w, late.id)).toBeNull();
    const [row] = await query<{ first_name: string }>(w, sql`select first_name from seekers where id = ${late.id}`);
    expect(row!.first_name).toBe('Lena');
  });
});
