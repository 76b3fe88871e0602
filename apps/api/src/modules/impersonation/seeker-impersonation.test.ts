import type { CandidateClaims, CandidateView } from '@talent/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, grants, roles, seekers } from '../../db/schema/index.js';
import { verifyHs256 } from '../../platform/auth/jwt.js';
import { type Harness, type Selection, setupApi } from '../../test/harness.js';

let t: Harness;
let acmeJobs: Selection;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await setupApi();
  acmeJobs = { account: t.ids.acme, site: t.ids.acmeJobs };
  for (const email of ['owner@acme.test', 'manager@acme.test', 'owner@globex.test'])
    tokens[email] = await t.login(email);
});
afterAll(() => t.close());

const seekerId = async (firstName: string) =>
  (await t.database.db.select({ id: seekers.id }).from(seekers).where(eq(seekers.firstName, firstName)))[0]!.id;

const viewAs = async (
  token: string | undefined,
  firstName: string,
  select = acmeJobs,
  reason = 'Checking what they see',
) =>
  t.call({
    method: 'POST',
    url: `/portal/v1/impersonate/seekers/${await seekerId(firstName)}`,
    ...(token ? { token } : {}),
    select,
    payload: { reason },
  });

describe('acting as a candidate', () => {
  it('without a candidate site, answers the candidate’s read-only view and notes it on their activity', async () => {
    const res = await viewAs(tokens['owner@acme.test'], 'Amira');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.mode).toBe('portal');
    const view = res.json().data.view as CandidateView;
    expect(view.site).toBe('Acme Jobs');
    expect(view.seeker).toMatchObject({ name: 'Amira Haddad', locale: 'ar' });
    expect(view.applications.length).toBeGreaterThan(0);
    expect(view.applications[0]).toEqual({
      id: expect.any(String),
      job_title: expect.any(String),
      employer: expect.any(String),
      status: expect.any(String),
      applied_at: expect.any(String),
    });

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'impersonation.seeker_viewed'), eq(auditLog.subjectId, view.seeker.id)));
    expect(entry).toMatchObject({
      actorUserId: t.ids.user('owner@acme.test'),
      subjectType: 'seeker',
      siteId: t.ids.acmeJobs,
      data: { reason: 'Checking what they see', mode: 'portal' },
    });
    // The candidate's activity tab shows it.
    const activity = await t.call({
      method: 'GET',
      url: `/portal/v1/seekers/${view.seeker.id}/activity`,
      token: tokens['owner@acme.test'],
      select: acmeJobs,
    });
    expect(JSON.stringify(activity.json())).toContain('impersonation.seeker_viewed');
  });

  it('with a candidate site, answers its address with a 5-minute token naming the candidate and the staff member', async () => {
    const saved = await t.call({
      method: 'PUT',
      url: '/portal/v1/site/settings',
      token: tokens['owner@acme.test'],
      select: acmeJobs,
      payload: { candidate_site_url: 'https://jobs.acme.test/account' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.candidate_site_url).toBe('https://jobs.acme.test/account');

    const res = await viewAs(tokens['owner@acme.test'], 'Lucas');
    expect(res.json().data).toMatchObject({ mode: 'external', expires_in: 300 });
    const url = res.json().data.url as string;
    expect(url.startsWith('https://jobs.acme.test/account#token=')).toBe(true);
    const claims = await verifyHs256<CandidateClaims>(
      url.split('#token=')[1]!,
      t.app.config.candidateTokenSecret,
      'candidate',
    );
    expect(claims).toMatchObject({
      aud: 'candidate',
      sub: await seekerId('Lucas'),
      site: t.ids.acmeJobs,
      act: { sub: String(t.ids.user('owner@acme.test')) },
    });
    expect(claims!.exp - claims!.iat).toBe(300);
    expect(await verifyHs256(url.split('#token=')[1]!, t.app.config.cms.tokenSecret, 'candidate')).toBeNull();

    await t.call({
      method: 'PUT',
      url: '/portal/v1/site/settings',
      token: tokens['owner@acme.test'],
      select: acmeJobs,
      payload: { candidate_site_url: '' },
    });
  });

  it('refuses a candidate site that is not https', async () => {
    const res = await t.call({
      method: 'PUT',
      url: '/portal/v1/site/settings',
      token: tokens['owner@acme.test'],
      select: acmeJobs,
      payload: { candidate_site_url: 'javascript:alert(1)' },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['candidate_site_url']);
  });

  it('refuses a disabled candidate, no reason, nesting, staff without the right, and other tenants', async () => {
    const owner = tokens['owner@acme.test'];
    const disabled = await viewAs(owner, 'Marcus');
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json().code).toBe('impersonation_refused');

    expect((await viewAs(owner, 'Amira', acmeJobs, '')).statusCode).toBe(422);
    expect((await viewAs(undefined, 'Amira')).statusCode).toBe(401);
    expect((await viewAs(tokens['manager@acme.test'], 'Amira')).statusCode).toBe(403);
    expect((await viewAs(tokens['owner@globex.test'], 'Amira')).statusCode).toBe(403);
    const globexSite = { account: t.ids.globex, site: t.ids.globexCareers };
    expect((await viewAs(tokens['owner@globex.test'], 'Amira', globexSite)).statusCode).toBe(404);

    // Acting as someone already: no candidate on top of it, even as someone allowed to do it.
    const [helper] = await t.database.db
      .insert(roles)
      .values({
        accountId: t.ids.acme,
        key: 'candidate_helper',
        name: 'Candidate helper',
        permissions: ['impersonation.impersonate', 'seekers.read'],
      })
      .returning({ id: roles.id });
    await t.database.db.insert(grants).values({
      userId: t.ids.user('manager@acme.test'),
      roleId: helper!.id,
      accountId: t.ids.acme,
      scopeType: 'site',
      scopeId: t.ids.acmeJobs,
    });
    const session = await t.call({
      method: 'POST',
      url: `/portal/v1/impersonate/users/${t.ids.user('manager@acme.test')}`,
      token: owner,
      select: { account: t.ids.acme },
      payload: { reason: 'Helping with a job post' },
    });
    expect(session.statusCode).toBe(201);
    const nested = await viewAs(session.json().data.access_token, 'Amira');
    expect(nested.statusCode).toBe(403);
    expect(nested.json().code).toBe('not_while_impersonating');
  });
});
