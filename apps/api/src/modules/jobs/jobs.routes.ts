import { Readable } from 'node:stream';
import {
  ActivityListResponse,
  ActivityQuery,
  ApproveJobsBody,
  BulkJobResponse,
  BulkTagJobsBody,
  catalogues,
  JOB_STATUSES,
  JobExportQuery,
  JobIdParam,
  JobIdsBody,
  JobListQuery,
  JobListResponse,
  JobOptionsResponse,
  JobResponse,
  JobStatusesResponse,
  JobTagsBody,
  NextInQueueQuery,
  NextInQueueResponse,
  OnHoldJobListQuery,
  RejectJobsBody,
  SaveJobBody,
  staffAbility,
} from '@talent/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/access.js';
import { actorOf } from '../../platform/audit.js';
import { pageMeta } from '../../platform/pagination.js';
import { requireSite } from '../../platform/tenancy/selection.js';
import { listActivity } from '../audit/activity.repo.js';
import { basePricingOf } from '../credits/pricing.js';
import { siteSettings } from '../employers/employers.repo.js';
import { screeningFormOptions } from '../screening/screening.repo.js';
import { cloneJob, createJob, deleteJob, getJob, saveJob, setJobTags, tagJobs } from './job-editing.service.js';
import { withdrawJobEdit } from './job-edits.service.js';
import { type Decider, expireJobs, relistJobs, unlistJobs } from './job-moderation.service.js';
import { publishJob } from './job-publishing.service.js';
import { approveJobs, rejectJobs } from './job-review.service.js';
import { jobClassificationsOf, jobProductsOf } from './job-settings.js';
import { jobsCsv } from './jobs.csv.js';
import { type JobScope, listJobs, nextInQueue } from './jobs.repo.js';

const READ = { action: 'read', subject: 'jobs' } as const;
const CREATE = { action: 'create', subject: 'jobs' } as const;
const UPDATE = { action: 'update', subject: 'jobs' } as const;
const DELETE = { action: 'delete', subject: 'jobs' } as const;
const APPROVE = { action: 'approve', subject: 'jobs' } as const;
const tags = ['jobs'];

/** The site's jobs; an employer user (employer selected) only ever reaches its own employer's. */
const scopeOf = (request: FastifyRequest): JobScope => ({
  ...requireSite(request.selection),
  employerId: request.selection.employerId,
});

/**
 * Whether the caller acts as the site's staff: `jobs.update` held at the site, its account or
 * everywhere. Rights given at an employer never count (SECURITY 23 and 30), so an employer's people
 * cannot undo what staff decided, whatever employer they select.
 */
const deciderOf = (request: FastifyRequest): Decider => ({
  actor: actorOf(request),
  staff: staffAbility({ permissions: authOf(request).permissions }, request.selection).can('update', 'jobs'),
});

export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/job-statuses',
    {
      config: { access: { action: 'access', subject: 'portal' } },
      schema: {
        tags,
        summary: 'Job statuses, labelled in the caller’s language',
        response: { 200: JobStatusesResponse },
      },
    },
    async (request) => {
      const labels = catalogues[request.locale].labels.jobStatuses;
      return { data: JOB_STATUSES.map((value) => ({ value, label: labels[value] })) };
    },
  );

  app.get(
    '/site/job-options',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Posting products, classifications and currency the job form offers on this site',
        response: { 200: JobOptionsResponse },
      },
    },
    async (request) => {
      const { settings } = await siteSettings(app.db, requireSite(request.selection));
      return {
        data: {
          products: jobProductsOf(settings),
          classifications: jobClassificationsOf(settings),
          currency: basePricingOf(settings).currency,
          screening_forms: await screeningFormOptions(app.db, requireSite(request.selection)),
        },
      };
    },
  );

  app.get(
    '/jobs',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Jobs of the selected site (an employer user: its own)',
        description:
          '`q` searches title, reference and employer. Filters: `filter[status|employer|consultant|classification|tag|from|to]`.',
        querystring: JobListQuery,
        response: { 200: JobListResponse },
      },
    },
    async (request) => {
      const { rows, total } = await listJobs(app.db, scopeOf(request), request.query);
      return { data: rows, meta: pageMeta(request.query, total) };
    },
  );

  app.get(
    '/jobs/on-hold',
    {
      config: { access: APPROVE },
      schema: {
        tags,
        summary: 'The review queue: jobs in review and edits of approved jobs waiting for review',
        description:
          'Published jobs on hold (`review.kind` `new`) and live or unlisted jobs with an edit waiting (`edit`: `pending_edit` holds it, the job’s own fields are the live version).',
        querystring: OnHoldJobListQuery,
        response: { 200: JobListResponse },
      },
    },
    async (request) => {
      const { rows, total } = await listJobs(app.db, scopeOf(request), { ...request.query, in_review: true });
      return { data: rows, meta: pageMeta(request.query, total) };
    },
  );

  app.get(
    '/jobs/on-hold/next',
    {
      config: { access: APPROVE },
      schema: {
        tags,
        summary: 'The next job in the review queue',
        description:
          'After `after` (the job just approved or rejected) in the queue’s order, oldest first, with the queue’s `q` and filters; past the last, the first. Null when nothing else waits.',
        querystring: NextInQueueQuery,
        response: { 200: NextInQueueResponse },
      },
    },
    async (request) => {
      const { after, ...filter } = request.query;
      return { data: await nextInQueue(app.db, scopeOf(request), filter, after) };
    },
  );

  app.get(
    '/jobs/export.csv',
    {
      config: { access: { action: 'export', subject: 'jobs' } },
      schema: {
        tags,
        summary: 'The filtered jobs as CSV',
        description: 'Same `q` and filters as the list; rows in id order, streamed in batches of 500.',
        querystring: JobExportQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="jobs.csv"')
        .header('cache-control', 'no-store')
        .send(Readable.from(jobsCsv(app.db, actorOf(request), scopeOf(request), request.query))),
  );

  app.get(
    '/jobs/:uuid/activity',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'A job’s history from the audit log (status changes and edits), newest first',
        params: JobIdParam,
        querystring: ActivityQuery,
        response: { 200: ActivityListResponse },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const job = await getJob(app.db, scope, request.params.uuid);
      const { rows, total } = await listActivity(
        app.db,
        { accountId: scope.accountId, subjectType: 'job', subjectId: job.id },
        request.query,
      );
      return { data: rows, meta: pageMeta(request.query, total) };
    },
  );

  app.get(
    '/jobs/:uuid/detail',
    {
      config: { access: READ },
      schema: { tags, summary: 'One job', params: JobIdParam, response: { 200: JobResponse } },
    },
    async (request) => ({ data: await getJob(app.db, scopeOf(request), request.params.uuid) }),
  );

  app.post(
    '/jobs',
    {
      config: { access: CREATE },
      schema: {
        tags,
        summary: 'Create a draft job',
        description: 'Nothing is charged until it is published. Staff name the employer (`employer_id`).',
        body: SaveJobBody,
        response: { 201: JobResponse },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await createJob(app.ctx, scopeOf(request), request.body, actorOf(request)) }),
  );

  app.put(
    '/jobs/:uuid',
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'Save a job’s content',
        description:
          'Rejected and expired jobs answer 409 `job_not_editable`. The status and employer are not changed here. Where the site reviews edits, an employer’s change to a live or unlisted job’s content waits as `pending_edit` (the live version stays) unless the employer is trusted; staff edits apply at once.',
        params: JobIdParam,
        body: SaveJobBody,
        response: { 200: JobResponse },
      },
    },
    async (request) => ({
      data: await saveJob(app.ctx, scopeOf(request), request.params.uuid, request.body, deciderOf(request)),
    }),
  );

  app.delete(
    '/jobs/:uuid',
    {
      config: { access: DELETE },
      schema: { tags, summary: 'Delete a job permanently', params: JobIdParam },
    },
    async (request, reply) => {
      await deleteJob(app.ctx, scopeOf(request), request.params.uuid, actorOf(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/jobs/:uuid/publish',
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'Publish a draft (costs one credit)',
        description:
          'No credit left → 422 `insufficient_credits` and the draft stays. The job goes live, or on hold when the site reviews new jobs or its employer is on hold (`awaiting_employer`: it goes live when the employer is approved). A rejected or disabled employer’s draft answers 409 `employer_not_active`.',
        params: JobIdParam,
        response: { 200: JobResponse },
      },
    },
    async (request) => ({ data: await publishJob(app.ctx, scopeOf(request), request.params.uuid, actorOf(request)) }),
  );

  app.post(
    '/jobs/:uuid/clone',
    {
      config: { access: CREATE },
      schema: {
        tags,
        summary: 'Copy a job into a new draft (product and dates left to choose)',
        params: JobIdParam,
        response: { 201: JobResponse },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await cloneJob(app.ctx, scopeOf(request), request.params.uuid, actorOf(request)) }),
  );

  app.put(
    '/jobs/:uuid/tags',
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'Replace a job’s tags',
        params: JobIdParam,
        body: JobTagsBody,
        response: { 200: JobResponse },
      },
    },
    async (request) => ({
      data: await setJobTags(app.ctx, scopeOf(request), request.params.uuid, request.body.tags, actorOf(request)),
    }),
  );

  app.delete(
    '/jobs/:uuid/pending-edit',
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'Withdraw the job’s edit waiting for review (the live version stays)',
        description: '404 when no edit waits.',
        params: JobIdParam,
        response: { 200: JobResponse },
      },
    },
    async (request) => ({
      data: await withdrawJobEdit(app.ctx, scopeOf(request), request.params.uuid, actorOf(request)),
    }),
  );

  const bulk = (
    path: string,
    access: typeof UPDATE | typeof APPROVE,
    summary: string,
    description: string,
    run: typeof unlistJobs,
  ) =>
    app.post(
      `/jobs/${path}`,
      {
        config: { access },
        schema: { tags, summary, description, body: JobIdsBody, response: { 200: BulkJobResponse } },
      },
      async (request) => ({ data: await run(app.ctx, scopeOf(request), request.body.ids, deciderOf(request)) }),
    );
  app.post(
    '/jobs/approve',
    {
      config: { access: APPROVE },
      schema: {
        tags,
        summary: 'Approve jobs in review: published jobs go live, waiting edits become the live content',
        description:
          'Each job names the `review.version` its moderator saw; a job changed since answers 409 `job_changed_in_review` and nothing is approved. A job whose employer is not active is skipped (`employer_not_active`).',
        body: ApproveJobsBody,
        response: { 200: BulkJobResponse },
      },
    },
    async (request) => ({ data: await approveJobs(app.ctx, scopeOf(request), request.body.jobs, actorOf(request)) }),
  );
  bulk(
    'unlist',
    UPDATE,
    'Unlist live jobs',
    'The job remembers who unlisted it: its employer or the site’s staff.',
    unlistJobs,
  );
  bulk(
    'relist',
    UPDATE,
    'Relist unlisted jobs',
    'A job unlisted by staff or by moderation is relisted only by site staff: an employer’s request with one in it answers 403 `relist_needs_staff`. A job whose employer is not active is skipped (`employer_not_active`). Where the site reviews edited jobs, one whose content changed since it was approved goes to review (listed in `held`).',
    relistJobs,
  );
  bulk(
    'expire',
    UPDATE,
    'Expire live or unlisted jobs (cannot be undone)',
    'Expired jobs are final.',
    (ctx, scope, ids, { actor }) => expireJobs(ctx, scope, ids, actor),
  );

  app.post(
    '/jobs/tag',
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'Add and remove tags on many jobs',
        description: 'A job that would have more than 20 tags is skipped (`too_many_tags`).',
        body: BulkTagJobsBody,
        response: { 200: BulkJobResponse },
      },
    },
    async (request) => ({ data: await tagJobs(app.ctx, scopeOf(request), request.body, actorOf(request)) }),
  );

  app.post(
    '/jobs/reject',
    {
      config: { access: APPROVE },
      schema: {
        tags,
        summary: 'Reject jobs in review with a reason (employer told and mailed)',
        description:
          'A published job is rejected and its credit refunded; a waiting edit is refused and the live version stays. Each job names the `review.version` seen; a job changed since answers 409 `job_changed_in_review`.',
        body: RejectJobsBody,
        response: { 200: BulkJobResponse },
      },
    },
    async (request) => ({
      data: await rejectJobs(
        app.ctx,
        scopeOf(request),
        { decisions: request.body.jobs, reason: request.body.reason, locale: request.locale },
        actorOf(request),
      ),
    }),
  );
};
