import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import {
  accounts,
  grants,
  twoFactorRecoveryCodes,
  twoFactorTickets,
  users,
  userTwoFactor,
} from '../../db/schema/index.js';

/** The person's TOTP row (null when they never started), with the unused recovery codes counted. */
export async function findTwoFactor(q: Queryable, userId: number) {
  const [row] = await q
    .select({
      secret: userTwoFactor.secret,
      pendingSecret: userTwoFactor.pendingSecret,
      enabledAt: userTwoFactor.enabledAt,
      lastTimeStep: userTwoFactor.lastTimeStep,
      codesLeft: sql<number>`(select count(*)::int from two_factor_recovery_codes c where c.user_id = ${userId} and c.used_at is null)`,
    })
    .from(userTwoFactor)
    .where(eq(userTwoFactor.userId, userId));
  return row ?? null;
}

/** Whether any account the person works for requires a second factor. */
export async function twoFactorRequiredFor(q: Queryable, userId: number) {
  const [row] = await q
    .select({ id: grants.id })
    .from(grants)
    .innerJoin(accounts, eq(accounts.id, grants.accountId))
    .where(and(eq(grants.userId, userId), eq(accounts.requireTwoFactor, true)))
    .limit(1);
  return row !== undefined;
}

/** A new key waiting for its first code; replaces one left waiting. Refused (false) when 2FA is on. */
export async function savePendingSecret(q: Queryable, userId: number, encrypted: string): Promise<boolean> {
  const rows = await q
    .insert(userTwoFactor)
    .values({ userId, pendingSecret: encrypted, pendingCreatedAt: sql`now()` })
    .onConflictDoUpdate({
      target: userTwoFactor.userId,
      set: { pendingSecret: encrypted, pendingCreatedAt: sql`now()` },
      setWhere: isNull(userTwoFactor.enabledAt),
    })
    .returning({ userId: userTwoFactor.userId });
  return rows.length > 0;
}

/** Turns the waiting key on, with the step of the code that confirmed it (not usable again). */
export async function enableTwoFactor(q: Queryable, userId: number, encrypted: string, timeStep: number) {
  const rows = await q
    .update(userTwoFactor)
    .set({
      secret: encrypted,
      pendingSecret: null,
      pendingCreatedAt: null,
      enabledAt: sql`now()`,
      lastTimeStep: timeStep,
    })
    .where(
      and(
        eq(userTwoFactor.userId, userId),
        isNull(userTwoFactor.enabledAt),
        eq(userTwoFactor.pendingSecret, encrypted),
      ),
    )
    .returning({ userId: userTwoFactor.userId });
  return rows.length > 0;
}

/**
 * Takes the time step of an accepted code, only if it is later than the last one taken: of two
 * requests with the same code, or a code seen and replayed, exactly one wins.
 */
export async function claimTimeStep(q: Queryable, userId: number, timeStep: number): Promise<boolean> {
  const rows = await q
    .update(userTwoFactor)
    .set({ lastTimeStep: timeStep })
    .where(
      and(
        eq(userTwoFactor.userId, userId),
        sql`${userTwoFactor.enabledAt} is not null`,
        sql`(${userTwoFactor.lastTimeStep} is null or ${userTwoFactor.lastTimeStep} < ${timeStep})`,
      ),
    )
    .returning({ userId: userTwoFactor.userId });
  return rows.length > 0;
}

export async function deleteTwoFactor(q: Queryable, userId: number) {
  await q.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  const rows = await q
    .delete(userTwoFactor)
    .where(eq(userTwoFactor.userId, userId))
    .returning({ enabledAt: userTwoFactor.enabledAt });
  return rows.some((r) => r.enabledAt !== null);
}

/** Replaces every recovery code of the person with these HMAC digests (`recovery-codes.ts`). */
export async function replaceRecoveryCodes(q: Queryable, userId: number, digests: string[]) {
  await q.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await q
    .insert(twoFactorRecoveryCodes)
    .values(digests.map((codeHash) => ({ userId, codeHash, scheme: 'hmac' as const })));
}

/** The id of the person's unused code with this HMAC digest, or null: one indexed lookup. */
export async function findRecoveryCodeByDigest(q: Queryable, userId: number, digest: string): Promise<number | null> {
  const [row] = await q
    .select({ id: twoFactorRecoveryCodes.id })
    .from(twoFactorRecoveryCodes)
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.scheme, 'hmac'),
        eq(twoFactorRecoveryCodes.codeHash, digest),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/** The person's unused codes stored as argon2id before migration 0029 (none for anyone enrolled since). */
export async function unusedArgon2RecoveryCodes(q: Queryable, userId: number) {
  return q
    .select({ id: twoFactorRecoveryCodes.id, codeHash: twoFactorRecoveryCodes.codeHash })
    .from(twoFactorRecoveryCodes)
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.scheme, 'argon2'),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    );
}

/** Marks a code used; false when a parallel request used it first. */
export async function useRecoveryCode(q: Queryable, id: number): Promise<boolean> {
  const rows = await q
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(twoFactorRecoveryCodes.id, id), isNull(twoFactorRecoveryCodes.usedAt)))
    .returning({ id: twoFactorRecoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(q: Queryable, userId: number) {
  const [row] = await q
    .select({ n: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export async function createTicket(
  q: Queryable,
  v: { tokenHash: string; userId: number; amr: string[]; boundAccountId: number | null; minutes: number },
) {
  await q.insert(twoFactorTickets).values({
    tokenHash: v.tokenHash,
    userId: v.userId,
    amr: v.amr,
    boundAccountId: v.boundAccountId,
    expiresAt: sql`now() + make_interval(mins => ${v.minutes})`,
  });
}

/** A live, unused ticket (not consumed: a wrong code may be typed again until it expires). */
export async function findTicket(q: Queryable, tokenHash: string) {
  const [row] = await q
    .select({
      userId: twoFactorTickets.userId,
      amr: twoFactorTickets.amr,
      boundAccountId: twoFactorTickets.boundAccountId,
      email: users.email,
      status: users.status,
    })
    .from(twoFactorTickets)
    .innerJoin(users, eq(users.id, twoFactorTickets.userId))
    .where(
      and(
        eq(twoFactorTickets.tokenHash, tokenHash),
        isNull(twoFactorTickets.usedAt),
        gt(twoFactorTickets.expiresAt, sql`now()`),
      ),
    );
  return row ?? null;
}

/** Uses the ticket up; false when it was already used (a parallel request won) or expired. */
export async function consumeTicket(q: Queryable, tokenHash: string): Promise<boolean> {
  const rows = await q
    .update(twoFactorTickets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(twoFactorTickets.tokenHash, tokenHash),
        isNull(twoFactorTickets.usedAt),
        gt(twoFactorTickets.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: twoFactorTickets.userId });
  return rows.length > 0;
}

export async function findMailee(q: Queryable, userId: number) {
  const [row] = await q
    .select({ name: users.name, email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function accountRequiresTwoFactor(q: Queryable, accountId: number) {
  const [row] = await q
    .select({ required: accounts.requireTwoFactor })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.required ?? false;
}

export async function setAccountRequiresTwoFactor(q: Queryable, accountId: number, required: boolean) {
  await q.update(accounts).set({ requireTwoFactor: required }).where(eq(accounts.id, accountId));
}
