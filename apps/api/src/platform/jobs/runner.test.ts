import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { testDatabase } from '../../test/database.js';
import {
  backoffMs,
  DEFAULT_RETRY,
  enqueueJob,
  enqueueJobOnce,
  JobRunner,
  PermanentJobError,
  purgeFinishedJobs,
} from './runner.js';

const silent = { error: () => {} };
let db: Db;
const runners: JobRunner[] = [];
const make = () => {
  const r = new JobRunner(db, silent);
  runners.push(r);
  return r;
};
type Row = { id: number; status: string; attempts: number; last_error: string | null; run_after: string | Date };
const rows = async () =>
  (
    (await db.execute<Row>(
      sql`select id, status, attempts, last_error, run_after from background_jobs order by id`,
    )) as unknown as { rows: Row[] }
  ).rows;

beforeAll(async () => {
  db = (await testDatabase()).db;
});
beforeEach(async () => {
  await db.execute(sql`delete from background_jobs`);
});
afterEach(async () => {
  for (const r of runners.splice(0)) await r.stop();
});

describe('background jobs', () => {
  it('backs off exponentially up to a ceiling; the default window is 24 h', () => {
    const policy = { baseMs: 1000, maxDelayMs: 5000, maxAgeMs: 60_000 };
    expect([1, 2, 3, 4, 5].map((n) => backoffMs(policy, n))).toEqual([1000, 2000, 4000, 5000, 5000]);
    expect(DEFAULT_RETRY.maxAgeMs).toBe(24 * 60 * 60 * 1000);
  });

  it('enqueues a job "once": not while one of the kind waits, again once it was claimed', async () => {
    let runs = 0;
    await enqueueJobOnce(db, 'test_once', {});
    await enqueueJobOnce(db, 'test_once', {});
    expect((await rows()).map((r) => r.status)).toEqual(['pending']);
    const runner = make();
    runner.register('test_once', {
      run: async () => {
        // Asked for while the first runs: another run is due, for what was written meanwhile.
        if (++runs === 1) await enqueueJobOnce(db, 'test_once', {});
      },
    });
    await runner.drain();
    expect(runs).toBe(1);
    await runner.drain();
    expect(runs).toBe(2);
    expect((await rows()).map((r) => r.status)).toEqual(['done', 'done']);
  });

  it('runs a job enqueued before a "restart" on a new runner, and only registered kinds', async () => {
    const seen: unknown[] = [];
    await db.transaction(async (tx) => {
      await enqueueJob(tx, 'test_echo', { n: 1 });
      await enqueueJob(tx, 'test_unknown', { n: 2 });
    });
    const before = make();
    await before.stop();
    const after = make();
    after.register<{ n: number }>('test_echo', { run: async (p) => void seen.push(p) });
    await after.drain();
    expect(seen).toEqual([{ n: 1 }]);
    expect((await rows()).map((r) => r.status)).toEqual(['done', 'pending']);
  });

  it('a failure is retried after its backoff, not at once', async () => {
    let calls = 0;
    const r = make();
    r.register('test_flaky', {
      run: async () => {
        calls++;
        throw new Error('down');
      },
      retry: { baseMs: 60_000 },
    });
    await enqueueJob(db, 'test_flaky', {});
    await r.drain();
    await r.drain();
    expect(calls).toBe(1);
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, last_error: 'down' });
    expect(new Date(row!.run_after).getTime()).toBeGreaterThan(Date.now() + 50_000);
  });

  it('a permanent error gives up at once and tells the handler', async () => {
    const given: string[] = [];
    const r = make();
    r.register('test_permanent', {
      run: async () => {
        throw new PermanentJobError('never works');
      },
      onGiveUp: async (_p, info) => void given.push(info.error),
    });
    await enqueueJob(db, 'test_permanent', {});
    await r.drain();
    expect(given).toEqual(['never works']);
    expect((await rows())[0]).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('a stopped runner starts no new round', async () => {
    let calls = 0;
    const r = make();
    r.register('test_count', { run: async () => void calls++ });
    await r.stop();
    await enqueueJob(db, 'test_count', {});
    await r.drain();
    expect(calls).toBe(0);
  });

  it('finished jobs are purged after the keep period, pending ones never', async () => {
    await enqueueJob(db, 'test_a', {});
    await enqueueJob(db, 'test_b', {});
    await db.execute(
      sql`update background_jobs set status = 'done', finished_at = now() - interval '8 days' where kind = 'test_a'`,
    );
    await purgeFinishedJobs(db);
    expect((await rows()).map((r) => r.status)).toEqual(['pending']);
  });
});

describe('a job whose runners keep dying', () => {
  it('is given up once claimed past its window, without running again', async () => {
    let calls = 0;
    const given: string[] = [];
    const r = make();
    r.register('test_dying', {
      run: async () => void calls++,
      onGiveUp: async (_p, info) => void given.push(info.error),
      retry: { maxAgeMs: 60_000 },
    });
    await enqueueJob(db, 'test_dying', {});
    await db.execute(sql`update background_jobs set status = 'running', attempts = 4, created_at = now() - interval '2 minutes',
      locked_by = gen_random_uuid(), locked_until = now() - interval '1 second'`);
    await r.drain();
    expect(calls).toBe(0);
    expect(given).toEqual(['past its retry window without finishing']);
    expect((await rows())[0]).toMatchObject({ status: 'failed', attempts: 5 });
  });
});
