import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employers } from '../../db/schema/index.js';
import { type Harness, setupApi } from '../../test/harness.js';

let t: Harness;
let globexOwner: string;
let acmeOwner: string;
let manager: string;
let hr: string;
let nobody: string;
beforeAll(async () => {
  t = await setupApi();
  globexOwner = await t.login('owner@globex.test');
  acmeOwner = await t.login('owner@acme.test');
  manager = await t.login('manager@acme.test');
  hr = await t.login('hr@northwind.test');
  nobody = await t.login('nobody@portal.test');
});
afterAll(() => t.close());

const listEmployers = (token: string, select: { account?: number; site?: number; employer?: number }) =>
  t.call({ method: 'GET', url: '/portal/v1/employers', token, select });

describe('X-AF-EID', () => {
  it('must equal the deployment enterprise id on portal calls', async () => {
    for (const headers of [{ 'x-af-eid': '' }, { 'x-af-eid': 'other-enterprise' }]) {
      const res = await t.call({ method: 'GET', url: '/portal/auth/me', token: acmeOwner, headers });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid_enterprise' });
    }
  });
});

describe('selection headers resolve a context the user must belong to', () => {
  it('lets a site manager list the employers of its own site', async () => {
    const res = await listEmployers(manager, { account: t.ids.acme, site: t.ids.acmeJobs });
    expect(res.statusCode).toBe(200);
    // The site's employers as the database has them, never another site's.
    const inDb = await t.database.db
      .select({ name: employers.name })
      .from(employers)
      .where(and(eq(employers.accountId, t.ids.acme), eq(employers.siteId, t.ids.acmeJobs)));
    const names = inDb.map((e) => e.name).sort();
    expect(names).toContain('Northwind Traders');
    expect(names).not.toContain('St Mary Clinic');
    expect(
      res
        .json()
        .data.map((e: { name: string }) => e.name)
        .sort(),
    ).toEqual(names);
    expect(res.json().meta).toEqual({ current_page: 1, per_page: 25, total: names.length, last_page: 1 });
  });

  it('derives the account from the site when only X-AF-SID is sent', async () => {
    const res = await listEmployers(manager, { site: t.ids.acmeJobs });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a site of another account, a site the user has no grant on, and mismatched ids (403)', async () => {
    const cases = [
      [globexOwner, { account: t.ids.acme }],
      [globexOwner, { account: t.ids.acme, site: t.ids.acmeJobs }],
      [globexOwner, { site: t.ids.acmeJobs }],
      [globexOwner, { account: t.ids.globex, site: t.ids.acmeJobs }],
      [
        globexOwner,
        { account: t.ids.globex, site: t.ids.globexCareers, employer: t.ids.employer('Northwind Traders') },
      ],
      [manager, { account: t.ids.acme, site: t.ids.acmeHealth }],
      [acmeOwner, { account: t.ids.acme, site: t.ids.globexCareers }],
      [hr, { account: t.ids.acme, site: t.ids.acmeJobs, employer: t.ids.employer('Contoso Ltd') }],
      [hr, { account: t.ids.acme, site: t.ids.acmeHealth }],
      [nobody, { account: t.ids.acme }],
      [acmeOwner, { account: 999_999 }],
      [acmeOwner, { account: t.ids.acme, site: 999_999 }],
    ] as const;
    for (const [token, select] of cases) {
      const res = await listEmployers(token, select);
      expect(res.statusCode, JSON.stringify(select)).toBe(403);
      expect(res.json()).toEqual({ message: 'You are not authorized!', code: 'forbidden' });
    }
  });

  it('answers 400 for ids that are not positive integers', async () => {
    for (const value of ['abc', '-1', '0', '1.5', '99999999999', '1 OR 1=1']) {
      const res = await t.call({
        method: 'GET',
        url: '/portal/v1/employers',
        token: acmeOwner,
        headers: { 'x-af-sid': value },
      });
      expect(res.statusCode, value).toBe(400);
      expect(res.json().code).toBe('invalid_context');
    }
  });

  it('requires a selected site on site-scoped endpoints', async () => {
    const admin = await t.login('admin@portal.test');
    const res = await listEmployers(admin, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_context');
  });

  it('applies a scope only when it matches the selection (owner without account selected → 403)', async () => {
    const res = await listEmployers(acmeOwner, {});
    expect(res.statusCode).toBe(403);
  });

  it('refuses an employer user on the staff employer list (no employers permission)', async () => {
    const res = await listEmployers(hr, {
      account: t.ids.acme,
      site: t.ids.acmeJobs,
      employer: t.ids.employer('Northwind Traders'),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('ids of another tenant', () => {
  it('answer 404 inside the caller’s own context, never the row', async () => {
    const acmeEmployer = t.ids.employer('Northwind Traders');
    const res = await t.call({
      method: 'GET',
      url: `/portal/v1/employers/${acmeEmployer}`,
      token: globexOwner,
      select: { account: t.ids.globex, site: t.ids.globexCareers },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'The requested resource was not found.', code: 'not_found' });
  });

  it('an id of another site of the same account is not found either', async () => {
    const res = await t.call({
      method: 'GET',
      url: `/portal/v1/employers/${t.ids.employer('St Mary Clinic')}`,
      token: acmeOwner,
      select: { account: t.ids.acme, site: t.ids.acmeJobs },
    });
    expect(res.statusCode).toBe(404);
  });

  it('own ids are found', async () => {
    const res = await t.call({
      method: 'GET',
      url: `/portal/v1/employers/${t.ids.employer('Initech')}`,
      token: globexOwner,
      select: { account: t.ids.globex, site: t.ids.globexCareers },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Initech', type: 'business', status: 'active' });
  });
});

describe('no request by the Globex owner returns an Acme row', () => {
  const acmeNames = [
    'Acme Talent Group',
    'Acme Jobs',
    'Acme Health Careers',
    'Northwind Traders',
    'Contoso Ltd',
    'St Mary Clinic',
    'owner@acme.test',
  ];

  it('across every GET route, with Acme ids in the path and Acme or own selection headers', async () => {
    const acmeEmployer = t.ids.employer('Northwind Traders');
    const urls = t.app.routeTable
      // The notification stream never ends by itself; it carries only the caller's own count.
      .filter((r) => r.method === 'GET' && !r.url.endsWith('/notifications/stream'))
      .map((r) => r.url.replace(/:(id|employer)\b/g, String(acmeEmployer)).replace(/:\w+/g, '1'));
    expect(urls).toContain(`/portal/v1/employers/${acmeEmployer}`);
    urls.push('/portal/v1/employers?q=North', '/portal/accounts/branding?domain=127.0.0.1');
    const selections = [
      {},
      { account: t.ids.acme },
      { account: t.ids.acme, site: t.ids.acmeJobs },
      { account: t.ids.globex, site: t.ids.globexCareers },
      { account: t.ids.globex, site: t.ids.globexCareers, employer: acmeEmployer },
    ];
    for (const url of urls) {
      for (const select of selections) {
        const res = await t.call({ method: 'GET', url, token: globexOwner, select });
        expect(res.statusCode, `${url} ${JSON.stringify(select)}`).toBeLessThan(500);
        for (const name of acmeNames) expect(res.body, `${url} ${JSON.stringify(select)}`).not.toContain(name);
      }
    }
  });
});
