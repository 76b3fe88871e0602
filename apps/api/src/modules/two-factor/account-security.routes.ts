import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/access.js';
import { actorOf } from '../../platform/audit.js';
import { registerOperations } from '../../platform/operations.js';
import { requireAccount } from '../../platform/tenancy/selection.js';
import { saveAccountSecurity, securityOf } from './account-security.service.js';

/** The selected account's sign-in rules: a second factor for its staff, and single sign-on only. */
export const accountSecurityRoutes: FastifyPluginAsyncZod = async (app) => {
  registerOperations(app, {
    accountSecurity: async (request) => ({ data: await securityOf(app.db, requireAccount(request.selection)) }),
    saveAccountSecurity: async (request) => {
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
  });
};
