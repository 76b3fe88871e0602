import { DASHBOARD_DAYS, EMPLOYER_STATUSES, EmployerDashboardSchema, SiteDashboardSchema } from '@talent/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employers } from '../../db/schema/index.js';
import { type Harness, type Selection, setupApi } from '../../test/harness.js';
import { holdRole } from '../../test/roles.js';

let t: Harness;
let acmeJobs: Selection;
beforeAll(async () => {
  t = await setupApi();
  acmeJobs = { account: t.ids.acme, site: t.ids.acmeJobs };
});
afterAll(() => t.close());

const URL = '/portal/v1/site/dashboard';
const dashboard = (token: string | undefined, select: Selection = acmeJobs) =>
  t.call({ method: 'GET', url: URL, ...(token ? { token } : {}), select });

const DAY = 86_400_000;
const utcDay = (d: Date) => d.toISOString().slice(0, 10);

/** The site's employers as the database has them: the expected numbers, never hard-coded. */
async function expectedCounts(siteId: number) {
  const rows = await t.database.db
    .select({ status: employers.status })
    .from(employers)
    .where(and(eq(employers.accountId, t.ids.acme), eq(employers.siteId, siteId)));
  const byStatus = Object.fromEntries(
    EMPLOYER_STATUSES.map((s) => [s, rows.filter((r) => r.status === s).length]),
  ) as Record<(typeof EMPLOYER_STATUSES)[number], number>;
  return { total: rows.length, ...byStatus };
}

describe('GET /portal/v1/site/dashboard', () => {
  it('counts the employers of the selected site by status, as the database has them', async () => {
    const manager = await t.login('manager@acme.test');
    const res = await dashboard(manager);
    expect(res.statusCode).toBe(200);
    const body = SiteDashboardSchema.parse(res.json().data);
    const expected = await expectedCounts(t.ids.acmeJobs);
    expect(expected.total).toBeGreaterThan(0);
    expect(expected.on_hold).toBeGreaterThan(0);
    expect(body.employers).toEqual(expected);
    // Only the documented sections leave the server.
    expect(Object.keys(res.json().data).sort()).toEqual([
      'employer_registrations',
      'employers',
      'generated_at',
      'jobs',
    ]);
  });

  it('counts the site’s jobs by what needs attention: live, in review, reported, ending within a week', async () => {
    const manager = await t.login('manager@acme.test');
    const before = (await dashboard(manager)).json().data.jobs;
    // The demo: on Acme Jobs, 11 jobs, 3 live (one reported), 1 in review, none ending this week.
    expect(before).toEqual({ total: 11, live: 3, on_hold: 1, flagged: 1, expiring_soon: 0 });
    await t.database.db.execute(sql`update jobs set end_date = current_date + 3 where title = 'Warehouse team leader'`);
    expect((await dashboard(manager)).json().data.jobs.expiring_soon).toBe(1);
  });

  it('gives 14 consecutive UTC days ending today, zero-filled, summing to the employers created in them', async () => {
    const manager = await t.login('manager@acme.test');
    const body = SiteDashboardSchema.parse((await dashboard(manager)).json().data);
    const days = body.employer_registrations;
    expect(days).toHaveLength(DASHBOARD_DAYS);
    const today = new Date(`${utcDay(new Date(body.generated_at))}T00:00:00Z`).getTime();
    expect(days.map((d) => d.date)).toEqual(
      Array.from({ length: DASHBOARD_DAYS }, (_, i) => utcDay(new Date(today - (DASHBOARD_DAYS - 1 - i) * DAY))),
    );
    // Each bucket holds the employers of this site created on that UTC day, read back from the table.
    const result = (await t.database.db.execute(sql`
      select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as n
      from employers where site_id = ${t.ids.acmeJobs} group by 1`)) as unknown as {
      rows: { day: string; n: number }[];
    };
    const perDay = new Map(result.rows.map((r) => [r.day, r.n]));
    expect(days.map((d) => d.count)).toEqual(days.map((d) => perDay.get(d.date) ?? 0));
    expect(days.reduce((sum, d) => sum + d.count, 0)).toBeGreaterThan(0);
  });

  it('puts a registration in the bucket of its UTC day; older ones and other sites stay out', async () => {
    const moderator = await t.login('moderator@acme.test');
    const before = SiteDashboardSchema.parse((await dashboard(moderator)).json().data);
    const today = new Date(`${utcDay(new Date(before.generated_at))}T00:00:00Z`).getTime();
    const row = (name: string, siteId: number, createdAt: Date) => ({
      accountId: t.ids.acme,
      siteId,
      name,
      status: 'on_hold' as const,
      createdAt,
    });
    const inserted = await t.database.db
      .insert(employers)
      .values([
        row('Dash Now Ltd', t.ids.acmeJobs, new Date()),
        // First bucket: 13 days ago, just after midnight UTC.
        row('Dash Oldest Ltd', t.ids.acmeJobs, new Date(today - (DASHBOARD_DAYS - 1) * DAY + 1_000)),
        // One second before the window: counted in the totals, not in the series.
        row('Dash Too Old Ltd', t.ids.acmeJobs, new Date(today - (DASHBOARD_DAYS - 1) * DAY - 1_000)),
        // Another site of the same account.
        row('Dash Elsewhere Ltd', t.ids.acmeHealth, new Date()),
      ])
      .returning({ id: employers.id });
    try {
      const after = SiteDashboardSchema.parse((await dashboard(moderator)).json().data);
      const at = (d: typeof after, date: number) =>
        d.employer_registrations.find((x) => x.date === utcDay(new Date(date)))?.count;
      expect(at(after, today)).toBe((at(before, today) ?? 0) + 1);
      expect(after.employer_registrations[0]?.count).toBe((before.employer_registrations[0]?.count ?? 0) + 1);
      const sum = (d: typeof after) => d.employer_registrations.reduce((n, x) => n + x.count, 0);
      expect(sum(after)).toBe(sum(before) + 2);
      expect(after.employers.total).toBe(before.employers.total + 3);
      expect(after.employers.on_hold).toBe(before.employers.on_hold + 3);
      expect(after.employers).toEqual(await expectedCounts(t.ids.acmeJobs));
    } finally {
      await t.database.db.delete(employers).where(
        inArray(
          employers.id,
          inserted.map((r) => r.id),
        ),
      );
    }
  });

  it('answers each site with its own numbers (account owner switching sites)', async () => {
    const owner = await t.login('owner@acme.test');
    for (const site of [t.ids.acmeJobs, t.ids.acmeHealth]) {
      const res = await dashboard(owner, { account: t.ids.acme, site });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.employers).toEqual(await expectedCounts(site));
    }
  });

  it('refuses the Globex owner on an Acme site (403), whatever the account header says', async () => {
    const globex = await t.login('owner@globex.test');
    for (const select of [acmeJobs, { site: t.ids.acmeJobs }, { account: t.ids.globex, site: t.ids.acmeJobs }]) {
      const res = await dashboard(globex, select);
      expect(res.statusCode, JSON.stringify(select)).toBe(403);
      expect(res.json()).toEqual({ message: 'You are not authorized!', code: 'forbidden' });
      expect(res.body).not.toContain('employers');
    }
    // Its own site is fine.
    const own = await dashboard(globex, { account: t.ids.globex, site: t.ids.globexCareers });
    expect(own.statusCode).toBe(200);
  });

  it('refuses an employer user, who has no dashboard permission (403)', async () => {
    const hr = await t.login('hr@northwind.test');
    for (const select of [acmeJobs, { ...acmeJobs, employer: t.ids.employer('Northwind Traders') }]) {
      const res = await dashboard(hr, select);
      expect(res.statusCode, JSON.stringify(select)).toBe(403);
      expect(res.json().code).toBe('forbidden');
    }
  });

  it('refuses a user without any team (403)', async () => {
    const res = await dashboard(await t.login('nobody@portal.test'));
    expect(res.statusCode).toBe(403);
  });

  it('needs a selected site: 400 invalid_context', async () => {
    const admin = await t.login('admin@portal.test');
    const owner = await t.login('owner@acme.test');
    for (const [token, select] of [
      [admin, {}],
      [owner, { account: t.ids.acme }],
    ] as const) {
      const res = await dashboard(token, select);
      expect(res.statusCode, JSON.stringify(select)).toBe(400);
      expect(res.json().code).toBe('invalid_context');
    }
  });

  it('needs a live token: 401 without one and after logout', async () => {
    const none = await dashboard(undefined);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: 'Unauthenticated.', code: 'unauthenticated' });

    const token = await t.login('manager@acme.test');
    expect((await t.call({ method: 'DELETE', url: '/portal/auth/logout', token })).statusCode).toBe(204);
    expect((await dashboard(token)).statusCode).toBe(401);
  });
});

describe('GET /portal/v1/employer/dashboard', () => {
  const EMPLOYER_URL = '/portal/v1/employer/dashboard';
  const northwind = () => ({ ...acmeJobs, employer: t.ids.employer('Northwind Traders') });
  const employerDashboard = (token: string, select: Selection = northwind()) =>
    t.call({ method: 'GET', url: EMPLOYER_URL, token, select });

  /** Northwind's figures as the tables have them. */
  async function northwindFigures() {
    const id = t.ids.employer('Northwind Traders');
    const result = (await t.database.db.execute(sql`
      select
        (select coalesce(max(balance), 0) from credit_wallets where employer_id = ${id})::int as balance,
        (select count(*) from jobs where employer_id = ${id} and status = 'live')::int as live,
        (select count(*) from jobs where employer_id = ${id} and status = 'draft')::int as drafts,
        (select count(*) from applications where employer_id = ${id} and status = 'new')::int as fresh`)) as unknown as {
      rows: { balance: number; live: number; drafts: number; fresh: number }[];
    };
    const row = result.rows[0]!;
    return {
      credits: { balance: Number(row.balance) },
      jobs: { live: Number(row.live), drafts: Number(row.drafts) },
      applications: { new: Number(row.fresh) },
    };
  }

  it('gives the employer’s people its balance, live jobs, drafts and new applications, as the tables have them', async () => {
    const hr = await t.login('hr@northwind.test');
    const res = await employerDashboard(hr);
    expect(res.statusCode).toBe(200);
    const { generated_at, ...figures } = EmployerDashboardSchema.parse(res.json().data);
    expect(generated_at).toBeTruthy();
    const expected = await northwindFigures();
    expect(figures).toEqual(expected);
    // The demo gives Northwind credits, live jobs and new applications: none of these is a zero by accident.
    expect(expected.credits.balance).toBeGreaterThan(0);
    expect(expected.jobs.live).toBeGreaterThan(0);
    expect(expected.applications.new).toBeGreaterThan(0);

    // The recruiter sees the same employer's figures.
    const recruiter = await t.login('recruiter@northwind.test');
    expect((await employerDashboard(recruiter)).json().data).toMatchObject(expected);
  });

  it('follows the tables: an application put back to new counts at once', async () => {
    const hr = await t.login('hr@northwind.test');
    const before = EmployerDashboardSchema.parse((await employerDashboard(hr)).json().data);
    const id = t.ids.employer('Northwind Traders');
    await t.database.db.execute(
      sql`update applications set status = 'new' where id = (select id from applications where employer_id = ${id} and status <> 'new' limit 1)`,
    );
    const after = EmployerDashboardSchema.parse((await employerDashboard(hr)).json().data);
    expect(after.applications?.new).toBe((before.applications?.new ?? 0) + 1);
    expect(after).toMatchObject(await northwindFigures());
  });

  it('counts only the selected employer: another employer’s id is refused, staff without an employer get 400', async () => {
    const hr = await t.login('hr@northwind.test');
    const other = await t.login('owner@acme.test');
    const elsewhere = (await t.database.db.execute(
      sql`select id from employers where site_id = ${t.ids.acmeJobs} and name <> 'Northwind Traders' limit 1`,
    )) as unknown as { rows: { id: number }[] };
    const res = await employerDashboard(hr, { ...acmeJobs, employer: elsewhere.rows[0]!.id });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('balance');

    for (const token of [other, await t.login('manager@acme.test')]) {
      const staff = await t.call({ method: 'GET', url: EMPLOYER_URL, token, select: acmeJobs });
      expect(staff.statusCode).toBe(400);
      expect(staff.json().code).toBe('invalid_context');
    }
    const globex = await t.login('owner@globex.test');
    expect((await employerDashboard(globex)).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: EMPLOYER_URL, select: northwind() })).statusCode).toBe(401);
  });

  it('sends only the sections the person may read', async () => {
    // Someone at Northwind who may read its jobs, and nothing else.
    await holdRole(t, {
      account: t.ids.acme,
      email: 'nobody@portal.test',
      permissions: ['jobs.read'],
      at: { type: 'employer', id: t.ids.employer('Northwind Traders') },
    });
    const res = await employerDashboard(await t.login('nobody@portal.test'));
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().data).sort()).toEqual(['generated_at', 'jobs']);
  });
});
