import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { passwordResets } from '../../db/schema/index.js';

export async function createPasswordReset(q: Queryable, userId: number, tokenHash: string, minutes: number) {
  await q.insert(passwordResets).values({
    userId,
    tokenHash,
    expiresAt: sql`now() + make_interval(mins => ${minutes})`,
  });
}

/**
 * Marks a live token used and returns its user. One conditional UPDATE, so two concurrent
 * uses of the same token cannot both succeed.
 */
export async function consumePasswordReset(q: Queryable, tokenHash: string): Promise<number | null> {
  const [row] = await q
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return row?.userId ?? null;
}

/** After a reset, every other outstanding link of that user stops working too. */
export async function invalidateUserResets(q: Queryable, userId: number) {
  await q
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
