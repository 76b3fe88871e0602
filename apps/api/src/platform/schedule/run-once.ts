import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Queryable } from '../../db/client.js';
import { claimRun, finishRun } from './scheduled-runs.repo.js';

export type Period = 'day';

/** A run still unfinished this long after it started is taken to have died with its process. */
const STALE_MS = 3 * 60 * 60 * 1000;
/** A run that failed is tried again this long after, within the same period. */
const RETRY_MS = 60 * 60 * 1000;

/** The start of the period `now` falls in (days in UTC, so every process agrees whatever its zone). */
export function periodStart(period: Period, now: Date): Date {
  switch (period) {
    case 'day':
      return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  }
}

/** This process among the others, as `scheduled_runs.claimed_by` records it (two apps in one process differ). */
export const newProcessId = () => `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

export type RunOutcome = { ran: false } | { ran: true; error: string | null };

/**
 * Runs `task` once per period across every process sharing the database: the one whose claim wins
 * runs it, the others return at once. The task is not inside the claim's transaction (it may take
 * long and commit in batches); how it ended (error or not) is written back to the claim row.
 */
export async function runOncePer(
  q: Queryable,
  name: string,
  period: Period,
  now: Date,
  processId: string,
  task: () => Promise<unknown>,
): Promise<RunOutcome> {
  const start = periodStart(period, now);
  const claimed = await claimRun(q, {
    name,
    periodStart: start,
    processId,
    now,
    staleBefore: new Date(now.getTime() - STALE_MS),
    retryBefore: new Date(now.getTime() - RETRY_MS),
  });
  if (!claimed) return { ran: false };
  const began = Date.now();
  let error: string | null = null;
  try {
    await task();
  } catch (err) {
    error = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
  }
  // On the caller's clock (a test's may be far from the wall's): its `now` plus the time the task took.
  const finishedAt = new Date(now.getTime() + (Date.now() - began));
  await finishRun(q, { name, periodStart: start, processId, finishedAt, error });
  return { ran: true, error };
}
