import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/access.js';
import { actorOf } from '../../platform/audit.js';
import { registerOperations } from '../../platform/operations.js';
import { pageMeta } from '../../platform/pagination.js';
import { inviteMailOf } from '../auth/invitation-mail.js';
import { closePlatformAccount } from './account-closing.service.js';
import { accountExport } from './account-export.service.js';
import {
  changePlatformAccountStatus,
  createPlatformAccount,
  platformAccountOf,
  platformAccountsPage,
  updatePlatformAccount,
} from './platform-accounts.service.js';

/** The platform console's accounts: list, create with an owner, rename, suspend, reinstate, export, close, reopen. */
export const platformAccountsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerOperations(app, {
    listPlatformAccounts: async (request) => {
      const { rows, total } = await platformAccountsPage(app.ctx, request.query);
      return { data: rows, meta: pageMeta(request.query, total) };
    },
    createPlatformAccount: async (request, reply) => {
      const { user } = authOf(request);
      const inviter = { id: user.id, name: user.name, email: user.email };
      const mail = await inviteMailOf(app, request);
      const data = await createPlatformAccount(app.ctx, request.body, inviter, actorOf(request), mail);
      return reply.code(201).send({ data });
    },
    platformAccount: async (request) => ({ data: await platformAccountOf(app.ctx, request.params.id) }),
    updatePlatformAccount: async (request) => ({
      data: await updatePlatformAccount(app.ctx, request.params.id, request.body, actorOf(request)),
    }),
    suspendPlatformAccount: async (request) => ({
      data: await changePlatformAccountStatus(app.ctx, request.params.id, 'suspend', request.body, actorOf(request)),
    }),
    reinstatePlatformAccount: async (request) => ({
      data: await changePlatformAccountStatus(app.ctx, request.params.id, 'reinstate', request.body, actorOf(request)),
    }),
    exportPlatformAccount: async (request, reply) => {
      const file = await accountExport(app.ctx, request.params.id, actorOf(request));
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(Readable.from(file.body));
    },
    closePlatformAccount: async (request) => ({
      data: await closePlatformAccount(app.ctx, request.params.id, request.body, actorOf(request)),
    }),
    reopenPlatformAccount: async (request) => ({
      data: await changePlatformAccountStatus(app.ctx, request.params.id, 'reopen', request.body, actorOf(request)),
    }),
  });
};
