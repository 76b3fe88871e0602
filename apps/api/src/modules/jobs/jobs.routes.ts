import { Readable } from 'node:stream';
import { catalogues, JOB_STATUSES, staffAbility } from '@talent/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/access.js';
import { actorOf } from '../../platform/audit.js';
import { type OperationHandler, registerOperations } from '../../platform/operations.js';
import { pageMeta } from '../../platform/pagination.js';
import { requireSite } from '../../platform/tenancy/selection.js';
import { cloneJob, createJob, deleteJob, getJob, saveJob, setJobTags, tagJobs } from './job-editing.service.js';
import { withdrawJobEdit } from './job-edits.service.js';
import { jobActivity, jobsPage, nextOnHoldJob } from './job-lists.service.js';
import { type Decider, expireJobs, relistJobs, unlistJobs } from './job-moderation.service.js';
import { jobOptions } from './job-options.service.js';
import { publishJob } from './job-publishing.service.js';
import { approveJobs, rejectJobs } from './job-review.service.js';
import { jobsCsv } from './jobs.csv.js';
import type { JobScope } from './jobs.repo.js';

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
  /** The bulk changes of status share one shape: the selected jobs' ids, each judged by the service. */
  const bulk =
    (run: typeof unlistJobs): OperationHandler<'unlistJobs' | 'relistJobs' | 'expireJobs'> =>
    async (request) => ({ data: await run(app.ctx, scopeOf(request), request.body.ids, deciderOf(request)) });

  registerOperations(app, {
    unlistJobs: bulk(unlistJobs),
    relistJobs: bulk(relistJobs),
    expireJobs: bulk((ctx, scope, ids, { actor }) => expireJobs(ctx, scope, ids, actor)),
    jobStatuses: async (request) => {
      const labels = catalogues[request.locale].labels.jobStatuses;
      return { data: JOB_STATUSES.map((value) => ({ value, label: labels[value] })) };
    },
    jobOptions: async (request) => ({ data: await jobOptions(app.ctx, requireSite(request.selection)) }),
    listJobs: async (request) => {
      const { rows, total } = await jobsPage(app.ctx, scopeOf(request), request.query);
      return { data: rows, meta: pageMeta(request.query, total) };
    },
    listOnHoldJobs: async (request) => {
      const { rows, total } = await jobsPage(app.ctx, scopeOf(request), { ...request.query, in_review: true });
      return { data: rows, meta: pageMeta(request.query, total) };
    },
    nextOnHoldJob: async (request) => {
      const { after, ...filter } = request.query;
      return { data: await nextOnHoldJob(app.ctx, scopeOf(request), filter, after) };
    },
    exportJobs: async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="jobs.csv"')
        .header('cache-control', 'no-store')
        .send(Readable.from(jobsCsv(app.db, actorOf(request), scopeOf(request), request.query))),
    jobActivity: async (request) => {
      const { rows, total } = await jobActivity(app.ctx, scopeOf(request), request.params.uuid, request.query);
      return { data: rows, meta: pageMeta(request.query, total) };
    },
    getJob: async (request) => ({ data: await getJob(app.db, scopeOf(request), request.params.uuid) }),
    createJob: async (request, reply) =>
      reply.code(201).send({ data: await createJob(app.ctx, scopeOf(request), request.body, actorOf(request)) }),
    updateJob: async (request) => ({
      data: await saveJob(app.ctx, scopeOf(request), request.params.uuid, request.body, deciderOf(request)),
    }),
    deleteJob: async (request, reply) => {
      await deleteJob(app.ctx, scopeOf(request), request.params.uuid, actorOf(request));
      return reply.code(204).send(null);
    },
    publishJob: async (request) => ({
      data: await publishJob(app.ctx, scopeOf(request), request.params.uuid, actorOf(request)),
    }),
    cloneJob: async (request, reply) =>
      reply.code(201).send({ data: await cloneJob(app.ctx, scopeOf(request), request.params.uuid, actorOf(request)) }),
    setJobTags: async (request) => ({
      data: await setJobTags(app.ctx, scopeOf(request), request.params.uuid, request.body.tags, actorOf(request)),
    }),
    withdrawJobEdit: async (request) => ({
      data: await withdrawJobEdit(app.ctx, scopeOf(request), request.params.uuid, actorOf(request)),
    }),
    approveJobs: async (request) => ({
      data: await approveJobs(app.ctx, scopeOf(request), request.body.jobs, actorOf(request)),
    }),
    tagJobs: async (request) => ({ data: await tagJobs(app.ctx, scopeOf(request), request.body, actorOf(request)) }),
    rejectJobs: async (request) => ({
      data: await rejectJobs(
        app.ctx,
        scopeOf(request),
        { decisions: request.body.jobs, reason: request.body.reason, locale: request.locale },
        actorOf(request),
      ),
    }),
  });
};
