import type { ApplicationEvent, ApplicationListQuery, Seeker } from '@talent/contract';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { findJob } from '../jobs/jobs.repo.js';
import { findSeeker, findSeekerRow, type SeekerRow } from '../seekers/seeker-rows.js';
import { listApplicationFeedback } from './application-feedback.repo.js';
import { listEvents } from './application-history.repo.js';
import { type ApplicationScope, listApplications } from './applications.repo.js';
import { getApplication, withStages } from './applications.service.js';

/**
 * What the tabs of one application show, and the application lists of a job and of a candidate.
 * Each tab first finds the application under the caller's scope (404 otherwise): what hangs off it
 * is read by its id.
 */

/** The candidate tab. */
export async function applicationCandidate(ctx: AppContext, scope: ApplicationScope, id: string): Promise<Seeker> {
  const application = await getApplication(ctx.db, scope, id);
  const seeker = await findSeeker(ctx.db, scope, application.seeker.id);
  if (!seeker) throw notFound();
  return seeker;
}

/** The candidate's stored row (documents tab and the résumé download). */
export async function applicationApplicant(ctx: AppContext, scope: ApplicationScope, id: string): Promise<SeekerRow> {
  const application = await getApplication(ctx.db, scope, id);
  const row = await findSeekerRow(ctx.db, scope, application.seeker.id);
  if (!row) throw notFound();
  return row.seeker;
}

/** The feedback tab: what staff keep on the application. */
export async function applicationFeedbackTab(ctx: AppContext, scope: ApplicationScope, id: string) {
  await getApplication(ctx.db, scope, id);
  return listApplicationFeedback(ctx.db, scope.accountId, id);
}

/** The history tab. */
export async function applicationHistory(
  ctx: AppContext,
  scope: ApplicationScope,
  id: string,
): Promise<ApplicationEvent[]> {
  await getApplication(ctx.db, scope, id);
  return listEvents(ctx.db, scope.accountId, id);
}

/** A job's applications (the job must be the caller's). */
export async function jobApplicationsPage(
  ctx: AppContext,
  scope: ApplicationScope,
  jobId: string,
  query: Omit<ApplicationListQuery, 'filter[job]'>,
) {
  if (!(await findJob(ctx.db, scope, jobId))) throw notFound();
  return listApplications(ctx.db, scope, await withStages(ctx.db, scope, { ...query, 'filter[job]': jobId }));
}

/** A candidate's applications (the candidate must be the caller's). */
export async function seekerApplicationsPage(
  ctx: AppContext,
  scope: ApplicationScope,
  seekerId: string,
  query: ApplicationListQuery,
) {
  if (!(await findSeekerRow(ctx.db, scope, seekerId))) throw notFound();
  return listApplications(ctx.db, scope, await withStages(ctx.db, scope, { ...query, seekerId }));
}
