import { describe, expect, it } from 'vitest';
import type { Selection } from '../../test/harness.js';
import { business, employerSuite, householdBody } from './employers.test-helpers.js';

const s = employerSuite();

const OWN = '/portal/v1/employer';
const northwindSelection = (): Selection => ({ ...s.acmeJobs, employer: s.t.ids.employer('Northwind Traders') });
const own = (token: string, select: Selection = northwindSelection()) =>
  s.t.call({ method: 'GET', url: OWN, token, select });
const saveOwn = (token: string, payload: Record<string, unknown>, select: Selection = northwindSelection()) =>
  s.t.call({ method: 'PUT', url: OWN, token, select, payload });
const setEnabled = (enabled: boolean) =>
  s.t.call({
    method: 'POST',
    url: '/portal/v1/employers/status',
    token: s.tokens['manager@acme.test']!,
    select: s.acmeJobs,
    payload: { ids: [s.t.ids.employer('Northwind Traders')], enabled },
  });

describe('GET and PUT /v1/employer (own employer)', () => {
  it('shows an employer user the employer they selected', async () => {
    const res = await own(s.tokens['hr@northwind.test']!);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: s.t.ids.employer('Northwind Traders'), name: 'Northwind Traders' });
  });

  it('needs an employer selected, and the employer_profile permission', async () => {
    const none = await own(s.tokens['hr@northwind.test']!, s.acmeJobs);
    expect(none.statusCode).toBe(403); // the employer-scoped permission only counts with the employer selected
    expect((await own(s.tokens['moderator@acme.test']!, s.acmeJobs)).statusCode).toBe(403);
    expect((await own(s.tokens['owner@acme.test']!, s.acmeJobs)).json()).toMatchObject({ code: 'invalid_context' });
    expect(
      (await own(s.tokens['hr@northwind.test']!, { ...s.acmeJobs, employer: s.t.ids.employer('Contoso Ltd') }))
        .statusCode,
    ).toBe(403);
    expect((await s.t.call({ method: 'GET', url: OWN, select: northwindSelection() })).statusCode).toBe(401);
  });

  it('saves the profile with the same rules as staff edits, and audits the change', async () => {
    const hr = s.tokens['hr@northwind.test']!;
    const bad = await saveOwn(hr, business({ name: 'Northwind Traders', business_name: '' }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ business_name: ['This field is required.'] });
    const household = await saveOwn(
      hr,
      householdBody({ name: 'Northwind Traders', business_name: 'Not for households' }),
    );
    expect(household.json().errors).toEqual({ business_name: ['This value is invalid.'] });

    const res = await saveOwn(
      hr,
      business({ name: 'Northwind Traders', phone: '+44 20 7946 0000', status: 'active', trusted: true }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.trusted).toBe(false); // trust is the staff's to give
    expect(res.json().data).toMatchObject({ name: 'Northwind Traders', phone: '+44 20 7946 0000', status: 'active' });

    const activity = await s.t.call({
      method: 'GET',
      url: `/portal/v1/employers/${s.t.ids.employer('Northwind Traders')}/activity`,
      token: s.tokens['manager@acme.test']!,
      select: s.acmeJobs,
    });
    expect(activity.statusCode).toBe(200);
    expect(activity.json().data[0]).toMatchObject({
      action: 'employer.updated',
      actor: { id: s.t.ids.user('hr@northwind.test'), name: 'Hana Northwind' },
      impersonator: null,
      data: expect.objectContaining({ changed: expect.arrayContaining(['phone']) }),
    });
  });

  it('is read-only for a recruiter', async () => {
    const res = await saveOwn(s.tokens['recruiter@northwind.test']!, business());
    expect(res.statusCode).toBe(403);
  });
});

describe('a disabled employer', () => {
  it('stops its users acting for it, keeps sign-in and /auth/me working, and leaves staff in charge', async () => {
    const hr = s.tokens['hr@northwind.test']!;
    expect((await setEnabled(false)).json().data.updated).toHaveLength(1);
    try {
      const refused = await own(hr);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        code: 'employer_unavailable',
        message: 'This employer account is disabled or was not approved. Contact the job board’s team for help.',
      });
      const team = await s.t.call({
        method: 'GET',
        url: `/portal/v1/employers/${s.t.ids.employer('Northwind Traders')}/users`,
        token: hr,
        select: northwindSelection(),
      });
      expect(team.json().code).toBe('employer_unavailable');

      // Signed-in basics still answer, with the employer's state, so the portal can explain.
      const me = await s.t.call({ method: 'GET', url: '/portal/auth/me', token: hr, select: northwindSelection() });
      expect(me.statusCode).toBe(200);
      expect(me.json().data.accounts[0].sites[0].employers[0]).toMatchObject({ status: 'disabled' });
      const fresh = await s.t.login('hr@northwind.test');
      expect(fresh).toBeTruthy();

      const staff = await s.t.call({
        method: 'GET',
        url: `/portal/v1/employers/${s.t.ids.employer('Northwind Traders')}/users`,
        token: s.tokens['manager@acme.test']!,
        select: s.acmeJobs,
      });
      expect(staff.statusCode).toBe(200);
    } finally {
      expect((await setEnabled(true)).json().data.updated).toHaveLength(1);
    }
    expect((await own(hr)).statusCode).toBe(200);
  });
});

describe('GET /v1/employers/{id}/activity', () => {
  it('lists the audit trail newest first, paged, with the people named', async () => {
    const id = s.t.ids.employer('Northwind Traders');
    const res = await s.t.call({
      method: 'GET',
      url: `/portal/v1/employers/${id}/activity?per_page=2`,
      token: s.tokens['moderator@acme.test']!,
      select: s.acmeJobs,
    });
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(data.map((e: { action: string }) => e.action)).toEqual(['employer.enabled', 'employer.disabled']);
    expect(data[0].actor).toEqual({ id: s.t.ids.user('manager@acme.test'), name: 'Manon Manager' });
    // Seeded: registered, approved, welcome credits; then this file's edit, disable and enable.
    expect(meta).toMatchObject({ current_page: 1, per_page: 2, total: 6, last_page: 3 });
  });

  it('answers 404 for another site’s employer and 403 across tenants', async () => {
    const health = s.t.ids.employer('St Mary Clinic');
    const other = await s.t.call({
      method: 'GET',
      url: `/portal/v1/employers/${health}/activity`,
      token: s.tokens['manager@acme.test']!,
      select: s.acmeJobs,
    });
    expect(other.statusCode).toBe(404);
    const globex = await s.t.call({
      method: 'GET',
      url: `/portal/v1/employers/${health}/activity`,
      token: s.tokens['owner@globex.test']!,
      select: s.globex,
    });
    expect(globex.statusCode).toBe(404);
  });
});
