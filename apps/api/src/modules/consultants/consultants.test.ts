import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultants } from '../../db/schema/index.js';
import { type Harness, type Selection, setupApi } from '../../test/harness.js';

let t: Harness;
let acmeJobs: Selection;
let asNorthwind: Selection;
const tokens: Record<string, string> = {};
const people = [
  'manager@acme.test',
  'moderator@acme.test',
  'hr@northwind.test',
  'owner@globex.test',
  'owner@acme.test',
] as const;
type Who = (typeof people)[number];

beforeAll(async () => {
  t = await setupApi();
  acmeJobs = { account: t.ids.acme, site: t.ids.acmeJobs };
  asNorthwind = { ...acmeJobs, employer: t.ids.employer('Northwind Traders') };
  for (const email of people) tokens[email] = await t.login(email);
});
afterAll(() => t.close());

const call = (
  who: Who | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  select: Selection = acmeJobs,
  payload?: object,
) =>
  t.call({
    method,
    url: `/portal/v1${url}`,
    ...(who ? { token: tokens[who] } : {}),
    select,
    ...(payload ? { payload } : {}),
  });

const idOf = async (email: string) =>
  (await t.database.db.select({ id: consultants.id }).from(consultants).where(eq(consultants.email, email)))[0]!.id;

const body = (over: Record<string, unknown> = {}) => ({
  name: 'Ruth Ellis',
  email: 'ruth.ellis@acme.test',
  phone: '+44 113 496 0199',
  bio: 'Engineering roles.',
  specialisations: ['engineering'],
  employer_ids: [],
  ...over,
});

describe('who may see and change consultants', () => {
  it('site staff list the site’s consultants; others are refused or see only their own site', async () => {
    const list = await call('manager@acme.test', 'GET', '/consultants');
    expect(list.statusCode).toBe(200);
    const names = list.json().data.map((c: { name: string }) => c.name);
    expect(names).toEqual(['Chloé Laurent', 'Grace Whitfield', 'Omar Farouk', 'Tom Archer']);
    expect(list.json().data[0].employers).toEqual([
      { id: t.ids.employer('Northwind Traders'), name: 'Northwind Traders' },
    ]);

    expect((await call('moderator@acme.test', 'GET', '/consultants')).statusCode).toBe(403);
    expect((await call('hr@northwind.test', 'GET', '/consultants', asNorthwind)).statusCode).toBe(403);
    expect((await call(null, 'GET', '/consultants')).statusCode).toBe(401);
    expect((await call('owner@globex.test', 'GET', '/consultants')).statusCode).toBe(403);
    const globex = await call('owner@globex.test', 'GET', '/consultants', {
      account: t.ids.globex,
      site: t.ids.globexCareers,
    });
    expect(globex.json().data.map((c: { name: string }) => c.name)).toEqual(['Henry Globe']);
  });

  it('answers 404 for another site’s consultant, whatever the verb', async () => {
    const henry = await idOf('henry.globe@globex.test');
    expect((await call('manager@acme.test', 'GET', `/consultants/${henry}`)).statusCode).toBe(404);
    expect((await call('manager@acme.test', 'PUT', `/consultants/${henry}`, acmeJobs, body())).statusCode).toBe(404);
    expect(
      (await call('manager@acme.test', 'PATCH', `/consultants/${henry}/status`, acmeJobs, { status: 'disabled' }))
        .statusCode,
    ).toBe(404);
    expect((await call('manager@acme.test', 'GET', `/consultants/${henry}/jobs`)).statusCode).toBe(404);
  });

  it('a revoked session is refused', async () => {
    const token = await t.login('manager@acme.test');
    await t.call({ method: 'DELETE', url: '/portal/auth/logout', token });
    const res = await t.call({ method: 'GET', url: '/portal/v1/consultants', token, select: acmeJobs });
    expect(res.statusCode).toBe(401);
  });
});

describe('creating and editing', () => {
  it('creates a consultant, searches for them and records who did it', async () => {
    const res = await call('manager@acme.test', 'POST', '/consultants', acmeJobs, body());
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ name: 'Ruth Ellis', status: 'enabled', specialisations: ['engineering'] });
    const found = await call('manager@acme.test', 'GET', '/consultants?q=ellis');
    expect(found.json().data.map((c: { name: string }) => c.name)).toEqual(['Ruth Ellis']);
    const activity = await call('manager@acme.test', 'GET', `/consultants/${res.json().data.id}/activity`);
    expect(activity.json().data[0]).toMatchObject({ action: 'consultant.created', actor: { name: 'Manon Manager' } });
  });

  it('refuses a taken e-mail, unknown specialisations and another site’s employers, with field messages', async () => {
    const res = await call(
      'manager@acme.test',
      'POST',
      '/consultants',
      acmeJobs,
      body({
        email: 'CHLOE.LAURENT@acme.test',
        specialisations: ['astrology'],
        employer_ids: [t.ids.employer('St Mary Clinic')],
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      email: ['This e-mail address is already in use on this site.'],
      specialisations: ['This value is invalid.'],
      employer_ids: ['This value is invalid.'],
    });
  });

  it('assigning an employer takes it from its previous consultant', async () => {
    const grace = await idOf('grace.whitfield@acme.test');
    const omar = await idOf('omar.farouk@acme.test');
    const res = await call(
      'manager@acme.test',
      'PUT',
      `/consultants/${grace}`,
      acmeJobs,
      body({
        name: 'Grace Whitfield',
        email: 'grace.whitfield@acme.test',
        employer_ids: [t.ids.employer('Contoso Ltd')],
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.employers.map((e: { name: string }) => e.name)).toEqual(['Contoso Ltd']);
    const omarNow = await call('manager@acme.test', 'GET', `/consultants/${omar}`);
    expect(omarNow.json().data.employers.map((e: { name: string }) => e.name)).toEqual(['Blue Yonder Airlines']);
  });

  it('disables and enables; a disabled consultant stays on their jobs but cannot be newly assigned', async () => {
    const tom = await idOf('tom.archer@acme.test');
    const chloe = await idOf('chloe.laurent@acme.test');
    const draft = await call('manager@acme.test', 'POST', '/jobs', acmeJobs, {
      employer_id: t.ids.employer('Northwind Traders'),
      title: 'Yard marshal',
      consultant_id: tom,
    });
    expect(draft.statusCode).toBe(422);
    expect(draft.json().errors).toEqual({ consultant_id: ['This value is invalid.'] });

    const henry = await idOf('henry.globe@globex.test');
    const foreign = await call('manager@acme.test', 'POST', '/jobs', acmeJobs, {
      employer_id: t.ids.employer('Northwind Traders'),
      title: 'Yard marshal',
      consultant_id: henry,
    });
    expect(foreign.statusCode).toBe(422);

    const ok = await call('manager@acme.test', 'POST', '/jobs', acmeJobs, {
      employer_id: t.ids.employer('Northwind Traders'),
      title: 'Yard marshal',
      consultant_id: chloe,
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.consultant).toEqual({ id: chloe, name: 'Chloé Laurent' });

    const off = await call('manager@acme.test', 'PATCH', `/consultants/${chloe}/status`, acmeJobs, {
      status: 'disabled',
    });
    expect(off.json().data.status).toBe('disabled');
    // Staff may keep the disabled consultant on a job that has them.
    const kept = await call('manager@acme.test', 'PUT', `/jobs/${ok.json().data.id}`, acmeJobs, {
      title: 'Yard marshal (nights)',
      consultant_id: chloe,
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.consultant_id).toBe(chloe);
    const on = await call('manager@acme.test', 'PATCH', `/consultants/${chloe}/status`, acmeJobs, {
      status: 'enabled',
    });
    expect(on.json().data.status).toBe('enabled');
  });

  it('an employer user’s save keeps the consultant staff chose', async () => {
    const chloe = await idOf('chloe.laurent@acme.test');
    const created = await call('hr@northwind.test', 'POST', '/jobs', asNorthwind, {
      title: 'Packer',
      consultant_id: chloe,
    });
    expect(created.json().data.consultant_id).toBeNull();
    const id = created.json().data.id as string;
    await call('manager@acme.test', 'PUT', `/jobs/${id}`, acmeJobs, { title: 'Packer', consultant_id: chloe });
    const saved = await call('hr@northwind.test', 'PUT', `/jobs/${id}`, asNorthwind, { title: 'Packer (days)' });
    expect(saved.json().data.consultant).toEqual({ id: chloe, name: 'Chloé Laurent' });
  });

  it('lists a consultant’s jobs with their applications, and filters jobs by consultant', async () => {
    const chloe = await idOf('chloe.laurent@acme.test');
    const jobs = await call('manager@acme.test', 'GET', `/consultants/${chloe}/jobs?per_page=100`);
    expect(jobs.statusCode).toBe(200);
    const leader = jobs.json().data.find((j: { title: string }) => j.title === 'Warehouse team leader');
    expect(leader.applications_count).toBeGreaterThan(0);
    const filtered = await call('manager@acme.test', 'GET', `/jobs?filter[consultant]=${chloe}&per_page=100`);
    expect(filtered.json().data.every((j: { consultant_id: number }) => j.consultant_id === chloe)).toBe(true);
    expect(filtered.json().meta.total).toBe(jobs.json().meta.total);
  });
});
