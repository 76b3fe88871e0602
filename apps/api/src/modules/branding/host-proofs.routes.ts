import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/access.js';
import { actorOf } from '../../platform/audit.js';
import { registerOperations } from '../../platform/operations.js';
import { requireAccount } from '../../platform/tenancy/selection.js';
import { brandHosts } from './host-proofs.service.js';

/** The hosts the selected account's brand is served on, and their proofs (issue 33). */
export const hostProofRoutes: FastifyPluginAsyncZod = async (app) => {
  const callerOf = (request: FastifyRequest) => ({
    accountId: requireAccount(request.selection),
    userId: authOf(request).user.id,
    actor: actorOf(request),
  });

  registerOperations(app, {
    listBrandHosts: async (request) => ({ data: await brandHosts.list(app.ctx, requireAccount(request.selection)) }),
    addBrandHost: async (request, reply) => {
      const data = await brandHosts.add(app.ctx, callerOf(request), request.body.domain);
      return reply.status(201).send({ data });
    },
    checkBrandHost: async (request) => ({
      data: await brandHosts.check(app.ctx, callerOf(request), request.params.uuid),
    }),
    approveBrandHost: async (request) => ({
      data: await brandHosts.approve(app.ctx, callerOf(request), request.params.uuid, request.body.reason),
    }),
    removeBrandHost: async (request, reply) => {
      await brandHosts.remove(app.ctx, callerOf(request), request.params.uuid);
      return reply.status(204).send(null);
    },
  });
};
