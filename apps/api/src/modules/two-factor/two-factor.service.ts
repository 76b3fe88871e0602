import type { RecoveryCodes, TwoFactorSetup, TwoFactorStatus } from '@talent/contract';
import type { Queryable } from '../../db/client.js';
import { type AuditActor, recordAudit } from '../../platform/audit.js';
import { addSessionAmr, revokeUserSessions } from '../../platform/auth/sessions.repo.js';
import { clearFailures, releaseAttempt, takeAttempt } from '../../platform/auth/throttle.repo.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, invalidFields } from '../../platform/errors.js';
import { decryptSecret, encryptSecret } from '../../platform/secrets.js';
import { type LinkContext, linksFor } from '../branding/links.js';
import { checkCurrentPassword } from '../my-account/my-account.service.js';
import { hashRecoveryCodes, newRecoveryCodes } from './recovery-codes.js';
import { manualKey, newTotpSecret, otpauthUri, qrDataUrl, totpPurpose, totpStep } from './totp.js';
import {
  deleteTwoFactor,
  enableTwoFactor,
  findTwoFactor,
  replaceRecoveryCodes,
  savePendingSecret,
  twoFactorRequiredFor,
} from './two-factor.repo.js';
import { mailTwoFactorNotice } from './two-factor-mail.js';

export type TwoFactorCaller = { userId: number; sessionId: number; email: string };

export async function twoFactorStatus(q: Queryable, userId: number): Promise<TwoFactorStatus> {
  const [row, required] = await Promise.all([findTwoFactor(q, userId), twoFactorRequiredFor(q, userId)]);
  const enabled = row?.enabledAt != null;
  return {
    enabled,
    enabled_since: enabled ? row!.enabledAt!.toISOString() : null,
    recovery_codes_left: enabled ? row!.codesLeft : 0,
    required,
  };
}

/**
 * Enrolment, first step: a new secret waits (encrypted) for a code from the app; nothing changes
 * for sign-in until it is confirmed. Starting again replaces a key left waiting.
 */
export async function startTwoFactor(
  ctx: AppContext,
  caller: TwoFactorCaller,
  links: LinkContext,
): Promise<TwoFactorSetup> {
  const secret = newTotpSecret();
  const stored = encryptSecret(ctx.config.secretsKey, totpPurpose(caller.userId), secret);
  if (!(await savePendingSecret(ctx.db, caller.userId, stored))) throw new AppError('two_factor_already_enabled');
  // The app shows the brand the person signs in to, so its entry is recognisable among others.
  const { brandName } = await linksFor(ctx.db, links, { userId: caller.userId });
  const uri = otpauthUri(secret, brandName, caller.email);
  return { otpauth_uri: uri, manual_key: manualKey(secret), qr_svg: await qrDataUrl(uri) };
}

/**
 * Enrolment, second step: a right code turns TOTP on and gives the ten recovery codes, shown this
 * once. This session has now proved a second factor; the person's other sessions, which have
 * not, are signed out. Wrong codes are limited per person like password re-entry.
 */
export async function confirmTwoFactor(
  ctx: AppContext,
  caller: TwoFactorCaller,
  code: string,
  actor: AuditActor,
  links: LinkContext,
): Promise<RecoveryCodes> {
  const row = await findTwoFactor(ctx.db, caller.userId);
  if (row?.enabledAt) throw new AppError('two_factor_already_enabled');
  if (!row?.pendingSecret) throw new AppError('two_factor_setup_missing');
  const { auth } = ctx.config;
  const key = `two-factor-confirm:${caller.userId}`;
  const wait = await takeAttempt(ctx.db, [{ key, max: auth.maxFailures }], auth.throttleWindowSeconds);
  if (wait > 0) {
    await releaseAttempt(ctx.db, [key]);
    throw new AppError('too_many_attempts', { params: { seconds: wait }, headers: { 'retry-after': String(wait) } });
  }
  const secret = decryptSecret(ctx.config.secretsKey, totpPurpose(caller.userId), row.pendingSecret);
  const step = await totpStep(secret, code, null);
  if (step === null) throw invalidFields({ code: [{ rule: 'two_factor_code' }] });

  const codes = newRecoveryCodes();
  const hashes = hashRecoveryCodes(ctx.config.secretsKey, caller.userId, codes);
  await ctx.db.transaction(async (tx) => {
    // Conditional on the key confirmed being the one still waiting (not replaced meanwhile).
    if (!(await enableTwoFactor(tx, caller.userId, row.pendingSecret!, step)))
      throw new AppError('two_factor_setup_missing');
    await replaceRecoveryCodes(tx, caller.userId, hashes);
    await addSessionAmr(tx, caller.sessionId, 'otp');
    await revokeUserSessions(tx, caller.userId, caller.sessionId);
    await clearFailures(tx, [key]);
    await recordAudit(tx, actor, { action: 'two_factor.enabled', subjectType: 'user', subjectId: caller.userId });
    await mailTwoFactorNotice(tx, links, caller.userId, 'enabled');
  });
  ctx.mail.kick();
  return { recovery_codes: codes, status: await twoFactorStatus(ctx.db, caller.userId) };
}

async function requirePassword(ctx: AppContext, userId: number, password: string) {
  if (!(await checkCurrentPassword(ctx, userId, password)))
    throw invalidFields({ password: [{ rule: 'current_password' }] });
}

/** Ten new recovery codes (the password again); the old ones stop working. */
export async function regenerateRecoveryCodes(
  ctx: AppContext,
  caller: TwoFactorCaller,
  password: string,
  actor: AuditActor,
): Promise<RecoveryCodes> {
  await requirePassword(ctx, caller.userId, password);
  const row = await findTwoFactor(ctx.db, caller.userId);
  if (!row?.enabledAt) throw new AppError('two_factor_not_enabled');
  const codes = newRecoveryCodes();
  const hashes = hashRecoveryCodes(ctx.config.secretsKey, caller.userId, codes);
  await ctx.db.transaction(async (tx) => {
    await replaceRecoveryCodes(tx, caller.userId, hashes);
    await recordAudit(tx, actor, {
      action: 'two_factor.recovery_codes_regenerated',
      subjectType: 'user',
      subjectId: caller.userId,
    });
  });
  return { recovery_codes: codes, status: await twoFactorStatus(ctx.db, caller.userId) };
}

/**
 * Turns TOTP off (the password again) and deletes the secret and the recovery codes. Refused
 * while an account of the person requires it: they would be locked out at their next sign-in.
 */
export async function disableTwoFactor(
  ctx: AppContext,
  caller: TwoFactorCaller,
  password: string,
  actor: AuditActor,
  links: LinkContext,
): Promise<TwoFactorStatus> {
  await requirePassword(ctx, caller.userId, password);
  const status = await twoFactorStatus(ctx.db, caller.userId);
  if (!status.enabled) throw new AppError('two_factor_not_enabled');
  if (status.required) throw new AppError('two_factor_required_by_account');
  await ctx.db.transaction(async (tx) => {
    await deleteTwoFactor(tx, caller.userId);
    await recordAudit(tx, actor, { action: 'two_factor.disabled', subjectType: 'user', subjectId: caller.userId });
    await mailTwoFactorNotice(tx, links, caller.userId, 'disabled');
  });
  ctx.mail.kick();
  return twoFactorStatus(ctx.db, caller.userId);
}
