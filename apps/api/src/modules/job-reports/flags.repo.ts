import type { FlaggedJob, JobFlag } from '@talent/contract';
import { and, count, countDistinct, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { employers, jobFlags, jobs } from '../../db/schema/index.js';
import { inTenant, sameTenant } from '../../platform/tenancy/in-tenant.js';
import type { SiteScope } from '../../platform/tenancy/selection.js';

const openIn = (scope: SiteScope) => and(inTenant(jobFlags, scope), isNull(jobFlags.resolvedAt));

const iso = (v: Date | string) => new Date(v).toISOString();

/** Jobs of the site with open reports, one row per job. */
export async function listFlaggedJobs(
  q: Queryable,
  scope: SiteScope,
  query: { page: number; per_page: number; sort: '-last_reported_at' | '-open_reports' },
): Promise<{ rows: FlaggedJob[]; total: number }> {
  const open = count(jobFlags.id);
  const last = sql<Date | string>`max(${jobFlags.createdAt})`;
  const reasons = sql<string[]>`array(
    select f2.reason from job_flags f2 where f2.job_id = ${jobs.id} and f2.resolved_at is null
    group by f2.reason order by count(*) desc, f2.reason)`;
  const [rows, [totals]] = await Promise.all([
    q
      .select({
        id: jobs.id,
        title: jobs.title,
        status: jobs.status,
        employerId: employers.id,
        employerName: employers.name,
        open,
        reasons,
        first: sql<Date | string>`min(${jobFlags.createdAt})`,
        last,
      })
      .from(jobFlags)
      .innerJoin(jobs, sameTenant(jobs, jobFlags, eq(jobs.id, jobFlags.jobId)))
      .innerJoin(employers, sameTenant(employers, jobs, eq(employers.id, jobs.employerId)))
      .where(openIn(scope))
      // The whole primary keys ((id, account_id)), so the jobs' and employers' other columns may be read.
      .groupBy(jobs.id, jobs.accountId, employers.id, employers.accountId)
      .orderBy(...(query.sort === '-open_reports' ? [desc(open), desc(last)] : [desc(last), desc(open)]), jobs.id)
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    q
      .select({ n: countDistinct(jobFlags.jobId) })
      .from(jobFlags)
      .where(openIn(scope)),
  ]);
  return {
    rows: rows.map((r) => ({
      job: { id: r.id, title: r.title, status: r.status, employer: { id: r.employerId, name: r.employerName } },
      open_reports: Number(r.open),
      reasons: r.reasons as FlaggedJob['reasons'],
      first_reported_at: iso(r.first),
      last_reported_at: iso(r.last),
    })),
    total: totals?.n ?? 0,
  };
}

/** Every report of one job, open ones first, newest first. */
export async function listJobFlags(q: Queryable, scope: SiteScope, jobId: string): Promise<JobFlag[]> {
  const rows = await q
    .select()
    .from(jobFlags)
    .where(and(inTenant(jobFlags, scope), eq(jobFlags.jobId, jobId)))
    .orderBy(sql`${jobFlags.resolvedAt} is not null`, desc(jobFlags.createdAt));
  return rows.map((r) => ({
    id: r.id,
    reason: r.reason,
    comments: r.comments,
    reporter_name: r.reporterName,
    reporter_email: r.reporterEmail,
    created_at: r.createdAt.toISOString(),
    resolution: r.resolution as JobFlag['resolution'],
    resolved_at: r.resolvedAt?.toISOString() ?? null,
  }));
}

/** Closes the job's open reports; returns each one's id and reason. */
export async function resolveOpenFlags(
  q: Queryable,
  scope: SiteScope,
  jobId: string,
  resolution: 'dismissed' | 'unlisted',
  userId: number | null,
): Promise<{ id: string; reason: string }[]> {
  return q
    .update(jobFlags)
    .set({ resolution, resolvedAt: sql`now()`, resolvedByUserId: userId })
    .where(and(openIn(scope), eq(jobFlags.jobId, jobId)))
    .returning({ id: jobFlags.id, reason: jobFlags.reason });
}

/** Opens again the job's reports among `ids` that are still dismissed (an undone dismissal); how many. */
export async function reopenDismissedFlags(q: Queryable, scope: SiteScope, jobId: string, ids: string[]) {
  if (!ids.length) return 0;
  const rows = await q
    .update(jobFlags)
    .set({ resolution: null, resolvedAt: null, resolvedByUserId: null })
    .where(
      and(
        inTenant(jobFlags, scope),
        eq(jobFlags.jobId, jobId),
        inArray(jobFlags.id, ids),
        eq(jobFlags.resolution, 'dismissed'),
      ),
    )
    .returning({ id: jobFlags.id });
  return rows.length;
}
