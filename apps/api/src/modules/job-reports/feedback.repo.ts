import { type AverageRating, type JobFeedback, PUBLISHED_JOB_STATUSES } from '@talent/contract';
import { and, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import {
  applications,
  employers,
  jobFeedback,
  jobs,
  seekers,
  sites,
  unconfirmedJobFeedback,
} from '../../db/schema/index.js';
import { inTenant, sameTenant } from '../../platform/tenancy/in-tenant.js';
import type { SiteScope } from '../../platform/tenancy/selection.js';

/** The feedback on one job of the site. */
const ofJob = (scope: SiteScope, jobId: string) => and(inTenant(jobFeedback, scope), eq(jobFeedback.jobId, jobId));

/** A published job of the site with the names its confirmation mail says, or null (a draft, another site's, or none). */
export async function feedbackJobOf(q: Queryable, scope: SiteScope, jobId: string) {
  const [row] = await q
    .select({
      id: jobs.id,
      accountId: jobs.accountId,
      siteId: jobs.siteId,
      title: jobs.title,
      employer: employers.name,
      site: sites.name,
    })
    .from(jobs)
    .innerJoin(employers, sameTenant(employers, jobs, eq(employers.id, jobs.employerId)))
    .innerJoin(sites, eq(sites.id, jobs.siteId))
    .where(and(inTenant(jobs, scope), eq(jobs.id, jobId), inArray(jobs.status, [...PUBLISHED_JOB_STATUSES])));
  return row ?? null;
}

/**
 * A rating that counts (its address proven): the address's earlier rating of the job, if any, is
 * replaced (one counted rating per address per job; a new one starts unmoderated).
 */
export async function countFeedback(
  q: Queryable,
  values: Omit<typeof jobFeedback.$inferInsert, 'id' | 'createdAt' | 'hiddenAt' | 'hiddenBy'> & { emailDigest: string },
) {
  await q
    .delete(jobFeedback)
    .where(
      and(
        inTenant(jobFeedback, values.accountId),
        eq(jobFeedback.jobId, values.jobId),
        eq(jobFeedback.emailDigest, values.emailDigest),
      ),
    );
  const [row] = await q.insert(jobFeedback).values(values).returning({ id: jobFeedback.id });
  return row!;
}

/** Whether `email` is the address of a candidate of the site who applied to the job (their rating counts at once). */
export async function appliedWithAddress(q: Queryable, scope: SiteScope, jobId: string, email: string) {
  const [row] = await q
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(seekers, and(eq(seekers.id, applications.seekerId), sameTenant(seekers, applications)))
    .where(
      and(
        inTenant(applications, scope),
        eq(applications.jobId, jobId),
        sql`lower(${seekers.email}) = ${email.trim().toLowerCase()}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Hides or shows one feedback of the job; null when the job has no such feedback. */
export async function setFeedbackHidden(
  q: Queryable,
  scope: SiteScope,
  jobId: string,
  id: string,
  hidden: boolean,
  userId: number | null,
) {
  const [row] = await q
    .update(jobFeedback)
    .set(
      hidden
        ? { hiddenAt: sql`coalesce(${jobFeedback.hiddenAt}, now())`, hiddenBy: userId }
        : { hiddenAt: null, hiddenBy: null },
    )
    .where(and(ofJob(scope, jobId), eq(jobFeedback.id, id)))
    .returning();
  return row ? feedbackView(row) : null;
}

const feedbackView = (r: typeof jobFeedback.$inferSelect): JobFeedback => ({
  id: r.id,
  rating: r.rating,
  recommend: r.recommend,
  additional_feedback: r.additionalFeedback,
  author_name: r.authorName,
  hidden: r.hiddenAt !== null,
  created_at: r.createdAt.toISOString(),
});

export async function listFeedback(
  q: Queryable,
  scope: SiteScope,
  jobId: string,
  paging: { page: number; per_page: number },
) {
  const where = ofJob(scope, jobId);
  const [rows, [totals]] = await Promise.all([
    q
      .select()
      .from(jobFeedback)
      .where(where)
      .orderBy(desc(jobFeedback.createdAt), desc(jobFeedback.id))
      .limit(paging.per_page)
      .offset((paging.page - 1) * paging.per_page),
    q.select({ n: count() }).from(jobFeedback).where(where),
  ]);
  return { rows: rows.map(feedbackView), total: totals?.n ?? 0 };
}

/** How many ratings of the job wait for their address to confirm (unexpired): staff see the number only. */
async function awaitingConfirmation(q: Queryable, scope: SiteScope, jobId: string) {
  const [row] = await q
    .select({ n: count() })
    .from(unconfirmedJobFeedback)
    .where(
      and(
        inTenant(unconfirmedJobFeedback, scope),
        eq(unconfirmedJobFeedback.jobId, jobId),
        gt(unconfirmedJobFeedback.expiresAt, sql`now()`),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Hidden feedback (moderation) counts nowhere: not in the average, the count or the distribution;
 * unconfirmed ratings are not feedback yet (another table), only their number is given.
 */
export async function averageRating(q: Queryable, scope: SiteScope, jobId: string): Promise<AverageRating> {
  const awaiting = await awaitingConfirmation(q, scope, jobId);
  const rows = await q
    .select({
      rating: jobFeedback.rating,
      n: count(),
      recommended: sql<number>`count(*) filter (where ${jobFeedback.recommend})`.mapWith(Number),
      answered: sql<number>`count(${jobFeedback.recommend})`.mapWith(Number),
    })
    .from(jobFeedback)
    .where(and(ofJob(scope, jobId), isNull(jobFeedback.hiddenAt)))
    .groupBy(jobFeedback.rating);
  const distribution = [1, 2, 3, 4, 5].map((rating) => rows.find((r) => r.rating === rating)?.n ?? 0);
  const total = distribution.reduce((a, b) => a + b, 0);
  if (total === 0)
    return { average: null, count: 0, recommend_percent: null, distribution, awaiting_confirmation: awaiting };
  const sum = rows.reduce((acc, r) => acc + r.rating * r.n, 0);
  const recommended = rows.reduce((acc, r) => acc + r.recommended, 0);
  // Of those asked: a form without the question says nothing about recommending.
  const answered = rows.reduce((acc, r) => acc + r.answered, 0);
  return {
    average: Math.round((sum / total) * 10) / 10,
    count: total,
    recommend_percent: answered ? Math.round((recommended / answered) * 100) : null,
    distribution,
    awaiting_confirmation: awaiting,
  };
}
