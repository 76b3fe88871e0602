import {
  EmployerParam,
  EmployerRolesResponse,
  EmployerUserListResponse,
  EmployerUserParams,
  EmployerUserResponse,
  InviteEmployerUserBody,
  TeamInvitationResponse,
  UpdateEmployerUserBody,
} from '@talent/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/access.js';
import { actorOf } from '../../platform/audit.js';
import { inviteMailOf } from '../auth/invitation-mail.js';
import { assignableRoles, changeRole, inviteMember, listTeam, removeMember } from './employer-team.service.js';
import { teamOf } from './team.js';

const tags = ['employer users'];
// Staff reach any employer's team of their site through `employers`; an employer's own users
// through `employer_users`, for their own employer only (see teamOf).
export const EMPLOYER_TEAM_READ = {
  anyOf: [
    { action: 'read', subject: 'employers' },
    { action: 'read', subject: 'employer_users' },
  ],
} as const;
export const employerTeamAccess = (own: 'create' | 'update' | 'delete') =>
  ({
    anyOf: [
      { action: 'update', subject: 'employers' },
      { action: own, subject: 'employer_users' },
    ],
  }) as const;
const BASE = '/employers/:employer';

export const employerUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${BASE}/users`,
    {
      config: { access: EMPLOYER_TEAM_READ },
      schema: {
        tags,
        summary: 'People who work for an employer, with their role and whether they accepted',
        params: EmployerParam,
        response: { 200: EmployerUserListResponse },
      },
    },
    async (request) => {
      const team = await teamOf(app.db, request, request.params.employer, 'read');
      return { data: await listTeam(app.db, team) };
    },
  );

  app.get(
    `${BASE}/roles`,
    {
      config: { access: EMPLOYER_TEAM_READ },
      schema: {
        tags,
        summary: 'Roles the caller may give people of this employer',
        params: EmployerParam,
        response: { 200: EmployerRolesResponse },
      },
    },
    async (request) => {
      const team = await teamOf(app.db, request, request.params.employer, 'read');
      return { data: await assignableRoles(app.db, team) };
    },
  );

  app.post(
    `${BASE}/users`,
    {
      config: { access: employerTeamAccess('create') },
      schema: {
        tags,
        summary: 'Invite someone by e-mail with a role',
        description:
          'Nobody joins without consent: the answer is the same pending invitation (the typed address, role and dates) whoever the address belongs to, a member included. A new address gets an `invited` account and a link (valid 7 days) to choose a password, which accepts; someone who signs in is told in the portal and by e-mail and accepts or declines there. 422 on `email` for one’s own address.',
        params: EmployerParam,
        body: InviteEmployerUserBody,
        response: { 201: TeamInvitationResponse },
      },
    },
    async (request, reply) => {
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
  );

  app.put(
    `${BASE}/users/:user`,
    {
      config: { access: employerTeamAccess('update') },
      schema: {
        tags,
        summary: 'Change a person’s role at this employer',
        params: EmployerUserParams,
        body: UpdateEmployerUserBody,
        response: { 200: EmployerUserResponse },
      },
    },
    async (request) => {
      const team = await teamOf(app.db, request, request.params.employer, 'update');
      return { data: await changeRole(app.ctx, team, request.params.user, request.body.role_id, actorOf(request)) };
    },
  );

  app.delete(
    `${BASE}/users/:user`,
    {
      config: { access: employerTeamAccess('delete') },
      schema: { tags, summary: 'Take a person off this employer', params: EmployerUserParams },
    },
    async (request, reply) => {
      const team = await teamOf(app.db, request, request.params.employer, 'update');
      await removeMember(app.ctx, team, request.params.user, actorOf(request));
      return reply.code(204).send(null);
    },
  );
};
