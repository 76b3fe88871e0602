import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/access.js';
import { actorOf } from '../../platform/audit.js';
import { registerOperations } from '../../platform/operations.js';
import { requireAccount } from '../../platform/tenancy/selection.js';
import { linkContextOf } from '../branding/links.js';
import {
  createIdentityProvider,
  deleteIdentityProvider,
  listIdentityProviders,
  testIdentityProvider,
  updateIdentityProvider,
} from './identity-providers.service.js';

/** The selected account's OpenID Connect providers (issue 20), for its owners. */
export const identityProviderRoutes: FastifyPluginAsyncZod = async (app) => {
  const ownerOf = (request: FastifyRequest) => ({
    accountId: requireAccount(request.selection),
    actor: actorOf(request),
    actorName: authOf(request).user.name,
    permissions: authOf(request).permissions,
    links: linkContextOf(app, request),
  });

  registerOperations(app, {
    listIdentityProviders: async (request) => ({
      data: await listIdentityProviders(app.ctx, requireAccount(request.selection)),
    }),
    createIdentityProvider: async (request, reply) => {
      const data = await createIdentityProvider(app.ctx, ownerOf(request), request.body);
      return reply.status(201).send({ data });
    },
    updateIdentityProvider: async (request) => ({
      data: await updateIdentityProvider(app.ctx, ownerOf(request), request.params.uuid, request.body),
    }),
    deleteIdentityProvider: async (request, reply) => {
      await deleteIdentityProvider(app.ctx, ownerOf(request), request.params.uuid);
      return reply.status(204).send(null);
    },
    testIdentityProvider: async (request) => ({
      data: await testIdentityProvider(app.ctx, requireAccount(request.selection), request.params.uuid, request.locale),
    }),
  });
};
