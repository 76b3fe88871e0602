import { ApplyToJobBody, PublicJobParam, PublicSubmissionResponse, ReportJobBody } from '@talent/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit.js';
import { applyToJob, reportJob } from './job-board.service.js';

const tags = ['job board'];

/**
 * What the public job board sends for its visitors (no sign-in): reports on live jobs and
 * applications. Only live jobs are known here; each address is throttled.
 */
export const jobBoardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/jobs/:uuid/reports',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Report a live job (spam, scam, …); the site’s moderators are notified',
        description: 'Unknown or not-live jobs are 404; more than 30 submissions per address in 15 minutes are 429.',
        params: PublicJobParam,
        body: ReportJobBody,
        response: { 201: PublicSubmissionResponse },
      },
    },
    async (request, reply) => {
      const id = await reportJob(app.ctx, request.params.uuid, request.body, actorOf(request));
      return reply.code(201).send({ data: { id } });
    },
  );

  app.post(
    '/jobs/:uuid/applications',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Apply for a live job; the candidate is e-mailed, the employer and staff notified',
        description:
          'The site’s candidate with this address is reused (or created). 409 `already_applied` for a second application to the same job; 409 `seeker_disabled` for a disabled candidate.',
        params: PublicJobParam,
        body: ApplyToJobBody,
        response: { 201: PublicSubmissionResponse },
      },
    },
    async (request, reply) => {
      const id = await applyToJob(app.ctx, request.params.uuid, request.body, actorOf(request));
      return reply.code(201).send({ data: { id } });
    },
  );
};
