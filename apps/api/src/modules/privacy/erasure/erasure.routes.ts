import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../platform/audit.js';
import { registerOperations } from '../../../platform/operations.js';
import { requireSite } from '../../../platform/tenancy/selection.js';
import { eraseSeeker, erasurePreview } from './erasure.service.js';

/** Staff erase a candidate of the selected site: first what would go, then the erasure itself. */
export const erasureRoutes: FastifyPluginAsyncZod = async (app) => {
  registerOperations(app, {
    seekerErasurePreview: async (request) => ({
      data: await erasurePreview(app.ctx, requireSite(request.selection), request.params.uuid),
    }),
    eraseSeeker: async (request) => ({
      data: await eraseSeeker(app.ctx, requireSite(request.selection), request.params.uuid, {
        origin: 'staff',
        reason: request.body.reason,
        actor: actorOf(request),
      }),
    }),
  });
};
