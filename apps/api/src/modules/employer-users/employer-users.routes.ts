import {
  EmployerParam,
  EmployerRolesResponse,
  EmployerUserListResponse,
  EmployerUserParams,
  EmployerUserResponse,
  InviteEmployerUserBody,
  UpdateEmployerUserBody,
} from '@talent/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/access.js';
import { actorOf } from '../../platform/audit.js';
import { linkContextOf } from '../branding/links.js';
import {
  assignableRoles,
  changeRole,
  type InviteMail,
  inviteMember,
  listTeam,
  removeMember,
  resendInvitation,
} from './employer-users.service.js';
import { teamOf } from './team.js';

const tags = ['employer users'];
// Staff reach any employer's team of their site through `employers`; an employer's own users
// through `employer_users`, for their own employer only (see teamOf).
const READ = {
  anyOf: [
    { action: 'read', subject: 'employers' },
    { action: 'read', subject: 'employer_users' },
  ],
} as const;
const access = (own: 'create' | 'update' | 'delete') =>
  ({
    anyOf: [
      { action: 'update', subject: 'employers' },
      { action: own, subject: 'employer_users' },
    ],
  }) as const;
const BASE = '/employers/:employer';

export const employerUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const inviteMail = (request: FastifyRequest): InviteMail => ({
    ...linkContextOf(app, request),
    locale: request.locale,
    inviterName: authOf(request).user.name,
  });

  app.get(
    `${BASE}/users`,
    {
      config: { access: READ },
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
      config: { access: READ },
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
      config: { access: access('create') },
      schema: {
        tags,
        summary: 'Invite someone by e-mail with a role',
        description:
          'A new address gets an `invited` account and a link (valid 7 days) to choose a password at `/auth/profile/password`; an existing person is added at once and told by e-mail. 409 `already_member` when they already belong to this employer.',
        params: EmployerParam,
        body: InviteEmployerUserBody,
        response: { 201: EmployerUserResponse },
      },
    },
    async (request, reply) => {
      const team = await teamOf(app.db, request, request.params.employer, 'update');
      const created = await inviteMember(app.ctx, team, request.body, actorOf(request), inviteMail(request));
      return reply.code(201).send({ data: created });
    },
  );

  app.post(
    `${BASE}/users/:user/resend-invitation`,
    {
      config: { access: access('create') },
      schema: {
        tags,
        summary: 'Mail a new invitation link (earlier links stop working)',
        params: EmployerUserParams,
      },
    },
    async (request, reply) => {
      const team = await teamOf(app.db, request, request.params.employer, 'update');
      await resendInvitation(app.ctx, team, request.params.user, actorOf(request), inviteMail(request));
      return reply.code(204).send(null);
    },
  );

  app.put(
    `${BASE}/users/:user`,
    {
      config: { access: access('update') },
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
      config: { access: access('delete') },
      schema: { tags, summary: 'Take a person off this employer', params: EmployerUserParams },
    },
    async (request, reply) => {
      const team = await teamOf(app.db, request, request.params.employer, 'update');
      await removeMember(app.ctx, team, request.params.user, actorOf(request));
      return reply.code(204).send(null);
    },
  );
};
