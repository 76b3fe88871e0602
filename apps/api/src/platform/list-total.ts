import { count } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client.js';

/** Up to this many matching rows a list's total is counted exactly on every request. */
export const EXACT_TOTAL_UP_TO = 10_000;
/** How long a larger total is shared between requests for the same list. */
export const LARGE_TOTAL_TTL_MS = 60_000;
const MAX_CACHED = 1_000;

const largeTotals = new Map<string, { total: number; at: number }>();
const pending = new Map<string, Promise<number>>();

/**
 * The number of rows `matching()` selects (a select of the list's rows: its FROM, joins and WHERE,
 * without order or paging; a factory, as Drizzle's builders change in place).
 *
 * Exact while small, which is every list of a small tenant and every narrow filter: a capped
 * count (at most EXACT_TOTAL_UP_TO + 1 index entries) on every request, so a row just created or
 * deleted shows at once. Counting a site's 500,000 applications means reading 500,000 index
 * entries, so past EXACT_TOTAL_UP_TO the exact count is computed once (one query however many
 * requests wait for it) and remembered under the list's key: the statement and its parameters,
 * tenant ids and filters included (not the sort or the page), so one tenant's figure never
 * answers another's query. While a list is remembered as large, its pages run no count at all,
 * not even the capped one: for LARGE_TOTAL_TTL_MS they answer the remembered figure, then the
 * figure is recounted in the background while the old one is still answered. So a large total
 * may trail by about a minute (a row just created is one in more than 10,000, and the pages still
 * list it), and each page costs what the page costs. A recount that finds the list small again
 * forgets it, and it is counted exactly from then on. `q` is the database, not a transaction: a
 * refresh may outlive the request.
 */
export async function listTotal(q: Queryable, matching: () => PgSelect): Promise<number> {
  const { sql, params } = matching().toSQL();
  const key = JSON.stringify([sql, params]);
  const entry = largeTotals.get(key);
  if (entry) {
    // A stale figure is still answered at once; the next request after the refresh gets the new one.
    if (!pending.has(key) && Date.now() - entry.at >= LARGE_TOTAL_TTL_MS) {
      void refresh(key, () => fullCount(q, matching)).catch(() => {});
    }
    return entry.total;
  }
  const [capped] = await q.select({ n: count() }).from(
    matching()
      .limit(EXACT_TOTAL_UP_TO + 1)
      .as('capped'),
  );
  const small = capped?.n ?? 0;
  if (small <= EXACT_TOTAL_UP_TO) return small;
  return refresh(key, () => fullCount(q, matching));
}

async function fullCount(q: Queryable, matching: () => PgSelect): Promise<number> {
  const [all] = await q.select({ n: count() }).from(matching().as('all_rows'));
  return all?.n ?? 0;
}

/** One count per key at a time: callers without a figure yet wait for the one in flight. */
function refresh(key: string, run: () => Promise<number>): Promise<number> {
  const inFlight = pending.get(key);
  if (inFlight) return inFlight;
  const next = run()
    .then((total) => {
      largeTotals.delete(key);
      // Only large lists are remembered: a small one is counted exactly on every request.
      if (total <= EXACT_TOTAL_UP_TO) return total;
      largeTotals.set(key, { total, at: Date.now() });
      if (largeTotals.size > MAX_CACHED) largeTotals.delete(largeTotals.keys().next().value as string);
      return total;
    })
    .finally(() => pending.delete(key));
  pending.set(key, next);
  return next;
}
