import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit.js';
import { notFound } from '../../platform/errors.js';
import { type OperationHandler, registerOperations } from '../../platform/operations.js';
import { pageMeta } from '../../platform/pagination.js';
import { requireSite } from '../../platform/tenancy/selection.js';
import { findJob } from '../jobs/jobs.repo.js';
import { averageRating, listFeedback } from './feedback.repo.js';
import { setFeedbackVisibility } from './feedback.service.js';
import { listFlaggedJobs, listJobFlags } from './flags.repo.js';
import { resolveFlags, undoDismissal } from './job-reports.service.js';

/** `/v1/site/flagged-jobs` (triage of visitors' reports) and `/v1/site/job-feedbacks` (ratings). */
export const jobReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const jobOf = async (scope: ReturnType<typeof requireSite>, employerId: number | null, id: string) => {
    const job = await findJob(app.db, { ...scope, employerId }, id);
    if (!job) throw notFound();
    return job;
  };

  registerOperations(app, {
    listFlaggedJobs: async (request) => {
      const { rows, total } = await listFlaggedJobs(app.db, requireSite(request.selection), request.query);
      return { data: rows, meta: pageMeta(request.query, total) };
    },
    getJobFlags: async (request) => {
      const scope = requireSite(request.selection);
      const job = await jobOf(scope, null, request.params.uuid);
      return {
        data: {
          job: { id: job.id, title: job.title, status: job.status, employer: job.employer },
          reports: await listJobFlags(app.db, scope, job.id),
        },
      };
    },
    resolveJobFlags: async (request) => ({
      data: await resolveFlags(
        app.db,
        requireSite(request.selection),
        request.params.uuid,
        request.body,
        actorOf(request),
      ),
    }),
    undoDismissJobFlags: async (request) => ({
      data: await undoDismissal(app.db, requireSite(request.selection), request.body.token, actorOf(request)),
    }),
    listJobFeedback: async (request) => {
      const scope = requireSite(request.selection);
      const job = await jobOf(scope, request.selection.employerId, request.params.uuid);
      const { rows, total } = await listFeedback(app.db, scope, job.id, request.query);
      return { data: rows, meta: pageMeta(request.query, total) };
    },
    jobAverageRating: async (request) => {
      const scope = requireSite(request.selection);
      const job = await jobOf(scope, request.selection.employerId, request.params.uuid);
      return { data: await averageRating(app.db, scope, job.id) };
    },
  });

  // Moderation is the site's (the right of triaging visitors' reports), not the employer's.
  const visibility =
    (hidden: boolean): OperationHandler<'hideJobFeedback' | 'unhideJobFeedback'> =>
    async (request) => {
      const scope = requireSite(request.selection);
      const job = await jobOf(scope, null, request.params.uuid);
      return {
        data: await setFeedbackVisibility(app.db, scope, job.id, request.params.id, hidden, actorOf(request)),
      };
    };
  registerOperations(app, { hideJobFeedback: visibility(true), unhideJobFeedback: visibility(false) });
};
