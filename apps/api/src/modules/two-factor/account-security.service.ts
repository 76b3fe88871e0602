import { type AccountSecurity, type AppAbility, checkAccess } from '@talent/contract';
import type { Queryable } from '../../db/client.js';
import { type AuditActor, recordAudit } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { accountOwners } from '../identity-providers/identity-providers.repo.js';
import { findSsoRule } from '../identity-providers/sso-rule.repo.js';
import { saveSsoRule } from '../identity-providers/sso-rule.service.js';
import { accountRequiresTwoFactor, findTwoFactor, setAccountRequiresTwoFactor } from './two-factor.repo.js';

/** The account's sign-in rules, and the owners who may be its break-glass account. */
export async function securityOf(q: Queryable, accountId: number): Promise<AccountSecurity> {
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

export type SecurityChange = {
  requireTwoFactor: boolean;
  requireSso?: boolean | undefined;
  breakGlassUserId?: number | null | undefined;
};

/**
 * Saves the rules in one transaction, each change audited. Requiring a second factor needs it on
 * for the caller first (unless someone acts as them), so nobody locks themselves out.
 */
export async function saveAccountSecurity(
  ctx: AppContext,
  accountId: number,
  caller: { userId: number; impersonating: boolean; ability: AppAbility },
  change: SecurityChange,
  actor: AuditActor,
): Promise<AccountSecurity> {
  const want = change.requireTwoFactor;
  if (want && !caller.impersonating && !(await accountRequiresTwoFactor(ctx.db, accountId))) {
    const own = await findTwoFactor(ctx.db, caller.userId);
    if (!own?.enabledAt) throw new AppError('two_factor_needed_first');
  }
  await ctx.db.transaction(async (tx) => {
    await saveSsoRule(
      tx,
      accountId,
      { requireSso: change.requireSso, breakGlassUserId: change.breakGlassUserId },
      actor,
      // Requiring single sign-on (and its break-glass owner) is configuring it: the owners' right.
      checkAccess(caller.ability, 'update', 'identity_providers'),
    );
    if ((await accountRequiresTwoFactor(tx, accountId)) === want) return;
    await setAccountRequiresTwoFactor(tx, accountId, want);
    await recordAudit(tx, actor, {
      action: want ? 'account.two_factor_required' : 'account.two_factor_optional',
      subjectType: 'account',
      subjectId: accountId,
      accountId,
    });
  });
  return securityOf(ctx.db, accountId);
}
