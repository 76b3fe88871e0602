import { catalogues, HEADERS } from '@talent/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/access.js';
import { actorOf } from '../../platform/audit.js';
import { registerOperations } from '../../platform/operations.js';
import { linkContextOf } from '../branding/links.js';
import { completeSecondFactor } from '../two-factor/second-factor.service.js';
import { login, logout, requestPasswordReset, resetPassword } from './auth.service.js';
import { actingImpersonator, brandAccountOfToken, buildMe } from './me.service.js';

const client = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
  requestId: String(request.id),
});

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  registerOperations(app, {
    login: async (request) => login(app.ctx, request.body.email, request.body.password, client(request)),
    loginSecondFactor: async (request) =>
      completeSecondFactor(app.ctx, request.body, client(request), linkContextOf(app, request)),
    me: async (request) => {
      const token = request.headers[HEADERS.brandingToken];
      const brandToken = typeof token === 'string' && token !== '' ? token.slice(0, 200) : undefined;
      const brandAccountId = brandToken === undefined ? undefined : await brandAccountOfToken(app.ctx, brandToken);
      const auth = authOf(request);
      const me = await buildMe(app.ctx, auth, brandAccountId);
      const acting = auth.impersonatorUserId === null ? null : await actingImpersonator(app.ctx, auth.sessionId);
      return {
        data: {
          ...me,
          impersonation: acting && {
            by: { id: acting.id, name: acting.name },
            expires_at: acting.expiresAt.toISOString(),
          },
        },
      };
    },
    logout: async (request, reply) => {
      await logout(app.ctx, authOf(request).sessionId, actorOf(request));
      return reply.status(204).send(null);
    },
    forgotPassword: async (request) => {
      await requestPasswordReset(
        app.ctx,
        request.body.email,
        { locale: request.locale, clientIp: request.ip, ...linkContextOf(app, request) },
        actorOf(request),
      );
      return { message: catalogues[request.locale].messages.resetLinkSent };
    },
    resetPassword: async (request) => {
      const { token, password, password_confirmation } = request.body;
      await resetPassword(app.ctx, token, password, password_confirmation, actorOf(request));
      return { message: catalogues[request.locale].messages.passwordReset };
    },
  });
};
