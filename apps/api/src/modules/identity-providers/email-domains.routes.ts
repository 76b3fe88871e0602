import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/access.js';
import { actorOf } from '../../platform/audit.js';
import { registerOperations } from '../../platform/operations.js';
import { requireAccount } from '../../platform/tenancy/selection.js';
import { emailDomains } from './email-domains.service.js';

/** The e-mail domains the selected account claims, and their proofs (issue 31). */
export const emailDomainRoutes: FastifyPluginAsyncZod = async (app) => {
  const callerOf = (request: FastifyRequest) => ({
    accountId: requireAccount(request.selection),
    userId: authOf(request).user.id,
    actor: actorOf(request),
  });

  registerOperations(app, {
    listEmailDomains: async (request) => ({
      data: await emailDomains.list(app.ctx, requireAccount(request.selection)),
    }),
    addEmailDomain: async (request, reply) => {
      const data = await emailDomains.add(app.ctx, callerOf(request), request.body.domain);
      return reply.status(201).send({ data });
    },
    checkEmailDomain: async (request) => ({
      data: await emailDomains.check(app.ctx, callerOf(request), request.params.uuid),
    }),
    approveEmailDomain: async (request) => ({
      data: await emailDomains.approve(app.ctx, callerOf(request), request.params.uuid, request.body.reason),
    }),
    removeEmailDomain: async (request, reply) => {
      await emailDomains.remove(app.ctx, callerOf(request), request.params.uuid);
      return reply.status(204).send(null);
    },
  });
};
