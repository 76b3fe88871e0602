import type { Queryable } from '../../db/client.js';
import { type AuditActor, recordAudit } from '../../platform/audit.js';
import { type FieldProblems, forbidden, invalidFields } from '../../platform/errors.js';
import { accountOwners, countEnabledProviders } from './identity-providers.repo.js';
import { findSsoRule, type SsoRule, setSsoRule } from './sso-rule.repo.js';

/**
 * Changes the account's "require SSO" rule. Turning it on needs an enabled provider and a
 * break-glass owner (who may still use the password), so the account cannot lock everyone out;
 * the break-glass user is always one of the account's owners. Changing it is configuring single
 * sign-on: only for who holds `identity_providers.update` (`mayConfigure`), else 403.
 */
export async function saveSsoRule(
  tx: Queryable,
  accountId: number,
  wanted: { requireSso?: boolean; breakGlassUserId?: number | null },
  actor: AuditActor,
  mayConfigure: boolean,
): Promise<SsoRule> {
  const current = await findSsoRule(tx, accountId);
  const next: SsoRule = {
    requireSso: wanted.requireSso ?? current.requireSso,
    breakGlassUserId: wanted.breakGlassUserId === undefined ? current.breakGlassUserId : wanted.breakGlassUserId,
  };
  if (next.requireSso === current.requireSso && next.breakGlassUserId === current.breakGlassUserId) return current;
  if (!mayConfigure) throw forbidden();
  const fields: FieldProblems = {};
  const owners = await accountOwners(tx, accountId);
  if (next.breakGlassUserId !== null && !owners.some((o) => o.id === next.breakGlassUserId)) {
    fields.sso_break_glass_user_id = [{ rule: 'break_glass_owner' }];
  }
  if (next.requireSso) {
    if ((await countEnabledProviders(tx, accountId)) === 0) fields.require_sso = [{ rule: 'sso_needs_provider' }];
    if (next.breakGlassUserId === null) fields.sso_break_glass_user_id = [{ rule: 'break_glass_owner' }];
  }
  if (Object.keys(fields).length) throw invalidFields(fields);
  await setSsoRule(tx, accountId, next);
  await recordAudit(tx, actor, {
    action: next.requireSso ? 'account.sso_required' : 'account.sso_optional',
    subjectType: 'account',
    subjectId: accountId,
    accountId,
    data: { break_glass_user_id: next.breakGlassUserId },
  });
  return next;
}
