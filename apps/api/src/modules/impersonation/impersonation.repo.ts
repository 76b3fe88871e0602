import { IMPERSONATION_MAX_MINUTES } from '@talent/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';

export async function findUser(q: Queryable, id: number) {
  const [row] = await q
    .select({ id: users.id, name: users.name, email: users.email, status: users.status })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}

/** A session as `userId` opened from `parentSessionId`: an hour at most, never past the parent. */
export async function createImpersonationSession(
  q: Queryable,
  v: {
    userId: number;
    impersonatorUserId: number;
    parentSessionId: number;
    /** The one account the session acts in. */
    accountId: number;
    tokenHash: string;
    ip: string | null;
  },
) {
  const [row] = await q
    .insert(sessions)
    .values({
      userId: v.userId,
      impersonatorUserId: v.impersonatorUserId,
      parentSessionId: v.parentSessionId,
      boundAccountId: v.accountId,
      tokenHash: v.tokenHash,
      ip: v.ip,
      expiresAt: sql`least(now() + make_interval(mins => ${IMPERSONATION_MAX_MINUTES}), (select p.expires_at from sessions p where p.id = ${v.parentSessionId}))`,
    })
    .returning({ id: sessions.id, expiresAt: sessions.expiresAt });
  return row!;
}

/** Who is acting as the session's user, and until when (null for an ordinary session). */
export async function impersonationOf(q: Queryable, sessionId: number) {
  const [row] = await q
    .select({ id: users.id, name: users.name, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.impersonatorUserId))
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  return row ?? null;
}

/** Ends an impersonation session; answers the account it was opened in (for the audit row). */
export async function revokeImpersonationSession(q: Queryable, sessionId: number) {
  const [row] = await q
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ accountId: sessions.boundAccountId });
  return row?.accountId ?? null;
}
