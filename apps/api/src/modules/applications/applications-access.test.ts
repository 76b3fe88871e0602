import { describe, expect, it } from 'vitest';
import {
  acmeJobs,
  applicationsSuite,
  asNorthwind,
  call,
  f,
  globex,
  hr,
  idsOf,
  MARK,
  northwind,
  staff,
  t,
} from './applications.test-helpers.js';

applicationsSuite();

type Route = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  url: (id: string) => string;
  payload?: (id: string) => object;
};

/** Every endpoint of the module, with an application id to aim it at. */
const ROUTES: Route[] = [
  { method: 'GET', url: () => '/site/application-stages' },
  { method: 'GET', url: () => '/applications' },
  { method: 'GET', url: () => '/applications/board' },
  { method: 'GET', url: () => '/applications/export.csv' },
  { method: 'POST', url: () => '/applications/status', payload: (id) => ({ ids: [id], status: 'invited' }) },
  { method: 'POST', url: () => '/applications/stage', payload: (id) => ({ ids: [id], stage: 'review' }) },
  { method: 'POST', url: () => '/applications/tag', payload: (id) => ({ ids: [id], add: ['x'] }) },
  ...['overview', 'candidate', 'documents', 'feedback', 'history', 'seeker-application-feedback'].map(
    (tab): Route => ({ method: 'GET', url: (id) => `/applications/${id}/${tab}` }),
  ),
  { method: 'GET', url: (id) => `/applications/${id}/documents/resume` },
  {
    method: 'POST',
    url: (id) => `/applications/${id}/seeker-application-feedback`,
    payload: () => ({ rating: 4 }),
  },
  { method: 'PATCH', url: (id) => `/applications/${id}/enabled`, payload: () => ({ enabled: true }) },
  { method: 'PUT', url: (id) => `/applications/${id}/tags`, payload: () => ({ tags: ['a'] }) },
  { method: 'GET', url: () => `/jobs/${f.jobNw}/applications` },
  { method: 'GET', url: () => `/seekers/${f.seekers.en}/job-applications` },
];

const hit = (email: string | null, r: Route, select = acmeJobs, id = f.apps.nwEn) =>
  call(email, r.method, r.url(id), select, r.payload?.(id));

describe('who may call the applications API', () => {
  it('needs a live token on every endpoint', async () => {
    const revoked = await t.login('manager@acme.test');
    await t.call({ method: 'DELETE', url: '/portal/auth/logout', token: revoked });
    for (const r of [...ROUTES, { method: 'GET', url: () => '/application-statuses' } as Route]) {
      expect((await hit(null, r)).statusCode, `${r.method} ${r.url('x')}`).toBe(401);
      const res = await t.call({ method: r.method, url: `/portal/v1${r.url(f.apps.nwEn)}`, token: revoked });
      expect(res.statusCode, `revoked ${r.method} ${r.url('x')}`).toBe(401);
    }
  });

  it('refuses a role without the applications permission, and another tenant’s staff', async () => {
    for (const r of ROUTES) {
      expect((await hit('moderator@acme.test', r)).statusCode, `moderator ${r.method} ${r.url('x')}`).toBe(403);
      expect((await hit('owner@globex.test', r)).statusCode, `globex ${r.method} ${r.url('x')}`).toBe(403);
    }
    // Anyone signed in may read the status labels.
    expect((await call('moderator@acme.test', 'GET', '/application-statuses', acmeJobs)).statusCode).toBe(200);
  });

  it('answers another tenant’s ids as not found', async () => {
    const apps = (await call('owner@globex.test', 'GET', '/applications?per_page=100', globex)).json().data;
    expect(apps.map((a: { id: string }) => a.id)).toContain(f.apps.globex);
    expect(apps.every((a: { site_id: number }) => a.site_id === t.ids.globexCareers)).toBe(true);
    for (const r of ROUTES.filter((r) => r.url('x').includes('/x/'))) {
      expect((await hit('owner@globex.test', r, globex)).statusCode, `${r.method} ${r.url('x')}`).toBe(404);
      expect((await hit('manager@acme.test', r, acmeJobs, f.apps.globex)).statusCode).toBe(404);
    }
    expect((await call('owner@globex.test', 'GET', `/jobs/${f.jobNw}/applications`, globex)).statusCode).toBe(404);
    expect(
      (await call('owner@globex.test', 'GET', `/seekers/${f.seekers.en}/job-applications`, globex)).statusCode,
    ).toBe(404);
    const bulk = await call('owner@globex.test', 'POST', '/applications/status', globex, {
      ids: [f.apps.nwEn],
      status: 'invited',
    });
    expect(bulk.json().data).toEqual({
      updated: [],
      skipped: [{ id: f.apps.nwEn, reason: 'not_found' }],
      emailed: 0,
      unsubscribed: 0,
      undo: null,
    });
  });
});

describe('an employer user sees only applications to its own jobs', () => {
  it('lists, reads and changes Northwind’s applications only', async () => {
    const listed = (await hr('GET', `/applications?per_page=100&q=${MARK}`)).json().data;
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((a: { employer: { id: number } }) => a.employer.id === northwind)).toBe(true);
    expect(listed.map((a: { id: string }) => a.id)).not.toContain(f.apps.cohoAr);
    const all = (await hr('GET', '/applications?per_page=100')).json();
    expect(all.data.every((a: { employer: { id: number } }) => a.employer.id === northwind)).toBe(true);

    expect((await hr('GET', `/applications/${f.apps.nwFr}/overview`)).statusCode).toBe(200);
    for (const r of ROUTES.filter((r) => r.url('x').includes('/x/'))) {
      expect((await hit('hr@northwind.test', r, asNorthwind, f.apps.cohoAr)).statusCode, r.url('x')).toBe(404);
    }
    expect((await hr('GET', `/jobs/${f.jobCoho}/applications`)).statusCode).toBe(404);
    expect(idsOf(await hr('GET', `/jobs/${f.jobNw}/applications`))).toContain(f.apps.nwEn);
    const board = (await hr('GET', '/applications/board')).json().data;
    for (const column of board.columns)
      expect(column.items.every((a: { employer: { id: number } }) => a.employer.id === northwind)).toBe(true);

    const bulk = await hr('POST', '/applications/stage', { ids: [f.apps.nwEn, f.apps.cohoAr], stage: 'review' });
    expect(bulk.json().data).toEqual({
      updated: [f.apps.nwEn],
      skipped: [{ id: f.apps.cohoAr, reason: 'not_found' }],
      emailed: 0,
    });
    const status = await hr('POST', '/applications/status', { ids: [f.apps.cohoAr], status: 'offered' });
    expect(status.json().data.skipped).toEqual([{ id: f.apps.cohoAr, reason: 'not_found' }]);
    expect((await staff('GET', `/applications/${f.apps.cohoAr}/overview`)).json().data.status).toBe('applied');
  });

  it('may not export nor read candidates outside applications', async () => {
    expect((await hr('GET', '/applications/export.csv')).statusCode).toBe(403);
    expect((await hr('GET', `/seekers/${f.seekers.en}/job-applications`)).statusCode).toBe(403);
    // Through its own application it may see the applicant.
    const candidate = await hr('GET', `/applications/${f.apps.nwEn}/candidate`);
    expect(candidate.json().data).toMatchObject({ id: f.seekers.en, first_name: 'Ada' });
  });
});
