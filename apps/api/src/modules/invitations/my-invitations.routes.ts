import { AcceptedInvitationResponse, InvitationParam, MyInvitationListResponse } from '@talent/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/access.js';
import { actorOf } from '../../platform/audit.js';
import { AppError } from '../../platform/errors.js';
import { acceptInvitation, declineInvitation, type Invitee, myInvitations } from './answers.service.js';

const PORTAL = { action: 'access', subject: 'portal' } as const;
// `selection: false` on each: these act for the caller alone, in no tenant (a stale selection never blocks them).
const tags = ['invitations'];

const inviteeOf = (request: FastifyRequest): Invitee => {
  const auth = authOf(request);
  return { userId: auth.user.id, boundAccountId: auth.boundAccountId };
};

/** Consent is the invited person's own: someone acting as them cannot give or refuse it. */
function answeringUser(request: FastifyRequest): Invitee {
  if (authOf(request).impersonatorUserId !== null) throw new AppError('not_while_impersonating');
  return inviteeOf(request);
}

/** The signed-in person's own invitations: list, accept, decline. Another person's id answers 404. */
export const myInvitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/invitations',
    {
      config: { access: PORTAL, selection: false },
      schema: {
        tags,
        summary: 'Invitations I have not answered yet (expired ones are left out)',
        description:
          'A session that acts in one account only (signed in through its identity provider, or an impersonation) lists that account’s alone.',
        response: { 200: MyInvitationListResponse },
      },
    },
    async (request) => ({ data: await myInvitations(app.db, inviteeOf(request)) }),
  );

  app.post(
    '/invitations/:invitation/accept',
    {
      config: { access: PORTAL, selection: false },
      schema: {
        tags,
        summary: 'Accept an invitation: the role is mine from now on',
        description:
          'Answers where the role applies, so the app can switch there. 409 `invitation_expired` past its date; 403 `not_while_impersonating`; 403 `invitation_needs_own_sign_in` for another account’s invitation from a session signed in through an account’s identity provider (sign in with a password or passkey to answer it).',
        params: InvitationParam,
        response: { 200: AcceptedInvitationResponse },
      },
    },
    async (request) => ({
      data: await acceptInvitation(app.ctx, answeringUser(request), request.params.invitation, actorOf(request)),
    }),
  );

  app.post(
    '/invitations/:invitation/decline',
    {
      config: { access: PORTAL, selection: false },
      schema: {
        tags,
        summary: 'Decline an invitation: no role is given, and the inviter is told',
        description:
          '403 `not_while_impersonating`; 403 `invitation_needs_own_sign_in` for another account’s invitation from a session signed in through an account’s identity provider.',
        params: InvitationParam,
      },
    },
    async (request, reply) => {
      await declineInvitation(app.ctx, answeringUser(request), request.params.invitation, actorOf(request));
      return reply.code(204).send(null);
    },
  );
};
