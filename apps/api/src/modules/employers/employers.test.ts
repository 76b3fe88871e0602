import { catalogues } from '@talent/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BASE, business, employerSuite, invalid } from './employers.test-helpers.js';

const s = employerSuite();

describe('who may do what (demo roles)', () => {
  it('the moderator lists, reads and sees the on-hold queue, but cannot create or update', async () => {
    const token = s.tokens['moderator@acme.test']!;
    const id = s.t.ids.employer('Contoso Ltd');
    expect((await s.t.call({ method: 'GET', url: BASE, token, select: s.acmeJobs })).statusCode).toBe(200);
    expect((await s.t.call({ method: 'GET', url: `${BASE}/${id}`, token, select: s.acmeJobs })).statusCode).toBe(200);
    expect((await s.t.call({ method: 'GET', url: `${BASE}/on-hold`, token, select: s.acmeJobs })).statusCode).toBe(200);
    expect(
      (await s.t.call({ method: 'GET', url: '/portal/v1/site/field-options', token, select: s.acmeJobs })).statusCode,
    ).toBe(200);
    const before = await s.siteCount(s.t.ids.acmeJobs);
    const create = await s.t.call({ method: 'POST', url: BASE, token, select: s.acmeJobs, payload: business() });
    expect(create.statusCode).toBe(403);
    expect(create.json()).toEqual({ message: 'You are not authorized!', code: 'forbidden' });
    const update = await s.t.call({
      method: 'PUT',
      url: `${BASE}/${id}`,
      token,
      select: s.acmeJobs,
      payload: business(),
    });
    expect(update.statusCode).toBe(403);
    const status = await s.t.call({
      method: 'POST',
      url: `${BASE}/status`,
      token,
      select: s.acmeJobs,
      payload: { ids: [id], enabled: false },
    });
    expect(status.statusCode).toBe(403);
    expect(await s.siteCount(s.t.ids.acmeJobs)).toBe(before);
    expect((await s.row(id))!.name).toBe('Contoso Ltd');
  });

  it('the manager may do everything on its site, and nothing on another site', async () => {
    const token = s.tokens['manager@acme.test']!;
    const created = await s.t.call({ method: 'POST', url: BASE, token, select: s.acmeJobs, payload: business() });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    const updated = await s.t.call({
      method: 'PUT',
      url: `${BASE}/${id}`,
      token,
      select: s.acmeJobs,
      payload: business({ name: 'Proseware' }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.name).toBe('Proseware');
    expect((await s.t.call({ method: 'GET', url: `${BASE}/on-hold`, token, select: s.acmeJobs })).statusCode).toBe(200);
    // Acme Health is not its site: the selection itself is refused.
    expect((await s.t.call({ method: 'GET', url: BASE, token, select: s.acmeHealth })).statusCode).toBe(403);
  });

  it('the employer user (no employers permission) and a user with no team get 403 everywhere', async () => {
    const id = s.t.ids.employer('Northwind Traders');
    const hrSelect = { ...s.acmeJobs, employer: id };
    for (const [email, select] of [
      ['hr@northwind.test', hrSelect],
      ['hr@northwind.test', s.acmeJobs],
      ['nobody@portal.test', s.acmeJobs],
      ['nobody@portal.test', {}],
    ] as const) {
      const token = s.tokens[email]!;
      const calls = [
        { method: 'GET', url: BASE },
        { method: 'GET', url: `${BASE}/${id}` },
        { method: 'GET', url: `${BASE}/on-hold` },
        { method: 'GET', url: `${BASE}/export.csv` },
        // Field options are open to an employer on its own profile (employer selected), not otherwise.
        ...(select === hrSelect ? [] : [{ method: 'GET', url: '/portal/v1/site/field-options' } as const]),
        { method: 'POST', url: BASE, payload: business() },
        { method: 'PUT', url: `${BASE}/${id}`, payload: business() },
        { method: 'POST', url: `${BASE}/approve`, payload: { ids: [id] } },
        { method: 'POST', url: `${BASE}/reject`, payload: { ids: [id], reason: 'x' } },
        { method: 'POST', url: `${BASE}/status`, payload: { ids: [id], enabled: false } },
      ] as const;
      for (const call of calls) {
        const res = await s.t.call({ ...call, token, select });
        expect(res.statusCode, `${email} ${call.method} ${call.url}`).toBe(403);
      }
    }
    expect((await s.row(id))!.status).toBe('active');
    const own = await s.t.call({
      method: 'GET',
      url: '/portal/v1/site/field-options',
      token: s.tokens['hr@northwind.test'],
      select: hrSelect,
    });
    expect(own.statusCode).toBe(200);
  });

  it('anyone signed in may read the employer types, labelled in their language', async () => {
    const res = await s.t.call({
      method: 'GET',
      url: '/portal/v1/employer-types',
      token: s.tokens['nobody@portal.test'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        { value: 'business', label: 'Business' },
        { value: 'household', label: 'Household' },
      ],
    });
    for (const locale of ['fr', 'ar'] as const) {
      const translated = await s.t.call({
        method: 'GET',
        url: '/portal/v1/employer-types',
        token: s.tokens['hr@northwind.test'],
        headers: { 'accept-language': locale },
      });
      expect(translated.json().data.map((d: { label: string }) => d.label)).toEqual([
        catalogues[locale].labels.employerTypes.business,
        catalogues[locale].labels.employerTypes.household,
      ]);
    }
    expect((await s.t.call({ method: 'GET', url: '/portal/v1/employer-types' })).statusCode).toBe(401);
  });
});

describe('tenant isolation', () => {
  it('another tenant’s ids answer 404 on GET and PUT, and approve skips them, changing nothing', async () => {
    const token = s.tokens['owner@globex.test']!;
    const acmeActive = s.t.ids.employer('Contoso Ltd');
    const acmeOnHold = s.t.ids.employer('Fabrikam Foods');
    const before = await s.row(acmeOnHold);
    for (const id of [acmeActive, acmeOnHold]) {
      const get = await s.t.call({ method: 'GET', url: `${BASE}/${id}`, token, select: s.globex });
      expect(get.statusCode).toBe(404);
      expect(get.json()).toEqual({ message: 'The requested resource was not found.', code: 'not_found' });
      const put = await s.t.call({ method: 'PUT', url: `${BASE}/${id}`, token, select: s.globex, payload: business() });
      expect(put.statusCode).toBe(404);
    }
    const ownOnHold = s.t.ids.employer('Umbrella Logistics');
    const approve = await s.t.call({
      method: 'POST',
      url: `${BASE}/approve`,
      token,
      select: s.globex,
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
    const reject = await s.t.call({
      method: 'POST',
      url: `${BASE}/reject`,
      token,
      select: s.globex,
      payload: { ids: [acmeOnHold], reason: 'nope' },
    });
    expect(reject.json().data.skipped).toEqual([{ id: acmeOnHold, reason: 'not_found' }]);
    expect(await s.row(acmeOnHold)).toEqual(before);
    expect((await s.row(ownOnHold))!.status).toBe('on_hold');
    // Its list holds only its own site's employers.
    const list = await s.t.call({ method: 'GET', url: `${BASE}?per_page=100`, token, select: s.globex });
    expect(list.json().data.every((e: { site_id: number }) => e.site_id === s.t.ids.globexCareers)).toBe(true);
    // And selecting the Acme site is refused before any query.
    expect(
      (await s.t.call({ method: 'GET', url: `${BASE}/${acmeActive}`, token, select: s.acmeJobs })).statusCode,
    ).toBe(403);
  });

  it('the Acme owner cannot reach an Acme Health employer through the Acme Jobs selection', async () => {
    const token = s.tokens['owner@acme.test']!;
    const health = s.t.ids.employer('St Mary Clinic');
    expect((await s.t.call({ method: 'GET', url: `${BASE}/${health}`, token, select: s.acmeJobs })).statusCode).toBe(
      404,
    );
    expect((await s.t.call({ method: 'GET', url: `${BASE}/${health}`, token, select: s.acmeHealth })).statusCode).toBe(
      200,
    );
  });
});

describe('list', () => {
  const list = (query: string, select = s.acmeJobs) =>
    s.t.call({ method: 'GET', url: `${BASE}?${query}`, token: s.tokens['owner@acme.test'], select });

  async function dbNames(where: ReturnType<typeof sql>) {
    const result = await s.t.database.db.execute(
      sql`select name from employers where site_id = ${s.t.ids.acmeJobs} and ${where} order by id`,
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
    const res = await s.t.call({
      method: 'GET',
      url: `${BASE}/on-hold?per_page=100`,
      token: s.tokens['moderator@acme.test'],
      select: s.acmeJobs,
    });
    expect(names(res)).toEqual(await dbNames(sql`status = 'on_hold'`));
    expect(names(res).length).toBeGreaterThan(1);
  });
});
