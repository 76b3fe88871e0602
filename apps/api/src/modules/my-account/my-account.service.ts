import { type AuditActor, recordAudit } from '../../platform/audit.js';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.js';
import { revokeUserSessions } from '../../platform/auth/sessions.repo.js';
import { clearFailures, releaseAttempt, takeAttempt } from '../../platform/auth/throttle.repo.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, invalidFields } from '../../platform/errors.js';
import { newPasswordProblems } from '../auth/auth.service.js';
import { findPasswordHash, setPasswordHash } from '../auth/user-credentials.repo.js';

export type ChangePassword = {
  userId: number;
  sessionId: number;
  current: string;
  password: string;
  confirmation: string;
};

/**
 * Whether `password` is the person's current one, for changes that ask for it again. Guesses are
 * limited per user (a stolen session must not become a way to guess the password): past the
 * limit, 429 before anything is checked.
 */
export async function checkCurrentPassword(ctx: AppContext, userId: number, password: string): Promise<boolean> {
  const { auth } = ctx.config;
  const key = `current-password:${userId}`;
  const wait = await takeAttempt(ctx.db, [{ key, max: auth.maxFailures }], auth.throttleWindowSeconds);
  if (wait > 0) {
    await releaseAttempt(ctx.db, [key]);
    throw new AppError('too_many_attempts', { params: { seconds: wait }, headers: { 'retry-after': String(wait) } });
  }
  const stored = await findPasswordHash(ctx.db, userId);
  const ok = stored !== null && (await verifyPassword(stored, password));
  if (ok) await clearFailures(ctx.db, [key]);
  return ok;
}

/** Needs the current password; keeps the caller's session and signs out the others. */
export async function changePassword(ctx: AppContext, input: ChangePassword, actor: AuditActor) {
  const currentOk = await checkCurrentPassword(ctx, input.userId, input.current);
  const problems = newPasswordProblems(input.password, input.confirmation) ?? {};
  if (!currentOk) problems.current_password = [{ rule: 'current_password' }];
  if (Object.keys(problems).length) throw invalidFields(problems);

  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await setPasswordHash(tx, input.userId, passwordHash);
    await revokeUserSessions(tx, input.userId, input.sessionId);
    await recordAudit(tx, actor, { action: 'user.password_changed', subjectType: 'user', subjectId: input.userId });
  });
}
