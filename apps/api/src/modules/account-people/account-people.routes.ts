import {
  AccountGrantParams,
  AccountRoleListResponse,
  AccountRoleParam,
  AccountRoleResponse,
  AccountScopesQuery,
  AccountScopesResponse,
  AccountUserListQuery,
  AccountUserListResponse,
  AccountUserParam,
  AccountUserResponse,
  GrantBody,
  InvitationParam,
  InviteAccountUserBody,
  SaveRoleBody,
  TeamInvitationListResponse,
  TeamInvitationResponse,
  UpdateAccountUserBody,
} from '@talent/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/access.js';
import { actorOf } from '../../platform/audit.js';
import { requireAccount } from '../../platform/tenancy/selection.js';
import { inviteMailOf } from '../auth/invitation-mail.js';
import {
  listAccountInvitations,
  resendAccountInvitation,
  revokeAccountInvitation,
} from './account-invitations.service.js';
import { accountScopes } from './account-people.repo.js';
import {
  addGrant,
  invitePerson,
  listPeople,
  type Manager,
  removeGrant,
  removePerson,
  setStatus,
} from './account-people.service.js';
import { changeRole, createRole, listRoles, removeRole } from './account-roles.service.js';

const tags = ['account users'];
const can = (action: 'read' | 'create' | 'update' | 'delete', subject: 'account_users' | 'roles') =>
  ({ action, subject }) as const;

/** The people and roles of the selected account, for its staff (spec §2 `/{account}/users`). */
export const accountUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const managerOf = (request: FastifyRequest): Manager => {
    const accountId = requireAccount(request.selection);
    const auth = authOf(request);
    return { userId: auth.user.id, accountId, permissions: auth.permissions };
  };

  app.get(
    '/accounts/users',
    {
      config: { access: can('read', 'account_users') },
      schema: {
        tags,
        summary: 'People holding a role in the account, with every role and where it applies',
        querystring: AccountUserListQuery,
        response: { 200: AccountUserListResponse },
      },
    },
    async (request) => listPeople(app.ctx, managerOf(request), request.query),
  );

  app.get(
    '/accounts/scopes',
    {
      config: { access: can('read', 'account_users') },
      schema: {
        tags,
        summary: 'Where a role can be given: the account, its sites and (searchable) employers',
        querystring: AccountScopesQuery,
        response: { 200: AccountScopesResponse },
      },
    },
    async (request) => ({ data: await accountScopes(app.db, managerOf(request).accountId, request.query.q) }),
  );

  app.post(
    '/accounts/users',
    {
      config: { access: can('create', 'account_users') },
      schema: {
        tags,
        summary: 'Invite someone by e-mail with a role at the account, a site or an employer',
        description:
          'Nobody joins without consent: the answer is the same pending invitation (the typed address, role, place and dates) whoever the address belongs to. A new address gets an `invited` account and a link (valid 7 days) to choose a password, which accepts; someone who signs in accepts or declines in the portal. 403 when the role holds rights the caller does not hold there; 422 on `email` for one’s own address.',
        body: InviteAccountUserBody,
        response: { 201: TeamInvitationResponse },
      },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      const inviter = { id: user.id, name: user.name, email: user.email };
      const mail = await inviteMailOf(app, request);
      const data = await invitePerson(app.ctx, managerOf(request), request.body, inviter, actorOf(request), mail);
      return reply.code(201).send({ data });
    },
  );

  app.get(
    '/accounts/invitations',
    {
      config: { access: can('read', 'account_users') },
      schema: {
        tags,
        summary: 'Invitations in the account not yet accepted (the typed address, role, place and dates only)',
        response: { 200: TeamInvitationListResponse },
      },
    },
    async (request) => ({ data: await listAccountInvitations(app.db, managerOf(request)) }),
  );

  app.post(
    '/accounts/invitations/:invitation/resend',
    {
      config: { access: can('create', 'account_users') },
      schema: {
        tags,
        summary: 'Send an invitation again, valid another 7 days (earlier links stop working)',
        params: InvitationParam,
      },
    },
    async (request, reply) => {
      const mail = await inviteMailOf(app, request);
      await resendAccountInvitation(app.ctx, managerOf(request), request.params.invitation, actorOf(request), mail);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/accounts/invitations/:invitation',
    {
      config: { access: can('delete', 'account_users') },
      schema: { tags, summary: 'Withdraw an invitation', params: InvitationParam },
    },
    async (request, reply) => {
      await revokeAccountInvitation(app.ctx, managerOf(request), request.params.invitation, actorOf(request));
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/accounts/users/:user',
    {
      config: { access: can('update', 'account_users') },
      schema: {
        tags,
        summary: 'Disable or re-enable sign-in',
        description:
          'Disabling ends every session. Refused for oneself, for someone with rights the caller lacks (403), and for someone who also works for another account (409 `user_in_other_accounts`).',
        params: AccountUserParam,
        body: UpdateAccountUserBody,
        response: { 200: AccountUserResponse },
      },
    },
    async (request) => ({
      data: await setStatus(app.ctx, managerOf(request), request.params.user, request.body.status, actorOf(request)),
    }),
  );

  app.delete(
    '/accounts/users/:user',
    {
      config: { access: can('delete', 'account_users') },
      schema: { tags, summary: 'Take every role the person holds in the account away', params: AccountUserParam },
    },
    async (request, reply) => {
      await removePerson(app.ctx, managerOf(request), request.params.user, actorOf(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/accounts/users/:user/grants',
    {
      config: { access: can('update', 'account_users') },
      schema: {
        tags,
        summary: 'Give a person of the account another role somewhere in it',
        params: AccountUserParam,
        body: GrantBody,
        response: { 201: AccountUserResponse },
      },
    },
    async (request, reply) => {
      const data = await addGrant(app.ctx, managerOf(request), request.params.user, request.body, actorOf(request));
      return reply.code(201).send({ data });
    },
  );

  app.delete(
    '/accounts/users/:user/grants/:grant',
    {
      config: { access: can('update', 'account_users') },
      schema: {
        tags,
        summary: 'Take one role away (the caller must hold everything it grants)',
        params: AccountGrantParams,
      },
    },
    async (request, reply) => {
      const { user, grant } = request.params;
      await removeGrant(app.ctx, managerOf(request), user, grant, actorOf(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/accounts/roles',
    {
      config: { access: { anyOf: [can('read', 'roles'), can('read', 'account_users')] } },
      schema: {
        tags,
        summary: 'Roles of the account with their permission strings, holders, and what the caller may do with each',
        response: { 200: AccountRoleListResponse },
      },
    },
    async (request) => ({ data: await listRoles(app.ctx, managerOf(request)) }),
  );

  app.post(
    '/accounts/roles',
    {
      config: { access: can('create', 'roles') },
      schema: {
        tags,
        summary: 'Create a role from permissions the caller holds',
        body: SaveRoleBody,
        response: { 201: AccountRoleResponse },
      },
    },
    async (request, reply) => {
      const data = await createRole(app.ctx, managerOf(request), request.body, actorOf(request));
      return reply.code(201).send({ data });
    },
  );

  app.put(
    '/accounts/roles/:role',
    {
      config: { access: can('update', 'roles') },
      schema: {
        tags,
        summary: 'Rename a role or change its permissions (every holder gets the change at once)',
        params: AccountRoleParam,
        body: SaveRoleBody,
        response: { 200: AccountRoleResponse },
      },
    },
    async (request) => ({
      data: await changeRole(app.ctx, managerOf(request), request.params.role, request.body, actorOf(request)),
    }),
  );

  app.delete(
    '/accounts/roles/:role',
    {
      config: { access: can('delete', 'roles') },
      schema: {
        tags,
        summary: 'Delete a role nobody holds (409 `role_in_use` otherwise)',
        params: AccountRoleParam,
      },
    },
    async (request, reply) => {
      await removeRole(app.ctx, managerOf(request), request.params.role, actorOf(request));
      return reply.code(204).send(null);
    },
  );
};
