import { EmployerInvitationParams, EmployerParam, TeamInvitationListResponse } from '@talent/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit.js';
import { inviteMailOf } from '../auth/invitation-mail.js';
import { listInvitations, resendTeamInvitation, revokeTeamInvitation } from './employer-invitations.service.js';
import { EMPLOYER_TEAM_READ, employerTeamAccess } from './employer-team.routes.js';
import { teamOf } from './team.js';

const tags = ['employer users'];
const BASE = '/employers/:employer/invitations';

/** Invitations of an employer's team that nobody has accepted yet: list, send again, withdraw. */
export const employerInvitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    BASE,
    {
      config: { access: EMPLOYER_TEAM_READ },
      schema: {
        tags,
        summary: 'Invitations to this employer not yet accepted (the typed address, role and dates only)',
        params: EmployerParam,
        response: { 200: TeamInvitationListResponse },
      },
    },
    async (request) => {
      const team = await teamOf(app.db, request, request.params.employer, 'read');
      return { data: await listInvitations(app.db, team) };
    },
  );

  app.post(
    `${BASE}/:invitation/resend`,
    {
      config: { access: employerTeamAccess('create') },
      schema: {
        tags,
        summary: 'Send the invitation again, valid another 7 days (earlier links stop working)',
        params: EmployerInvitationParams,
      },
    },
    async (request, reply) => {
      const team = await teamOf(app.db, request, request.params.employer, 'update');
      const mail = await inviteMailOf(app, request);
      await resendTeamInvitation(app.ctx, team, request.params.invitation, actorOf(request), mail);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    `${BASE}/:invitation`,
    {
      config: { access: employerTeamAccess('delete') },
      schema: { tags, summary: 'Withdraw an invitation', params: EmployerInvitationParams },
    },
    async (request, reply) => {
      const team = await teamOf(app.db, request, request.params.employer, 'update');
      await revokeTeamInvitation(app.ctx, team, request.params.invitation, actorOf(request));
      return reply.code(204).send(null);
    },
  );
};
