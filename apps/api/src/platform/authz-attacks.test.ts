import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, type Selection, setupApi } from '../test/harness.js';
import { holdRole } from '../test/roles.js';

/**
 * The authorisation matrix's attack rows: each request that once got through (issue 16), replayed
 * as the caller who tried it, with the answer it gets now. The matrix itself (authz-matrix.test.ts)
 * says who passes each operation's door; these rows are the decisions made behind the door, where
 * an empty-body matrix could not look. Each row names the test that covers its attack in full.
 */

let t: Harness;
const tokens: Record<string, string> = {};
const token = async (email: string) => {
  tokens[email] ??= await t.login(email);
  return tokens[email];
};
let acmeJobs: Selection;
let northwind: Selection;

beforeAll(async () => {
  t = await setupApi();
  acmeJobs = { account: t.ids.acme, site: t.ids.acmeJobs };
  northwind = { ...acmeJobs, employer: t.ids.employer('Northwind Traders') };
});
afterAll(() => t.close());

const as = async (
  email: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  select: Selection,
  payload?: object,
) => t.call({ method, url: `/portal${url}`, token: await token(email), select, ...(payload ? { payload } : {}) });

describe('issue 16, one row per attack', () => {
  it('3. the employer relists a job moderation unlisted: 403 relist_needs_staff (jobs-moderation.test.ts)', async () => {
    const flagged = (await as('moderator@acme.test', 'GET', '/v1/site/flagged-jobs', acmeJobs)).json().data as {
      job: { id: string; title: string };
    }[];
    const job = flagged.find((f) => f.job.title === 'Delivery driver (van)')?.job;
    expect(job).toBeDefined();
    const resolve = await as('moderator@acme.test', 'POST', `/v1/site/flagged-jobs/${job!.id}/resolve`, acmeJobs, {
      action: 'unlist',
    });
    expect(resolve.statusCode).toBe(200);
    const relist = await as('hr@northwind.test', 'POST', '/v1/jobs/relist', northwind, { ids: [job!.id] });
    expect([relist.statusCode, relist.json().code]).toEqual([403, 'relist_needs_staff']);
  });

  it('4. an employer user adds another tenant’s owner: a pending invitation, no profile, no grant (consent.test.ts)', async () => {
    const team = `/v1/employers/${northwind.employer}/users`;
    const role = (await as('hr@northwind.test', 'GET', `/v1/employers/${northwind.employer}/roles`, northwind)).json()
      .data[0] as { id: number };
    const res = await as('hr@northwind.test', 'POST', team, northwind, {
      email: 'owner@globex.test',
      name: 'Anyone',
      role_id: role.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(JSON.stringify(res.json())).not.toMatch(/Gus Globex|last_login|avatar/i);
    const me = (await as('owner@globex.test', 'GET', '/auth/me', {})).json().data;
    expect(me.accounts.map((a: { name: string }) => a.name)).toEqual(['Globex Recruitment']);
  });

  it('5. a right given at an employer acts site-wide: an employer grant of seekers.read lists no candidates (rights-at-place.test.ts)', async () => {
    await holdRole(t, {
      account: t.ids.acme,
      email: 'recruiter@northwind.test',
      permissions: ['seekers.read'],
      at: { type: 'employer', id: northwind.employer! },
    });
    const res = await as('recruiter@northwind.test', 'GET', '/v1/seekers', northwind);
    expect(res.statusCode).toBe(403);
  });

  it('5. site staff hand on an employer role they do not hold: 403 (employer-role-rights.test.ts)', async () => {
    // A coordinator may manage employers' teams but holds no job rights at Northwind.
    await holdRole(t, {
      account: t.ids.acme,
      email: 'moderator@acme.test',
      permissions: ['employers.read', 'employers.update', 'employer_users.all'],
      at: { type: 'site', id: t.ids.acmeJobs },
    });
    const roles = (await as('hr@northwind.test', 'GET', `/v1/employers/${northwind.employer}/roles`, northwind)).json()
      .data as { id: number; permissions: string[] }[];
    const admin = roles.find((r) => r.permissions.some((p) => p.startsWith('jobs.')))!;
    const res = await as('moderator@acme.test', 'POST', `/v1/employers/${northwind.employer}/users`, acmeJobs, {
      email: 'new.admin@example.test',
      name: 'New Admin',
      role_id: admin.id,
    });
    expect(res.statusCode).toBe(403);
  });

  it('9. an impersonation deletes the notice that the person was acted as: 403 (impersonation-trail.test.ts)', async () => {
    const started = await as(
      'owner@acme.test',
      'POST',
      `/v1/impersonate/users/${t.ids.user('hr@northwind.test')}`,
      {
        account: t.ids.acme,
      },
      { reason: 'Helping with a job post' },
    );
    expect(started.statusCode).toBe(201);
    const acting = started.json().data.access_token as string;
    const inbox = await t.call({ method: 'GET', url: '/portal/v1/notifications/inbox?per_page=100', token: acting });
    const notice = (inbox.json().data as { id: string; kind: string }[]).find((n) => n.kind === 'impersonated')!;
    const res = await t.call({ method: 'DELETE', url: `/portal/v1/notifications/${notice.id}`, token: acting });
    expect([res.statusCode, res.json().code]).toEqual([403, 'not_while_impersonating']);
  });

  it('11. sites.update held at one site edits another: 403 (sites.test.ts)', async () => {
    await holdRole(t, {
      account: t.ids.acme,
      email: 'manager@acme.test',
      permissions: ['sites.read', 'sites.update'],
      at: { type: 'site', id: t.ids.acmeJobs },
    });
    const res = await as('manager@acme.test', 'PUT', `/v1/sites/${t.ids.acmeHealth}`, acmeJobs, {
      name: 'Taken over',
      domain: null,
    });
    expect(res.statusCode).toBe(403);
  });

  it('11. audit_log.read given at one site reads the whole account’s log: 403 (rights-at-place.test.ts)', async () => {
    await holdRole(t, {
      account: t.ids.acme,
      email: 'moderator@acme.test',
      permissions: ['audit_log.read'],
      at: { type: 'site', id: t.ids.acmeJobs },
    });
    expect((await as('moderator@acme.test', 'GET', '/v1/audit-log', acmeJobs)).statusCode).toBe(403);
  });

  it('11. a site takes another account’s brand host: 422, the host is not one it proved (sites.test.ts)', async () => {
    const res = await as('owner@acme.test', 'PUT', `/v1/sites/${t.ids.acmeJobs}`, acmeJobs, {
      name: 'Acme Jobs',
      domain: '127.0.0.1',
    });
    expect([res.statusCode, res.json().code]).toEqual([422, 'validation_failed']);
    expect(JSON.stringify(res.json().errors)).toMatch(/Prove this host first/);
  });

  it('also: the employers export without employers.export: 403 (employers-export.test.ts)', async () => {
    expect((await as('moderator@acme.test', 'GET', '/v1/employers/export.csv', acmeJobs)).statusCode).toBe(403);
  });
});
