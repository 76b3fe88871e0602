import type { Db } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import type { SiteScope } from '../../platform/tenancy/selection.js';
import { findJob } from '../jobs/jobs.repo.js';
import { averageRating, listFeedback } from './feedback.repo.js';
import { listFlaggedJobs, listJobFlags } from './flags.repo.js';

/** The job a report or rating is about, as the employer (or, with null, the site) sees it; 404 otherwise. */
export async function reportedJob(db: Db, scope: SiteScope, employerId: number | null, id: string) {
  const job = await findJob(db, { ...scope, employerId }, id);
  if (!job) throw notFound();
  return job;
}

/** One page of the site's reported jobs and how many match the query, for the triage list. */
export async function flaggedJobsPage(ctx: AppContext, scope: SiteScope, query: Parameters<typeof listFlaggedJobs>[2]) {
  return listFlaggedJobs(ctx.db, scope, query);
}

/** A reported job and the visitors' reports about it, for the triage screen. */
export async function jobFlagsView(ctx: AppContext, scope: SiteScope, id: string) {
  const job = await reportedJob(ctx.db, scope, null, id);
  return {
    job: { id: job.id, title: job.title, status: job.status, employer: job.employer },
    reports: await listJobFlags(ctx.db, scope, job.id),
  };
}

/** One page of a job's ratings and how many there are. */
export async function jobFeedbackPage(
  ctx: AppContext,
  scope: SiteScope,
  employerId: number | null,
  id: string,
  query: Parameters<typeof listFeedback>[3],
) {
  const job = await reportedJob(ctx.db, scope, employerId, id);
  return listFeedback(ctx.db, scope, job.id, query);
}

/** A job's average rating. */
export async function jobRating(ctx: AppContext, scope: SiteScope, employerId: number | null, id: string) {
  const job = await reportedJob(ctx.db, scope, employerId, id);
  return averageRating(ctx.db, scope, job.id);
}
