import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';

export type SessionUser = {
  sessionId: number;
  impersonatorUserId: number | null;
  parentSessionId: number | null;
  lastUsedAt: Date;
  user: { id: number; name: string; email: string; avatar: string | null; locale: string };
};

/**
 * A live session: not revoked, before its absolute expiry, used within the idle limit, user
 * active, and for an impersonation, its parent session live too.
 */
export async function findLiveSession(
  q: Queryable,
  tokenHash: string,
  idleMinutes: number,
): Promise<SessionUser | null> {
  const [row] = await q
    .select({
      sessionId: sessions.id,
      impersonatorUserId: sessions.impersonatorUserId,
      parentSessionId: sessions.parentSessionId,
      lastUsedAt: sessions.lastUsedAt,
      id: users.id,
      name: users.name,
      email: users.email,
      avatar: users.avatar,
      locale: users.locale,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastUsedAt, sql`now() - make_interval(mins => ${idleMinutes})`),
        eq(users.status, 'active'),
        // An impersonation session lives only as long as the staff session it came from.
        sql`(${sessions.parentSessionId} is null or exists (select 1 from sessions p where p.id = ${sessions.parentSessionId} and p.revoked_at is null and p.expires_at > now()))`,
      ),
    )
    .limit(1);
  if (!row) return null;
  const { sessionId, impersonatorUserId, parentSessionId, lastUsedAt, ...user } = row;
  return { sessionId, impersonatorUserId, parentSessionId, lastUsedAt, user };
}

export async function createSession(
  q: Queryable,
  values: { userId: number; tokenHash: string; absoluteHours: number; ip: string | null; userAgent: string | null },
) {
  const [row] = await q
    .insert(sessions)
    .values({
      userId: values.userId,
      tokenHash: values.tokenHash,
      ip: values.ip,
      userAgent: values.userAgent?.slice(0, 500) ?? null,
      expiresAt: sql`now() + make_interval(hours => ${values.absoluteHours})`,
    })
    .returning({ id: sessions.id });
  return row!;
}

export async function touchSession(q: Queryable, sessionId: number) {
  await q.update(sessions).set({ lastUsedAt: sql`now()` }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(q: Queryable, sessionId: number) {
  await q
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of a user, except the one given (the caller's own). */
export async function revokeUserSessions(q: Queryable, userId: number, exceptSessionId?: number) {
  await q
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId === undefined ? undefined : ne(sessions.id, exceptSessionId),
      ),
    );
}
