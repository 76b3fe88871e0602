import { checkAccess, SiteDashboardResponse } from '@talent/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/access.js';
import { requireSite } from '../../platform/tenancy/selection.js';
import { siteDashboard } from './dashboard.service.js';

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
      }),
    }),
  );
};
