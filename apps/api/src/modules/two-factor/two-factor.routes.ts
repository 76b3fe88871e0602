import {
  ConfirmTwoFactorBody,
  PasswordReentryBody,
  RecoveryCodesResponse,
  TwoFactorSetupResponse,
  TwoFactorStatusResponse,
} from '@talent/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/access.js';
import { actorOf } from '../../platform/audit.js';
import { linkContextOf } from '../branding/links.js';
import {
  confirmTwoFactor,
  disableTwoFactor,
  regenerateRecoveryCodes,
  startTwoFactor,
  twoFactorStatus,
} from './two-factor.service.js';

const PORTAL = { action: 'access', subject: 'portal' } as const;
// The person's own sign-in (SECURITY 28: never while someone acts as them). Open to a session that
// still owes its account's second factor: enrolling is what it must do.
const OWN = { access: PORTAL, notWhileImpersonating: true, selection: false, beforeTwoFactor: true } as const;
const IMPERSONATION_NOTE = 'Refused while someone acts as the person (403 `not_while_impersonating`).';

const callerOf = (request: FastifyRequest) => {
  const auth = authOf(request);
  return { userId: auth.user.id, sessionId: auth.sessionId, email: auth.user.email };
};

/** The signed-in person's TOTP: status, enrolment, recovery codes, turning it off. */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { access: PORTAL, selection: false, beforeTwoFactor: true },
      schema: {
        tags: ['user-account'],
        summary: 'Two-factor sign-in: on or off, since when, recovery codes left, required or not',
        response: { 200: TwoFactorStatusResponse },
      },
    },
    async (request) => ({ data: await twoFactorStatus(app.db, authOf(request).user.id) }),
  );

  app.post(
    '/setup',
    {
      config: OWN,
      schema: {
        tags: ['user-account'],
        summary: 'Start enrolment: a new authenticator key (otpauth URI, QR code, key to type)',
        description: `Nothing changes until the key is confirmed with a code. 409 \`two_factor_already_enabled\` when on. ${IMPERSONATION_NOTE}`,
        response: { 200: TwoFactorSetupResponse },
      },
    },
    async (request) => ({ data: await startTwoFactor(app.ctx, callerOf(request), linkContextOf(app, request)) }),
  );

  app.post(
    '/confirm',
    {
      config: OWN,
      schema: {
        tags: ['user-account'],
        summary: 'Finish enrolment with a code from the app; answers the ten recovery codes, shown once',
        description: `A wrong code is 422 on \`code\`; the person's other sessions are signed out. ${IMPERSONATION_NOTE}`,
        body: ConfirmTwoFactorBody,
        response: { 200: RecoveryCodesResponse },
      },
    },
    async (request) => ({
      data: await confirmTwoFactor(
        app.ctx,
        callerOf(request),
        request.body.code,
        actorOf(request),
        linkContextOf(app, request),
      ),
    }),
  );

  app.post(
    '/recovery-codes',
    {
      config: OWN,
      schema: {
        tags: ['user-account'],
        summary: 'Replace the recovery codes (password again); answers the new ones, shown once',
        description: IMPERSONATION_NOTE,
        body: PasswordReentryBody,
        response: { 200: RecoveryCodesResponse },
      },
    },
    async (request) => ({
      data: await regenerateRecoveryCodes(app.ctx, callerOf(request), request.body.password, actorOf(request)),
    }),
  );

  app.post(
    '/disable',
    {
      config: OWN,
      schema: {
        tags: ['user-account'],
        summary: 'Turn two-factor sign-in off (password again)',
        description: `409 \`two_factor_required_by_account\` while an account of the person requires it. ${IMPERSONATION_NOTE}`,
        body: PasswordReentryBody,
        response: { 200: TwoFactorStatusResponse },
      },
    },
    async (request) => ({
      data: await disableTwoFactor(
        app.ctx,
        callerOf(request),
        request.body.password,
        actorOf(request),
        linkContextOf(app, request),
      ),
    }),
  );
};
