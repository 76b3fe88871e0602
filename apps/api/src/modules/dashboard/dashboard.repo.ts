import {
  DASHBOARD_DAYS,
  type DailyCount,
  type DashboardEmployers,
  type DashboardJobs,
  type EmployerDashboard,
} from '@talent/contract';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { applications, creditWallets, employers, jobFlags, jobs } from '../../db/schema/index.js';
import { inTenant } from '../../platform/tenancy/in-tenant.js';
import type { SiteScope } from '../../platform/tenancy/selection.js';

// Every query starts from the tenant key: there is no way to ask this repo about another site.
const inSite = (scope: SiteScope) => inTenant(employers, scope);

const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** Employers of the site by status, and the database clock (the dashboard's `generated_at`). */
export async function employerStatusCounts(
  q: Queryable,
  scope: SiteScope,
): Promise<{ counts: DashboardEmployers; now: Date }> {
  const [row] = await q
    .select({
      total: count(),
      active: countWhere(eq(employers.status, 'active')),
      on_hold: countWhere(eq(employers.status, 'on_hold')),
      rejected: countWhere(eq(employers.status, 'rejected')),
      disabled: countWhere(eq(employers.status, 'disabled')),
      // ISO 8601 text, so both drivers hand back the same thing.
      now: sql<string>`to_json(now()) #>> '{}'`,
    })
    .from(employers)
    .where(inSite(scope));
  if (!row) throw new Error('aggregate query returned no row');
  const { now, ...counts } = row;
  return { counts, now: new Date(now) };
}

/**
 * Employers created per UTC day over the last DASHBOARD_DAYS days (today included), oldest first.
 * The days come from generate_series over timestamps without time zone read as UTC, so neither
 * the session time zone nor days without rows change the buckets. The site's rows of the window
 * are read with one range scan of the (account_id, site_id, created_at) index and counted per
 * day before they meet the series.
 */
export async function employerRegistrationsPerDay(q: Queryable, scope: SiteScope): Promise<DailyCount[]> {
  const result = await q.execute(sql`
    with days as (
      select d.day
        from generate_series(
               (now() at time zone 'UTC')::date::timestamp - make_interval(days => ${DASHBOARD_DAYS - 1}),
               (now() at time zone 'UTC')::date::timestamp,
               interval '1 day'
             ) as d(day)
    ),
    per_day as (
      select date_trunc('day', ${employers.createdAt} at time zone 'UTC') as day, count(*)::int as n
        from ${employers}
       where ${inTenant(employers, scope)}
         and ${employers.createdAt} >= ((select min(day) from days) at time zone 'UTC')
       group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as date, coalesce(per_day.n, 0) as count
      from days
      left join per_day on per_day.day = days.day
     order by days.day`);
  // Both drivers answer `{ rows }`.
  const { rows } = result as unknown as { rows: { date: string; count: number | string }[] };
  return rows.map((r) => ({ date: r.date, count: Number(r.count) }));
}

/** Jobs of the site by the states a dashboard reader acts on. */
export async function jobCounts(q: Queryable, scope: SiteScope): Promise<DashboardJobs> {
  const [row] = await q
    .select({
      total: count(),
      live: countWhere(eq(jobs.status, 'live')),
      on_hold: countWhere(eq(jobs.status, 'on_hold')),
      flagged: countWhere(
        sql`exists (select 1 from ${jobFlags} where ${jobFlags.jobId} = ${jobs.id} and ${jobFlags.resolvedAt} is null)`,
      ),
      expiring_soon: countWhere(
        sql`${jobs.status} = 'live' and ${jobs.endDate} between current_date and current_date + 7`,
      ),
    })
    .from(jobs)
    .where(inTenant(jobs, scope));
  if (!row) throw new Error('aggregate query returned no row');
  return row;
}

/** One employer of one site: every query below is narrowed to both. */
export type EmployerScope = SiteScope & { employerId: number };

/** The database clock (a dashboard's `generated_at`), ISO 8601 text so both drivers agree. */
export async function databaseNow(q: Queryable): Promise<Date> {
  const result = await q.execute(sql`select to_json(now()) #>> '{}' as now`);
  const { rows } = result as unknown as { rows: { now: string }[] };
  return new Date(rows[0]!.now);
}

/** The employer's credits (0 when it never had any). */
export async function employerBalance(q: Queryable, scope: EmployerScope): Promise<number> {
  const [row] = await q
    .select({ balance: creditWallets.balance })
    .from(creditWallets)
    .where(inTenant(creditWallets, scope));
  return row?.balance ?? 0;
}

/** The employer's live jobs and unpublished drafts. */
export async function employerJobCounts(
  q: Queryable,
  scope: EmployerScope,
): Promise<NonNullable<EmployerDashboard['jobs']>> {
  const [row] = await q
    .select({ live: countWhere(eq(jobs.status, 'live')), drafts: countWhere(eq(jobs.status, 'draft')) })
    .from(jobs)
    .where(inTenant(jobs, scope));
  return row ?? { live: 0, drafts: 0 };
}

/** The employer's applications nobody has acted on yet (status `new`). */
export async function employerNewApplications(q: Queryable, scope: EmployerScope): Promise<number> {
  const [row] = await q
    .select({ n: count() })
    .from(applications)
    .where(and(inTenant(applications, scope), eq(applications.status, 'new')));
  return row?.n ?? 0;
}
