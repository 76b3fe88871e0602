import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/access.js';
import { actorOf } from '../../platform/audit.js';
import { registerOperations } from '../../platform/operations.js';
import { requireSite } from '../../platform/tenancy/selection.js';
import { issueCmsToken } from './cms.service.js';

/** Hands the external site-content editor a short-lived proof of who is editing which site. */
export const cmsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerOperations(app, {
    cmsToken: async (request) => {
      const { user, impersonatorUserId } = authOf(request);
      const scope = requireSite(request.selection);
      return { data: await issueCmsToken(app.ctx, scope, { user, impersonatorUserId }, actorOf(request)) };
    },
  });
};
