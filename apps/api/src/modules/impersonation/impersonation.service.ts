import type { Impersonation, PermissionMap } from '@talent/contract';
import { type AuditActor, recordAudit } from '../../platform/audit.js';
import { loadGrants } from '../../platform/auth/grants.repo.js';
import { outranks } from '../../platform/auth/rights.js';
import { hashToken, newToken } from '../../platform/auth/tokens.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { notifyUsers } from '../notifications/notify.js';
import { createImpersonationSession, findUser, revokeImpersonationSession } from './impersonation.repo.js';

/** The staff member asking: their session, permissions and current account. */
export type Impersonator = {
  sessionId: number;
  impersonatorUserId: number | null;
  user: { id: number; name: string };
  permissions: PermissionMap;
  accountId: number | null;
};

/**
 * Opens a session as user `targetId` for staff: refused while already impersonating (no nesting),
 * for oneself, for users outside the caller's account (404), and for disabled or invited users
 * or anyone with rights the caller lacks (403). The target is told, and the audit log keeps the
 * reason with both people.
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

  const token = newToken();
  const session = await ctx.db.transaction(async (tx) => {
    const created = await createImpersonationSession(tx, {
      userId: target.id,
      impersonatorUserId: caller.user.id,
      parentSessionId: caller.sessionId,
      accountId: caller.accountId,
      tokenHash: hashToken(token),
      ip: client.ip,
    });
    const actor: AuditActor = { userId: caller.user.id, impersonatorUserId: null, ...client };
    await recordAudit(tx, actor, {
      action: 'impersonation.started',
      subjectType: 'user',
      subjectId: target.id,
      accountId: caller.accountId,
      data: { reason, user: target.email, session_id: created.id },
    });
    await notifyUsers(tx, caller.accountId, [target.id], {
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
