import { inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { authThrottle } from '../../db/schema/index.js';

export type ThrottleLimit = { key: string; max: number };

/** Seconds until the earliest-blocked key frees up, or 0 when none of the keys is over its limit. */
export async function secondsBlocked(q: Queryable, limits: ThrottleLimit[], windowSeconds: number): Promise<number> {
  const rows = await q
    .select({
      key: authThrottle.key,
      failures: authThrottle.failures,
      remaining: sql<number>`ceil(extract(epoch from (${authThrottle.windowStartedAt} + make_interval(secs => ${windowSeconds}) - now())))::int`,
    })
    .from(authThrottle)
    .where(
      inArray(
        authThrottle.key,
        limits.map((l) => l.key),
      ),
    );
  let wait = 0;
  for (const row of rows) {
    const limit = limits.find((l) => l.key === row.key);
    if (limit && row.remaining > 0 && row.failures >= limit.max) wait = Math.max(wait, row.remaining);
  }
  return wait;
}

/** Counts one failure per key in a fixed window that restarts once it has passed. */
export async function recordFailure(q: Queryable, keys: string[], windowSeconds: number) {
  const expired = sql`${authThrottle.windowStartedAt} <= now() - make_interval(secs => ${windowSeconds})`;
  await q
    .insert(authThrottle)
    .values(keys.map((key) => ({ key, failures: 1 })))
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${authThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${authThrottle.windowStartedAt} end`,
      },
    });
}

export async function clearFailures(q: Queryable, keys: string[]) {
  await q.delete(authThrottle).where(inArray(authThrottle.key, keys));
}
