import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/access.js';
import { actorOf } from '../../platform/audit.js';
import { registerOperations } from '../../platform/operations.js';
import { requireAccount } from '../../platform/tenancy/selection.js';
import { changeSite, createSite, type SiteCaller, visibleSites } from './sites.service.js';

const callerOf = (request: FastifyRequest): SiteCaller => ({
  accountId: requireAccount(request.selection),
  permissions: authOf(request).permissions,
});

/** The job boards of the selected account: account staff see and change all; site staff theirs only. */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  registerOperations(app, {
    listSites: async (request) => ({ data: await visibleSites(app.ctx, callerOf(request)) }),
    createSite: async (request, reply) => {
      const data = await createSite(app.ctx, requireAccount(request.selection), request.body, actorOf(request));
      return reply.code(201).send({ data });
    },
    // Held at the site edited (a grant at the account covers every site).
    updateSite: async (request) => ({
      data: await changeSite(
        app.ctx,
        requireAccount(request.selection),
        request.params.id,
        request.body,
        actorOf(request),
      ),
    }),
  });
};
