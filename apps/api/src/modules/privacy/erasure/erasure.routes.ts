import { EraseSeekerBodySchema, ErasurePreviewResponse, ErasureResultResponse, SeekerIdParam } from '@talent/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../platform/audit.js';
import { requireSite } from '../../../platform/tenancy/selection.js';
import { eraseSeeker, erasurePreview } from './erasure.service.js';

const DELETE = { action: 'delete', subject: 'privacy' } as const;
const tags = ['privacy'];

/** Staff erase a candidate of the selected site: first what would go, then the erasure itself. */
export const erasureRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/seekers/:uuid/erasure',
    {
      config: { access: DELETE },
      schema: {
        tags,
        summary: 'What erasing a candidate would remove',
        description: 'Counts of what goes, and the mode (`anonymise`, or `delete` when the account chose hard delete).',
        params: SeekerIdParam,
        response: { 200: ErasurePreviewResponse },
      },
    },
    async (request) => ({
      data: await erasurePreview(app.ctx, requireSite(request.selection), request.params.uuid),
    }),
  );

  app.post(
    '/seekers/:uuid/erasure',
    {
      config: { access: DELETE },
      schema: {
        tags,
        summary: 'Erase a candidate',
        description:
          'Removes the candidate’s personal data everywhere (anonymised, or deleted with the account’s hard delete), deletes their files and adds the address to the suppression list. The reason is kept in the audit log. Cannot be undone.',
        params: SeekerIdParam,
        body: EraseSeekerBodySchema,
        response: { 200: ErasureResultResponse },
      },
    },
    async (request) => ({
      data: await eraseSeeker(app.ctx, requireSite(request.selection), request.params.uuid, {
        origin: 'staff',
        reason: request.body.reason,
        actor: actorOf(request),
      }),
    }),
  );
};
