import {
  catalogues,
  ForgotPasswordBody,
  HEADERS,
  LoginBody,
  LoginResponse,
  MeResponse,
  MessageResponse,
  ResetPasswordBody,
  SecondFactorBody,
  TokenResponse,
} from '@talent/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/access.js';
import { actorOf } from '../../platform/audit.js';
import { findAccountIdByBrandToken } from '../branding/branding.repo.js';
import { linkContextOf } from '../branding/links.js';
import { impersonationOf } from '../impersonation/impersonation.repo.js';
import { completeSecondFactor } from '../two-factor/second-factor.service.js';
import { login, logout, requestPasswordReset, resetPassword } from './auth.service.js';
import { buildMe } from './me.service.js';

const client = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
  requestId: String(request.id),
});

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        description:
          'Answers a session token, or, for someone with two-factor sign-in, a `SecondFactorChallenge`: a ticket for `/auth/login/second-factor`, valid a few minutes, never a session.',
        body: LoginBody,
        response: { 200: LoginResponse },
      },
    },
    async (request) => login(app.ctx, request.body.email, request.body.password, client(request)),
  );

  app.post(
    '/login/second-factor',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Finish a sign-in with the code from the authenticator app, or a recovery code',
        description:
          'Wrong codes are counted like wrong passwords (429 with `Retry-After`); a code already used is refused; an expired or used ticket is 422 `two_factor_ticket_invalid`.',
        body: SecondFactorBody,
        response: { 200: TokenResponse },
      },
    },
    async (request) => completeSecondFactor(app.ctx, request.body, client(request), linkContextOf(app, request)),
  );

  app.get(
    '/me',
    {
      config: { access: { action: 'access', subject: 'portal' }, selection: false, beforeTwoFactor: true },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user, permissions and selectable accounts',
        response: { 200: MeResponse },
      },
    },
    async (request) => {
      const token = request.headers[HEADERS.brandingToken];
      const brandToken = typeof token === 'string' && token !== '' ? token.slice(0, 200) : undefined;
      const brandAccountId = brandToken === undefined ? undefined : await findAccountIdByBrandToken(app.db, brandToken);
      const auth = authOf(request);
      const me = await buildMe(app.db, auth, brandAccountId);
      const acting = auth.impersonatorUserId === null ? null : await impersonationOf(app.db, auth.sessionId);
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
  );

  app.delete(
    '/logout',
    {
      config: { access: { action: 'access', subject: 'portal' }, selection: false, beforeTwoFactor: true },
      schema: {
        tags: ['auth'],
        summary: 'Revoke the current session',
        response: { 204: z.null().describe('No content') },
      },
    },
    async (request, reply) => {
      await logout(app.ctx, authOf(request).sessionId, actorOf(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/forgot-password',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'E-mail a password reset link',
        body: ForgotPasswordBody,
        response: { 200: MessageResponse },
      },
    },
    async (request) => {
      await requestPasswordReset(
        app.ctx,
        request.body.email,
        { locale: request.locale, clientIp: request.ip, ...linkContextOf(app, request) },
        actorOf(request),
      );
      return { message: catalogues[request.locale].messages.resetLinkSent };
    },
  );

  app.post(
    '/reset-password',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Choose a new password with a mailed token',
        body: ResetPasswordBody,
        response: { 200: MessageResponse },
      },
    },
    async (request) => {
      const { token, password, password_confirmation } = request.body;
      await resetPassword(app.ctx, token, password, password_confirmation, actorOf(request));
      return { message: catalogues[request.locale].messages.passwordReset };
    },
  );
};
