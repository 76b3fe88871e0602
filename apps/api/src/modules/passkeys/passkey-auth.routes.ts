import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerOperations } from '../../platform/operations.js';
import { linkContextOf } from '../branding/links.js';
import { finishPasskeyLogin, startPasskeyLogin } from './passkey-login.service.js';

const client = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
  requestId: String(request.id),
});

/** Sign-in with a passkey, no e-mail typed (public, under /auth/passkey). */
export const passkeyAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  registerOperations(app, {
    passkeyLoginOptions: async (request) => ({
      data: await startPasskeyLogin(app.ctx, linkContextOf(app, request), client(request)),
    }),
    passkeyLogin: async (request) => finishPasskeyLogin(app.ctx, request.body, client(request)),
  });
};
