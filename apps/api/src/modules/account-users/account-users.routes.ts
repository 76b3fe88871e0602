import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/access.js';
import { actorOf } from '../../platform/audit.js';
import { registerOperations } from '../../platform/operations.js';
import { requireAccount } from '../../platform/tenancy/selection.js';
import { inviteMailOf } from '../auth/invitation-mail.js';
import {
  listAccountInvitations,
  resendAccountInvitation,
  revokeAccountInvitation,
} from './account-invitations.service.js';
import { changeRole, createRole, listRoles, removeRole } from './account-roles.service.js';
import {
  addGrant,
  inviteUser,
  listUsers,
  type Manager,
  removeGrant,
  removeUser,
  scopesOfAccount,
  setStatus,
} from './account-users.service.js';

/** The people and roles of the selected account, for its staff (spec §2 `/{account}/users`). */
export const accountUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const managerOf = (request: FastifyRequest): Manager => {
    const accountId = requireAccount(request.selection);
    const auth = authOf(request);
    return { userId: auth.user.id, accountId, permissions: auth.permissions };
  };

  registerOperations(app, {
    listAccountUsers: async (request) => listUsers(app.ctx, managerOf(request), request.query),
    accountScopes: async (request) => ({
      data: await scopesOfAccount(app.db, managerOf(request).accountId, request.query.q),
    }),
    inviteAccountUser: async (request, reply) => {
      const { user } = authOf(request);
      const inviter = { id: user.id, name: user.name, email: user.email };
      const mail = await inviteMailOf(app, request);
      const data = await inviteUser(app.ctx, managerOf(request), request.body, inviter, actorOf(request), mail);
      return reply.code(201).send({ data });
    },
    listAccountInvitations: async (request) => ({ data: await listAccountInvitations(app.db, managerOf(request)) }),
    resendAccountInvitation: async (request, reply) => {
      const mail = await inviteMailOf(app, request);
      await resendAccountInvitation(app.ctx, managerOf(request), request.params.invitation, actorOf(request), mail);
      return reply.code(204).send(null);
    },
    revokeAccountInvitation: async (request, reply) => {
      await revokeAccountInvitation(app.ctx, managerOf(request), request.params.invitation, actorOf(request));
      return reply.code(204).send(null);
    },
    updateAccountUser: async (request) => ({
      data: await setStatus(app.ctx, managerOf(request), request.params.user, request.body.status, actorOf(request)),
    }),
    removeAccountUser: async (request, reply) => {
      await removeUser(app.ctx, managerOf(request), request.params.user, actorOf(request));
      return reply.code(204).send(null);
    },
    addGrant: async (request, reply) => {
      const data = await addGrant(app.ctx, managerOf(request), request.params.user, request.body, actorOf(request));
      return reply.code(201).send({ data });
    },
    removeGrant: async (request, reply) => {
      const { user, grant } = request.params;
      await removeGrant(app.ctx, managerOf(request), user, grant, actorOf(request));
      return reply.code(204).send(null);
    },
    listAccountRoles: async (request) => ({ data: await listRoles(app.ctx, managerOf(request)) }),
    createAccountRole: async (request, reply) => {
      const data = await createRole(app.ctx, managerOf(request), request.body, actorOf(request));
      return reply.code(201).send({ data });
    },
    updateAccountRole: async (request) => ({
      data: await changeRole(app.ctx, managerOf(request), request.params.role, request.body, actorOf(request)),
    }),
    deleteAccountRole: async (request, reply) => {
      await removeRole(app.ctx, managerOf(request), request.params.role, actorOf(request));
      return reply.code(204).send(null);
    },
  });
};
