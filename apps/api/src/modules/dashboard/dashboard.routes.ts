import { checkAccess, EmployerDashboardResponse, SiteDashboardResponse } from '@talent/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/access.js';
import { AppError } from '../../platform/errors.js';
import { requireSite } from '../../platform/tenancy/selection.js';
import { employerDashboard, siteDashboard } from './dashboard.service.js';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/site/dashboard',
    {
      config: { access: { action: 'read', subject: 'dashboard' } },
      schema: {
        tags: ['dashboard'],
        summary: 'Dashboard of the selected site',
        description:
          'Key figures of the site selected with X-AF-SID. Sections are added as domains land; clients ignore unknown sections and treat absent ones as not available.',
        response: { 200: SiteDashboardResponse },
      },
    },
    async (request) => ({
      data: await siteDashboard(app.db, requireSite(request.selection), {
        // Each section only for those who may read its domain.
        jobs: checkAccess(authOf(request).ability, 'read', 'jobs'),
        privacy: checkAccess(authOf(request).ability, 'read', 'privacy'),
      }),
    }),
  );

  app.get(
    '/employer/dashboard',
    {
      // Whoever reads any of its sections; each section is then checked on its own.
      config: {
        access: {
          anyOf: [
            { action: 'read', subject: 'credits' },
            { action: 'read', subject: 'jobs' },
            { action: 'read', subject: 'applications' },
          ],
        },
      },
      schema: {
        tags: ['dashboard'],
        summary: 'Dashboard of the selected employer',
        description:
          'Needs X-AF-EMPID: the employer’s credits, live jobs and drafts, and new applications, each for those who may read it.',
        response: { 200: EmployerDashboardResponse },
      },
    },
    async (request) => {
      const { employerId } = request.selection;
      if (employerId === null) throw new AppError('invalid_context');
      const { ability } = authOf(request);
      return {
        data: await employerDashboard(
          app.db,
          { ...requireSite(request.selection), employerId },
          {
            credits: checkAccess(ability, 'read', 'credits'),
            jobs: checkAccess(ability, 'read', 'jobs'),
            applications: checkAccess(ability, 'read', 'applications'),
          },
        ),
      };
    },
  );
};
