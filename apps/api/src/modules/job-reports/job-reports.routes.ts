import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit.js';
import { type OperationHandler, registerOperations } from '../../platform/operations.js';
import { pageMeta } from '../../platform/pagination.js';
import { requireSite } from '../../platform/tenancy/selection.js';
import { setFeedbackVisibility } from './feedback.service.js';
import { resolveFlags, undoDismissal } from './job-reports.service.js';
import { flaggedJobsPage, jobFeedbackPage, jobFlagsView, jobRating, reportedJob } from './job-reports-reads.service.js';

/** `/v1/site/flagged-jobs` (triage of visitors' reports) and `/v1/site/job-feedbacks` (ratings). */
export const jobReportRoutes: FastifyPluginAsyncZod = async (app) => {
  registerOperations(app, {
    listFlaggedJobs: async (request) => {
      const { rows, total } = await flaggedJobsPage(app.ctx, requireSite(request.selection), request.query);
      return { data: rows, meta: pageMeta(request.query, total) };
    },
    getJobFlags: async (request) => ({
      data: await jobFlagsView(app.ctx, requireSite(request.selection), request.params.uuid),
    }),
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
      data: await undoDismissal(app.ctx, requireSite(request.selection), request.body.token, actorOf(request)),
    }),
    listJobFeedback: async (request) => {
      const scope = requireSite(request.selection);
      const { employerId } = request.selection;
      const { rows, total } = await jobFeedbackPage(app.ctx, scope, employerId, request.params.uuid, request.query);
      return { data: rows, meta: pageMeta(request.query, total) };
    },
    jobAverageRating: async (request) => {
      const scope = requireSite(request.selection);
      return { data: await jobRating(app.ctx, scope, request.selection.employerId, request.params.uuid) };
    },
  });

  // Moderation is the site's (the right of triaging visitors' reports), not the employer's.
  const visibility =
    (hidden: boolean): OperationHandler<'hideJobFeedback' | 'unhideJobFeedback'> =>
    async (request) => {
      const scope = requireSite(request.selection);
      const job = await reportedJob(app.db, scope, null, request.params.uuid);
      return {
        data: await setFeedbackVisibility(app.ctx, scope, job.id, request.params.id, hidden, actorOf(request)),
      };
    };
  registerOperations(app, { hideJobFeedback: visibility(true), unhideJobFeedback: visibility(false) });
};
