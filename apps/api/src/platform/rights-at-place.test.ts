import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, type Selection, setupApi } from '../test/harness.js';
import { holdRole } from '../test/roles.js';

/**
 * SECURITY 30 (issue 16, items 5 and 11): a right acts only at the place it was given. A grant at
 * an employer carries only what an employer may do for itself, and a grant at a site only what a
 * site's staff may do, whatever the role holds (the role editor refuses such roles, but a role
 * meant for any place can still be given there, and older roles may hold anything).
 */
let t: Harness;
let northwind: number;
let asNorthwind: Selection;
let acmeJobs: Selection;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await setupApi();
  northwind = t.ids.employer('Northwind Traders');
  acmeJobs = { account: t.ids.acme, site: t.ids.acmeJobs };
  asNorthwind = { ...acmeJobs, employer: northwind };
  for (const email of ['recruiter@northwind.test', 'manager@acme.test']) tokens[email] = await t.login(email);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (email: string, method: Method, url: string, select: Selection, payload?: object) =>
  t.call({ method, url: `/portal/v1${url}`, token: tokens[email]!, select, ...(payload ? { payload } : {}) });

describe('a grant at an employer', () => {
  it('does not open the site’s candidates, settings, moderation, audit log or people, whatever its role holds', async () => {
    // The attack: staff build a role with candidate and site rights and give it to an employer's
    // recruiter; with the employer selected, the site-wide lists used to answer.
    await holdRole(t, {
      account: t.ids.acme,
      email: 'recruiter@northwind.test',
      permissions: [
        'seekers.all',
        'settings.all',
        'flagged_jobs.all',
        'jobs.approve',
        'employers.all',
        'consultants.all',
        'credits.update',
        'audit_log.all',
        'account_users.all',
        'roles.all',
        'sites.all',
        'accounts.update',
        'dashboard.read',
        'impersonation.impersonate',
      ],
      at: { type: 'employer', id: northwind },
    });
    const seekers = await call('recruiter@northwind.test', 'GET', '/seekers', asNorthwind);
    expect(seekers.statusCode, seekers.body.slice(0, 200)).toBe(403);
    const refused: [Method, string, object?][] = [
      ['GET', '/seekers/export.csv'],
      ['GET', '/site/settings'],
      ['PUT', '/site/settings', {}],
      ['POST', '/cms/auth/token'],
      ['GET', '/site/flagged-jobs'],
      ['GET', '/jobs/on-hold'],
      ['POST', '/jobs/approve', { uuids: [] }],
      ['GET', '/employers'],
      ['GET', '/employers/export.csv'],
      ['GET', '/consultants'],
      ['GET', '/credit/wallets'],
      ['GET', '/site/dashboard'],
      ['GET', '/audit-log'],
      ['GET', '/accounts/users'],
      ['GET', '/accounts/roles'],
      ['GET', '/sites'],
      ['GET', '/accounts/brand'],
    ];
    for (const [method, url, payload] of refused) {
      const res = await call('recruiter@northwind.test', method, url, asNorthwind, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    // What an employer does for itself still works: its own jobs.
    const jobs = await call('recruiter@northwind.test', 'GET', '/jobs', asNorthwind);
    expect(jobs.statusCode).toBe(200);
    const employers = new Set((jobs.json().data as { employer: { id: number } }[]).map((j) => j.employer.id));
    expect([...employers]).toEqual([northwind]);
  });
});

describe('a grant at a site', () => {
  it('does not read the whole account’s audit log or people (account-wide rights act only at the account)', async () => {
    await holdRole(t, {
      account: t.ids.acme,
      email: 'manager@acme.test',
      permissions: ['audit_log.read', 'audit_log.export', 'account_users.read', 'roles.read'],
      at: { type: 'site', id: t.ids.acmeJobs },
    });
    for (const url of [
      '/audit-log',
      '/audit-log/export.csv',
      '/accounts/users',
      '/accounts/scopes',
      '/accounts/roles',
    ]) {
      const res = await call('manager@acme.test', 'GET', url, acmeJobs);
      expect(res.statusCode, url).toBe(403);
    }
  });
});
