import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit.js';
import { registerOperations } from '../../platform/operations.js';
import { pageMeta } from '../../platform/pagination.js';
import { requireSite } from '../../platform/tenancy/selection.js';
import {
  consultantActivityPage,
  consultantJobsPage,
  consultantListPage,
  createConsultant,
  getConsultant,
  saveConsultant,
  setConsultantStatus,
} from './consultants.service.js';

/** The site's consultants (recruiters). Site staff only: employer users have no consultants rights. */
export const consultantRoutes: FastifyPluginAsyncZod = async (app) => {
  registerOperations(app, {
    listConsultants: async (request) => {
      const { rows, total } = await consultantListPage(app.ctx, requireSite(request.selection), request.query);
      return { data: rows, meta: pageMeta(request.query, total) };
    },
    createConsultant: async (request, reply) =>
      reply.code(201).send({
        data: await createConsultant(app.ctx, requireSite(request.selection), request.body, actorOf(request)),
      }),
    getConsultant: async (request) => ({
      data: await getConsultant(app.db, requireSite(request.selection), request.params.id),
    }),
    updateConsultant: async (request) => ({
      data: await saveConsultant(
        app.ctx,
        requireSite(request.selection),
        request.params.id,
        request.body,
        actorOf(request),
      ),
    }),
    setConsultantStatus: async (request) => ({
      data: await setConsultantStatus(
        app.ctx,
        requireSite(request.selection),
        request.params.id,
        request.body.status,
        actorOf(request),
      ),
    }),
    consultantJobs: async (request) => {
      const scope = requireSite(request.selection);
      const { rows, total } = await consultantJobsPage(app.ctx, scope, request.params.id, request.query);
      return { data: rows, meta: pageMeta(request.query, total) };
    },
    consultantActivity: async (request) => {
      const scope = requireSite(request.selection);
      const { rows, total } = await consultantActivityPage(app.ctx, scope, request.params.id, request.query);
      return { data: rows, meta: pageMeta(request.query, total) };
    },
  });
};
