import { AccountSecurityResponse, SaveAccountSecurityBody } from '@talent/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/access.js';
import { actorOf, recordAudit } from '../../platform/audit.js';
import { AppError } from '../../platform/errors.js';
import { requireAccount } from '../../platform/tenancy/selection.js';
import { accountRequiresTwoFactor, findTwoFactor, setAccountRequiresTwoFactor } from './two-factor.repo.js';

const ACCOUNT_OWNERS = { action: 'update', subject: 'accounts' } as const;

/** The selected account's sign-in rules: whether its staff must use a second factor. */
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
    async (request) => ({
      data: { require_two_factor: await accountRequiresTwoFactor(app.db, requireAccount(request.selection)) },
    }),
  );

  app.put(
    '/accounts/security',
    {
      config: { access: ACCOUNT_OWNERS },
      schema: {
        tags: ['accounts'],
        summary: 'Require a second factor of everyone with a role in the account',
        description:
          'Staff without two-factor sign-in then reach only its set-up until they enrol (403 `two_factor_enrolment_required` elsewhere). Turning it on needs it on for the caller first (422 `two_factor_needed_first`), so nobody locks themselves out.',
        body: SaveAccountSecurityBody,
        response: { 200: AccountSecurityResponse },
      },
    },
    async (request) => {
      const accountId = requireAccount(request.selection);
      const want = request.body.require_two_factor;
      const auth = authOf(request);
      if (want && auth.impersonatorUserId === null) {
        const own = await findTwoFactor(app.db, auth.user.id);
        if (!own?.enabledAt) throw new AppError('two_factor_needed_first');
      }
      await app.db.transaction(async (tx) => {
        if ((await accountRequiresTwoFactor(tx, accountId)) === want) return;
        await setAccountRequiresTwoFactor(tx, accountId, want);
        await recordAudit(tx, actorOf(request), {
          action: want ? 'account.two_factor_required' : 'account.two_factor_optional',
          subjectType: 'account',
          subjectId: accountId,
          accountId,
        });
      });
      return { data: { require_two_factor: want } };
    },
  );
};
