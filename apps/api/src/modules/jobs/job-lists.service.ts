import type { ActivityQuery, JobListQuery } from '@talent/contract';
import type { AppContext } from '../../platform/context.js';
import { listActivity } from '../audit-log/activity.repo.js';
import { getJob } from './job-editing.service.js';
import { type JobFilter, type JobScope, listJobs, nextInQueue } from './jobs.repo.js';

/** The jobs list and the review queue: one page of the filtered jobs and how many match. */
export const jobsPage = (ctx: AppContext, scope: JobScope, query: JobListQuery & { in_review?: boolean }) =>
  listJobs(ctx.db, scope, query);

/** The review queue's next job after `after` (the review screen's "next"). */
export const nextOnHoldJob = (ctx: AppContext, scope: JobScope, filter: JobFilter, after: string | undefined) =>
  nextInQueue(ctx.db, scope, filter, after);

/** A job's activity tab: its audit entries, once the job is found under the caller's scope (404 otherwise). */
export async function jobActivity(ctx: AppContext, scope: JobScope, id: string, query: ActivityQuery) {
  const job = await getJob(ctx.db, scope, id);
  return listActivity(ctx.db, { accountId: scope.accountId, subjectType: 'job', subjectId: job.id }, query);
}
