import { PasskeyCeremonyResponse, PasskeyLoginBody, TokenResponse } from '@talent/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { linkContextOf } from '../branding/links.js';
import { finishPasskeyLogin, startPasskeyLogin } from './passkey-login.service.js';

const client = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
  requestId: String(request.id),
});

/** Sign-in with a passkey, no e-mail typed (public, under /auth/passkey). */
export const passkeyAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/options',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Start a passkey sign-in: options for navigator.credentials.get and a ticket',
        description:
          'For discoverable passkeys of the host asked (a brand host, else PUBLIC_URL’s). Limited per client address.',
        response: { 200: PasskeyCeremonyResponse },
      },
    },
    async (request) => ({ data: await startPasskeyLogin(app.ctx, linkContextOf(app, request), client(request)) }),
  );

  app.post(
    '/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Finish a passkey sign-in; answers a session (the passkey counts as two factors)',
        description:
          'Failures answer 422 `passkey_failed` alike and count per client address like wrong passwords (429 with `Retry-After`); a used or expired ticket is 422 `passkey_ticket_invalid`.',
        body: PasskeyLoginBody,
        response: { 200: TokenResponse },
      },
    },
    async (request) => finishPasskeyLogin(app.ctx, request.body, client(request)),
  );
};
