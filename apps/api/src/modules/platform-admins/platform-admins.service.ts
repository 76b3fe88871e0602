import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { type AuditActor, recordAudit } from '../../platform/audit.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { hashToken, newToken } from '../../platform/auth/tokens.js';
import { createPasswordReset, invalidateUserResets } from '../auth/password-resets.repo.js';
import { findUserByEmail, insertInvitedUser, normaliseEmail } from '../auth/user-credentials.repo.js';
import { ensurePlatformAdminRole, grantPlatformRole, holdsPlatformRole } from './platform-admins.repo.js';

export type AdminOutcome =
  /** A new person, or one invited earlier who has not chosen a password: a fresh link (older ones stop working). */
  | { kind: 'invited'; email: string; link: string; expiresAt: Date }
  /** Someone who already signs in now holds the platform role too; their password stays theirs. */
  | { kind: 'promoted'; email: string }
  | { kind: 'unchanged'; email: string };

export type CreateAdminInput = { email: string; name?: string | undefined; validHours: number; publicUrl: string };

// The command line writes as nobody in particular; its request id says where the rows came from.
const CLI_ACTOR: AuditActor = { userId: null, impersonatorUserId: null, ip: null, requestId: 'cli:admin' };

/**
 * Makes `email` a platform administrator, safe to run again. The activation link is the password
 * link invitations use: one use, expiring, and using it makes the invited person active.
 */
export async function createPlatformAdmin(db: Db, input: CreateAdminInput): Promise<AdminOutcome> {
  const email = normaliseEmail(input.email);
  const name = input.name?.trim() || email.split('@')[0]!;
  // Hashed outside the transaction (argon2 takes a while); never a password anyone knows.
  const unusable = await hashPassword(randomBytes(32).toString('base64url'));
  const token = newToken();
  return db.transaction(async (tx): Promise<AdminOutcome> => {
    const roleId = await ensurePlatformAdminRole(tx);
    const known = await findUserByEmail(tx, email);
    if (known?.status === 'disabled')
      throw new AdminCommandError(`${email} is disabled on this platform; nothing changed. Enable the person first.`);
    const userId = known?.id ?? (await insertInvitedUser(tx, { email, name, locale: 'en', passwordHash: unusable }));
    const already = known !== null && (await holdsPlatformRole(tx, userId, roleId));
    if (!already) {
      await grantPlatformRole(tx, userId, roleId);
      await recordAudit(tx, CLI_ACTOR, {
        action: known?.status === 'active' ? 'platform.admin_promoted' : 'platform.admin_invited',
        subjectType: 'user',
        subjectId: userId,
        data: { email },
      });
    }
    if (known?.status === 'active') return already ? { kind: 'unchanged', email } : { kind: 'promoted', email };
    await invalidateUserResets(tx, userId);
    await createPasswordReset(tx, userId, hashToken(token), input.validHours * 60);
    const link = `${input.publicUrl}/auth/profile/password?token=${token}&email=${encodeURIComponent(email)}`;
    return { kind: 'invited', email, link, expiresAt: new Date(Date.now() + input.validHours * 3_600_000) };
  });
}

/** A refusal the command prints as it is (no stack): the operator can act on it. */
export class AdminCommandError extends Error {}
