import { IdParam, ImpersonateBody, ImpersonationResponse } from '@talent/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/access.js';
import { endImpersonation, impersonateUser } from './impersonation.service.js';

const tags = ['impersonation'];

/** Staff act as a user to help them (DESIGN §6), with a reason, for an hour at most. */
export const impersonationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/impersonate/users/:id',
    {
      config: { access: { action: 'impersonate', subject: 'impersonation' } },
      schema: {
        tags,
        summary: 'Act as a user of the selected account',
        description:
          'Needs a reason. Refused while impersonating (403 `not_while_impersonating`), for users of other accounts (404), and for disabled or invited users or anyone with rights the caller lacks (403 `impersonation_refused`). The new session lasts an hour at most and ends with the staff session.',
        params: IdParam,
        body: ImpersonateBody,
        response: { 201: ImpersonationResponse },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const data = await impersonateUser(
        app.ctx,
        {
          sessionId: auth.sessionId,
          impersonatorUserId: auth.impersonatorUserId,
          user: auth.user,
          permissions: auth.permissions,
          accountId: request.selection.accountId,
        },
        request.params.id,
        request.body.reason,
        { ip: request.ip, requestId: String(request.id) },
      );
      return reply.code(201).send({ data });
    },
  );

  app.delete(
    '/impersonate',
    {
      config: { access: { action: 'access', subject: 'portal' } },
      schema: {
        tags,
        summary: 'Stop acting as someone else',
        description: 'Revokes the impersonation session (409 `not_impersonating` for an ordinary one).',
        response: { 204: z.null().describe('No content') },
      },
    },
    async (request, reply) => {
      await endImpersonation(app.ctx, authOf(request), request.selection.accountId, {
        ip: request.ip,
        requestId: String(request.id),
      });
      return reply.code(204).send(null);
    },
  );
};
