import { catalogues } from '@talent/contract';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employers } from '../../db/schema/index.js';
import { BASE, business, employerSuite, householdBody, invalid } from './employers.test-helpers.js';

const s = employerSuite();

describe('create and update: validation', () => {
  const create = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    s.t.call({ method: 'POST', url: BASE, token: s.tokens['manager@acme.test'], select: s.acmeJobs, payload, headers });

  it('accepts a household without business fields (blank ones count as absent)', async () => {
    const res = await create(householdBody({ business_name: '', website: '  ', size: null }));
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({
      name: 'The Lee Family',
      type: 'household',
      business_name: null,
      website: null,
      size: null,
      email: 'sam.lee@example.test',
    });
  });

  it('refuses business fields on a household, and a business without a business name', async () => {
    const household = await create(householdBody({ business_name: 'Lee Ltd', size: '1-10' }));
    expect(household.statusCode).toBe(422);
    expect(household.json()).toEqual(
      invalid({ business_name: ['This value is invalid.'], size: ['This value is invalid.'] }),
    );
    const noName = await create(business({ business_name: undefined }));
    expect(noName.statusCode).toBe(422);
    expect(noName.json()).toEqual(invalid({ business_name: ['This field is required.'] }));
    const blankName = await create(business({ business_name: '   ' }));
    expect(blankName.json()).toEqual(invalid({ business_name: ['This field is required.'] }));
  });

  it('refuses a bad e-mail, a missing name, an unknown type and overlong text, with the catalogue messages', async () => {
    const res = await create(business({ email: 'not-an-email', name: '', type: 'charity', address: 'x'.repeat(501) }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(
      invalid({
        email: [catalogues.en.fields.email],
        name: [catalogues.en.fields.required],
        type: [catalogues.en.fields.invalid],
        address: ['This value may not be longer than 500 characters.'],
      }),
    );
    const fr = await create(business({ email: 'nope' }), { 'accept-language': 'fr' });
    expect(fr.json()).toEqual({
      message: catalogues.fr.errors.validation_failed,
      code: 'validation_failed',
      errors: { email: [catalogues.fr.fields.email] },
    });
  });

  it('refuses an industry or size that is not one of the site’s options, and a logo that is not an image URL', async () => {
    const res = await create(business({ industry: 'piracy', size: 'huge' }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(invalid({ industry: ['This value is invalid.'], size: ['This value is invalid.'] }));
    const logo = await create(business({ logo: 'javascript:alert(1)', website: 'ftp://x.test' }));
    expect(logo.json()).toEqual(invalid({ logo: ['This value is invalid.'], website: ['This value is invalid.'] }));
  });

  it('the database refuses business fields on a household too (CHECK constraint)', async () => {
    const id = s.t.ids.employer('The Martin Family');
    await expect(s.t.database.db.update(employers).set({ size: '1-10' }).where(eq(employers.id, id))).rejects.toThrow();
    expect((await s.row(id))!.size).toBeNull();
  });

  it('PUT cannot set the status (ignored), keeps the tenant, and audits the change', async () => {
    const id = s.t.ids.employer('Fabrikam Foods');
    const res = await s.t.call({
      method: 'PUT',
      url: `${BASE}/${id}`,
      token: s.tokens['manager@acme.test'],
      select: s.acmeJobs,
      payload: {
        ...business({ name: 'Fabrikam Foods', business_name: 'Fabrikam Foods plc', industry: 'hospitality' }),
        status: 'active',
        approved_at: new Date().toISOString(),
        site_id: s.t.ids.acmeHealth,
        id: 1,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, status: 'on_hold', approved_at: null, site_id: s.t.ids.acmeJobs });
    const row = await s.row(id);
    expect(row).toMatchObject({
      status: 'on_hold',
      approvedAt: null,
      siteId: s.t.ids.acmeJobs,
      email: 'jobs@proseware.test',
    });
    const audit = await s.t.database.db.execute(
      sql`select action, account_id, site_id from audit_log where subject_type = 'employer' and request_id is not null and subject_id = ${String(id)}`,
    );
    expect((audit as unknown as { rows: unknown[] }).rows).toEqual([
      { action: 'employer.updated', account_id: s.t.ids.acme, site_id: s.t.ids.acmeJobs },
    ]);
  });

  it('turning a business into a household needs its business fields emptied', async () => {
    const id = s.t.ids.employer('Coho Winery');
    const token = s.tokens['owner@acme.test']!;
    const bad = await s.t.call({
      method: 'PUT',
      url: `${BASE}/${id}`,
      token,
      select: s.acmeJobs,
      payload: business({ type: 'household' }),
    });
    expect(bad.statusCode).toBe(422);
    const ok = await s.t.call({
      method: 'PUT',
      url: `${BASE}/${id}`,
      token,
      select: s.acmeJobs,
      payload: householdBody({ name: 'Coho Winery' }),
    });
    expect(ok.statusCode).toBe(200);
    expect(await s.row(id)).toMatchObject({ type: 'household', businessName: null, size: null, website: null });
  });
});

describe('create: the site decides whether a new employer waits for approval', () => {
  it('starts on hold on Acme Jobs and active on Acme Health, audited with site and account', async () => {
    const token = s.tokens['owner@acme.test']!;
    const onHold = await s.t.call({
      method: 'POST',
      url: BASE,
      token,
      select: s.acmeJobs,
      payload: business({ name: 'Held Co' }),
    });
    expect(onHold.statusCode).toBe(201);
    expect(onHold.json().data).toMatchObject({ status: 'on_hold', approved_at: null, site_id: s.t.ids.acmeJobs });
    const active = await s.t.call({
      method: 'POST',
      url: BASE,
      token,
      select: s.acmeHealth,
      payload: business({ name: 'Open Co', industry: 'pharmacy' }),
    });
    expect(active.statusCode).toBe(201);
    expect(active.json().data).toMatchObject({ status: 'active', site_id: s.t.ids.acmeHealth });
    expect(active.json().data.approved_at).not.toBeNull();
    const audit = await s.t.database.db.execute(
      sql`select action, account_id, site_id, data from audit_log where action = 'employer.created' and subject_id = ${String(active.json().data.id)}`,
    );
    expect((audit as unknown as { rows: unknown[] }).rows).toEqual([
      {
        action: 'employer.created',
        account_id: s.t.ids.acme,
        site_id: s.t.ids.acmeHealth,
        data: { status: 'active', type: 'business' },
      },
    ]);
  });

  it('defaults to on hold when the site has no setting', async () => {
    await s.t.database.db.execute(
      sql`update sites set settings = settings - 'employers_start_on_hold' where id = ${s.t.ids.acmeHealth}`,
    );
    const res = await s.t.call({
      method: 'POST',
      url: BASE,
      token: s.tokens['owner@acme.test'],
      select: s.acmeHealth,
      payload: householdBody({ name: 'Default Family' }),
    });
    expect(res.json().data.status).toBe('on_hold');
    await s.t.database.db.execute(
      sql`update sites set settings = settings || '{"employers_start_on_hold": false}'::jsonb where id = ${s.t.ids.acmeHealth}`,
    );
  });
});

describe('GET /site/field-options', () => {
  it('answers the site’s own options, with a label per locale', async () => {
    const token = s.tokens['owner@acme.test']!;
    const jobs = (
      await s.t.call({ method: 'GET', url: '/portal/v1/site/field-options', token, select: s.acmeJobs })
    ).json();
    const health = (
      await s.t.call({ method: 'GET', url: '/portal/v1/site/field-options', token, select: s.acmeHealth })
    ).json();
    expect(jobs.data.industries.map((o: { value: string }) => o.value)).toContain('retail');
    expect(health.data.industries.map((o: { value: string }) => o.value)).toContain('pharmacy');
    expect(health.data.industries.map((o: { value: string }) => o.value)).not.toContain('retail');
    for (const option of [...jobs.data.industries, ...jobs.data.sizes]) {
      expect(Object.keys(option.label).sort()).toEqual(['ar', 'en', 'fr']);
    }
  });

  it('falls back to the defaults when the site has none', async () => {
    const site = s.t.ids.globexCareers;
    await s.t.database.db.execute(sql`update sites set settings = '{}'::jsonb where id = ${site}`);
    const res = await s.t.call({
      method: 'GET',
      url: '/portal/v1/site/field-options',
      token: s.tokens['owner@globex.test'],
      select: s.globex,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.sizes.length).toBeGreaterThan(0);
    expect(res.json().data.industries.length).toBeGreaterThan(0);
    // And the start-on-hold rule defaults to on hold.
    const created = await s.t.call({
      method: 'POST',
      url: BASE,
      token: s.tokens['owner@globex.test'],
      select: s.globex,
      payload: business({ name: 'Globex Newco' }),
    });
    expect(created.json().data.status).toBe('on_hold');
    const row = await s.t.database.db
      .select({ accountId: employers.accountId })
      .from(employers)
      .where(and(eq(employers.id, created.json().data.id), eq(employers.siteId, s.t.ids.globexCareers)));
    expect(row).toEqual([{ accountId: s.t.ids.globex }]);
  });
});
