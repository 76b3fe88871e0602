import {
  CANDIDATE_TOKEN_SECONDS,
  IdParam,
  ImpersonateBody,
  ImpersonationResponse,
  SeekerImpersonationParam,
  SeekerImpersonationResponse,
} from '@talent/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/access.js';
import { actorOf } from '../../platform/audit.js';
import { requireSite } from '../../platform/tenancy/selection.js';
import { endImpersonation, impersonateUser } from './impersonation.service.js';
import { impersonateSeeker } from './seeker-impersonation.js';

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
          'Needs a reason. Refused while impersonating (403 `not_while_impersonating`), for users of other accounts (404), and for disabled or invited users or anyone with rights the caller lacks (403 `impersonation_refused`). The new session acts only in one account: the selected one, or (platform staff) the person’s only account (409 `impersonation_account_required` when that is not clear); where that account requires two-factor sign-in, the caller’s own session must have proved a second factor (403 `impersonation_second_factor_required`). It lasts an hour at most and ends with the staff session.',
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
  );

  app.post(
    '/impersonate/seekers/:uuid',
    {
      config: {
        // Acting as a candidate also needs the right to see the site's candidates.
        access: {
          allOf: [
            { action: 'impersonate', subject: 'impersonation' },
            { action: 'read', subject: 'seekers' },
          ],
        },
      },
      schema: {
        tags,
        summary: 'See the site as one of its candidates',
        description: `Needs the right to read candidates as well, and a reason, kept on the candidate's activity. With a candidate site set in the site settings, answers \`external\` with its address and a token (HS256, audience \`candidate\`, ${CANDIDATE_TOKEN_SECONDS / 60} minutes, \`CANDIDATE_TOKEN_SECRET\`); otherwise \`portal\` with the candidate's read-only view. Refused while impersonating (403 \`not_while_impersonating\`) and for a disabled candidate (403 \`impersonation_refused\`); another site's candidate is 404.`,
        params: SeekerImpersonationParam,
        body: ImpersonateBody,
        response: { 200: SeekerImpersonationResponse },
      },
    },
    async (request) => {
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
  );

  app.delete(
    '/impersonate',
    {
      config: { access: { action: 'access', subject: 'portal' }, selection: false },
      schema: {
        tags,
        summary: 'Stop acting as someone else',
        description: 'Revokes the impersonation session (409 `not_impersonating` for an ordinary one).',
        response: { 204: z.null().describe('No content') },
      },
    },
    async (request, reply) => {
      await endImpersonation(app.ctx, authOf(request), {
        ip: request.ip,
        requestId: String(request.id),
      });
      return reply.code(204).send(null);
    },
  );
};
