import { AccountSecurityResponse, SaveAccountSecurityBody } from '@talent/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/access.js';
import { actorOf } from '../../platform/audit.js';
import { requireAccount } from '../../platform/tenancy/selection.js';
import { saveAccountSecurity, securityOf } from './account-security.service.js';

const ACCOUNT_OWNERS = { action: 'update', subject: 'accounts' } as const;

/** The selected account's sign-in rules: a second factor for its staff, and single sign-on only. */
export const accountSecurityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/accounts/security',
    {
      config: { access: ACCOUNT_OWNERS },
      schema: {
        tags: ['accounts'],
        summary: 'The account’s sign-in rules',
        response: { 200: AccountSecurityResponse },
      },
    },
    async (request) => ({ data: await securityOf(app.db, requireAccount(request.selection)) }),
  );

  app.put(
    '/accounts/security',
    {
      config: { access: ACCOUNT_OWNERS },
      schema: {
        tags: ['accounts'],
        summary: 'Require a second factor, or single sign-on, of everyone with a role in the account',
        description:
          'Staff without two-factor sign-in then reach only its set-up until they enrol (403 `two_factor_enrolment_required` elsewhere). Turning it on needs it on for the caller first (422 `two_factor_needed_first`), so nobody locks themselves out. `require_sso` refuses password sign-in to the account’s staff (403 `sso_required`) except the break-glass owner; turning it on needs an enabled identity provider and a break-glass owner (422 on the field). Left out, the SSO fields stay as they are; changing them needs `identity_providers.update` (403 otherwise).',
        body: SaveAccountSecurityBody,
        response: { 200: AccountSecurityResponse },
      },
    },
    async (request) => {
      const { require_two_factor, require_sso, sso_break_glass_user_id } = request.body;
      const auth = authOf(request);
      const data = await saveAccountSecurity(
        app.ctx,
        requireAccount(request.selection),
        {
          userId: auth.user.id,
          impersonating: auth.impersonatorUserId !== null,
          ability: auth.ability,
        },
        { requireTwoFactor: require_two_factor, requireSso: require_sso, breakGlassUserId: sso_break_glass_user_id },
        actorOf(request),
      );
      return { data };
    },
  );
};
