import {
  AverageRatingResponse,
  FlaggedJobDetailResponse,
  FlaggedJobListQuery,
  FlaggedJobListResponse,
  JobFeedbackEntryParam,
  JobFeedbackListResponse,
  JobFeedbackQuery,
  JobFeedbackResponse,
  JobIdParam,
  ResolveFlagsBody,
  ResolveFlagsResponse,
  UNDO_WINDOW_SECONDS,
  UndoBody,
  UndoDismissResponse,
} from '@talent/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit.js';
import { notFound } from '../../platform/errors.js';
import { pageMeta } from '../../platform/pagination.js';
import { requireSite } from '../../platform/tenancy/selection.js';
import { findJob } from '../jobs/jobs.repo.js';
import { averageRating, listFeedback } from './feedback.repo.js';
import { setFeedbackVisibility } from './feedback.service.js';
import { listFlaggedJobs, listJobFlags } from './flags.repo.js';
import { resolveFlags, undoDismissal } from './job-reports.service.js';

const tags = ['flagged jobs and feedback'];

/** `/v1/site/flagged-jobs` (triage of visitors' reports) and `/v1/site/job-feedbacks` (ratings). */
export const jobReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const jobOf = async (scope: ReturnType<typeof requireSite>, employerId: number | null, id: string) => {
    const job = await findJob(app.db, { ...scope, employerId }, id);
    if (!job) throw notFound();
    return job;
  };

  app.get(
    '/site/flagged-jobs',
    {
      config: { access: { action: 'read', subject: 'flagged_jobs' } },
      schema: {
        tags,
        summary: 'Jobs of the site with open reports, with counts and reasons',
        querystring: FlaggedJobListQuery,
        response: { 200: FlaggedJobListResponse },
      },
    },
    async (request) => {
      const { rows, total } = await listFlaggedJobs(app.db, requireSite(request.selection), request.query);
      return { data: rows, meta: pageMeta(request.query, total) };
    },
  );

  app.get(
    '/site/flagged-jobs/:uuid',
    {
      config: { access: { action: 'read', subject: 'flagged_jobs' } },
      schema: {
        tags,
        summary: 'One job’s reports (open first)',
        params: JobIdParam,
        response: { 200: FlaggedJobDetailResponse },
      },
    },
    async (request) => {
      const scope = requireSite(request.selection);
      const job = await jobOf(scope, null, request.params.uuid);
      return {
        data: {
          job: { id: job.id, title: job.title, status: job.status, employer: job.employer },
          reports: await listJobFlags(app.db, scope, job.id),
        },
      };
    },
  );

  app.post(
    '/site/flagged-jobs/:uuid/resolve',
    {
      config: { access: { action: 'update', subject: 'flagged_jobs' } },
      schema: {
        tags,
        summary: 'Dismiss a job’s open reports, or unlist the job (closing them)',
        description: `A job unlisted here is unlisted by moderation: its employer sees the reports’ reasons and the note, and only site staff can relist it. The note is kept in the job’s activity either way. A dismissal answers an \`undo\` ticket, good for ${UNDO_WINDOW_SECONDS} seconds.`,
        params: JobIdParam,
        body: ResolveFlagsBody,
        response: { 200: ResolveFlagsResponse },
      },
    },
    async (request) => ({
      data: await resolveFlags(
        app.db,
        requireSite(request.selection),
        request.params.uuid,
        request.body,
        actorOf(request),
      ),
    }),
  );

  app.post(
    '/site/flagged-jobs/undo',
    {
      config: { access: { action: 'update', subject: 'flagged_jobs' } },
      schema: {
        tags,
        summary: 'Take back a dismissal of reports, within its window',
        description:
          'The reports it closed are open again. A ticket of another site, or of no dismissal, answers 404; a used one 409 `undo_used`; one past its window 409 `undo_expired`.',
        body: UndoBody,
        response: { 200: UndoDismissResponse },
      },
    },
    async (request) => ({
      data: await undoDismissal(app.db, requireSite(request.selection), request.body.token, actorOf(request)),
    }),
  );

  app.get(
    '/site/job-feedbacks/:uuid',
    {
      config: { access: { action: 'read', subject: 'job_feedback' } },
      schema: {
        tags,
        summary: 'Candidates’ feedback on one job, newest first',
        params: JobIdParam,
        querystring: JobFeedbackQuery,
        response: { 200: JobFeedbackListResponse },
      },
    },
    async (request) => {
      const scope = requireSite(request.selection);
      const job = await jobOf(scope, request.selection.employerId, request.params.uuid);
      const { rows, total } = await listFeedback(app.db, scope, job.id, request.query);
      return { data: rows, meta: pageMeta(request.query, total) };
    },
  );

  app.get(
    '/site/job-feedbacks/:uuid/average-rating',
    {
      config: { access: { action: 'read', subject: 'job_feedback' } },
      schema: {
        tags,
        summary: 'Average rating of one job',
        params: JobIdParam,
        response: { 200: AverageRatingResponse },
      },
    },
    async (request) => {
      const scope = requireSite(request.selection);
      const job = await jobOf(scope, request.selection.employerId, request.params.uuid);
      return { data: await averageRating(app.db, scope, job.id) };
    },
  );

  // Moderation is the site's (the right of triaging visitors' reports), not the employer's.
  for (const hidden of [true, false])
    app.post(
      `/site/job-feedbacks/:uuid/entries/:id/${hidden ? 'hide' : 'unhide'}`,
      {
        config: { access: { action: 'update', subject: 'flagged_jobs' } },
        schema: {
          tags,
          summary: hidden
            ? 'Hide one feedback (left out of the average and public answers)'
            : 'Show a hidden feedback again',
          params: JobFeedbackEntryParam,
          response: { 200: JobFeedbackResponse },
        },
      },
      async (request) => {
        const scope = requireSite(request.selection);
        const job = await jobOf(scope, null, request.params.uuid);
        return {
          data: await setFeedbackVisibility(app.db, scope, job.id, request.params.id, hidden, actorOf(request)),
        };
      },
    );
};
