import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditPurchases, jobFlags, jobs, seekers, unconfirmedApplications } from '../../db/schema/index.js';
import type { AuditActor } from '../../platform/audit.js';
import { type Harness, setupApi } from '../../test/harness.js';
import { mailsDuring } from '../../test/mail.js';
import { requestExport } from '../privacy/export/export.service.js';
import { signLink } from '../privacy/links/signed-links.js';
import { servesAccount } from './public-host.js';

// Issue 31, items 6 and 10 (SECURITY 35): every public page or endpoint of an account answers only on
// that account's brand hosts and on PUBLIC_URL's host. In the demo Acme's brand host is localhost,
// Globex's 127.0.0.1; PUBLIC_URL here is portal.test.
const ACME_HOST = 'localhost';
const GLOBEX_HOST = '127.0.0.1';
const PUBLIC_HOST = 'portal.test';
const FOREIGN = [GLOBEX_HOST, 'evil.example'];

let t: Harness;
let liveJob: string;
const actor: AuditActor = { userId: null, impersonatorUserId: null, ip: '203.0.113.9', requestId: 'test' };

beforeAll(async () => {
  t = await setupApi();
  const [job] = await t.database.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.title, 'Delivery driver (van)'), eq(jobs.accountId, t.ids.acme)));
  liveJob = job!.id;
});
afterAll(() => t.close());

let ips = 0;
const on = (host: string, options: { method: 'GET' | 'POST'; url: string; payload?: object; headers?: object }) =>
  t.call({
    ...options,
    headers: { host, ...(options.headers ?? {}) } as Record<string, string>,
    remoteAddress: `198.51.100.${++ips}`,
  });
const countOf = async (table: typeof jobFlags | typeof unconfirmedApplications, jobId: string) =>
  (await t.database.db.select({ n: count() }).from(table).where(eq(table.jobId, jobId)))[0]!.n;

describe('the one host check', () => {
  it('lets an account’s public things answer on its own brand hosts and PUBLIC_URL’s host only', async () => {
    const cases: [string | null, number, boolean][] = [
      ['localhost', t.ids.acme, true],
      ['localhost:3100', t.ids.acme, true],
      ['LOCALHOST.', t.ids.acme, true],
      ['localhost', t.ids.globex, false],
      ['127.0.0.1:3100', t.ids.globex, true],
      ['127.0.0.1', t.ids.acme, false],
      ['portal.test', t.ids.acme, true],
      ['portal.test:443', t.ids.globex, true],
      ['evil.example', t.ids.acme, false],
      ['a:1@localhost', t.ids.acme, false],
      ['localhost/path', t.ids.acme, false],
      ['[::1]', t.ids.acme, false],
      [null, t.ids.acme, false],
    ];
    for (const [host, account, expected] of cases)
      expect(await servesAccount(t.app.ctx, host, account), `${host} for ${account}`).toBe(expected);
  });
});

describe('a public thing of Acme on Globex’s (or an unknown) host', () => {
  it('a candidate’s data download link: 404 page; on Acme’s host and PUBLIC_URL’s it downloads', async () => {
    const [sofia] = await t.database.db
      .select({ id: seekers.id, email: seekers.email })
      .from(seekers)
      .where(and(eq(seekers.firstName, 'Lucas'), eq(seekers.siteId, t.ids.acmeJobs)));
    const scope = { accountId: t.ids.acme, siteId: t.ids.acmeJobs };
    let requestId = '';
    const mails = await mailsDuring(t, async () => {
      requestId = (await requestExport(t.app.ctx, scope, sofia!.id, { origin: 'candidate', actor })).id;
      await t.app.jobs.drain();
    });
    const mail = mails.find((m) => m.to.includes(sofia!.email))!;
    const path = /\/portal\/public\/privacy\/download\?token=\S+/.exec(mail.text)![0];
    for (const host of FOREIGN) {
      const res = await on(host, { method: 'GET', url: path });
      expect(res.statusCode, host).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('Lien non valide');
    }
    // Expired links on a foreign host are the same 404, not the kinder 410 that tells they were real.
    const expired = signLink(t.config.secretsKey, {
      purpose: 'download',
      ...scope,
      seekerId: sofia!.id,
      ref: requestId,
      expiresAt: new Date(Date.now() - 1000),
    });
    const url = `/portal/public/privacy/download?token=${expired}`;
    expect((await on(ACME_HOST, { method: 'GET', url })).statusCode).toBe(410);
    expect((await on(GLOBEX_HOST, { method: 'GET', url })).statusCode).toBe(404);
    for (const host of [ACME_HOST, PUBLIC_HOST]) {
      const res = await on(host, { method: 'GET', url: path });
      expect(res.statusCode, host).toBe(200);
      expect(res.headers['content-type']).toBe('application/zip');
    }
  });

  it('a live job: its questions, a report and an application are 404, nothing is stored or mailed', async () => {
    const before = { flags: await countOf(jobFlags, liveJob), held: await countOf(unconfirmedApplications, liveJob) };
    const mails = await mailsDuring(t, async () => {
      for (const host of FOREIGN) {
        const got = await on(host, { method: 'GET', url: `/portal/public/jobs/${liveJob}` });
        expect(got.statusCode, host).toBe(404);
        const report = await on(host, {
          method: 'POST',
          url: `/portal/public/jobs/${liveJob}/reports`,
          payload: { reason: 'spam', comments: 'x' },
        });
        expect(report.statusCode, host).toBe(404);
        const applied = await on(host, {
          method: 'POST',
          url: `/portal/public/jobs/${liveJob}/applications`,
          payload: { first_name: 'Eve', last_name: 'Stranger', email: 'eve@example.test', locale: 'en' },
        });
        expect(applied.statusCode, host).toBe(404);
      }
    });
    expect(mails).toHaveLength(0);
    expect(await countOf(jobFlags, liveJob)).toBe(before.flags);
    expect(await countOf(unconfirmedApplications, liveJob)).toBe(before.held);
    // On Acme's host and PUBLIC_URL's they answer.
    for (const host of [ACME_HOST, PUBLIC_HOST]) {
      expect((await on(host, { method: 'GET', url: `/portal/public/jobs/${liveJob}` })).statusCode, host).toBe(200);
    }
  });

  it('an application’s confirmation page: 404 page on Globex’s host, and the application stays unconfirmed', async () => {
    const mails = await mailsDuring(t, () =>
      on(ACME_HOST, {
        method: 'POST',
        url: `/portal/public/jobs/${liveJob}/applications`,
        payload: { first_name: 'Ada', last_name: 'Hosts', email: 'ada.hosts@example.test', locale: 'en' },
      }),
    );
    const link = /\S+\/applications\/confirm\?token=[A-Za-z0-9_-]+/.exec(mails[0]!.text)![0];
    const token = new URL(link).searchParams.get('token')!;
    const form = { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' };
    for (const host of FOREIGN) {
      const page = await on(host, { method: 'GET', url: `/portal/public/applications/confirm?token=${token}` });
      expect(page.statusCode, host).toBe(404);
      expect(page.body).toContain('Link not valid');
      const posted = await t.app.inject({
        method: 'POST',
        url: '/portal/public/applications/confirm',
        payload: `token=${token}`,
        headers: { ...form, host },
      });
      expect(posted.statusCode, host).toBe(404);
      const json = await on(host, { method: 'POST', url: '/portal/public/applications/confirm', payload: { token } });
      expect(json.statusCode, host).toBe(404);
    }
    // Still held: it confirms on PUBLIC_URL's host, where the mailed link points.
    const ok = await on(PUBLIC_HOST, {
      method: 'POST',
      url: '/portal/public/applications/confirm',
      payload: { token },
    });
    expect(ok.json()).toEqual({ data: { status: 'confirmed' } });
  });

  it('a test checkout page: 404 on Globex’s host, and Pay there credits nothing', async () => {
    const hr = await t.login('hr@northwind.test');
    const select = { account: t.ids.acme, site: t.ids.acmeJobs, employer: t.ids.employer('Northwind Traders') };
    const bought = await t.call({
      method: 'POST',
      url: '/portal/v1/credit/purchases',
      token: hr,
      select,
      payload: { quantity: 1 },
      headers: { 'idempotency-key': `hosts-${Date.now()}` },
    });
    const url = new URL(bought.json().data.checkout_url as string);
    const token = url.searchParams.get('token')!;
    const id = Number(url.pathname.split('/').at(-1));
    for (const host of FOREIGN) {
      expect((await on(host, { method: 'GET', url: `${url.pathname}${url.search}` })).statusCode, host).toBe(404);
      const pay = await t.app.inject({
        method: 'POST',
        url: `${url.pathname}/pay`,
        payload: `token=${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', host },
      });
      expect(pay.statusCode, host).toBe(404);
    }
    const [row] = await t.database.db.select().from(creditPurchases).where(eq(creditPurchases.id, id));
    expect(row!.status).toBe('pending');
    expect((await on(ACME_HOST, { method: 'GET', url: `${url.pathname}${url.search}` })).statusCode).toBe(200);
  });

  it('a candidate’s keep and manage links on a host that serves no account: 404', async () => {
    const [amira] = await t.database.db
      .select({ id: seekers.id })
      .from(seekers)
      .where(and(eq(seekers.firstName, 'Amira'), eq(seekers.siteId, t.ids.acmeJobs)));
    const link = (purpose: 'keep' | 'manage') =>
      signLink(t.config.secretsKey, {
        purpose,
        accountId: t.ids.acme,
        siteId: t.ids.acmeJobs,
        seekerId: amira!.id,
        expiresAt: new Date(Date.now() + 3600_000),
      });
    const html = { accept: 'text/html' };
    for (const [url, goodStatus] of [
      [`/portal/public/privacy/keep?token=${link('keep')}`, 200],
      [`/portal/public/privacy/manage?token=${link('manage')}`, 200],
    ] as const) {
      expect((await on('evil.example', { method: 'GET', url, headers: html })).statusCode, url).toBe(404);
      expect((await on(PUBLIC_HOST, { method: 'GET', url, headers: html })).statusCode, url).toBe(goodStatus);
    }
  });
});
