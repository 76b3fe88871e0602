import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns.js';

export const backgroundJobStatuses = ['pending', 'running', 'done', 'failed'] as const;

/**
 * Durable background work (platform/jobs): written in the caller's transaction, run after commit
 * by any API process. Named `background_jobs` because `jobs` are the job offers.
 */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: backgroundJobStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Not claimed before then (first run, or the next retry). */
    runAfter: tstz('run_after').notNull().defaultNow(),
    /** While a runner holds it; past it, the runner is taken for dead and another may claim it. */
    lockedUntil: tstz('locked_until'),
    /** The claim's token: only the runner holding the current claim may finish the job. */
    lockedBy: uuid('locked_by'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: tstz('finished_at'),
  },
  (t) => [
    index('background_jobs_due_idx').on(t.status, t.runAfter),
    check('background_jobs_status_chk', sql`${t.status} in ('pending','running','done','failed')`),
  ],
);
