import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

// A person's platform-wide record as sign-in sees it: found by e-mail, password, invited → active.

// E-mails are stored lower-case (a check constraint holds it), so lookups lower-case too.
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(q: Queryable, email: string) {
  const [row] = await q
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      passwordHash: users.passwordHash,
      status: users.status,
      locale: users.locale,
    })
    .from(users)
    .where(eq(users.email, normaliseEmail(email)))
    .limit(1);
  return row ?? null;
}

export async function findPasswordHash(q: Queryable, userId: number) {
  const [row] = await q.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row?.hash ?? null;
}

/** Sets the hash; answers the person's e-mail (null for no such user). */
export async function setPasswordHash(q: Queryable, userId: number, passwordHash: string): Promise<string | null> {
  const [row] = await q
    .update(users)
    .set({ passwordHash, passwordChangedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ email: users.email });
  return row?.email ?? null;
}

/** invited → active; any other status stays as it is (a disabled person stays disabled). Whether it changed. */
export async function activateInvitedUser(q: Queryable, userId: number): Promise<boolean> {
  const rows = await q
    .update(users)
    .set({ status: 'active', updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), eq(users.status, 'invited')))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Someone known only by an address an invitation was sent to: they cannot sign in until they use its link. */
export async function insertInvitedUser(
  q: Queryable,
  values: { email: string; name: string; locale: string; passwordHash: string },
): Promise<number> {
  const [row] = await q
    .insert(users)
    .values({ ...values, status: 'invited' })
    .returning({ id: users.id });
  return row!.id;
}
