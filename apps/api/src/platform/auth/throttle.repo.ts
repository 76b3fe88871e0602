import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client.js';
import { authThrottle } from '../../db/schema/index.js';

export type ThrottleLimit = { key: string; max: number };

/**
 * Counts one attempt against every key, in a fixed window that restarts once it has passed, and
 * returns the seconds until the latest-freed key over its limit frees up (0 when all are within).
 *
 * Counting before the password is checked, in one atomic upsert, is what makes the limit hold
 * under concurrency: a burst of parallel requests each takes its own slot, so no more than `max`
 * of them get past, instead of all reading "not blocked yet" before any failure is written.
 * Callers give the slot back with `releaseAttempt` when the attempt should not count.
 */
export async function takeAttempt(q: Queryable, limits: ThrottleLimit[], windowSeconds: number): Promise<number> {
  const expired = sql`${authThrottle.windowStartedAt} <= now() - make_interval(secs => ${windowSeconds})`;
  const rows = await q
    .insert(authThrottle)
    .values(limits.map(({ key }) => ({ key, failures: 1 })))
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${authThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${authThrottle.windowStartedAt} end`,
      },
    })
    .returning({
      key: authThrottle.key,
      failures: authThrottle.failures,
      remaining: sql<number>`ceil(extract(epoch from (${authThrottle.windowStartedAt} + make_interval(secs => ${windowSeconds}) - now())))::int`,
    });
  let wait = 0;
  for (const row of rows) {
    const limit = limits.find((l) => l.key === row.key);
    if (limit && row.failures > limit.max) wait = Math.max(wait, row.remaining, 1);
  }
  return wait;
}

/**
 * Gives back an attempt taken with `takeAttempt` (a refused or a successful one). One key per
 * statement, in the caller's order, so row locks are taken in the same order as `takeAttempt`'s.
 */
export async function releaseAttempt(q: Queryable, keys: string[]) {
  for (const key of keys) {
    await q
      .update(authThrottle)
      .set({ failures: sql`greatest(${authThrottle.failures} - 1, 0)` })
      .where(eq(authThrottle.key, key));
  }
}

export async function clearFailures(q: Queryable, keys: string[]) {
  await q.delete(authThrottle).where(inArray(authThrottle.key, keys));
}

/** Waits that grow with each failure: `free` attempts, then firstDelay·2^k seconds, at most `maxDelaySeconds`. */
export type GrowingDelay = { free: number; firstDelaySeconds: number; maxDelaySeconds: number };

/** Seconds to wait after `failures` counted attempts. */
export const delayAfter = (failures: number, rule: GrowingDelay) =>
  failures < rule.free
    ? 0
    : Math.min(rule.maxDelaySeconds, rule.firstDelaySeconds * 2 ** Math.min(failures - rule.free, 30));

/**
 * One attempt on a key whose waits grow (sign-in per e-mail and client address): 0 when it is
 * taken (counted before the password is checked, as `takeAttempt` does), else the seconds still
 * to wait, with nothing counted. For these keys `window_started_at` is when the last attempt was
 * counted; the count is forgotten once `maxDelaySeconds` more have passed after the wait it set.
 *
 * The row is locked while the wait is judged, so parallel attempts queue and each sees the
 * count the previous one left: a burst gets no more than `free` attempts through.
 */
export async function takeGrowingAttempt(db: Db, key: string, rule: GrowingDelay): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.insert(authThrottle).values({ key, failures: 0 }).onConflictDoNothing();
    const [row] = await tx
      .select({
        failures: authThrottle.failures,
        // The database's clock, so every process judges alike; and the time now, once the lock is
        // ours (`now()` is when the transaction began, which may be before the attempt we waited for).
        sinceLast: sql<number>`extract(epoch from (clock_timestamp() - ${authThrottle.windowStartedAt}))::float8`,
      })
      .from(authThrottle)
      .where(eq(authThrottle.key, key))
      .for('update');
    const wait = delayAfter(row!.failures, rule);
    const sinceLast = Math.max(0, row!.sinceLast);
    if (sinceLast < wait) return Math.max(1, Math.ceil(wait - sinceLast));
    const forgotten = sinceLast >= wait + rule.maxDelaySeconds;
    await tx
      .update(authThrottle)
      .set({ failures: forgotten ? 1 : row!.failures + 1, windowStartedAt: sql`clock_timestamp()` })
      .where(eq(authThrottle.key, key));
    return 0;
  });
}

/** Forgets every key that starts with `prefix` (all client addresses of one e-mail). */
export async function clearKeysStartingWith(q: Queryable, prefix: string) {
  await q.delete(authThrottle).where(sql`left(${authThrottle.key}, ${prefix.length}) = ${prefix}`);
}
