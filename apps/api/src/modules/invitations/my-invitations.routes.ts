import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/access.js';
import { actorOf } from '../../platform/audit.js';
import { AppError } from '../../platform/errors.js';
import { registerOperations } from '../../platform/operations.js';
import { acceptInvitation, declineInvitation, type Invitee, myInvitations } from './answers.service.js';

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
  registerOperations(app, {
    myInvitations: async (request) => ({ data: await myInvitations(app.ctx, inviteeOf(request)) }),
    acceptInvitation: async (request) => ({
      data: await acceptInvitation(app.ctx, answeringUser(request), request.params.invitation, actorOf(request)),
    }),
    declineInvitation: async (request, reply) => {
      await declineInvitation(app.ctx, answeringUser(request), request.params.invitation, actorOf(request));
      return reply.code(204).send(null);
    },
  });
};
