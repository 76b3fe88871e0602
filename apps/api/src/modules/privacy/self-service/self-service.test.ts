import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privacyRequests, seekers } from '../../../db/schema/index.js';
import { type Harness, setupApi } from '../../../test/harness.js';
import { signLink } from '../links/signed-links.js';

// Issue 23 items 2 and 3, the candidate's side: the page behind the link in every candidate e-mail
// (a copy of their data, erasure with a confirm step), the notice page, and every way a link can be
// wrong answering one "link not valid" page.
let t: Harness;
let amira: { id: string; email: string };
let lucas: { id: string; email: string };

const DAY = 24 * 60 * 60 * 1000;
const texts = {
  en: { title: 'Your data at Acme Jobs', body: 'We keep applications for two years.' },
  fr: { title: 'Vos données chez Acme Jobs', body: 'Nous gardons les candidatures deux ans.' },
  ar: { title: 'بياناتك لدى Acme Jobs', body: 'نحتفظ بالطلبات لمدة عامين.' },
};

const link = (seekerId: string, over: Partial<Parameters<typeof signLink>[1]> = {}) =>
  signLink(t.config.secretsKey, {
    purpose: 'manage',
    accountId: t.ids.acme,
    siteId: t.ids.acmeJobs,
    seekerId,
    expiresAt: new Date(Date.now() + 30 * DAY),
    ...over,
  });

const open = (token: string, headers: Record<string, string> = {}) =>
  t.call({ method: 'GET', url: `/portal/public/privacy/manage?token=${encodeURIComponent(token)}`, headers });
const act = (token: string, action: string, headers: Record<string, string> = {}) =>
  t.call({
    method: 'POST',
    url: '/portal/public/privacy/manage',
    payload: `token=${encodeURIComponent(token)}&action=${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    remoteAddress: '198.51.100.23',
  });

const requestsOf = (seekerId: string, kind: 'export' | 'erasure') =>
  t.database.db
    .select({ origin: privacyRequests.origin, reason: privacyRequests.reason })
    .from(privacyRequests)
    .where(and(eq(privacyRequests.seekerId, seekerId), eq(privacyRequests.kind, kind)));

beforeAll(async () => {
  t = await setupApi();
  const owner = await t.login('owner@acme.test');
  const published = await t.call({
    method: 'POST',
    url: '/portal/v1/privacy/notices',
    token: owner,
    select: { account: t.ids.acme, site: t.ids.acmeJobs },
    payload: { texts },
  });
  expect(published.statusCode).toBe(201);
  const person = async (first: string) =>
    (
      await t.database.db
        .select({ id: seekers.id, email: seekers.email })
        .from(seekers)
        .where(and(eq(seekers.firstName, first), eq(seekers.siteId, t.ids.acmeJobs)))
    )[0]!;
  amira = await person('Amira');
  lucas = await person('Lucas');
  // The pages speak each candidate's language; these two read English here (one test switches).
  await t.database.db.update(seekers).set({ locale: 'en' }).where(eq(seekers.siteId, t.ids.acmeJobs));
});
afterAll(() => t.close());

describe('the notice page', () => {
  it('shows the latest version in the asked language, right to left in Arabic, without script', async () => {
    const res = await t.call({ method: 'GET', url: `/portal/public/privacy/notice?site=${t.ids.acmeJobs}&lang=ar` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    expect(res.body).toContain(texts.ar.title);
    expect(res.body).not.toContain('<script');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    const v1 = await t.call({
      method: 'GET',
      url: `/portal/public/privacy/notice?site=${t.ids.acmeJobs}&version=1&lang=fr`,
    });
    expect(v1.body).toContain(texts.fr.body);
  });

  it('is a 404 page for a site without one, an unknown site or version, and on another account’s brand host', async () => {
    for (const url of [
      `/portal/public/privacy/notice?site=${t.ids.acmeHealth}`,
      '/portal/public/privacy/notice?site=999999',
      `/portal/public/privacy/notice?site=${t.ids.acmeJobs}&version=7`,
    ]) {
      const res = await t.call({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('No privacy notice');
    }
    // 127.0.0.1 is Globex's brand host; localhost is Acme's.
    const foreign = await t.call({
      method: 'GET',
      url: `/portal/public/privacy/notice?site=${t.ids.acmeJobs}`,
      headers: { host: '127.0.0.1' },
    });
    expect(foreign.statusCode).toBe(404);
    const own = await t.call({
      method: 'GET',
      url: `/portal/public/privacy/notice?site=${t.ids.acmeJobs}`,
      headers: { host: 'localhost' },
    });
    expect(own.statusCode).toBe(200);
  });
});

describe('the manage page', () => {
  it('names whose it is (masked), links the notice, and changes nothing on GET', async () => {
    const res = await open(link(amira.id), { host: 'localhost' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain(`${amira.email[0]}***@`);
    expect(res.body).not.toContain(amira.email);
    expect(res.body).toContain(`/portal/public/privacy/notice?site=${t.ids.acmeJobs}`);
    expect(res.body).toContain('name="action" value="export"');
    expect(res.body).toContain('name="action" value="erase"');
    expect(await requestsOf(amira.id, 'export')).toEqual([]);
  });

  it('speaks the candidate’s language, right to left in Arabic', async () => {
    await t.database.db.update(seekers).set({ locale: 'ar' }).where(eq(seekers.id, lucas.id));
    const res = await open(link(lucas.id));
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    expect(res.body).toContain('بياناتك');
    await t.database.db.update(seekers).set({ locale: 'en' }).where(eq(seekers.id, lucas.id));
  });

  it('queues a copy for the address on file, at most one an hour', async () => {
    const token = link(amira.id);
    const first = await act(token, 'export');
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('Your copy is on its way');
    expect(await requestsOf(amira.id, 'export')).toEqual([{ origin: 'candidate', reason: null }]);
    // Again, even through another of her links: the same page, nothing more queued.
    const second = await act(link(amira.id), 'export');
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(await requestsOf(amira.id, 'export')).toHaveLength(1);
  });

  it('asks before erasing, erases once through the engine, and the link is done', async () => {
    const token = link(lucas.id);
    const ask = await act(token, 'erase');
    expect(ask.statusCode).toBe(200);
    expect(ask.body).toContain('Erase your data?');
    expect(ask.body).toContain('your résumé and every other file you sent');
    expect(ask.body).toContain('name="action" value="erase_confirm"');
    expect(await requestsOf(lucas.id, 'erasure')).toEqual([]);

    const done = await act(token, 'erase_confirm');
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Your data is erased');
    expect(await requestsOf(lucas.id, 'erasure')).toMatchObject([
      { origin: 'candidate', reason: 'Requested by the candidate' },
    ]);
    const [row] = await t.database.db.select({ email: seekers.email }).from(seekers).where(eq(seekers.id, lucas.id));
    expect(row?.email ?? null).not.toBe(lucas.email);

    // Replayed, or any other link of his: the one "not valid" page; nothing runs twice.
    for (const res of [await act(token, 'erase_confirm'), await open(token), await open(link(lucas.id))]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('Link not valid');
    }
    expect(await requestsOf(lucas.id, 'erasure')).toHaveLength(1);
  });
});

describe('signed links that do not work answer one 404 page', () => {
  it('expired, tampered, for another purpose, another site, or opened on another account’s brand host', async () => {
    const good = link(amira.id);
    const [body, mac] = good.split('.') as [string, string];
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
    const forged = `${Buffer.from(JSON.stringify({ ...payload, k: lucas.id })).toString('base64url')}.${mac}`;
    const bad = [
      link(amira.id, { expiresAt: new Date(Date.now() - 1000) }),
      forged,
      `${body}.${mac.slice(0, -2)}AA`,
      link(amira.id, { purpose: 'consent' }),
      link(amira.id, { siteId: t.ids.acmeHealth }),
      link(amira.id, { accountId: t.ids.globex, siteId: t.ids.globexCareers }),
      '',
      'junk',
    ];
    const answers = [];
    for (const token of bad) answers.push(await open(token), await act(token, 'export'));
    answers.push(await open(good, { host: '127.0.0.1' }), await act(good, 'erase_confirm', { host: '127.0.0.1' }));
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
    }
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    // Nothing happened to her through any of them.
    expect(await requestsOf(amira.id, 'erasure')).toEqual([]);
    expect((await open(good)).statusCode).toBe(200);
  });
});
