import { type AccountSecurity, AccountSecurityResponse, SaveAccountSecurityBody } from '@talent/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Queryable } from '../../db/client.js';
import { authOf } from '../../platform/access.js';
import { actorOf, recordAudit } from '../../platform/audit.js';
import { AppError } from '../../platform/errors.js';
import { requireAccount } from '../../platform/tenancy/selection.js';
import { accountOwners } from '../identity-providers/identity-providers.repo.js';
import { findSsoRule } from '../identity-providers/sso-rule.repo.js';
import { saveSsoRule } from '../identity-providers/sso-rule.service.js';
import { accountRequiresTwoFactor, findTwoFactor, setAccountRequiresTwoFactor } from './two-factor.repo.js';

const ACCOUNT_OWNERS = { action: 'update', subject: 'accounts' } as const;

async function securityOf(q: Queryable, accountId: number): Promise<AccountSecurity> {
  const [requireTwoFactor, sso, owners] = await Promise.all([
    accountRequiresTwoFactor(q, accountId),
    findSsoRule(q, accountId),
    accountOwners(q, accountId),
  ]);
  return {
    require_two_factor: requireTwoFactor,
    require_sso: sso.requireSso,
    sso_break_glass_user_id: sso.breakGlassUserId,
    break_glass_candidates: owners.map((o) => ({ id: o.id, name: o.name, email: o.email })),
  };
}

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
          'Staff without two-factor sign-in then reach only its set-up until they enrol (403 `two_factor_enrolment_required` elsewhere). Turning it on needs it on for the caller first (422 `two_factor_needed_first`), so nobody locks themselves out. `require_sso` refuses password sign-in to the account’s staff (403 `sso_required`) except the break-glass owner; turning it on needs an enabled identity provider and a break-glass owner (422 on the field). Left out, the SSO fields stay as they are.',
        body: SaveAccountSecurityBody,
        response: { 200: AccountSecurityResponse },
      },
    },
    async (request) => {
      const accountId = requireAccount(request.selection);
      const { require_two_factor: want, require_sso, sso_break_glass_user_id } = request.body;
      const auth = authOf(request);
      if (want && auth.impersonatorUserId === null && !(await accountRequiresTwoFactor(app.db, accountId))) {
        const own = await findTwoFactor(app.db, auth.user.id);
        if (!own?.enabledAt) throw new AppError('two_factor_needed_first');
      }
      await app.db.transaction(async (tx) => {
        await saveSsoRule(
          tx,
          accountId,
          { requireSso: require_sso, breakGlassUserId: sso_break_glass_user_id },
          actorOf(request),
        );
        if ((await accountRequiresTwoFactor(tx, accountId)) === want) return;
        await setAccountRequiresTwoFactor(tx, accountId, want);
        await recordAudit(tx, actorOf(request), {
          action: want ? 'account.two_factor_required' : 'account.two_factor_optional',
          subjectType: 'account',
          subjectId: accountId,
          accountId,
        });
      });
      return { data: await securityOf(app.db, accountId) };
    },
  );
};
