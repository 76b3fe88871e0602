import { EmployerDetailResponse, EmployerResponse, UpdateEmployerBody } from '@talent/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit.js';
import { AppError } from '../../platform/errors.js';
import { requireSite } from '../../platform/tenancy/selection.js';
import { getEmployerDetail, saveEmployer } from './employers.service.js';

const tags = ['own employer'];

/** The employer selected with X-AF-EMPID; these routes mean nothing without one. */
function ownEmployer(request: FastifyRequest) {
  const { employerId } = request.selection;
  if (employerId === null) throw new AppError('invalid_context');
  return { scope: requireSite(request.selection), id: employerId };
}

/** `/v1/employer`: an employer user's own profile (staff use `/v1/employers/{id}`). */
export const ownEmployerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/employer',
    {
      config: { access: { action: 'read', subject: 'employer_profile' } },
      schema: {
        tags,
        summary: 'The selected employer’s own profile',
        description:
          'Needs X-AF-EMPID. A disabled or rejected employer answers 403 `employer_unavailable`. `registration`: its own registration answers, read-only.',
        response: { 200: EmployerDetailResponse },
      },
    },
    async (request) => {
      const { scope, id } = ownEmployer(request);
      return { data: await getEmployerDetail(app.db, scope, id) };
    },
  );

  app.put(
    '/employer',
    {
      config: { access: { action: 'update', subject: 'employer_profile' } },
      schema: {
        tags,
        summary: 'Update the selected employer’s own profile',
        description: 'The same fields and rules as `PUT /v1/employers/{id}`; the status is not the employer’s to set.',
        body: UpdateEmployerBody,
        response: { 200: EmployerResponse },
      },
    },
    async (request) => {
      const { scope, id } = ownEmployer(request);
      // Trust is the staff's to give: an employer cannot mark itself trusted.
      const { trusted: _ignored, ...body } = request.body;
      return { data: await saveEmployer(app.ctx, scope, id, body, actorOf(request)) };
    },
  );
};
