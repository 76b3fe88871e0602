import {
  ActivityListResponse,
  ActivityQuery,
  ConsultantIdParam,
  ConsultantJobsQuery,
  ConsultantJobsResponse,
  ConsultantListQuery,
  ConsultantListResponse,
  ConsultantResponse,
  ConsultantStatusBody,
  SaveConsultantBody,
} from '@talent/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit.js';
import { pageMeta } from '../../platform/pagination.js';
import { requireSite } from '../../platform/tenancy/selection.js';
import { listActivity } from '../audit/activity.repo.js';
import { consultantJobs, listConsultants } from './consultants.repo.js';
import { createConsultant, getConsultant, saveConsultant, setConsultantStatus } from './consultants.service.js';

const READ = { action: 'read', subject: 'consultants' } as const;
const CREATE = { action: 'create', subject: 'consultants' } as const;
const UPDATE = { action: 'update', subject: 'consultants' } as const;
const tags = ['consultants'];

/** The site's consultants (recruiters). Site staff only: employer users have no consultants rights. */
export const consultantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/consultants',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Consultants of the selected site',
        description: '`q` searches name, e-mail and phone. Filters: `filter[status|specialisation]`.',
        querystring: ConsultantListQuery,
        response: { 200: ConsultantListResponse },
      },
    },
    async (request) => {
      const { rows, total } = await listConsultants(app.db, requireSite(request.selection), request.query);
      return { data: rows, meta: pageMeta(request.query, total) };
    },
  );

  app.post(
    '/consultants',
    {
      config: { access: CREATE },
      schema: {
        tags,
        summary: 'Add a consultant',
        description: 'E-mail unique on the site (422 `email_taken`); specialisations are the site’s classifications.',
        body: SaveConsultantBody,
        response: { 201: ConsultantResponse },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await createConsultant(app.ctx, requireSite(request.selection), request.body, actorOf(request)),
      }),
  );

  app.get(
    '/consultants/:id',
    {
      config: { access: READ },
      schema: { tags, summary: 'One consultant', params: ConsultantIdParam, response: { 200: ConsultantResponse } },
    },
    async (request) => ({ data: await getConsultant(app.db, requireSite(request.selection), request.params.id) }),
  );

  app.put(
    '/consultants/:id',
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'Edit a consultant and the employers they look after',
        params: ConsultantIdParam,
        body: SaveConsultantBody,
        response: { 200: ConsultantResponse },
      },
    },
    async (request) => ({
      data: await saveConsultant(
        app.ctx,
        requireSite(request.selection),
        request.params.id,
        request.body,
        actorOf(request),
      ),
    }),
  );

  app.patch(
    '/consultants/:id/status',
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'Enable or disable a consultant',
        description: 'A disabled consultant keeps their jobs and employers but cannot be newly assigned.',
        params: ConsultantIdParam,
        body: ConsultantStatusBody,
        response: { 200: ConsultantResponse },
      },
    },
    async (request) => ({
      data: await setConsultantStatus(
        app.ctx,
        requireSite(request.selection),
        request.params.id,
        request.body.status,
        actorOf(request),
      ),
    }),
  );

  app.get(
    '/consultants/:id/jobs',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Jobs assigned to a consultant, newest first',
        params: ConsultantIdParam,
        querystring: ConsultantJobsQuery,
        response: { 200: ConsultantJobsResponse },
      },
    },
    async (request) => {
      const scope = requireSite(request.selection);
      await getConsultant(app.db, scope, request.params.id);
      const { rows, total } = await consultantJobs(
        app.db,
        scope,
        request.params.id,
        request.query.page,
        request.query.per_page,
      );
      return { data: rows, meta: pageMeta(request.query, total) };
    },
  );

  app.get(
    '/consultants/:id/activity',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'What happened to a consultant, newest first',
        params: ConsultantIdParam,
        querystring: ActivityQuery,
        response: { 200: ActivityListResponse },
      },
    },
    async (request) => {
      const scope = requireSite(request.selection);
      await getConsultant(app.db, scope, request.params.id);
      const { rows, total } = await listActivity(
        app.db,
        { accountId: scope.accountId, subjectType: 'consultant', subjectId: request.params.id },
        request.query,
      );
      return { data: rows, meta: pageMeta(request.query, total) };
    },
  );
};
