import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/access.js';
import { actorOf } from '../../platform/audit.js';
import { registerOperations } from '../../platform/operations.js';
import { linkContextOf } from '../branding/links.js';
import {
  confirmTwoFactor,
  disableTwoFactor,
  regenerateRecoveryCodes,
  startTwoFactor,
  twoFactorStatus,
} from './two-factor.service.js';

const callerOf = (request: FastifyRequest) => {
  const auth = authOf(request);
  return { userId: auth.user.id, sessionId: auth.sessionId, email: auth.user.email };
};

/** The signed-in person's TOTP: status, enrolment, recovery codes, turning it off. */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  registerOperations(app, {
    twoFactorStatus: async (request) => ({ data: await twoFactorStatus(app.db, authOf(request).user.id) }),
    startTwoFactor: async (request) => ({
      data: await startTwoFactor(app.ctx, callerOf(request), linkContextOf(app, request)),
    }),
    confirmTwoFactor: async (request) => ({
      data: await confirmTwoFactor(
        app.ctx,
        callerOf(request),
        request.body.code,
        actorOf(request),
        linkContextOf(app, request),
      ),
    }),
    regenerateRecoveryCodes: async (request) => ({
      data: await regenerateRecoveryCodes(app.ctx, callerOf(request), request.body.password, actorOf(request)),
    }),
    disableTwoFactor: async (request) => ({
      data: await disableTwoFactor(
        app.ctx,
        callerOf(request),
        request.body.password,
        actorOf(request),
        linkContextOf(app, request),
      ),
    }),
  });
};
