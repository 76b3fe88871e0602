import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/access.js';
import { actorOf } from '../../platform/audit.js';
import { registerOperations } from '../../platform/operations.js';
import { inviteMailOf } from '../auth/invitation-mail.js';
import { assignableRoles, changeRole, inviteMember, listUsers, removeMember } from './employer-users.service.js';
import { teamOf } from './team.js';

export const employerUserRoutes: FastifyPluginAsyncZod = async (app) => {
  registerOperations(app, {
    listEmployerUsers: async (request) => {
      const team = await teamOf(app.db, request, request.params.employer, 'read');
      return { data: await listUsers(app.db, team) };
    },
    employerRoles: async (request) => {
      const team = await teamOf(app.db, request, request.params.employer, 'read');
      return { data: await assignableRoles(app.db, team) };
    },
    inviteEmployerUser: async (request, reply) => {
      const team = await teamOf(app.db, request, request.params.employer, 'update');
      const { user } = authOf(request);
      const inviter = { id: user.id, name: user.name, email: user.email };
      const data = await inviteMember(
        app.ctx,
        team,
        request.body,
        inviter,
        actorOf(request),
        await inviteMailOf(app, request),
      );
      return reply.code(201).send({ data });
    },
    updateEmployerUser: async (request) => {
      const team = await teamOf(app.db, request, request.params.employer, 'update');
      return { data: await changeRole(app.ctx, team, request.params.user, request.body.role_id, actorOf(request)) };
    },
    removeEmployerUser: async (request, reply) => {
      const team = await teamOf(app.db, request, request.params.employer, 'update');
      await removeMember(app.ctx, team, request.params.user, actorOf(request));
      return reply.code(204).send(null);
    },
  });
};
