import {
  IdentityProviderListResponse,
  IdentityProviderParams,
  IdentityProviderResponse,
  IdentityProviderTestResponse,
  SaveIdentityProviderBody,
} from '@talent/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/access.js';
import { actorOf } from '../../platform/audit.js';
import { requireAccount } from '../../platform/tenancy/selection.js';
import { linkContextOf } from '../branding/links.js';
import {
  createIdentityProvider,
  deleteIdentityProvider,
  listIdentityProviders,
  testIdentityProvider,
  updateIdentityProvider,
} from './identity-providers.service.js';

// A provider can sign in anyone of the account's staff: an owner's power, not `accounts.update`'s.
const ACCOUNT_OWNERS = { action: 'update', subject: 'identity_providers' } as const;
const SECRET_NOTE = 'The client secret is stored encrypted and never answered (`has_client_secret`).';

/** The selected account's OpenID Connect providers (issue 20), for its owners. */
export const identityProviderRoutes: FastifyPluginAsyncZod = async (app) => {
  const ownerOf = (request: FastifyRequest) => ({
    accountId: requireAccount(request.selection),
    actor: actorOf(request),
    actorName: authOf(request).user.name,
    permissions: authOf(request).permissions,
    links: linkContextOf(app, request),
  });

  app.get(
    '/accounts/identity-providers',
    {
      config: { access: ACCOUNT_OWNERS },
      schema: {
        tags: ['accounts'],
        summary: 'The account’s identity providers (single sign-on)',
        description: SECRET_NOTE,
        response: { 200: IdentityProviderListResponse },
      },
    },
    async (request) => ({ data: await listIdentityProviders(app.ctx, requireAccount(request.selection)) }),
  );

  app.post(
    '/accounts/identity-providers',
    {
      config: { access: ACCOUNT_OWNERS },
      schema: {
        tags: ['accounts'],
        summary: 'Add an identity provider',
        description: `${SECRET_NOTE} The account’s owners are e-mailed. An http:// or private issuer is refused (422) unless the server allows them (development). A just-in-time role must fit the account and hold only rights the caller holds there (422 on \`jit_role_id\`).`,
        body: SaveIdentityProviderBody,
        response: { 201: IdentityProviderResponse },
      },
    },
    async (request, reply) => {
      const data = await createIdentityProvider(app.ctx, ownerOf(request), request.body);
      return reply.status(201).send({ data });
    },
  );

  app.put(
    '/accounts/identity-providers/:uuid',
    {
      config: { access: ACCOUNT_OWNERS },
      schema: {
        tags: ['accounts'],
        summary: 'Change an identity provider',
        description: `${SECRET_NOTE} Leave \`client_secret\` out to keep the stored one. Another account’s provider is 404.`,
        params: IdentityProviderParams,
        body: SaveIdentityProviderBody,
        response: { 200: IdentityProviderResponse },
      },
    },
    async (request) => ({
      data: await updateIdentityProvider(app.ctx, ownerOf(request), request.params.uuid, request.body),
    }),
  );

  app.delete(
    '/accounts/identity-providers/:uuid',
    {
      config: { access: ACCOUNT_OWNERS },
      schema: {
        tags: ['accounts'],
        summary: 'Remove an identity provider',
        description: 'People linked to it sign in another way afterwards. The account’s owners are e-mailed.',
        params: IdentityProviderParams,
        response: { 204: z.null().describe('No content') },
      },
    },
    async (request, reply) => {
      await deleteIdentityProvider(app.ctx, ownerOf(request), request.params.uuid);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/accounts/identity-providers/:uuid/test',
    {
      config: { access: ACCOUNT_OWNERS },
      schema: {
        tags: ['accounts'],
        summary: 'Test the connection: fetch discovery and signing keys now',
        description: 'A failure is `ok: false` with a translated `problem`, not an error status.',
        params: IdentityProviderParams,
        response: { 200: IdentityProviderTestResponse },
      },
    },
    async (request) => ({
      data: await testIdentityProvider(app.ctx, requireAccount(request.selection), request.params.uuid, request.locale),
    }),
  );
};
