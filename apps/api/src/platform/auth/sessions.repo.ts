import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { sessions } from '../../db/schema/index.js';

export type SessionUser = {
  sessionId: number;
  impersonatorUserId: number | null;
  parentSessionId: number | null;
  /** The one account the session acts in (an impersonation's, an identity provider's); null: all. */
  boundAccountId: number | null;
  lastUsedAt: Date;
  /** How this session was signed in (`platform/auth/amr.ts`). */
  amr: string[];
  /** An account the session reaches requires a second factor (`accounts.require_two_factor`). */
  twoFactorRequired: boolean;
  user: { id: number; name: string; email: string; avatar: string | null; locale: string };
};

export async function createSession(
  q: Queryable,
  values: {
    userId: number;
    tokenHash: string;
    absoluteHours: number;
    ip: string | null;
    userAgent: string | null;
    amr: string[];
    boundAccountId: number | null;
  },
) {
  const [row] = await q
    .insert(sessions)
    .values({
      userId: values.userId,
      tokenHash: values.tokenHash,
      amr: values.amr,
      boundAccountId: values.boundAccountId,
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

/** Records a factor proved during the session (enrolling TOTP proves the code just confirmed). */
export async function addSessionAmr(q: Queryable, sessionId: number, method: string) {
  await q
    .update(sessions)
    .set({ amr: sql`array_append(array_remove(${sessions.amr}, ${method}), ${method})` })
    .where(eq(sessions.id, sessionId));
}
