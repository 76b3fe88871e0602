import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { roles } from '../../db/schema/index.js';
import { type Harness, setupApi } from '../../test/harness.js';
import { type Mail, mailsDuring } from '../../test/mail.js';

// SECURITY 21: every absolute link comes from PUBLIC_URL or from a brand host of an account the
// recipient belongs to; the request's Host header at most picks one of those, never reaches a URL.

let t: Harness;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await setupApi();
  for (const email of ['hr@northwind.test', 'owner@acme.test']) tokens[email] = await t.login(email);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.execute(sql`delete from auth_throttle`);
});

// The test configuration's PUBLIC_URL is http://portal.test: brand links take its scheme and port.
const DEFAULT = 'http://portal.test';
const ACME = 'http://localhost'; // Acme's brand host
const GLOBEX = 'http://127.0.0.1'; // Globex's brand host

/** Host headers an attacker sends: userinfo, odd ports, paths, junk, another tenant's domain. */
const HOSTILE = [
  'localhost:1@evil.example',
  'localhost@evil.example',
  'evil.example',
  'localhost:1/evil',
  'localhost:8443',
  'localhost.:3000',
  'localhost:99999',
  '[::1]:3000',
  'LOCALHOST',
  '127.0.0.1',
  '127.0.0.1:3000',
  'localhost:1#@evil.example',
];

const URLS = /https?:\/\/[^\s>]+/g;
const linksIn = (mail: Mail) => mail.text.match(URLS) ?? [];

/** Every link of the mails starts with `base/`; there is at least one. */
function expectLinksOn(mails: Mail[], base: string, label: string) {
  expect(mails, label).toHaveLength(1);
  const links = linksIn(mails[0]!);
  expect(links.length, label).toBeGreaterThan(0);
  for (const link of links) {
    expect(link.startsWith(`${base}/`), `${label}: ${link}`).toBe(true);
    expect(new URL(link).origin, `${label}: ${link}`).toBe(base);
  }
}

const forgot = (email: string, host: string) =>
  t.call({ method: 'POST', url: '/portal/auth/forgot-password', payload: { email }, headers: { host } });

/** What a Host header should give someone of Acme only: Acme's host when it names it, else the default. */
const acmeMemberBase = (host: string) =>
  ['localhost', 'localhost:8443', 'localhost.:3000', 'LOCALHOST'].includes(host) ? ACME : DEFAULT;

describe('password reset links', () => {
  it('never follow a hostile Host header', async () => {
    for (const host of HOSTILE) {
      await t.database.db.execute(sql`delete from auth_throttle`);
      const mails = await mailsDuring(t, () => forgot('owner@acme.test', host));
      expectLinksOn(mails, acmeMemberBase(host), `Host: ${host}`);
      expect(mails[0]!.subject, host).toBe(
        acmeMemberBase(host) === ACME ? 'Reset your Acme Talent password' : 'Reset your Talent Portal password',
      );
    }
  });

  it('go to the recipient’s own brand host when the request came to it, with scheme and port from PUBLIC_URL', async () => {
    expectLinksOn(await mailsDuring(t, () => forgot('owner@globex.test', '127.0.0.1:3000')), GLOBEX, 'globex');
    expectLinksOn(await mailsDuring(t, () => forgot('owner@acme.test', 'localhost:3000')), ACME, 'acme');
    // Another tenant's host is not theirs: the default, with the default brand.
    const other = await mailsDuring(t, () => forgot('owner@globex.test', 'localhost:3000'));
    expectLinksOn(other, DEFAULT, 'globex owner on acme host');
    expect(other[0]!.subject).toBe('Reset your Talent Portal password');
  });

  it('for platform staff and people of no account always go to PUBLIC_URL', async () => {
    for (const host of ['localhost', '127.0.0.1:3000', 'localhost:1@evil.example']) {
      await t.database.db.execute(sql`delete from auth_throttle`);
      const admin = await mailsDuring(t, () => forgot('admin@portal.test', host));
      expectLinksOn(admin, DEFAULT, `admin, Host: ${host}`);
      expect(admin[0]!.subject).toBe('Reset your Talent Portal password');
      expectLinksOn(await mailsDuring(t, () => forgot('nobody@portal.test', host)), DEFAULT, `nobody, Host: ${host}`);
    }
  });
});

const roleId = async (key: string) =>
  (await t.database.db.select({ id: roles.id }).from(roles).where(eq(roles.key, key)))[0]!.id;

describe('invitation and “you were added” links', () => {
  let n = 0;
  const inviteToNorthwind = async (host: string, email = `link-${++n}@northwind.test`) =>
    mailsDuring(t, async () => {
      const res = await t.call({
        method: 'POST',
        url: `/portal/v1/employers/${t.ids.employer('Northwind Traders')}/users`,
        token: tokens['hr@northwind.test'],
        select: { account: t.ids.acme, site: t.ids.acmeJobs, employer: t.ids.employer('Northwind Traders') },
        headers: { host },
        payload: { email, name: 'Link Person', role_id: await roleId('employer_recruiter') },
      });
      expect(res.statusCode, `${host} ${res.body}`).toBe(201);
    });
  const inviteToAcme = async (host: string) =>
    mailsDuring(t, async () => {
      const res = await t.call({
        method: 'POST',
        url: '/portal/v1/accounts/users',
        token: tokens['owner@acme.test'],
        select: { account: t.ids.acme },
        headers: { host },
        payload: {
          email: `acct-link-${++n}@acme.test`,
          name: 'Account Link',
          role_id: await roleId('moderator'),
          scope_type: 'site',
          scope_id: t.ids.acmeJobs,
        },
      });
      expect(res.statusCode, `${host} ${res.body}`).toBe(201);
    });

  it('never follow a hostile Host header (employer and account invitations)', async () => {
    for (const host of HOSTILE) {
      expectLinksOn(await inviteToNorthwind(host), acmeMemberBase(host), `employer invite, Host: ${host}`);
      expectLinksOn(await inviteToAcme(host), acmeMemberBase(host), `account invite, Host: ${host}`);
    }
  });

  it('tell someone already signing in where to sign in, on their own brand host only', async () => {
    // Globex's owner joins Northwind (Acme): Acme is now theirs, Globex's host picks nothing for an Acme mail.
    const added = await inviteToNorthwind('localhost:1@evil.example', 'owner@globex.test');
    expectLinksOn(added, DEFAULT, 'added, hostile host');
  });
});

describe('checkout links', () => {
  let key = 0;
  const buy = async (host: string) => {
    const res = await t.call({
      method: 'POST',
      url: '/portal/v1/credit/purchases',
      token: tokens['hr@northwind.test'],
      select: { account: t.ids.acme, site: t.ids.acmeJobs, employer: t.ids.employer('Northwind Traders') },
      headers: { host, 'idempotency-key': `links-test-${++key}` },
      payload: { quantity: 1 },
    });
    expect(res.statusCode, `${host} ${res.body}`).toBe(201);
    return res.json().data as { id: number; checkout_url: string };
  };

  it('checkout, return and cancel URLs never follow a hostile Host header', async () => {
    for (const host of HOSTILE) {
      await t.database.db.execute(sql`delete from auth_throttle`);
      const base = acmeMemberBase(host);
      const purchase = await buy(host);
      const checkout = new URL(purchase.checkout_url);
      expect(checkout.origin, `checkout, Host: ${host}`).toBe(base);
      expect(checkout.username + checkout.password, host).toBe('');
      // The checkout page names the brand of the purchase's account; it is not on another tenant's host.
      const open = (on: string) =>
        t.call({ method: 'GET', url: `${checkout.pathname}${checkout.search}`, headers: { host: on } });
      expect((await open('127.0.0.1')).statusCode, host).toBe(404);
      const page = await open(checkout.host);
      expect(page.statusCode, host).toBe(200);
      expect(page.body).toContain('Acme Talent');
      expect(page.body).not.toContain('Globex');
      const form = {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `token=${checkout.searchParams.get('token')}`,
      };
      // Pay and cancel: refused on a host that serves no account; the redirect is what was stored.
      const action = key % 2 ? 'pay' : 'cancel';
      const post = (on: string) =>
        t.call({
          method: 'POST',
          url: `${checkout.pathname}/${action}`,
          ...form,
          headers: { ...form.headers, host: on },
        });
      expect((await post('evil.example')).statusCode, host).toBe(404);
      const done = await post(checkout.host);
      expect(done.statusCode, host).toBe(303);
      const back = new URL(done.headers.location as string);
      expect(back.origin, `${action} return, Host: ${host}`).toBe(base);
      expect(back.pathname).toBe(`/${t.ids.acme}/${t.ids.acmeJobs}/credit-system/payment-success`);
    }
  });
});

describe('building a brand link', () => {
  it('takes scheme and port from PUBLIC_URL and the host from the database', async () => {
    const { brandBase, requestHostname } = await import('./links.js');
    expect(brandBase('https://portal.example.com:8443', 'acme.example.com')).toBe('https://acme.example.com:8443');
    expect(brandBase('http://localhost:3100', '127.0.0.1')).toBe('http://127.0.0.1:3100');
    expect(brandBase('https://portal.example.com', 'jobs.globex.example')).toBe('https://jobs.globex.example');
    for (const bad of ['evil.example/x', 'a@b', 'a b', '', 'x:1', 'é.example']) {
      expect(brandBase('https://portal.example.com', bad), bad).toBeNull();
    }
    expect(requestHostname('Acme.Example.com.:8080')).toBe('acme.example.com');
    expect(requestHostname('localhost')).toBe('localhost');
    for (const bad of ['localhost:1@evil.example', 'localhost/x', 'a:b:c', 'localhost:', ':80', 'x y', undefined]) {
      expect(requestHostname(bad), String(bad)).toBeNull();
    }
  });
});
