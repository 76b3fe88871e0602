import { eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
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
