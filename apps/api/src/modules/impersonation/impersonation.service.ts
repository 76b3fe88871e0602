import type { Impersonation, PermissionMap } from '@talent/contract';
import { type AuditActor, recordAudit } from '../../platform/audit.js';
import { hasSecondFactor } from '../../platform/auth/amr.js';
import { type Grant, loadGrants } from '../../platform/auth/grants.repo.js';
import { outranks } from '../../platform/auth/rights.js';
import { hashToken, newToken } from '../../platform/auth/tokens.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { notifyUsers } from '../notifications/notify.js';
import { accountRequiresTwoFactor } from '../two-factor/two-factor.repo.js';
import { createImpersonationSession, findUser, revokeImpersonationSession } from './impersonation.repo.js';

/** The staff member asking: their session (and how it was signed in), permissions and current account. */
export type Impersonator = {
  sessionId: number;
  impersonatorUserId: number | null;
  /** How the staff member's own session was signed in: an account's two-factor rule asks it. */
  amr: string[];
  user: { id: number; name: string };
  permissions: PermissionMap;
  accountId: number | null;
};

/**
 * The one account the impersonation acts in (the session is bound to it: nothing of the person's
 * other accounts is reachable): the selected account when the person works for it; for platform
 * staff, who may act in any account, else the person's only account. Never none: a person of
 * several accounts needs the account chosen first.
 */
function boundAccountOf(caller: Impersonator, targetGrants: readonly Grant[]): number {
  const theirs = new Set(targetGrants.flatMap((g) => (g.accountId === null ? [] : [g.accountId])));
  if (caller.accountId !== null && theirs.has(caller.accountId)) return caller.accountId;
  if (theirs.size !== 1) throw new AppError('impersonation_account_required');
  return [...theirs][0]!;
}

/**
 * Opens a session as user `targetId` for staff: refused while already impersonating (no nesting),
 * for oneself, for users outside the caller's account (404), and for disabled or invited users
 * or anyone with rights the caller lacks (403). The session is bound to one account
 * (`boundAccountOf`), where a rule requiring two-factor sign-in asks the staff member's own session
 * for a second factor. The target is told, and the audit log keeps the reason with both people.
 */
export async function impersonateUser(
  ctx: AppContext,
  caller: Impersonator,
  targetId: number,
  reason: string,
  client: { ip: string | null; requestId: string },
): Promise<Impersonation> {
  if (caller.impersonatorUserId !== null) throw new AppError('not_while_impersonating');
  const target = await findUser(ctx.db, targetId);
  const grants = target ? await loadGrants(ctx.db, target.id) : [];
  const callerEverywhere = caller.permissions.all !== undefined;
  const visible = callerEverywhere || grants.some((g) => g.accountId !== null && g.accountId === caller.accountId);
  if (!target || !visible) throw notFound();
  if (target.id === caller.user.id || target.status !== 'active' || !outranks(caller.permissions, grants))
    throw new AppError('impersonation_refused');
  const accountId = boundAccountOf(caller, grants);
  if ((await accountRequiresTwoFactor(ctx.db, accountId)) && !hasSecondFactor(caller.amr))
    throw new AppError('impersonation_second_factor_required');

  const token = newToken();
  const session = await ctx.db.transaction(async (tx) => {
    const created = await createImpersonationSession(tx, {
      userId: target.id,
      impersonatorUserId: caller.user.id,
      parentSessionId: caller.sessionId,
      accountId,
      tokenHash: hashToken(token),
      ip: client.ip,
    });
    const actor: AuditActor = { userId: caller.user.id, impersonatorUserId: null, ...client };
    await recordAudit(tx, actor, {
      action: 'impersonation.started',
      subjectType: 'user',
      subjectId: target.id,
      accountId,
      data: { reason, user: target.email, session_id: created.id },
    });
    await notifyUsers(tx, accountId, [target.id], {
      kind: 'impersonated',
      params: { actor: caller.user.name, reason },
      link: null,
    });
    return created;
  });
  return {
    access_token: token,
    token_type: 'Bearer',
    expires_in: Math.max(0, Math.round((session.expiresAt.getTime() - Date.now()) / 1000)),
    user: { id: target.id, name: target.name, email: target.email },
  };
}

/**
 * Ends the caller's impersonation session; the client goes back to the staff token it kept. The
 * audit row names the account the session was opened in, whatever the client has selected since.
 */
export async function endImpersonation(
  ctx: AppContext,
  session: { sessionId: number; impersonatorUserId: number | null; user: { id: number } },
  client: { ip: string | null; requestId: string },
) {
  if (session.impersonatorUserId === null) throw new AppError('not_impersonating');
  await ctx.db.transaction(async (tx) => {
    const accountId = await revokeImpersonationSession(tx, session.sessionId);
    await recordAudit(
      tx,
      { userId: session.user.id, impersonatorUserId: session.impersonatorUserId, ...client },
      { action: 'impersonation.ended', subjectType: 'user', subjectId: session.user.id, accountId },
    );
  });
}
