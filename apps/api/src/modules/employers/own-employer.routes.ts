import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit.js';
import { AppError } from '../../platform/errors.js';
import { registerOperations } from '../../platform/operations.js';
import { requireSite } from '../../platform/tenancy/selection.js';
import { getEmployerDetail, saveEmployer } from './employers.service.js';

/** The employer selected with X-AF-EMPID; these routes mean nothing without one. */
function ownEmployer(request: FastifyRequest) {
  const { employerId } = request.selection;
  if (employerId === null) throw new AppError('invalid_context');
  return { scope: requireSite(request.selection), id: employerId };
}

/** `/v1/employer`: an employer user's own profile (staff use `/v1/employers/{id}`). */
export const ownEmployerRoutes: FastifyPluginAsyncZod = async (app) => {
  registerOperations(app, {
    ownEmployer: async (request) => {
      const { scope, id } = ownEmployer(request);
      return { data: await getEmployerDetail(app.ctx, scope, id) };
    },
    updateOwnEmployer: async (request) => {
      const { scope, id } = ownEmployer(request);
      // Trust is the staff's to give: an employer cannot mark itself trusted.
      const { trusted: _ignored, ...body } = request.body;
      return { data: await saveEmployer(app.ctx, scope, id, body, actorOf(request)) };
    },
  });
};
