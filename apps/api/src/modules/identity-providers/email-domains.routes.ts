import {
  AddEmailDomainBody,
  ApproveEmailDomainBody,
  EmailDomainListResponse,
  EmailDomainParams,
  EmailDomainResponse,
} from '@talent/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/access.js';
import { actorOf } from '../../platform/audit.js';
import { requireAccount } from '../../platform/tenancy/selection.js';
import {
  addEmailDomain,
  approveEmailDomain,
  checkEmailDomain,
  listEmailDomains,
  removeEmailDomain,
} from './email-domains.service.js';

// Part of configuring single sign-on: the owners' power (`identity_providers.update`).
const CONFIGURERS = { action: 'update', subject: 'identity_providers' } as const;
// Approving without the DNS record: platform staff only, judged by their platform-wide grants.
const PLATFORM_STAFF = { ...CONFIGURERS, platform: true } as const;
const PROOF_NOTE =
  'The account’s identity providers sign in (and create) only addresses of its proven domains. A domain is proven by one account at most.';

/** The e-mail domains the selected account claims, and their proofs (issue 31). */
export const emailDomainRoutes: FastifyPluginAsyncZod = async (app) => {
  const callerOf = (request: FastifyRequest) => ({
    accountId: requireAccount(request.selection),
    userId: authOf(request).user.id,
    actor: actorOf(request),
  });

  app.get(
    '/accounts/email-domains',
    {
      config: { access: CONFIGURERS },
      schema: {
        tags: ['accounts'],
        summary: 'The account’s e-mail domains and their proofs',
        description: PROOF_NOTE,
        response: { 200: EmailDomainListResponse },
      },
    },
    async (request) => ({ data: await listEmailDomains(app.ctx, requireAccount(request.selection)) }),
  );

  app.post(
    '/accounts/email-domains',
    {
      config: { access: CONFIGURERS },
      schema: {
        tags: ['accounts'],
        summary: 'Claim an e-mail domain: answers the TXT record to publish',
        description: `${PROOF_NOTE} A domain the account already lists, or another account has proven, is 422 on \`domain\`.`,
        body: AddEmailDomainBody,
        response: { 201: EmailDomainResponse },
      },
    },
    async (request, reply) => {
      const data = await addEmailDomain(app.ctx, callerOf(request), request.body.domain);
      return reply.status(201).send({ data });
    },
  );

  app.post(
    '/accounts/email-domains/:uuid/check',
    {
      config: { access: CONFIGURERS },
      schema: {
        tags: ['accounts'],
        summary: 'Read the domain’s TXT record now; proven when it holds the token',
        description:
          'No record: 422 `email_domain_record_missing`; DNS unreadable: 422 `email_domain_dns_failed`; proven by another account meanwhile: 409 `email_domain_proven_elsewhere`.',
        params: EmailDomainParams,
        response: { 200: EmailDomainResponse },
      },
    },
    async (request) => ({ data: await checkEmailDomain(app.ctx, callerOf(request), request.params.uuid) }),
  );

  app.post(
    '/accounts/email-domains/:uuid/approve',
    {
      config: { access: PLATFORM_STAFF },
      schema: {
        tags: ['accounts'],
        summary: 'Approve a domain by hand (platform staff), with a reason',
        description: 'Audited with the reason. 409 `email_domain_proven_elsewhere` when another account holds it.',
        params: EmailDomainParams,
        body: ApproveEmailDomainBody,
        response: { 200: EmailDomainResponse },
      },
    },
    async (request) => ({
      data: await approveEmailDomain(app.ctx, callerOf(request), request.params.uuid, request.body.reason),
    }),
  );

  app.delete(
    '/accounts/email-domains/:uuid',
    {
      config: { access: CONFIGURERS },
      schema: {
        tags: ['accounts'],
        summary: 'Remove a domain',
        description: 'Its addresses can no longer sign in through the account’s identity providers.',
        params: EmailDomainParams,
        response: { 204: z.null().describe('No content') },
      },
    },
    async (request, reply) => {
      await removeEmailDomain(app.ctx, callerOf(request), request.params.uuid);
      return reply.status(204).send(null);
    },
  );
};
