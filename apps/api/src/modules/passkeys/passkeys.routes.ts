import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/access.js';
import { actorOf } from '../../platform/audit.js';
import { registerOperations } from '../../platform/operations.js';
import { linkContextOf } from '../branding/links.js';
import {
  finishRegistration,
  passkeysOf,
  removeOwnPasskey,
  renameOwnPasskey,
  startRegistration,
} from './passkeys.service.js';

const callerOf = (request: FastifyRequest) => {
  const { user, sessionId } = authOf(request);
  return { userId: user.id, sessionId, email: user.email, name: user.name };
};

/** The signed-in person's passkeys: list, add (password, then the browser's ceremony), rename and remove (password). */
export const passkeyRoutes: FastifyPluginAsyncZod = async (app) => {
  registerOperations(app, {
    passkeys: async (request) => ({ data: await passkeysOf(app.ctx, authOf(request).user.id) }),
    passkeyOptions: async (request) => ({
      data: await startRegistration(app.ctx, callerOf(request), request.body.password, linkContextOf(app, request)),
    }),
    addPasskey: async (request, reply) => {
      const data = await finishRegistration(
        app.ctx,
        callerOf(request),
        request.body,
        actorOf(request),
        linkContextOf(app, request),
      );
      return reply.status(201).send({ data });
    },
    renamePasskey: async (request) => ({
      data: await renameOwnPasskey(
        app.ctx,
        authOf(request).user.id,
        request.params.uuid,
        request.body,
        actorOf(request),
      ),
    }),
    removePasskey: async (request, reply) => {
      await removeOwnPasskey(
        app.ctx,
        authOf(request).user.id,
        request.params.uuid,
        request.body.password,
        actorOf(request),
        linkContextOf(app, request),
      );
      return reply.status(204).send(null);
    },
  });
};
