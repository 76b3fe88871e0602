import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/access.js';
import { actorOf } from '../../platform/audit.js';
import { registerOperations } from '../../platform/operations.js';
import { requireSite } from '../../platform/tenancy/selection.js';
import { endImpersonation, impersonateUser } from './impersonation.service.js';
import { impersonateSeeker } from './seeker-impersonation.js';

/** Staff act as a user to help them (DESIGN §6), with a reason, for an hour at most. */
export const impersonationRoutes: FastifyPluginAsyncZod = async (app) => {
  registerOperations(app, {
    impersonateUser: async (request, reply) => {
      const auth = authOf(request);
      const data = await impersonateUser(
        app.ctx,
        {
          sessionId: auth.sessionId,
          impersonatorUserId: auth.impersonatorUserId,
          amr: auth.amr,
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
    // Acting as a candidate also needs the right to see the site's candidates.
    impersonateSeeker: async (request) => {
      const auth = authOf(request);
      const data = await impersonateSeeker(
        app.ctx,
        requireSite(request.selection),
        request.params.uuid,
        request.body.reason,
        {
          impersonatorUserId: auth.impersonatorUserId,
          actor: actorOf(request),
          issuer: app.config.publicUrl,
          secret: app.config.candidateTokenSecret,
        },
      );
      return { data };
    },
    stopImpersonation: async (request, reply) => {
      await endImpersonation(app.ctx, authOf(request), {
        ip: request.ip,
        requestId: String(request.id),
      });
      return reply.code(204).send(null);
    },
  });
};
