import { catalogues } from '@talent/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employers } from '../../db/schema/index.js';
import { type Harness, type Selection, setupApi } from '../../test/harness.js';

let t: Harness;
let acmeJobs: Selection;
let acmeHealth: Selection;
let globex: Selection;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await setupApi();
  acmeJobs = { account: t.ids.acme, site: t.ids.acmeJobs };
  acmeHealth = { account: t.ids.acme, site: t.ids.acmeHealth };
  globex = { account: t.ids.globex, site: t.ids.globexCareers };
  for (const email of [
    'admin@portal.test',
    'owner@acme.test',
    'manager@acme.test',
    'moderator@acme.test',
    'hr@northwind.test',
    'owner@globex.test',
    'nobody@portal.test',
  ]) {
    tokens[email] = await t.login(email);
  }
});
afterAll(() => t.close());

const BASE = '/portal/v1/employers';
const invalid = (errors: Record<string, string[]>) => ({
  message: 'The given data was invalid.',
  code: 'validation_failed',
  errors,
});

const business = (over: Record<string, unknown> = {}) => ({
  name: 'Proseware Inc',
  type: 'business',
  business_name: 'Proseware Incorporated',
  registration_number: 'RC-PROSE-1',
  industry: 'retail',
  size: '11-50',
  website: 'https://proseware.test',
  contact_name: 'Pia Prose',
  email: 'Jobs@Proseware.test',
  phone: '+44 20 7946 0999',
  address: '1 Test Street, London',
  ...over,
});
const householdBody = (over: Record<string, unknown> = {}) => ({
  name: 'The Lee Family',
  type: 'household',
  contact_name: 'Sam Lee',
  email: 'sam.lee@example.test',
  ...over,
});

async function employerRow(id: number) {
  const [row] = await t.database.db.select().from(employers).where(eq(employers.id, id));
  return row;
}
async function siteEmployerCount(siteId: number) {
  const rows = await t.database.db.select({ id: employers.id }).from(employers).where(eq(employers.siteId, siteId));
  return rows.length;
}

describe('who may do what (demo roles)', () => {
  it('the moderator lists, reads and sees the on-hold queue, but cannot create or update', async () => {
    const token = tokens['moderator@acme.test']!;
    const id = t.ids.employer('Contoso Ltd');
    expect((await t.call({ method: 'GET', url: BASE, token, select: acmeJobs })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: `${BASE}/${id}`, token, select: acmeJobs })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: `${BASE}/on-hold`, token, select: acmeJobs })).statusCode).toBe(200);
    expect(
      (await t.call({ method: 'GET', url: '/portal/v1/site/field-options', token, select: acmeJobs })).statusCode,
    ).toBe(200);
    const before = await siteEmployerCount(t.ids.acmeJobs);
    const create = await t.call({ method: 'POST', url: BASE, token, select: acmeJobs, payload: business() });
    expect(create.statusCode).toBe(403);
    expect(create.json()).toEqual({ message: 'You are not authorized!', code: 'forbidden' });
    const update = await t.call({ method: 'PUT', url: `${BASE}/${id}`, token, select: acmeJobs, payload: business() });
    expect(update.statusCode).toBe(403);
    const status = await t.call({
      method: 'POST',
      url: `${BASE}/status`,
      token,
      select: acmeJobs,
      payload: { ids: [id], enabled: false },
    });
    expect(status.statusCode).toBe(403);
    expect(await siteEmployerCount(t.ids.acmeJobs)).toBe(before);
    expect((await employerRow(id))!.name).toBe('Contoso Ltd');
  });

  it('the manager may do everything on its site, and nothing on another site', async () => {
    const token = tokens['manager@acme.test']!;
    const created = await t.call({ method: 'POST', url: BASE, token, select: acmeJobs, payload: business() });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    const updated = await t.call({
      method: 'PUT',
      url: `${BASE}/${id}`,
      token,
      select: acmeJobs,
      payload: business({ name: 'Proseware' }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.name).toBe('Proseware');
    expect((await t.call({ method: 'GET', url: `${BASE}/on-hold`, token, select: acmeJobs })).statusCode).toBe(200);
    // Acme Health is not its site: the selection itself is refused.
    expect((await t.call({ method: 'GET', url: BASE, token, select: acmeHealth })).statusCode).toBe(403);
  });

  it('the employer user (no employers permission) and a user with no team get 403 everywhere', async () => {
    const id = t.ids.employer('Northwind Traders');
    const hrSelect = { ...acmeJobs, employer: id };
    for (const [email, select] of [
      ['hr@northwind.test', hrSelect],
      ['hr@northwind.test', acmeJobs],
      ['nobody@portal.test', acmeJobs],
      ['nobody@portal.test', {}],
    ] as const) {
      const token = tokens[email]!;
      const calls = [
        { method: 'GET', url: BASE },
        { method: 'GET', url: `${BASE}/${id}` },
        { method: 'GET', url: `${BASE}/on-hold` },
        { method: 'GET', url: `${BASE}/export.csv` },
        { method: 'GET', url: '/portal/v1/site/field-options' },
        { method: 'POST', url: BASE, payload: business() },
        { method: 'PUT', url: `${BASE}/${id}`, payload: business() },
        { method: 'POST', url: `${BASE}/approve`, payload: { ids: [id] } },
        { method: 'POST', url: `${BASE}/reject`, payload: { ids: [id], reason: 'x' } },
        { method: 'POST', url: `${BASE}/status`, payload: { ids: [id], enabled: false } },
      ] as const;
      for (const call of calls) {
        const res = await t.call({ ...call, token, select });
        expect(res.statusCode, `${email} ${call.method} ${call.url}`).toBe(403);
      }
    }
    expect((await employerRow(id))!.status).toBe('active');
  });

  it('anyone signed in may read the employer types, labelled in their language', async () => {
    const res = await t.call({ method: 'GET', url: '/portal/v1/employer-types', token: tokens['nobody@portal.test'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        { value: 'business', label: 'Business' },
        { value: 'household', label: 'Household' },
      ],
    });
    for (const locale of ['fr', 'ar'] as const) {
      const translated = await t.call({
        method: 'GET',
        url: '/portal/v1/employer-types',
        token: tokens['hr@northwind.test'],
        headers: { 'accept-language': locale },
      });
      expect(translated.json().data.map((d: { label: string }) => d.label)).toEqual([
        catalogues[locale].labels.employerTypes.business,
        catalogues[locale].labels.employerTypes.household,
      ]);
    }
    expect((await t.call({ method: 'GET', url: '/portal/v1/employer-types' })).statusCode).toBe(401);
  });
});

describe('tenant isolation', () => {
  it('another tenant’s ids answer 404 on GET and PUT, and approve skips them, changing nothing', async () => {
    const token = tokens['owner@globex.test']!;
    const acmeActive = t.ids.employer('Contoso Ltd');
    const acmeOnHold = t.ids.employer('Fabrikam Foods');
    const before = await employerRow(acmeOnHold);
    for (const id of [acmeActive, acmeOnHold]) {
      const get = await t.call({ method: 'GET', url: `${BASE}/${id}`, token, select: globex });
      expect(get.statusCode).toBe(404);
      expect(get.json()).toEqual({ message: 'The requested resource was not found.', code: 'not_found' });
      const put = await t.call({ method: 'PUT', url: `${BASE}/${id}`, token, select: globex, payload: business() });
      expect(put.statusCode).toBe(404);
    }
    const ownOnHold = t.ids.employer('Umbrella Logistics');
    const approve = await t.call({
      method: 'POST',
      url: `${BASE}/approve`,
      token,
      select: globex,
      payload: { ids: [acmeOnHold, acmeActive] },
    });
    expect(approve.statusCode).toBe(200);
    expect(approve.json().data).toEqual({
      updated: [],
      skipped: [
        { id: acmeOnHold, reason: 'not_found' },
        { id: acmeActive, reason: 'not_found' },
      ],
    });
    const reject = await t.call({
      method: 'POST',
      url: `${BASE}/reject`,
      token,
      select: globex,
      payload: { ids: [acmeOnHold], reason: 'nope' },
    });
    expect(reject.json().data.skipped).toEqual([{ id: acmeOnHold, reason: 'not_found' }]);
    expect(await employerRow(acmeOnHold)).toEqual(before);
    expect((await employerRow(ownOnHold))!.status).toBe('on_hold');
    // Its list holds only its own site's employers.
    const list = await t.call({ method: 'GET', url: `${BASE}?per_page=100`, token, select: globex });
    expect(list.json().data.every((e: { site_id: number }) => e.site_id === t.ids.globexCareers)).toBe(true);
    // And selecting the Acme site is refused before any query.
    expect((await t.call({ method: 'GET', url: `${BASE}/${acmeActive}`, token, select: acmeJobs })).statusCode).toBe(
      403,
    );
  });

  it('the Acme owner cannot reach an Acme Health employer through the Acme Jobs selection', async () => {
    const token = tokens['owner@acme.test']!;
    const health = t.ids.employer('St Mary Clinic');
    expect((await t.call({ method: 'GET', url: `${BASE}/${health}`, token, select: acmeJobs })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: `${BASE}/${health}`, token, select: acmeHealth })).statusCode).toBe(200);
  });
});

describe('list', () => {
  const list = (query: string, select = acmeJobs) =>
    t.call({ method: 'GET', url: `${BASE}?${query}`, token: tokens['owner@acme.test'], select });

  async function dbNames(where: ReturnType<typeof sql>) {
    const result = await t.database.db.execute(
      sql`select name from employers where site_id = ${t.ids.acmeJobs} and ${where} order by id`,
    );
    return (result as unknown as { rows: { name: string }[] }).rows.map((r) => r.name).sort();
  }
  const names = (res: Awaited<ReturnType<typeof list>>) =>
    (res.json().data as { name: string }[]).map((e) => e.name).sort();

  it('filters by type, status and industry (flat filter[...] keys), as the database has them', async () => {
    const byType = await list('filter[type]=household&per_page=100');
    expect(byType.statusCode).toBe(200);
    expect(names(byType)).toEqual(await dbNames(sql`type = 'household'`));
    expect(names(byType).length).toBeGreaterThan(0);
    const byStatus = await list(`${encodeURIComponent('filter[status]')}=on_hold&per_page=100`);
    expect(names(byStatus)).toEqual(await dbNames(sql`status = 'on_hold'`));
    const both = await list('filter[status]=active&filter[industry]=retail&per_page=100');
    expect(names(both)).toEqual(await dbNames(sql`status = 'active' and industry = 'retail'`));
    expect(names(both)).toContain('Northwind Traders');
    const bad = await list('filter[status]=archived');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual(invalid({ 'filter[status]': ['This value is invalid.'] }));
  });

  it('searches name, business name and e-mail, case-insensitively, with LIKE wildcards taken literally', async () => {
    expect(names(await list('q=NORTHWIND'))).toEqual(['Northwind Traders']);
    expect(names(await list('q=fabrikam foods plc'))).toEqual(['Fabrikam Foods']);
    expect(names(await list(`q=${encodeURIComponent('julie.martin@')}`))).toEqual(['The Martin Family']);
    expect((await list('q=%25')).json().data).toEqual([]);
    expect((await list('q=_')).json().data).toEqual([]);
  });

  it('sorts by name, created_at and status, and pages with meta', async () => {
    const all = await dbNames(sql`true`);
    const byName = await list('sort=name&per_page=100');
    expect(byName.json().data.map((e: { name: string }) => e.name)).toEqual(
      [...all].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    const newest = (await list('sort=-created_at&per_page=1')).json();
    expect(newest.meta).toEqual({ current_page: 1, per_page: 1, total: all.length, last_page: all.length });
    const created = (await list('sort=created_at&per_page=100'))
      .json()
      .data.map((e: { created_at: string }) => e.created_at);
    expect(created).toEqual([...created].sort());
    const statuses = (await list('sort=status&per_page=100')).json().data.map((e: { status: string }) => e.status);
    expect(statuses).toEqual([...statuses].sort());
    const page2 = (await list('sort=name&per_page=5&page=2')).json();
    expect(page2.data.map((e: { name: string }) => e.name)).toEqual(
      byName
        .json()
        .data.slice(5, 10)
        .map((e: { name: string }) => e.name),
    );
    expect((await list('sort=email')).statusCode).toBe(422);
  });

  it('the on-hold list holds only on-hold employers', async () => {
    const res = await t.call({
      method: 'GET',
      url: `${BASE}/on-hold?per_page=100`,
      token: tokens['moderator@acme.test'],
      select: acmeJobs,
    });
    expect(names(res)).toEqual(await dbNames(sql`status = 'on_hold'`));
    expect(names(res).length).toBeGreaterThan(1);
  });
});

describe('create and update: validation', () => {
  const create = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.call({ method: 'POST', url: BASE, token: tokens['manager@acme.test'], select: acmeJobs, payload, headers });

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
    const id = t.ids.employer('The Martin Family');
    await expect(t.database.db.update(employers).set({ size: '1-10' }).where(eq(employers.id, id))).rejects.toThrow();
    expect((await employerRow(id))!.size).toBeNull();
  });

  it('PUT cannot set the status (ignored), keeps the tenant, and audits the change', async () => {
    const id = t.ids.employer('Fabrikam Foods');
    const res = await t.call({
      method: 'PUT',
      url: `${BASE}/${id}`,
      token: tokens['manager@acme.test'],
      select: acmeJobs,
      payload: {
        ...business({ name: 'Fabrikam Foods', business_name: 'Fabrikam Foods plc', industry: 'hospitality' }),
        status: 'active',
        approved_at: new Date().toISOString(),
        site_id: t.ids.acmeHealth,
        id: 1,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, status: 'on_hold', approved_at: null, site_id: t.ids.acmeJobs });
    const row = await employerRow(id);
    expect(row).toMatchObject({
      status: 'on_hold',
      approvedAt: null,
      siteId: t.ids.acmeJobs,
      email: 'jobs@proseware.test',
    });
    const audit = await t.database.db.execute(
      sql`select action, account_id, site_id from audit_log where subject_type = 'employer' and subject_id = ${String(id)}`,
    );
    expect((audit as unknown as { rows: unknown[] }).rows).toEqual([
      { action: 'employer.updated', account_id: t.ids.acme, site_id: t.ids.acmeJobs },
    ]);
  });

  it('turning a business into a household needs its business fields emptied', async () => {
    const id = t.ids.employer('Coho Winery');
    const token = tokens['owner@acme.test']!;
    const bad = await t.call({
      method: 'PUT',
      url: `${BASE}/${id}`,
      token,
      select: acmeJobs,
      payload: business({ type: 'household' }),
    });
    expect(bad.statusCode).toBe(422);
    const ok = await t.call({
      method: 'PUT',
      url: `${BASE}/${id}`,
      token,
      select: acmeJobs,
      payload: householdBody({ name: 'Coho Winery' }),
    });
    expect(ok.statusCode).toBe(200);
    expect(await employerRow(id)).toMatchObject({ type: 'household', businessName: null, size: null, website: null });
  });
});

describe('create: the site decides whether a new employer waits for approval', () => {
  it('starts on hold on Acme Jobs and active on Acme Health, audited with site and account', async () => {
    const token = tokens['owner@acme.test']!;
    const onHold = await t.call({
      method: 'POST',
      url: BASE,
      token,
      select: acmeJobs,
      payload: business({ name: 'Held Co' }),
    });
    expect(onHold.statusCode).toBe(201);
    expect(onHold.json().data).toMatchObject({ status: 'on_hold', approved_at: null, site_id: t.ids.acmeJobs });
    const active = await t.call({
      method: 'POST',
      url: BASE,
      token,
      select: acmeHealth,
      payload: business({ name: 'Open Co', industry: 'pharmacy' }),
    });
    expect(active.statusCode).toBe(201);
    expect(active.json().data).toMatchObject({ status: 'active', site_id: t.ids.acmeHealth });
    expect(active.json().data.approved_at).not.toBeNull();
    const audit = await t.database.db.execute(
      sql`select action, account_id, site_id, data from audit_log where action = 'employer.created' and subject_id = ${String(active.json().data.id)}`,
    );
    expect((audit as unknown as { rows: unknown[] }).rows).toEqual([
      {
        action: 'employer.created',
        account_id: t.ids.acme,
        site_id: t.ids.acmeHealth,
        data: { status: 'active', type: 'business' },
      },
    ]);
  });

  it('defaults to on hold when the site has no setting', async () => {
    await t.database.db.execute(
      sql`update sites set settings = settings - 'employers_start_on_hold' where id = ${t.ids.acmeHealth}`,
    );
    const res = await t.call({
      method: 'POST',
      url: BASE,
      token: tokens['owner@acme.test'],
      select: acmeHealth,
      payload: householdBody({ name: 'Default Family' }),
    });
    expect(res.json().data.status).toBe('on_hold');
    await t.database.db.execute(
      sql`update sites set settings = settings || '{"employers_start_on_hold": false}'::jsonb where id = ${t.ids.acmeHealth}`,
    );
  });
});

describe('GET /site/field-options', () => {
  it('answers the site’s own options, with a label per locale', async () => {
    const token = tokens['owner@acme.test']!;
    const jobs = (
      await t.call({ method: 'GET', url: '/portal/v1/site/field-options', token, select: acmeJobs })
    ).json();
    const health = (
      await t.call({ method: 'GET', url: '/portal/v1/site/field-options', token, select: acmeHealth })
    ).json();
    expect(jobs.data.industries.map((o: { value: string }) => o.value)).toContain('retail');
    expect(health.data.industries.map((o: { value: string }) => o.value)).toContain('pharmacy');
    expect(health.data.industries.map((o: { value: string }) => o.value)).not.toContain('retail');
    for (const option of [...jobs.data.industries, ...jobs.data.sizes]) {
      expect(Object.keys(option.label).sort()).toEqual(['ar', 'en', 'fr']);
    }
  });

  it('falls back to the defaults when the site has none', async () => {
    const [site] = await t.database.db.execute(sql`select 1`).then(() => [t.ids.globexCareers]);
    await t.database.db.execute(sql`update sites set settings = '{}'::jsonb where id = ${site}`);
    const res = await t.call({
      method: 'GET',
      url: '/portal/v1/site/field-options',
      token: tokens['owner@globex.test'],
      select: globex,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.sizes.length).toBeGreaterThan(0);
    expect(res.json().data.industries.length).toBeGreaterThan(0);
    // And the start-on-hold rule defaults to on hold.
    const created = await t.call({
      method: 'POST',
      url: BASE,
      token: tokens['owner@globex.test'],
      select: globex,
      payload: business({ name: 'Globex Newco' }),
    });
    expect(created.json().data.status).toBe('on_hold');
    const row = await t.database.db
      .select({ accountId: employers.accountId })
      .from(employers)
      .where(and(eq(employers.id, created.json().data.id), eq(employers.siteId, t.ids.globexCareers)));
    expect(row).toEqual([{ accountId: t.ids.globex }]);
  });
});
