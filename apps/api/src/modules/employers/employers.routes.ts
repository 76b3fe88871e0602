import { EmployerListQuery, EmployerListResponse, EmployerResponse, IdParam } from '@talent/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../platform/errors.js';
import { pageMeta } from '../../platform/pagination.js';
import { requireSite } from '../../platform/tenancy/selection.js';
import { findEmployer, listEmployers } from './employers.repo.js';

export const employerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/employers',
    {
      config: { access: { action: 'read', subject: 'employers' } },
      schema: {
        tags: ['employers'],
        summary: 'Employers of the selected site',
        querystring: EmployerListQuery,
        response: { 200: EmployerListResponse },
      },
    },
    async (request) => {
      const { rows, total } = await listEmployers(app.db, requireSite(request.selection), request.query);
      return { data: rows, meta: pageMeta(request.query, total) };
    },
  );

  app.get(
    '/employers/:id',
    {
      config: { access: { action: 'read', subject: 'employers' } },
      schema: {
        tags: ['employers'],
        summary: 'One employer of the selected site',
        params: IdParam,
        response: { 200: EmployerResponse },
      },
    },
    async (request) => {
      const employer = await findEmployer(app.db, requireSite(request.selection), request.params.id);
      if (!employer) throw notFound();
      return { data: employer };
    },
  );
};
