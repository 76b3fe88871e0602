import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, seekerConsents, seekers } from '../../../db/schema/index.js';
import { type Harness, type Selection, setupApi } from '../../../test/harness.js';
import { mailsDuring } from '../../../test/mail.js';

// Issue 23 item 4: a versioned notice per site, published by those who hold privacy.update, and a
// re-consent round that mails each candidate without consent to the current version a signed link.
let t: Harness;
let acmeJobs: Selection;
const tokens: Record<string, string> = {};

const texts = (tag: string) => ({
  en: { title: `Privacy ${tag}`, body: `We keep your data (${tag}).` },
  fr: { title: `Confidentialité ${tag}`, body: `Nous gardons vos données (${tag}).` },
  ar: { title: `الخصوصية ${tag}`, body: `نحتفظ ببياناتك (${tag}).` },
});

const staff = (method: 'GET' | 'POST', url: string, payload?: object, email = 'owner@acme.test', select = acmeJobs) =>
  t.call({ method, url: `/portal/v1${url}`, token: tokens[email], select, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await setupApi();
  acmeJobs = { account: t.ids.acme, site: t.ids.acmeJobs };
  for (const email of ['owner@acme.test', 'manager@acme.test', 'owner@globex.test'])
    tokens[email] = await t.login(email);
});
afterAll(() => t.close());

/**
 * Moves the re-consent rounds sent so far a day back. The audit log is append-only (a trigger);
 * the test steps past it for this one update (superuser's replica mode, this transaction only).
 */
const ageRounds = () =>
  t.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(
      sql`update audit_log set created_at = now() - interval '25 hours' where action = 'privacy.reconsent_requested'`,
    );
  });

describe('privacy notices', () => {
  it('publishes versions 1, 2… with every language required, audited, newest first', async () => {
    expect((await staff('GET', '/privacy/notices')).json()).toEqual({ data: [] });
    const missing = await staff('POST', '/privacy/notices', { texts: { en: texts('v1').en, fr: texts('v1').fr } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().code).toBe('validation_failed');
    const blank = await staff('POST', '/privacy/notices', { texts: { ...texts('v1'), fr: { title: ' ', body: 'x' } } });
    expect(blank.statusCode).toBe(422);

    const first = await staff('POST', '/privacy/notices', { texts: texts('v1') });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      site_id: t.ids.acmeJobs,
      version: 1,
      texts: texts('v1'),
      requires_reconsent: false,
      published_by_name: expect.any(String),
      consents: 0,
    });
    const second = await staff('POST', '/privacy/notices', { texts: texts('v2'), requires_reconsent: true });
    expect(second.json().data).toMatchObject({ version: 2, requires_reconsent: true });
    const list = (await staff('GET', '/privacy/notices')).json().data as { version: number }[];
    expect(list.map((n) => n.version)).toEqual([2, 1]);
    const audits = await t.database.db
      .select({ data: auditLog.data })
      .from(auditLog)
      .where(eq(auditLog.action, 'privacy.notice_published'))
      .orderBy(auditLog.id);
    expect(audits.map((a) => a.data)).toEqual([
      { version: 1, requires_reconsent: false },
      { version: 2, requires_reconsent: true },
    ]);
    // Another site of the account has its own versions.
    const health = await staff('POST', '/privacy/notices', { texts: texts('health') }, 'owner@acme.test', {
      account: t.ids.acme,
      site: t.ids.acmeHealth,
    });
    expect(health.json().data.version).toBe(1);
  });

  it('refuses staff without privacy.update (403) and another tenant’s site', async () => {
    expect((await staff('POST', '/privacy/notices', { texts: texts('x') }, 'manager@acme.test')).statusCode).toBe(403);
    expect((await staff('GET', '/privacy/notices', undefined, 'manager@acme.test')).statusCode).toBe(403);
    expect((await staff('POST', '/privacy/notices/2/reconsent', undefined, 'manager@acme.test')).statusCode).toBe(403);
    // Globex's owner selecting Acme's site: the selection is outside their scopes.
    const foreign = await staff('POST', '/privacy/notices', { texts: texts('x') }, 'owner@globex.test');
    expect([403, 404]).toContain(foreign.statusCode);
    const globexOwn = await staff('GET', '/privacy/notices', undefined, 'owner@globex.test', {
      account: t.ids.globex,
      site: t.ids.globexCareers,
    });
    expect(globexOwn.json()).toEqual({ data: [] });
    // Nothing was published by any of these.
    const list = (await staff('GET', '/privacy/notices')).json().data as unknown[];
    expect(list).toHaveLength(2);
  });
});

describe('re-consent', () => {
  it('mails every enabled candidate without consent to the current version, in their language, once a day', async () => {
    const db = t.database.db;
    const site = and(eq(seekers.accountId, t.ids.acme), eq(seekers.siteId, t.ids.acmeJobs))!;
    const enabled = await db
      .select({ id: seekers.id, email: seekers.email, locale: seekers.locale })
      .from(seekers)
      .where(and(site, eq(seekers.status, 'enabled')));
    const [current, older, arabic] = enabled;
    // One already consented to version 2 (not asked again), one to version 1 (asked), one reads Arabic.
    await db.insert(seekerConsents).values([
      { accountId: t.ids.acme, siteId: t.ids.acmeJobs, seekerId: current!.id, noticeVersion: 2, source: 'form' },
      { accountId: t.ids.acme, siteId: t.ids.acmeJobs, seekerId: older!.id, noticeVersion: 1, source: 'form' },
    ]);
    await db.update(seekers).set({ locale: 'ar' }).where(eq(seekers.id, arabic!.id));

    // Version 1 is no longer the notice: nobody is asked to accept it.
    expect((await staff('POST', '/privacy/notices/1/reconsent')).statusCode).toBe(409);
    expect((await staff('POST', '/privacy/notices/9/reconsent')).statusCode).toBe(404);

    const mails = await mailsDuring(t, async () => {
      const res = await staff('POST', '/privacy/notices/2/reconsent');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ sent: enabled.length - 1 });
    });
    expect(mails).toHaveLength(enabled.length - 1);
    expect(mails.map((m) => m.to)).not.toContain(current!.email);
    expect(mails.map((m) => m.to)).toContain(older!.email);
    const toArabic = mails.find((m) => m.to === arabic!.email)!;
    expect(toArabic.subject).toContain('إشعار الخصوصية');
    // The link is on the account's brand host (Acme: localhost), never the request's.
    expect(toArabic.text).toMatch(/http:\/\/localhost\/portal\/public\/privacy\/consent\?token=[\w.-]+/);
    // Like every candidate mail, it carries the privacy footer.
    expect(toArabic.text).toContain('http://localhost/portal/public/privacy/manage?token=');

    const [audit] = await db
      .select({ data: auditLog.data })
      .from(auditLog)
      .where(eq(auditLog.action, 'privacy.reconsent_requested'));
    expect(audit!.data).toEqual({ version: 2, count: enabled.length - 1 });

    const again = await staff('POST', '/privacy/notices/2/reconsent', undefined, 'owner@acme.test');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('reconsent_already_sent');
    // A day later, another round may go.
    await ageRounds();
    expect((await staff('POST', '/privacy/notices/2/reconsent')).statusCode).toBe(200);
  });

  it('records the consent through the mailed link, once, with its address; the list counts it', async () => {
    const db = t.database.db;
    const [someone] = await db
      .select({ id: seekers.id, email: seekers.email })
      .from(seekers)
      .where(and(eq(seekers.siteId, t.ids.acmeJobs), eq(seekers.status, 'enabled')))
      .orderBy(desc(seekers.createdAt))
      .limit(1);
    await db.delete(seekerConsents).where(eq(seekerConsents.seekerId, someone!.id));
    await ageRounds();
    const mails = await mailsDuring(t, () => staff('POST', '/privacy/notices/2/reconsent'));
    const mail = mails.find((m) => m.to === someone!.email)!;
    const link = /(http:\/\/localhost\/portal\/public\/privacy\/consent\?token=[\w.%-]+)/.exec(mail.text)![1]!;
    const token = new URL(link).searchParams.get('token')!;

    const page = await t.call({ method: 'GET', url: `/portal/public/privacy/consent?token=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('We keep your data (v2).');
    expect(page.body).not.toContain('<script');
    // GET changes nothing (mail scanners open links).
    expect(await db.select().from(seekerConsents).where(eq(seekerConsents.seekerId, someone!.id))).toEqual([]);

    const post = () =>
      t.call({
        method: 'POST',
        url: '/portal/public/privacy/consent',
        payload: `token=${encodeURIComponent(token)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        remoteAddress: '198.51.100.7',
      });
    const accepted = await post();
    expect(accepted.statusCode).toBe(200);
    const rows = await db.select().from(seekerConsents).where(eq(seekerConsents.seekerId, someone!.id));
    expect(rows).toMatchObject([{ noticeVersion: 2, source: 'reconsent', ip: '198.51.100.7' }]);
    expect(Date.now() - rows[0]!.givenAt.getTime()).toBeLessThan(60_000);
    const [audit] = await db
      .select({ data: auditLog.data, actor: auditLog.actorUserId })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'seeker.consented'), eq(auditLog.subjectId, someone!.id)));
    expect(audit).toEqual({ data: { version: 2, source: 'reconsent' }, actor: null });

    // Replayed: the one "link not valid" page, nothing recorded twice.
    const replay = await post();
    expect(replay.statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: `/portal/public/privacy/consent?token=${token}` })).statusCode).toBe(
      404,
    );
    expect(await db.select().from(seekerConsents).where(eq(seekerConsents.seekerId, someone!.id))).toHaveLength(1);

    const list = (await staff('GET', '/privacy/notices')).json().data as { version: number; consents: number }[];
    expect(list.find((n) => n.version === 2)!.consents).toBeGreaterThanOrEqual(2);
  });
});
