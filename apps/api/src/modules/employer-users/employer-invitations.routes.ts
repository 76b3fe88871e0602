import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit.js';
import { registerOperations } from '../../platform/operations.js';
import { inviteMailOf } from '../auth/invitation-mail.js';
import { listInvitations, resendTeamInvitation, revokeTeamInvitation } from './employer-invitations.service.js';
import { teamOf } from './team.js';

/** Invitations of an employer's team that nobody has accepted yet: list, send again, withdraw. */
export const employerInvitationRoutes: FastifyPluginAsyncZod = async (app) => {
  registerOperations(app, {
    listEmployerInvitations: async (request) => {
      const team = await teamOf(app.db, request, request.params.employer, 'read');
      return { data: await listInvitations(app.db, team) };
    },
    resendEmployerInvitation: async (request, reply) => {
      const team = await teamOf(app.db, request, request.params.employer, 'update');
      const mail = await inviteMailOf(app, request);
      await resendTeamInvitation(app.ctx, team, request.params.invitation, actorOf(request), mail);
      return reply.code(204).send(null);
    },
    revokeEmployerInvitation: async (request, reply) => {
      const team = await teamOf(app.db, request, request.params.employer, 'update');
      await revokeTeamInvitation(app.ctx, team, request.params.invitation, actorOf(request));
      return reply.code(204).send(null);
    },
  });
};
