import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signLink } from '../links/signed-links.js';
import { runRetentionSweep } from './retention.service.js';
import {
  addSeeker,
  days,
  delivered,
  keepLinkOf,
  type Seeker,
  scheduleOf,
  setRule,
  setupWorld,
  type World,
} from './retention.test-support.js';

/** The keep link: expired, tampered, another tenant's and replayed links all get one "not valid" page. */
describe('keep link', () => {
  let w: World;
  let acme: Seeker;
  let globex: Seeker;
  let acmeToken: string;
  let globexToken: string;

  const form = (token: string, host = 'localhost') =>
    w.app.inject({
      method: 'POST',
      url: '/portal/public/privacy/keep',
      headers: { host, accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token }).toString(),
    });
  const open = (token: string, host = 'localhost', lang = 'en') =>
    w.app.inject({
      method: 'GET',
      url: `/portal/public/privacy/keep?token=${encodeURIComponent(token)}`,
      headers: { host, accept: 'text/html,application/xhtml+xml', 'accept-language': lang },
    });

  beforeAll(async () => {
    w = await setupWorld();
    acme = await addSeeker(
      w,
      { accountId: w.ids.acme, siteId: w.ids.acmeJobs },
      { first: 'Amal', locale: 'ar', monthsAgo: 30 },
    );
    globex = await addSeeker(
      w,
      { accountId: w.ids.globex, siteId: w.ids.globexCareers },
      { first: 'Gil', monthsAgo: 30 },
    );
    await setRule(w, w.ids.acme, { months: 24 });
    await setRule(w, w.ids.globex, { months: 24 });
    await runRetentionSweep(w.app.ctx, w.start);
    await w.app.mail.drain();
    const mailOf = async (c: Seeker) => (await delivered(w)).find((m) => m.to === c.email)!;
    acmeToken = keepLinkOf(await mailOf(acme)).token;
    globexToken = keepLinkOf(await mailOf(globex)).token;
    // Globex's brand host is 127.0.0.1, Acme's localhost: each mail points at its own.
    expect((await mailOf(globex)).text).toContain('http://127.0.0.1/portal/public/privacy/keep?token=');
  }, 180_000);
  afterAll(() => w?.close());

  let invalidPage: string;

  it('a valid link shows the question in the candidate’s language (Arabic: right to left) and keeps nothing', async () => {
    const res = await open(acmeToken, 'localhost', 'fr');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('dir="rtl"');
    expect(res.body).toContain('الاحتفاظ ببياناتي');
    expect(res.body).toContain('<form method="post" action="/portal/public/privacy/keep">');
    expect(await scheduleOf(w, acme.id)).not.toBeNull();
  });

  it('a tampered link is not valid', async () => {
    const [body, mac] = acmeToken.split('.') as [string, string];
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...payload, k: globex.id })).toString('base64url');
    for (const token of [`${forged}.${mac}`, `${body}.${mac.slice(0, -2)}xx`, 'junk', '']) {
      const res = await form(token);
      expect(res.statusCode).toBe(404);
      invalidPage ??= res.body;
      expect(res.body).toBe(invalidPage);
    }
    expect(invalidPage).toContain('Link not valid');
    expect((await open('junk')).statusCode).toBe(404);
  });

  it('another tenant’s link on a brand host is not valid; on its own host it works', async () => {
    const res = await form(globexToken, 'localhost');
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe(invalidPage);
    expect((await open(globexToken, 'localhost')).statusCode).toBe(404);
    expect(await scheduleOf(w, globex.id)).not.toBeNull();
    expect((await open(globexToken, '127.0.0.1')).statusCode).toBe(200);
  });

  it('an expired link is not valid', async () => {
    w.clock.now = new Date(w.start.getTime() + days(15));
    expect((await open(acmeToken)).statusCode).toBe(404);
    const res = await form(acmeToken);
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe(invalidPage);
    expect(await scheduleOf(w, acme.id)).not.toBeNull();
    w.clock.now = w.start;
  });

  it('a link for another purpose is not valid, even signed with the right key', async () => {
    const manage = signLink(w.config.secretsKey, {
      purpose: 'manage',
      accountId: w.ids.acme,
      siteId: w.ids.acmeJobs,
      seekerId: acme.id,
      expiresAt: new Date(w.start.getTime() + days(10)),
    });
    expect((await form(manage)).statusCode).toBe(404);
  });

  it('a client that is not a browser gets the API’s 404 error shape instead of the page', async () => {
    const res = await w.app.inject({ method: 'GET', url: '/portal/public/privacy/keep?token=junk' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
    const posted = await w.app.inject({
      method: 'POST',
      url: '/portal/public/privacy/keep',
      payload: { token: 'junk' },
    });
    expect(posted.statusCode).toBe(404);
    expect(posted.json()).toMatchObject({ code: 'not_found' });
  });

  it('a link works once: replayed, it is not valid', async () => {
    const first = await form(globexToken, '127.0.0.1');
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('Your data is kept');
    expect(await scheduleOf(w, globex.id)).toBeNull();
    const again = await form(globexToken, '127.0.0.1');
    expect(again.statusCode).toBe(404);
    expect(again.body).toBe(invalidPage);
    // Two at once with a fresh link: one wins.
    const [a, b] = await Promise.all([form(acmeToken), form(acmeToken)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 404]);
  });
});
