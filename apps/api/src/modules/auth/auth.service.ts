import { catalogues, interpolate, type Locale, type LoginResponse } from '@talent/contract';
import { type AuditActor, recordAudit } from '../../platform/audit.js';
import { PASSWORD_AMR } from '../../platform/auth/amr.js';
import { burnPasswordCheck, hashPassword, passwordProblem, verifyPassword } from '../../platform/auth/passwords.js';
import { revokeSession, revokeUserSessions } from '../../platform/auth/sessions.repo.js';
import {
  clearFailures,
  clearKeysStartingWith,
  releaseAttempt,
  takeAttempt,
  takeGrowingAttempt,
} from '../../platform/auth/throttle.repo.js';
import { hashToken, newToken } from '../../platform/auth/tokens.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, type FieldProblems, invalidFields } from '../../platform/errors.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { type LinkContext, linksFor } from '../branding/links.js';
import { passwordClosedBySso } from '../identity-providers/sso-rule.repo.js';
import { acceptOnActivation } from '../invitations/answers.service.js';
import { secondFactorChallenge } from '../two-factor/second-factor.service.js';
import { findTwoFactor } from '../two-factor/two-factor.repo.js';
import { growingDelayOf, takeSignInAttempt, tooMany } from './login-throttle.js';
import { type ClientInfo, openSession } from './open-session.js';
import { consumePasswordReset, createPasswordReset, invalidateUserResets } from './password-resets.repo.js';
import { activateInvitedUser, findUserByEmail, normaliseEmail, setPasswordHash } from './user-credentials.repo.js';

export type { ClientInfo };

// SECURITY 27: sign-in and reset requests are counted per e-mail *and client address*, so what a
// stranger does from their address never slows the owner of the e-mail down elsewhere; a separate
// count per address stops one client from trying many e-mails. (The space cannot occur in either.)
const loginKeysOf = (email: string) => `login:${normaliseEmail(email)} `;
const loginKey = (email: string, ip: string) => `${loginKeysOf(email)}${ip}`;
const resetKey = (email: string, ip: string) => `reset:${normaliseEmail(email)} ${ip}`;
const resetIpKey = (ip: string) => `reset-ip:${ip}`;

export async function login(
  ctx: AppContext,
  email: string,
  password: string,
  client: ClientInfo,
): Promise<LoginResponse> {
  const { auth } = ctx.config;
  const pair = loginKey(email, client.ip);
  // Each attempt is counted before the password is checked, so parallel requests cannot outrun
  // the limits; a refused attempt checks nothing, so it gives its slot back.
  const ip = await takeSignInAttempt(ctx, client.ip);
  const pairWait = await takeGrowingAttempt(ctx.db, pair, growingDelayOf(auth));
  if (pairWait > 0) {
    await releaseAttempt(ctx.db, [ip]);
    throw tooMany(pairWait);
  }

  const user = await findUserByEmail(ctx.db, email);
  let ok = false;
  if (user) ok = await verifyPassword(user.passwordHash, password);
  else await burnPasswordCheck(password);
  // A failure keeps the attempt it took on both keys.
  if (!user || !ok || user.status !== 'active') throw new AppError('invalid_credentials');

  const twoFactor = await findTwoFactor(ctx.db, user.id);
  // Told only after the right password, so the rule reveals nothing to someone guessing.
  if (await passwordClosedBySso(ctx.db, user.id)) {
    // Not a failed guess: the count is cleared as on success.
    await clearFailures(ctx.db, [pair]);
    await releaseAttempt(ctx.db, [ip]);
    throw new AppError('sso_required');
  }
  return ctx.db.transaction(async (tx) => {
    // Success clears this address's count for the e-mail and does not count against the address.
    await clearFailures(tx, [pair]);
    await releaseAttempt(tx, [ip]);
    // With a second factor the password earns only a ticket for the next step, never a session.
    if (twoFactor?.enabledAt) return secondFactorChallenge(tx, ctx, user.id, PASSWORD_AMR);
    return openSession(tx, ctx, user.id, PASSWORD_AMR, client);
  });
}

export async function logout(ctx: AppContext, sessionId: number, actor: AuditActor) {
  await ctx.db.transaction(async (tx) => {
    await revokeSession(tx, sessionId);
    await recordAudit(tx, actor, { action: 'auth.logout', subjectType: 'session', subjectId: sessionId });
  });
}

export type ResetMailOptions = LinkContext & { locale: Locale; clientIp: string };

/** Always resolves the same way, whether or not the e-mail belongs to someone. */
export async function requestPasswordReset(
  ctx: AppContext,
  email: string,
  options: ResetMailOptions,
  actor: AuditActor,
) {
  const { auth } = ctx.config;
  // The slots are taken for every e-mail, known or not, so both answers cost the same write (less
  // of a timing tell). Past a limit we answer the same and send nothing: one client cannot flood an
  // inbox, and as the count is per e-mail and address, a stranger cannot silence anyone's resets.
  const limits = [
    { key: resetKey(email, options.clientIp), max: auth.resetRequestsPerEmail },
    { key: resetIpKey(options.clientIp), max: auth.resetRequestsPerIp },
  ];
  if ((await takeAttempt(ctx.db, limits, auth.throttleWindowSeconds)) > 0) return;
  const user = await findUserByEmail(ctx.db, email);
  if (user?.status !== 'active') return;

  const token = newToken();
  const text = catalogues[options.locale].mail;
  const links = await linksFor(ctx.db, options, { userId: user.id });
  const link = `${links.linkBase}/reset-password?token=${token}&email=${encodeURIComponent(user.email)}`;
  await ctx.db.transaction(async (tx) => {
    // Only the newest link works: a mail left in an old inbox or a forwarded one is dead.
    await invalidateUserResets(tx, user.id);
    await createPasswordReset(tx, user.id, hashToken(token), auth.resetTokenMinutes);
    await enqueueMail(tx, {
      accountId: links.accountId,
      to: user.email,
      template: 'password_reset',
      locale: options.locale,
      subject: interpolate(text.resetSubject, { brand: links.brandName }),
      text: interpolate(text.resetBody, { name: user.name, minutes: auth.resetTokenMinutes, link }),
    });
    await recordAudit(
      tx,
      { ...actor, userId: user.id },
      { action: 'auth.password_reset_requested', subjectType: 'user', subjectId: user.id },
    );
  });
  ctx.mail.kick();
}

/** Checks a new password and its confirmation; the same rule for reset and change. */
export function newPasswordProblems(password: string, confirmation: string): FieldProblems | null {
  const fields: FieldProblems = {};
  const problem = passwordProblem(password);
  if (problem) fields.password = [problem];
  if (password !== confirmation) fields.password_confirmation = [{ rule: 'confirmation' }];
  return Object.keys(fields).length ? fields : null;
}

export async function resetPassword(
  ctx: AppContext,
  token: string,
  password: string,
  confirmation: string,
  actor: AuditActor,
) {
  const problems = newPasswordProblems(password, confirmation);
  if (problems) throw invalidFields(problems);
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    const link = await consumePasswordReset(tx, hashToken(token));
    if (link === null) throw new AppError('reset_token_invalid');
    const { userId } = link;
    const email = await setPasswordHash(tx, userId, passwordHash);
    // An invitation link is a reset token too: using it makes an invited person active, and
    // accepts the invitation it was sent for, that one only (see acceptOnActivation).
    if (await activateInvitedUser(tx, userId))
      await acceptOnActivation(tx, userId, link.invitationId, { ...actor, userId });
    await invalidateUserResets(tx, userId);
    // Whoever held a session may be the reason for the reset: end them all.
    await revokeUserSessions(tx, userId);
    // The owner of the mailbox has proved who they are: no earlier failure, theirs or a
    // stranger's, keeps them from signing in with the new password (SECURITY 27).
    if (email !== null) await clearKeysStartingWith(tx, loginKeysOf(email));
    await recordAudit(
      tx,
      { ...actor, userId },
      { action: 'auth.password_reset', subjectType: 'user', subjectId: userId },
    );
  });
}
