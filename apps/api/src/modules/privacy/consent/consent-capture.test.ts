import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applications,
  auditLog,
  jobs,
  seekerConsents,
  seekers,
  siteFormSubmissions,
} from '../../../db/schema/index.js';
import { type Harness, type Selection, setupApi } from '../../../test/harness.js';
import { type Mail, mailsDuring } from '../../../test/mail.js';

// Issue 23 item 4: the site's notice on the public apply endpoint and hosted forms (accepting it is
// required; the consent is stored with version, time and client address once there is a candidate),
// and the privacy footer on every e-mail a candidate gets.
let t: Harness;
let acmeJobs: Selection;
let owner: string;
let delivery: string; // Northwind's live "Delivery driver (van)" on Acme Jobs, no screening questions

const texts = {
  en: { title: 'How Acme Jobs uses your data', body: 'We keep applications for two years.' },
  fr: { title: 'Comment Acme Jobs utilise vos données', body: 'Nous gardons les candidatures deux ans.' },
  ar: { title: 'كيف تستخدم Acme Jobs بياناتك', body: 'نحتفظ بالطلبات لمدة عامين.' },
};

const staff = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.call({ method, url: `/portal/v1${url}`, token: owner, select: acmeJobs, ...(payload ? { payload } : {}) });

let calls = 0;
const apply = (payload: object, ip = `10.9.${++calls}.1`) =>
  t.call({ method: 'POST', url: `/portal/public/jobs/${delivery}/applications`, payload, remoteAddress: ip });
const application = (over: object = {}) => ({
  first_name: 'Noor',
  last_name: 'Haddad',
  email: `noor${++calls}@example.test`,
  locale: 'en',
  ...over,
});

const confirmLinkIn = (mail: Mail) => /\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
const confirm = (token: string) =>
  t.call({
    method: 'POST',
    url: '/portal/public/applications/confirm',
    payload: `token=${encodeURIComponent(token)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress: '198.51.100.99',
  });

const NOTICE_LINK = /http:\/\/localhost\/portal\/public\/privacy\/notice\?site=\d+&lang=(en|fr|ar)/;
const MANAGE_LINK = /http:\/\/localhost\/portal\/public\/privacy\/manage\?token=([\w.%-]+)/;

beforeAll(async () => {
  t = await setupApi();
  acmeJobs = { account: t.ids.acme, site: t.ids.acmeJobs };
  owner = await t.login('owner@acme.test');
  [{ id: delivery }] = await t.database.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.title, 'Delivery driver (van)'));
});
afterAll(() => t.close());

describe('the notice on the public job board', () => {
  it('is null and not asked for while the site has none; the mails carry no notice link then', async () => {
    const job = await t.call({ method: 'GET', url: `/portal/public/jobs/${delivery}` });
    expect(job.json().data.privacy_notice).toBeNull();
    const mails = await mailsDuring(t, async () => expect((await apply(application())).statusCode).toBe(202));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).not.toMatch(NOTICE_LINK);
    expect(mails[0]!.text).not.toMatch(MANAGE_LINK);
  });

  it('is shown in the asked language once published, and applying needs its current version', async () => {
    expect((await staff('POST', '/privacy/notices', { texts })).statusCode).toBe(201);
    const job = await t.call({ method: 'GET', url: `/portal/public/jobs/${delivery}?locale=fr` });
    expect(job.json().data.privacy_notice).toEqual({
      version: 1,
      title: texts.fr.title,
      body: texts.fr.body,
      url: `http://localhost/portal/public/privacy/notice?site=${t.ids.acmeJobs}&lang=fr`,
    });

    for (const given of [{}, { privacy_notice_version: 2 }]) {
      const refused = await apply(application(given));
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ privacy_notice_version: ['Read and accept the privacy notice.'] });
    }
    const inFrench = await t.call({
      method: 'POST',
      url: `/portal/public/jobs/${delivery}/applications`,
      payload: application(),
      headers: { 'accept-language': 'fr' },
      remoteAddress: '10.8.0.1',
    });
    expect(inFrench.json().errors.privacy_notice_version).toEqual([
      'Lisez et acceptez la politique de confidentialité.',
    ]);
  });

  it('stores the consent with version, time and the applying address once the address confirms', async () => {
    const email = 'noor.consent@example.test';
    const [held] = await mailsDuring(t, async () => {
      const res = await apply(application({ email, privacy_notice_version: 1 }), '203.0.113.77');
      expect(res.statusCode).toBe(202);
    });
    // The confirmation mail: the notice link, no manage link (nobody's record exists yet).
    expect(held!.text).toMatch(NOTICE_LINK);
    expect(held!.text).toContain('How we use your data:');
    expect(held!.text).not.toMatch(MANAGE_LINK);
    expect(await t.database.db.select().from(seekerConsents)).toEqual([]);

    const [status] = await mailsDuring(t, async () =>
      expect((await confirm(confirmLinkIn(held!))).statusCode).toBe(200),
    );
    const [seeker] = await t.database.db.select({ id: seekers.id }).from(seekers).where(eq(seekers.email, email));
    const consents = await t.database.db.select().from(seekerConsents).where(eq(seekerConsents.seekerId, seeker!.id));
    expect(consents).toMatchObject([{ noticeVersion: 1, source: 'application', ip: '203.0.113.77' }]);
    expect(Date.now() - consents[0]!.givenAt.getTime()).toBeLessThan(60_000);
    const [audit] = await t.database.db
      .select({ data: auditLog.data })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'seeker.consented'), eq(auditLog.subjectId, seeker!.id)));
    expect(audit!.data).toEqual({ version: 1, source: 'application' });

    // The "new" status mail now knows the candidate: notice and a manage link that works.
    expect(status!.text).toMatch(NOTICE_LINK);
    const token = decodeURIComponent(MANAGE_LINK.exec(status!.text)![1]!);
    const page = await t.call({
      method: 'GET',
      url: `/portal/public/privacy/manage?token=${encodeURIComponent(token)}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('n***@example.test');
    expect(page.body).not.toContain(email);
  });
});

describe('the privacy footer on every candidate e-mail', () => {
  it('status changes (one by one and in bulk) and staff messages, in the candidate’s language', async () => {
    const db = t.database.db;
    const rows = await db
      .select({ id: applications.id, seekerId: applications.seekerId, email: seekers.email, locale: seekers.locale })
      .from(applications)
      .innerJoin(seekers, eq(seekers.id, applications.seekerId))
      .where(and(eq(applications.siteId, t.ids.acmeJobs), eq(seekers.status, 'enabled')))
      .limit(3);
    await db.update(seekers).set({ locale: 'ar' }).where(eq(seekers.id, rows[0]!.seekerId));
    const statusMails = await mailsDuring(t, async () => {
      const res = await staff('POST', '/applications/status', { ids: rows.map((r) => r.id), status: 'shortlisted' });
      expect(res.statusCode).toBe(200);
    });
    expect(statusMails.length).toBeGreaterThanOrEqual(1);
    for (const mail of statusMails) {
      expect(mail.text).toMatch(NOTICE_LINK);
      expect(mail.text).toMatch(MANAGE_LINK);
    }
    const arabic = statusMails.find((m) => m.to === rows[0]!.email)!;
    expect(arabic.text).toContain('كيف نستخدم بياناتك:');
    expect(arabic.text).toContain('lang=ar');

    const [message] = await mailsDuring(t, async () => {
      const res = await staff('POST', `/seekers/${rows[1]!.seekerId}/email`, { subject: 'Hello', body: 'A word.' });
      expect(res.statusCode).toBe(200);
    });
    expect(message!.text.startsWith('A word.')).toBe(true);
    expect(message!.text).toMatch(NOTICE_LINK);
    const token = decodeURIComponent(MANAGE_LINK.exec(message!.text)![1]!);
    const page = await t.call({
      method: 'GET',
      url: `/portal/public/privacy/manage?token=${encodeURIComponent(token)}`,
    });
    expect(page.statusCode).toBe(200);
  });
});

describe('the notice on hosted forms', () => {
  it('is shown with the form, required on submission, and kept with the submission', async () => {
    const created = await staff('POST', '/site/forms', {
      name: 'Job feedback',
      handler: 'job_feedback',
      fields: [
        {
          key: 'rating',
          type: 'number',
          label: { en: 'Rating', fr: 'Note', ar: 'التقييم' },
          required: true,
          min: 1,
          max: 5,
        },
        { key: 'email', type: 'email', label: { en: 'E-mail', fr: 'E-mail', ar: 'البريد' }, required: true },
      ],
    });
    expect(created.statusCode).toBe(201);
    const uuid = created.json().data.uuid as string;
    expect((await staff('POST', `/site/forms/${uuid}/publish`)).statusCode).toBe(200);

    const form = await t.call({ method: 'GET', url: `/portal/public/forms/${uuid}?locale=ar` });
    expect(form.json().data.privacy_notice).toMatchObject({ version: 1, title: texts.ar.title });

    const submit = (over: object) =>
      t.call({
        method: 'POST',
        url: `/portal/public/forms/${uuid}/submissions`,
        payload: { job: delivery, answers: { rating: 4, email: 'sam@example.test' }, ...over },
        remoteAddress: `10.7.${++calls}.1`,
      });
    const refused = await submit({});
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ privacy_notice_version: ['Read and accept the privacy notice.'] });
    const sams = () =>
      t.database.db
        .select({ version: siteFormSubmissions.privacyNoticeVersion, ipHash: siteFormSubmissions.ipHash })
        .from(siteFormSubmissions)
        .where(eq(siteFormSubmissions.email, 'sam@example.test'));
    expect(await sams()).toEqual([]);

    expect((await submit({ privacy_notice_version: 1 })).statusCode).toBe(201);
    const [stored] = await sams();
    expect(stored!.version).toBe(1);
    expect(stored!.ipHash).toEqual(expect.any(String));
  });
});
