import { catalogues, interpolate, type Locale, type TokenResponse } from '@talent/contract';
import { type AuditActor, recordAudit } from '../../platform/audit.js';
import { burnPasswordCheck, hashPassword, passwordProblem, verifyPassword } from '../../platform/auth/passwords.js';
import { createSession, revokeSession, revokeUserSessions } from '../../platform/auth/sessions.repo.js';
import { clearFailures, releaseAttempt, takeAttempt } from '../../platform/auth/throttle.repo.js';
import { hashToken, newToken } from '../../platform/auth/tokens.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, type FieldProblems, invalidFields } from '../../platform/errors.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import type { MailLinks } from '../branding/mail-links.js';
import { acceptOnActivation } from '../invitations/answers.service.js';
import { consumePasswordReset, createPasswordReset, invalidateUserResets } from './password-resets.repo.js';
import { activateInvitedUser, findUserByEmail, normaliseEmail, setPasswordHash } from './users.repo.js';

export type ClientInfo = { ip: string; userAgent: string | null; requestId: string };

const emailKey = (email: string) => `email:${normaliseEmail(email)}`;
const ipKey = (ip: string) => `ip:${ip}`;
// Reset requests per e-mail per window; past it we still answer the same, but send nothing.
const RESET_MAILS_PER_WINDOW = 5;

export async function login(
  ctx: AppContext,
  email: string,
  password: string,
  client: ClientInfo,
): Promise<TokenResponse> {
  const { auth, session } = ctx.config;
  const keys = [emailKey(email), ipKey(client.ip)];
  const limits = [
    { key: keys[0]!, max: auth.maxFailuresPerAccount },
    { key: keys[1]!, max: auth.maxFailuresPerIp },
  ];
  // The attempt is counted before the password is checked, so parallel requests cannot outrun the limit.
  const wait = await takeAttempt(ctx.db, limits, auth.throttleWindowSeconds);
  if (wait > 0) {
    await releaseAttempt(ctx.db, keys); // a refused attempt checks nothing, so it does not count
    throw new AppError('too_many_attempts', { params: { seconds: wait }, headers: { 'retry-after': String(wait) } });
  }

  const user = await findUserByEmail(ctx.db, email);
  let ok = false;
  if (user) ok = await verifyPassword(user.passwordHash, password);
  else await burnPasswordCheck(password);
  // A failure keeps the attempt it took on both keys.
  if (!user || !ok || user.status !== 'active') throw new AppError('invalid_credentials');

  const token = newToken();
  await ctx.db.transaction(async (tx) => {
    // Success clears the e-mail's count and does not count against the IP.
    await clearFailures(tx, [keys[0]!]);
    await releaseAttempt(tx, [keys[1]!]);
    const created = await createSession(tx, {
      userId: user.id,
      tokenHash: hashToken(token),
      absoluteHours: session.absoluteHours,
      ip: client.ip,
      userAgent: client.userAgent,
    });
    await recordAudit(
      tx,
      { userId: user.id, impersonatorUserId: null, ip: client.ip, requestId: client.requestId },
      {
        action: 'auth.login',
        subjectType: 'session',
        subjectId: created.id,
      },
    );
  });
  return { access_token: token, token_type: 'Bearer', expires_in: session.absoluteHours * 3600 };
}

export async function logout(ctx: AppContext, sessionId: number, actor: AuditActor) {
  await ctx.db.transaction(async (tx) => {
    await revokeSession(tx, sessionId);
    await recordAudit(tx, actor, { action: 'auth.logout', subjectType: 'session', subjectId: sessionId });
  });
}

export type ResetMailOptions = MailLinks & { locale: Locale };

/** Always resolves the same way, whether or not the e-mail belongs to someone. */
export async function requestPasswordReset(
  ctx: AppContext,
  email: string,
  options: ResetMailOptions,
  actor: AuditActor,
) {
  const { auth } = ctx.config;
  // The slot is taken for every address, known or not, so both answers cost the same write
  // (less of a timing tell) and nobody can flood any inbox with reset mails.
  const key = `reset:${normaliseEmail(email)}`;
  if ((await takeAttempt(ctx.db, [{ key, max: RESET_MAILS_PER_WINDOW }], auth.throttleWindowSeconds)) > 0) return;
  const user = await findUserByEmail(ctx.db, email);
  if (user?.status !== 'active') return;

  const token = newToken();
  const text = catalogues[options.locale].mail;
  const link = `${options.linkBase}/reset-password?token=${token}&email=${encodeURIComponent(user.email)}`;
  await ctx.db.transaction(async (tx) => {
    await createPasswordReset(tx, user.id, hashToken(token), auth.resetTokenMinutes);
    await enqueueMail(tx, {
      accountId: options.accountId,
      to: user.email,
      template: 'password_reset',
      subject: interpolate(text.resetSubject, { brand: options.brandName }),
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
    const userId = await consumePasswordReset(tx, hashToken(token));
    if (userId === null) throw new AppError('reset_token_invalid');
    await setPasswordHash(tx, userId, passwordHash);
    // An invitation link is a reset token too: using it makes an invited person active, and
    // accepts what they were invited to (see acceptOnActivation).
    if (await activateInvitedUser(tx, userId)) await acceptOnActivation(tx, userId, { ...actor, userId });
    await invalidateUserResets(tx, userId);
    // Whoever held a session may be the reason for the reset: end them all.
    await revokeUserSessions(tx, userId);
    await recordAudit(
      tx,
      { ...actor, userId },
      { action: 'auth.password_reset', subjectType: 'user', subjectId: userId },
    );
  });
}
