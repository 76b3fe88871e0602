import type { AccountRole } from '@talent/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, type Selection, setupApi } from '../../test/harness.js';

let t: Harness;
let owner: string;
let acme: Selection;

beforeAll(async () => {
  t = await setupApi();
  acme = { account: t.ids.acme };
  owner = await t.login('owner@acme.test');
});
afterAll(() => t.close());

const save = (body: object, id?: number) =>
  t.call({
    method: id ? 'PUT' : 'POST',
    url: `/portal/v1/accounts/roles${id ? `/${id}` : ''}`,
    token: owner,
    select: acme,
    payload: body,
  });

/** Issue 16, item 5: a role for a place holds only permissions that act there. */
describe('the role editor keeps each role to its place', () => {
  it('refuses an employer role with a permission employers may not hold, naming it (422)', async () => {
    const res = await save({
      name: 'Candidate peek',
      scope_type: 'employer',
      permissions: ['jobs.read', 'seekers.read'],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ permissions: ['A role for this place cannot hold seekers.read.'] });

    for (const permissions of [['all'], ['jobs.all'], ['jobs.approve'], ['settings.update'], ['audit_log.read']]) {
      const refused = await save({ name: 'Too wide', scope_type: 'employer', permissions });
      expect(refused.statusCode, permissions.join()).toBe(422);
    }
  });

  it('refuses widening an employer role in place, and a site role with account-wide rights', async () => {
    const roles = (await t.call({ method: 'GET', url: '/portal/v1/accounts/roles', token: owner, select: acme })).json()
      .data as AccountRole[];
    const recruiter = roles.find((r) => r.key === 'employer_recruiter')!;
    const widened = await save(
      { name: recruiter.name, scope_type: 'employer', permissions: [...recruiter.permissions, 'jobs.approve'] },
      recruiter.id,
    );
    expect(widened.statusCode).toBe(422);
    expect(widened.json().errors.permissions[0]).toContain('jobs.approve');

    const site = await save({ name: 'Site auditor', scope_type: 'site', permissions: ['audit_log.read', 'jobs.read'] });
    expect(site.statusCode).toBe(422);
    expect(site.json().errors.permissions[0]).toContain('audit_log.read');
  });

  it('accepts what an employer does for itself, and anything in a role meant for the account or any place', async () => {
    const employer = await save({
      name: 'Hiring lead',
      scope_type: 'employer',
      permissions: ['employer_profile.all', 'employer_users.all', 'jobs.read', 'jobs.export', 'applications.all'],
    });
    expect(employer.statusCode).toBe(201);
    const site = await save({
      name: 'Board lead',
      scope_type: 'site',
      permissions: ['jobs.all', 'seekers.all', 'sites.update'],
    });
    expect(site.statusCode).toBe(201);
    const anywhere = await save({ name: 'Anything', permissions: ['audit_log.read', 'jobs.approve'] });
    expect(anywhere.statusCode).toBe(201);
  });

  it('offers no permission that nothing enforces (`notifications.*`, `employers.delete`, `dashboard.access`, …)', async () => {
    for (const permission of [
      'notifications.read',
      'notifications.all',
      'employers.delete',
      'dashboard.access',
      'portal.access',
    ]) {
      const res = await save({ name: 'Idle', permissions: ['jobs.read', permission] });
      expect(res.statusCode, permission).toBe(422);
      expect(Object.keys(res.json().errors), permission).toEqual(['permissions.1']);
    }
  });
});
