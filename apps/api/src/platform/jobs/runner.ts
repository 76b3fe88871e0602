import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client.js';
import { backgroundJobs } from '../../db/schema/index.js';

/** How a kind's failed runs are retried: exponential backoff, then given up once the job is this old. */
export type RetryPolicy = { baseMs: number; maxDelayMs: number; maxAgeMs: number };

export const DEFAULT_RETRY: RetryPolicy = { baseMs: 30_000, maxDelayMs: 60 * 60_000, maxAgeMs: 24 * 60 * 60_000 };

/** Thrown by a handler when retrying cannot help (the job is given up at once). */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}

export type JobInfo = { id: number; attempts: number };

export type JobHandler<P> = {
  run(payload: P, job: JobInfo): Promise<void>;
  /** After a failed run that will be retried at `nextRunAt`. */
  onRetry?(payload: P, info: { error: string; nextRunAt: Date }): Promise<void>;
  /** After the last failed run. */
  onGiveUp?(payload: P, info: { error: string }): Promise<void>;
  retry?: Partial<RetryPolicy>;
};

/** Writes a job in the caller's transaction: it runs only if that transaction commits (then `kick()`). */
export async function enqueueJob(q: Queryable, kind: string, payload: Record<string, unknown>): Promise<number> {
  const [row] = await q.insert(backgroundJobs).values({ kind, payload }).returning({ id: backgroundJobs.id });
  return row!.id;
}

/** The wait before retry number `attempts` (1 = after the first failure). */
export function backoffMs(policy: RetryPolicy, attempts: number): number {
  return Math.min(policy.maxDelayMs, policy.baseMs * 2 ** Math.max(0, attempts - 1));
}

type Claimed = { id: number; kind: string; payload: unknown; attempts: number; age_ms: number };

type RunnerOptions = { batch?: number; lockMs?: number };

/**
 * Runs due jobs of the registered kinds. Claims with one UPDATE … SKIP LOCKED (like the mail
 * outbox), so several processes share the table without running a job twice, and no transaction
 * is held while a handler works. A claim carries a token and an expiry: a runner that died leaves
 * a claim that expires and is taken over; the dead claim's late finish then changes nothing.
 */
export class JobRunner {
  private readonly handlers = new Map<string, JobHandler<never>>();
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private timer: NodeJS.Timeout | null = null;
  private readonly batch: number;
  private readonly lockMs: number;

  constructor(
    private readonly db: Db,
    private readonly log: { error(obj: object, msg: string): void },
    options: RunnerOptions = {},
  ) {
    this.batch = options.batch ?? 10;
    this.lockMs = options.lockMs ?? 5 * 60_000;
  }

  register<P>(kind: string, handler: JobHandler<P>): void {
    if (this.handlers.has(kind)) throw new Error(`Job kind already registered: ${kind}`);
    this.handlers.set(kind, handler as JobHandler<never>);
  }

  /** Start a round now (after a commit); concurrent kicks fold into one more round. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    // A failed round (database briefly away) is logged and retried by the timer.
    this.running = this.loop()
      .catch((err: unknown) => this.log.error({ err }, 'background job round failed'))
      .finally(() => {
        this.running = null;
      });
  }

  /** Resolves once no due job is left to run; used by tests. */
  async drain(): Promise<void> {
    this.kick();
    while (this.running) await this.running;
  }

  start(intervalMs = 15_000): void {
    this.timer = setInterval(() => this.kick(), intervalMs);
    this.timer.unref();
  }

  /** Shutdown: no new rounds; waits for the one under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    while (this.running) await this.running;
  }

  private async loop() {
    do {
      this.again = false;
      let claimed = this.batch;
      while (claimed === this.batch && !this.stopped) claimed = await this.round();
    } while (this.again && !this.stopped);
  }

  private async round(): Promise<number> {
    const token = randomUUID();
    const claimed = await this.claim(token);
    for (const job of claimed) await this.runOne(job, token);
    return claimed.length;
  }

  private async runOne(job: Claimed, token: string) {
    const handler = this.handlers.get(job.kind)!;
    const owned = sql`id = ${job.id} and locked_by = ${token}`;
    const policy = { ...DEFAULT_RETRY, ...handler.retry };
    try {
      // Only a job whose runners kept dying mid-run gets here this old: it is not tried forever.
      if (job.age_ms > policy.maxAgeMs) throw new PermanentJobError('past its retry window without finishing');
      await handler.run(job.payload as never, { id: job.id, attempts: job.attempts });
      await this.db
        .update(backgroundJobs)
        .set({ status: 'done', finishedAt: sql`now()`, lockedUntil: null, lastError: null })
        .where(owned);
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const delay = backoffMs(policy, job.attempts);
      const giveUp = error instanceof PermanentJobError || job.age_ms + delay > policy.maxAgeMs;
      const [still] = await this.db
        .update(backgroundJobs)
        .set(
          giveUp
            ? { status: 'failed', lastError: message, lockedUntil: null, finishedAt: sql`now()` }
            : {
                status: 'pending',
                lastError: message,
                lockedUntil: null,
                runAfter: sql`now() + make_interval(secs => ${delay / 1000})`,
              },
        )
        .where(owned)
        .returning({ runAfter: backgroundJobs.runAfter });
      // Lost the claim (it expired and another runner took over): that runner reports instead.
      if (!still) return;
      try {
        if (giveUp) await handler.onGiveUp?.(job.payload as never, { error: message });
        else await handler.onRetry?.(job.payload as never, { error: message, nextRunAt: still.runAfter });
      } catch (err) {
        this.log.error({ err, jobId: job.id }, 'background job failure hook failed');
      }
    }
  }

  private async claim(token: string): Promise<Claimed[]> {
    const kinds = [...this.handlers.keys()];
    if (!kinds.length) return [];
    const result = await this.db.execute<Claimed>(sql`
      update background_jobs set status = 'running', attempts = attempts + 1, locked_by = ${token},
        locked_until = now() + make_interval(secs => ${this.lockMs / 1000})
      where id in (
        select id from background_jobs
        where kind in (${sql.join(
          kinds.map((k) => sql`${k}`),
          sql`, `,
        )})
          and ((status = 'pending' and run_after <= now()) or (status = 'running' and locked_until < now()))
        order by run_after, id limit ${this.batch} for update skip locked)
      returning id, kind, payload, attempts,
        (extract(epoch from (now() - created_at)) * 1000)::float8 as age_ms`);
    return (result as unknown as { rows: Claimed[] }).rows;
  }
}

/** Finished jobs are kept a week for inspection (a delivery keeps its own log), then removed. */
export async function purgeFinishedJobs(db: Db, keepDays = 7): Promise<void> {
  await db.execute(sql`delete from background_jobs
    where status in ('done', 'failed') and finished_at < now() - make_interval(days => ${keepDays})`);
}

/**
 * Like `enqueueJob`, unless a job of the kind is already waiting (not yet claimed): for work that
 * covers everything done before it runs (a compaction), so a burst of callers asks for one run.
 */
export async function enqueueJobOnce(q: Queryable, kind: string, payload: Record<string, unknown>): Promise<void> {
  await q.execute(sql`insert into background_jobs (kind, payload)
    select ${kind}, ${JSON.stringify(payload)}::jsonb
    where not exists (select 1 from background_jobs where kind = ${kind} and status = 'pending')`);
}
