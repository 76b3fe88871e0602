import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger } from '../../db/schema/index.js';
import { type Harness, type Selection, setupApi } from '../../test/harness.js';

let t: Harness;
let acmeJobs: Selection;
let asNorthwind: Selection;
let northwind: number;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await setupApi();
  northwind = t.ids.employer('Northwind Traders');
  acmeJobs = { account: t.ids.acme, site: t.ids.acmeJobs };
  asNorthwind = { ...acmeJobs, employer: northwind };
  for (const email of [
    'hr@northwind.test',
    'recruiter@northwind.test',
    'manager@acme.test',
    'moderator@acme.test',
    'owner@acme.test',
    'owner@globex.test',
    'admin@portal.test',
    'nobody@portal.test',
  ]) {
    tokens[email] = await t.login(email);
  }
});
afterAll(() => t.close());

const get = (email: string, url: string, select: Selection) =>
  t.call({ method: 'GET', url: `/portal/v1${url}`, token: tokens[email], select });
const post = (email: string, url: string, select: Selection, payload: unknown) =>
  t.call({ method: 'POST', url: `/portal/v1${url}`, token: tokens[email], select, payload: payload as object });

describe('GET /v1/credit/balance', () => {
  it('gives an employer user its own balance, from the seeded history (3 granted, 20 bought, 5 spent net on jobs)', async () => {
    const res = await get('hr@northwind.test', '/credit/balance', asNorthwind);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ employer_id: northwind, balance: 18, updated_at: expect.any(String) });
    expect((await get('recruiter@northwind.test', '/credit/balance', asNorthwind)).json().data.balance).toBe(18);
  });

  it('lets staff ask for any employer of their site, and says 0 for one that never had credits', async () => {
    expect(
      (await get('manager@acme.test', `/credit/balance?employer_id=${northwind}`, acmeJobs)).json().data.balance,
    ).toBe(18);
    const contoso = await get(
      'manager@acme.test',
      `/credit/balance?employer_id=${t.ids.employer('Contoso Ltd')}`,
      acmeJobs,
    );
    expect(contoso.json().data.balance).toBe(0);
    const never = await get(
      'manager@acme.test',
      `/credit/balance?employer_id=${t.ids.employer('Fabrikam Foods')}`,
      acmeJobs,
    );
    expect(never.json().data).toEqual({ employer_id: t.ids.employer('Fabrikam Foods'), balance: 0, updated_at: null });
    const missing = await get('manager@acme.test', '/credit/balance', acmeJobs);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ employer_id: ['This field is required.'] });
  });

  it('keeps other employers and tenants out', async () => {
    // An employer user naming another employer: 404, not its balance.
    const other = await get(
      'hr@northwind.test',
      `/credit/balance?employer_id=${t.ids.employer('Contoso Ltd')}`,
      asNorthwind,
    );
    expect(other.statusCode).toBe(404);
    const otherSite = await get('owner@acme.test', `/credit/balance?employer_id=${northwind}`, {
      account: t.ids.acme,
      site: t.ids.acmeHealth,
    });
    expect(otherSite.statusCode).toBe(404);
    const globex = await get('owner@globex.test', `/credit/balance?employer_id=${northwind}`, {
      account: t.ids.globex,
      site: t.ids.globexCareers,
    });
    expect(globex.statusCode).toBe(404);
    expect((await get('owner@globex.test', `/credit/balance?employer_id=${northwind}`, acmeJobs)).statusCode).toBe(403);
    expect((await get('nobody@portal.test', '/credit/balance', {})).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/portal/v1/credit/balance', select: asNorthwind })).statusCode).toBe(
      401,
    );
    // The moderator's role has no credits permission.
    expect((await get('moderator@acme.test', `/credit/balance?employer_id=${northwind}`, acmeJobs)).statusCode).toBe(
      403,
    );
  });
});

describe('GET /v1/credit/ledgers', () => {
  it('lists an employer’s own entries newest first, each with its resulting balance', async () => {
    const res = await get('hr@northwind.test', '/credit/ledgers', asNorthwind);
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    // Seeded: a grant, two purchases, six job postings and one refund (a rejected job).
    expect(meta.total).toBe(10);
    expect(
      data
        .slice(0, 4)
        .map((e: { kind: string; amount: number; balance_after: number }) => [e.kind, e.amount, e.balance_after]),
    ).toEqual([
      ['job_posting', -1, 18],
      ['refund', 1, 19],
      ['job_posting', -1, 18],
      ['purchase', 10, 19],
    ]);
    expect(data[0].job_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(data[9]).toMatchObject({
      reason: 'Welcome credits',
      actor: { id: t.ids.user('manager@acme.test'), name: 'Manon Manager' },
      employer: { id: northwind, name: 'Northwind Traders' },
      purchase_id: null,
    });
    expect(data[3].purchase_id).toEqual(expect.any(Number));
  });

  it('shows staff the whole site, filtered by kind, employer and dates', async () => {
    const all = (await get('manager@acme.test', '/credit/ledgers?per_page=100', acmeJobs)).json();
    const employers = new Set(all.data.map((e: { employer: { name: string } }) => e.employer.name));
    expect(employers).toEqual(new Set(['Northwind Traders', 'Blue Yonder Airlines', 'Contoso Ltd', 'Coho Winery']));
    expect(employers.has('St Mary Clinic')).toBe(false); // another site
    const revokes = (await get('manager@acme.test', '/credit/ledgers?filter[kind]=staff_revoke', acmeJobs)).json();
    expect(revokes.data).toHaveLength(1);
    expect(revokes.data[0]).toMatchObject({ employer: { name: 'Contoso Ltd' }, amount: -2, balance_after: 0 });
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const window = (
      await get(
        'manager@acme.test',
        `/credit/ledgers?employer_id=${northwind}&filter[kind]=purchase&filter[from]=${day(30)}&filter[to]=${day(1)}`,
        acmeJobs,
      )
    ).json();
    expect(window.data.map((e: { amount: number }) => e.amount)).toEqual([10, 10]);
    const older = (
      await get('manager@acme.test', `/credit/ledgers?employer_id=${northwind}&filter[to]=${day(30)}`, acmeJobs)
    ).json();
    expect(older.data.map((e: { kind: string }) => e.kind)).toEqual(['staff_grant']);
    const bad = await get('manager@acme.test', '/credit/ledgers?filter[kind]=gift&filter[from]=yesterday', acmeJobs);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['filter[from]', 'filter[kind]']);
  });

  it('exports the filtered entries as CSV for those with the export permission', async () => {
    const res = await get('manager@acme.test', `/credit/ledgers/export.csv?employer_id=${northwind}`, acmeJobs);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      '"id","created_at","employer_id","employer","kind","amount","balance_after","reason","by","impersonated_by","purchase_id","job_id"',
    );
    expect(lines).toHaveLength(11);
    expect(res.body).not.toContain('Contoso');
    expect((await get('recruiter@northwind.test', '/credit/ledgers/export.csv', asNorthwind)).statusCode).toBe(403);
  });
});

describe('pricing', () => {
  it('lists the site’s price and tiers, and previews 12 credits at 20% off', async () => {
    const tiers = (await get('hr@northwind.test', '/credit/discount-tiers', asNorthwind)).json().data;
    expect(tiers).toMatchObject({
      currency: 'GBP',
      unit_price: 2500,
      tiers: [
        { min_quantity: 5, unit_price: null, percent_off: 10 },
        { min_quantity: 10, unit_price: null, percent_off: 20 },
      ],
    });
    const preview = await post('hr@northwind.test', '/credit/purchase/preview', asNorthwind, { quantity: 12 });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({
      quantity: 12,
      currency: 'GBP',
      base_unit_price: 2500,
      unit_price: 2000,
      tier: { min_quantity: 10, percent_off: 20 },
      subtotal: 30000,
      discount: 6000,
      total: 24000,
    });
    for (const quantity of [0, -1, 1.5, 10_001, '3']) {
      const res = await post('hr@northwind.test', '/credit/purchase/preview', asNorthwind, { quantity });
      expect(res.statusCode, String(quantity)).toBe(422);
    }
  });

  it('lets site staff replace the tiers, validated, and audited', async () => {
    const put = (email: string, payload: unknown, select = acmeJobs) =>
      t.call({
        method: 'PUT',
        url: '/portal/v1/credit/discount-tiers',
        token: tokens[email],
        select,
        payload: payload as object,
      });
    const bad = await put('manager@acme.test', {
      tiers: [
        { min_quantity: 5, percent_off: 10, unit_price: 100 },
        { min_quantity: 5, percent_off: 20 },
      ],
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['tiers.0.unit_price', 'tiers.1.min_quantity']);
    expect((await put('hr@northwind.test', { tiers: [] }, asNorthwind)).statusCode).toBe(403);

    const ok = await put('manager@acme.test', {
      tiers: [
        { min_quantity: 10, percent_off: 20 },
        { min_quantity: 5, percent_off: 10 },
        { min_quantity: 50, unit_price: 1500 },
      ],
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.tiers.map((x: { min_quantity: number }) => x.min_quantity)).toEqual([5, 10, 50]);
    const bulk = await post('hr@northwind.test', '/credit/purchase/preview', asNorthwind, { quantity: 60 });
    expect(bulk.json().data).toMatchObject({ unit_price: 1500, total: 90000, discount: 60000 });
    // The other site keeps its own.
    const health = await get('owner@acme.test', '/credit/discount-tiers', {
      account: t.ids.acme,
      site: t.ids.acmeHealth,
    });
    expect(health.json().data.tiers).toHaveLength(2);
  });

  it('names what costs credits', async () => {
    const res = await get('hr@northwind.test', '/credit/credit-actions', asNorthwind);
    expect(res.json().data).toEqual([{ key: 'job_posting', cost: 1 }]);
  });
});

describe('POST /v1/credit/adjustments', () => {
  const adjust = (email: string, payload: unknown, select = acmeJobs) =>
    post(email, '/credit/adjustments', select, payload);

  it('grants and revokes with a reason, written to the ledger and the audit log', async () => {
    const coho = t.ids.employer('Coho Winery');
    const grant = await adjust('manager@acme.test', { employer_id: coho, amount: 4, reason: 'Event partner' });
    expect(grant.statusCode).toBe(201);
    expect(grant.json().data).toMatchObject({
      kind: 'staff_grant',
      amount: 4,
      balance_after: 5,
      reason: 'Event partner',
    });
    const revoke = await adjust('manager@acme.test', { employer_id: coho, amount: -5, reason: 'Partnership ended' });
    expect(revoke.json().data).toMatchObject({ kind: 'staff_revoke', amount: -5, balance_after: 0 });
    const audit = await t.database.db.execute(
      sql`select action, data->>'reason' as reason from audit_log where action like 'credit.staff_%' and request_id is not null and subject_id = ${String(coho)} order by id`,
    );
    expect((audit as unknown as { rows: unknown[] }).rows).toEqual([
      { action: 'credit.staff_grant', reason: 'Event partner' },
      { action: 'credit.staff_revoke', reason: 'Partnership ended' },
    ]);
  });

  it('never takes a balance below zero, and says how much there is', async () => {
    const res = await adjust('manager@acme.test', {
      employer_id: t.ids.employer('Blue Yonder Airlines'),
      amount: -6,
      reason: 'Too much',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'credits_exceed_balance',
      message: 'The employer has only 5 credits; you cannot take away more than that.',
    });
  });

  it('needs a reason and a non-zero amount, staff permission, and an employer of the site', async () => {
    const bad = await adjust('manager@acme.test', { employer_id: northwind, amount: 0, reason: ' ' });
    expect(bad.json().errors).toEqual({ amount: ['This value is invalid.'], reason: ['This field is required.'] });
    expect(
      (await adjust('hr@northwind.test', { employer_id: northwind, amount: 5, reason: 'Me' }, asNorthwind)).statusCode,
    ).toBe(403);
    expect((await adjust('moderator@acme.test', { employer_id: northwind, amount: 5, reason: 'x' })).statusCode).toBe(
      403,
    );
    const otherSite = await adjust('manager@acme.test', {
      employer_id: t.ids.employer('St Mary Clinic'),
      amount: 5,
      reason: 'x',
    });
    expect(otherSite.statusCode).toBe(404);
  });
});

describe('the database itself guards the ledger', () => {
  it('refuses an update of a ledger row, a negative balance and a second credit for one purchase', async () => {
    const [entry] = await t.database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.employerId, northwind))
      .limit(1);
    await expect(
      t.database.db.update(creditLedger).set({ amount: 100 }).where(eq(creditLedger.id, entry!.id)),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute(sql`update credit_wallets set balance = -1 where employer_id = ${northwind}`),
    ).rejects.toThrow();
    const purchase = await t.database.db.execute(
      sql`select purchase_id from credit_ledger where employer_id = ${northwind} and kind = 'purchase' limit 1`,
    );
    const purchaseId = (purchase as unknown as { rows: { purchase_id: number }[] }).rows[0]!.purchase_id;
    await expect(
      t.database.db.insert(creditLedger).values({
        accountId: t.ids.acme,
        siteId: t.ids.acmeJobs,
        employerId: northwind,
        kind: 'purchase',
        amount: 10,
        balanceAfter: 28,
        purchaseId,
      }),
    ).rejects.toThrow();
    await expect(
      t.database.db.insert(creditLedger).values({
        accountId: t.ids.acme,
        siteId: t.ids.acmeJobs,
        employerId: northwind,
        kind: 'staff_grant',
        amount: 1,
        balanceAfter: 19,
      }),
    ).rejects.toThrow(); // a grant without a reason
  });
});

describe('ledger entries name their job', () => {
  type Entry = { id: number; job_id: string | null; job_title: string | null };
  const entries = async () =>
    (await get('hr@northwind.test', '/credit/ledgers?per_page=100', asNorthwind)).json().data as Entry[];
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)) as unknown as { rows: Record<string, string>[] }).rows;

  it('by the title the job has now, and by nothing once the job is gone or not the employer’s', async () => {
    const withJob = (await entries()).filter((e) => e.job_id !== null);
    expect(withJob.length).toBeGreaterThan(0);
    for (const entry of withJob) {
      const [job] = await rows(sql`select title from jobs where id = ${entry.job_id}`);
      expect(entry.job_title, entry.job_id!).toBe(job!.title);
    }

    // A job deleted since: the entry keeps the id, and names nothing.
    const gone = withJob[0]!;
    await t.database.db.execute(sql`delete from jobs where id = ${gone.job_id}`);
    expect((await entries()).find((e) => e.id === gone.id)).toMatchObject({ job_id: gone.job_id, job_title: null });

    // An entry naming another employer's job (never made by the portal) does not reveal its title.
    const [otherJob] = await rows(sql`select id, title from jobs where employer_id <> ${northwind} limit 1`);
    const [inserted] = await t.database.db
      .insert(creditLedger)
      .values({
        accountId: t.ids.acme,
        siteId: t.ids.acmeJobs,
        employerId: northwind,
        kind: 'refund',
        amount: 1,
        balanceAfter: 19,
        jobId: otherJob!.id!,
      })
      .returning({ id: creditLedger.id });
    const foreign = (await entries()).find((e) => e.id === inserted!.id);
    expect(foreign).toMatchObject({ job_id: otherJob!.id, job_title: null });
    expect(JSON.stringify(await entries())).not.toContain(otherJob!.title!);
  });
});
