import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';

/** Throttle keys counted over a day (`takeAttempt` with a one-day window) start with this. */
export const DAILY_KEY_PREFIX = 'day:';

// Ended sessions and used links are kept a while for support questions ("was I signed out?").
const KEEP_ENDED_DAYS = 30;

/**
 * Deletes rows that can no longer matter. Throttle keys are attacker-chosen, so they must not pile
 * up. A growing-wait key still counts for up to two windows after its last attempt (its wait, at
 * most a window, then a window of memory), so rows go after two.
 */
export async function purgeExpiredAuthRows(q: Queryable, throttleWindowSeconds: number) {
  // Keys counted over a day (DAILY_KEY_PREFIX) are kept two days, the others two windows.
  await q.execute(
    sql`delete from auth_throttle where window_started_at <= now() - case when starts_with(key, ${DAILY_KEY_PREFIX}) then make_interval(days => 2) else make_interval(secs => ${2 * throttleWindowSeconds}) end`,
  );
  await q.execute(
    sql`delete from sessions where coalesce(revoked_at, expires_at) < now() - make_interval(days => ${KEEP_ENDED_DAYS})`,
  );
  await q.execute(
    sql`delete from password_resets where coalesce(used_at, expires_at) < now() - make_interval(days => ${KEEP_ENDED_DAYS})`,
  );
  // Second-factor tickets live minutes and mean nothing once expired or used.
  await q.execute(sql`delete from two_factor_tickets where expires_at < now() or used_at is not null`);
  await q.execute(sql`delete from passkey_challenges where expires_at < now() or used_at is not null`);
}
