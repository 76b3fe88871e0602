import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sites } from '../../db/schema/index.js';
import { proofCalls } from '../../test/domain-proofs.js';
import { type Harness, setupApi } from '../../test/harness.js';
import { holdRole } from '../../test/roles.js';

let t: Harness;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await setupApi();
  for (const email of ['owner@acme.test', 'manager@acme.test', 'owner@globex.test', 'admin@portal.test'])
    tokens[email] = await t.login(email);
});
afterAll(() => t.close());

const call = (email: string | null, method: 'GET' | 'POST' | 'PUT', url: string, account: number, payload?: object) =>
  t.call({
    method,
    url: `/portal/v1${url}`,
    ...(email ? { token: tokens[email] } : {}),
    select: { account },
    ...(payload ? { payload } : {}),
  });

const UNPROVEN = 'Prove this host first, under Brand → Hosts: a site is served only on a host the account has proven.';

const hosts = proofCalls(() => t, '/portal/v1/accounts/hosts');

/** Acme claims the host and platform staff approve it (the DNS proof is `host-proofs.test.ts`'s). */
async function proveHost(domain: string) {
  const { res, data } = await hosts.claim(tokens['owner@acme.test']!, domain);
  expect(res.statusCode).toBe(201);
  expect((await hosts.approve(tokens['admin@portal.test']!, data.id, 'Checked with the registrar')).statusCode).toBe(
    200,
  );
}

type Site = { id: number; name: string; domain: string | null; figures: Record<string, number> };

describe('sites of an account', () => {
  it('lists the account’s sites with their host and figures', async () => {
    const res = await call('owner@acme.test', 'GET', '/sites', t.ids.acme);
    expect(res.statusCode).toBe(200);
    const sites = res.json().data as Site[];
    expect(sites.map((s) => [s.name, s.domain])).toEqual([
      ['Acme Health Careers', 'careers.acmehealth.test'],
      ['Acme Jobs', 'jobs.acme.test'],
    ]);
    const jobs = sites.find((s) => s.name === 'Acme Jobs')!;
    expect(jobs.figures.live_jobs).toBeGreaterThan(0);
    expect(jobs.figures.candidates).toBeGreaterThan(200);
    expect(jobs.figures.employers).toBeGreaterThan(0);
  });

  it('creates and edits a site; a host in use is refused with a field message', async () => {
    await proveHost('tech.acme.test');
    const created = await call('owner@acme.test', 'POST', '/sites', t.ids.acme, {
      name: 'Acme Tech Jobs',
      domain: ' Tech.Acme.TEST ',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ name: 'Acme Tech Jobs', domain: 'tech.acme.test' });
    const id = created.json().data.id as number;
    // The owner can open the new site at once (account-wide grant).
    const me = await t.call({ method: 'GET', url: '/portal/auth/me', token: tokens['owner@acme.test'] });
    expect(JSON.stringify(me.json().data.accounts)).toContain('Acme Tech Jobs');

    const taken = await call('owner@acme.test', 'PUT', `/sites/${id}`, t.ids.acme, {
      name: 'Acme Tech Jobs',
      domain: 'careers.globex.test',
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ domain: ['Another site or brand already uses this address.'] });
    const bad = await call('owner@acme.test', 'POST', '/sites', t.ids.acme, { name: 'X', domain: 'http://x.test/' });
    expect(bad.statusCode).toBe(422);

    const renamed = await call('owner@acme.test', 'PUT', `/sites/${id}`, t.ids.acme, { name: 'Acme Tech', domain: '' });
    expect(renamed.json().data).toMatchObject({ name: 'Acme Tech', domain: null });
  });

  it('keeps tenants apart and needs the sites permission', async () => {
    const acmeSite = t.ids.acmeJobs;
    expect((await call('owner@globex.test', 'GET', '/sites', t.ids.acme)).statusCode).toBe(403);
    expect(
      (await call('owner@globex.test', 'PUT', `/sites/${acmeSite}`, t.ids.globex, { name: 'Mine now' })).statusCode,
    ).toBe(404);
    const globex = (await call('owner@globex.test', 'GET', '/sites', t.ids.globex)).json().data as Site[];
    expect(globex.map((s) => s.name)).toEqual(['Globex Careers']);
    expect((await call('manager@acme.test', 'GET', '/sites', t.ids.acme)).statusCode).toBe(403);
    expect((await call(null, 'GET', '/sites', t.ids.acme)).statusCode).toBe(401);
  });
});

describe('rights at the place they were given (issue 16, item 11)', () => {
  const asManager = () => ({ account: t.ids.acme, site: t.ids.acmeJobs });
  const put = (email: string, id: number, payload: object, select: object) =>
    t.call({ method: 'PUT', url: `/portal/v1/sites/${id}`, token: tokens[email], select, payload });

  it('sites.update held at one site edits that site, not another site of the account', async () => {
    await holdRole(t, {
      account: t.ids.acme,
      email: 'manager@acme.test',
      permissions: ['sites.read', 'sites.update'],
      at: { type: 'site', id: t.ids.acmeJobs },
    });
    const other = await put('manager@acme.test', t.ids.acmeHealth, { name: 'Taken over', domain: null }, asManager());
    expect(other.statusCode).toBe(403);
    const health = (await call('owner@acme.test', 'GET', '/sites', t.ids.acme)).json().data as Site[];
    expect(health.find((s) => s.id === t.ids.acmeHealth)).toMatchObject({
      name: 'Acme Health Careers',
      domain: 'careers.acmehealth.test',
    });

    const own = await put(
      'manager@acme.test',
      t.ids.acmeJobs,
      { name: 'Acme Jobs', domain: 'jobs.acme.test' },
      asManager(),
    );
    expect(own.statusCode).toBe(200);
    // And the list is theirs only.
    const listed = await t.call({
      method: 'GET',
      url: '/portal/v1/sites',
      token: tokens['manager@acme.test'],
      select: asManager(),
    });
    expect((listed.json().data as Site[]).map((s) => s.name)).toEqual(['Acme Jobs']);
  });

  it('refuses a host the account has not proven, such as another account’s brand host; its own proven host is free to it', async () => {
    // 127.0.0.1 is the host Globex's brand is served on.
    const globexHost = await call('owner@acme.test', 'PUT', `/sites/${t.ids.acmeJobs}`, t.ids.acme, {
      name: 'Acme Jobs',
      domain: '127.0.0.1',
    });
    expect(globexHost.statusCode).toBe(422);
    expect(globexHost.json().errors).toEqual({ domain: [UNPROVEN] });
    const created = await call('owner@acme.test', 'POST', '/sites', t.ids.acme, {
      name: 'Acme Local',
      domain: '127.0.0.1',
    });
    expect(created.statusCode).toBe(422);
    const acmeHost = await call('owner@globex.test', 'PUT', `/sites/${t.ids.globexCareers}`, t.ids.globex, {
      name: 'Globex Careers',
      domain: 'localhost',
    });
    expect(acmeHost.statusCode).toBe(422);

    const ownBrand = await call('owner@acme.test', 'PUT', `/sites/${t.ids.acmeJobs}`, t.ids.acme, {
      name: 'Acme Jobs',
      domain: 'localhost',
    });
    expect(ownBrand.statusCode).toBe(200);
    expect(ownBrand.json().data.domain).toBe('localhost');
  });
});

describe('a site is served only on a host its account has proven (issue 33)', () => {
  const siteDomain = async (id: number) =>
    (await t.database.db.select({ domain: sites.domain }).from(sites).where(eq(sites.id, id)))[0]!.domain;

  it('refuses a host nobody has proven: an account cannot squat another business’s address', async () => {
    const squat = await call('owner@globex.test', 'PUT', `/sites/${t.ids.globexCareers}`, t.ids.globex, {
      name: 'Globex Careers',
      domain: 'careers.fabrikam.test',
    });
    expect(squat.statusCode).toBe(422);
    expect(squat.json().errors).toEqual({ domain: [UNPROVEN] });
    expect(await siteDomain(t.ids.globexCareers)).toBe('careers.globex.test');
  });

  it('lets a site keep the host it had before hosts were proven, until the host’s prover takes it', async () => {
    await t.database.db.update(sites).set({ domain: 'jobs.initech.test' }).where(eq(sites.id, t.ids.globexCareers));
    const renamed = await call('owner@globex.test', 'PUT', `/sites/${t.ids.globexCareers}`, t.ids.globex, {
      name: 'Globex Careers (renamed)',
      domain: 'jobs.initech.test',
    });
    expect(renamed.statusCode).toBe(200);

    await proveHost('jobs.initech.test');
    expect(await siteDomain(t.ids.globexCareers)).toBeNull();
    const taken = await call('owner@acme.test', 'PUT', `/sites/${t.ids.acmeHealth}`, t.ids.acme, {
      name: 'Acme Health Careers',
      domain: 'jobs.initech.test',
    });
    expect(taken.statusCode).toBe(200);
  });

  it('takes a removed host off the account’s sites', async () => {
    await proveHost('board.acme.test');
    const created = await call('owner@acme.test', 'POST', '/sites', t.ids.acme, {
      name: 'Acme Board',
      domain: 'board.acme.test',
    });
    expect(created.statusCode).toBe(201);
    const listed = await t.call({ method: 'GET', url: hosts.url, ...hosts.inAccount(tokens['owner@acme.test']!) });
    const host = (listed.json().data as { id: string; domain: string }[]).find((h) => h.domain === 'board.acme.test')!;
    const removed = await hosts.remove(tokens['owner@acme.test']!, host.id);
    expect(removed.statusCode).toBe(204);
    expect(await siteDomain(created.json().data.id as number)).toBeNull();
    expect(await siteDomain(t.ids.acmeJobs)).not.toBeNull();
  });
});
