import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { passwordResets } from '../../db/schema/index.js';

/** A reset link; `invitationId` for an invitation's "choose your password" link (what using it accepts). */
export async function createPasswordReset(
  q: Queryable,
  userId: number,
  tokenHash: string,
  minutes: number,
  invitationId: number | null = null,
) {
  await q.insert(passwordResets).values({
    userId,
    tokenHash,
    invitationId,
    expiresAt: sql`now() + make_interval(mins => ${minutes})`,
  });
}

/**
 * Marks a live token used and returns its user (and, for an invitation's link, the invitation). One
 * conditional UPDATE, so two concurrent uses of the same token cannot both succeed.
 */
export async function consumePasswordReset(
  q: Queryable,
  tokenHash: string,
): Promise<{ userId: number; invitationId: number | null } | null> {
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
    .returning({ userId: passwordResets.userId, invitationId: passwordResets.invitationId });
  return row ?? null;
}

/**
 * The links of one invitation stop working (sent again: only the newest works; withdrawn: none).
 * The person's other invitations keep theirs.
 */
export async function invalidateInvitationResets(q: Queryable, userId: number, invitationId: number) {
  await q
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResets.userId, userId),
        eq(passwordResets.invitationId, invitationId),
        isNull(passwordResets.usedAt),
      ),
    );
}

/** After a reset, every other outstanding link of that user stops working too. */
export async function invalidateUserResets(q: Queryable, userId: number) {
  await q
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
