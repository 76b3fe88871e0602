import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';

/** What a claim needs: the task, the period it is for, who claims and when (the app's clock). */
export type Claim = {
  name: string;
  periodStart: Date;
  processId: string;
  now: Date;
  /** A run started before this and never finished is taken to have died with its process. */
  staleBefore: Date;
  /** A run that finished with an error before this may be tried again in the same period. */
  retryBefore: Date;
};

/**
 * Claims `name` for a period with one statement: the row is created, or taken over when it holds an
 * earlier period, a run that died (started before `staleBefore`, never finished) or a failed run
 * (finished with an error before `retryBefore`). The row lock of ON CONFLICT DO UPDATE serialises
 * racing processes and the loser's WHERE sees the winner's row, so exactly one gets a row back.
 */
export async function claimRun(q: Queryable, claim: Claim): Promise<boolean> {
  const result = (await q.execute(sql`
    insert into scheduled_runs as r (name, period_start, claimed_by, started_at, finished_at, last_error)
    values (${claim.name}, ${claim.periodStart.toISOString()}, ${claim.processId}, ${claim.now.toISOString()}, null, null)
    on conflict (name) do update
      set period_start = excluded.period_start, claimed_by = excluded.claimed_by,
          started_at = excluded.started_at, finished_at = null, last_error = null
      where r.period_start is null
         or r.period_start < excluded.period_start
         or (r.period_start = excluded.period_start and r.finished_at is null
             and r.started_at < ${claim.staleBefore.toISOString()})
         or (r.period_start = excluded.period_start and r.last_error is not null
             and r.finished_at < ${claim.retryBefore.toISOString()})
    returning name`)) as unknown as { rows: unknown[] };
  return result.rows.length === 1;
}

/** Records how a claimed run ended; only the process that holds the claim for that period writes it. */
export async function finishRun(
  q: Queryable,
  run: { name: string; periodStart: Date; processId: string; finishedAt: Date; error: string | null },
): Promise<void> {
  await q.execute(sql`
    update scheduled_runs set finished_at = ${run.finishedAt.toISOString()}, last_error = ${run.error}
    where name = ${run.name} and period_start = ${run.periodStart.toISOString()} and claimed_by = ${run.processId}`);
}
