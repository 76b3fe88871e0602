import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { testDatabase } from '../../test/database.js';
import { periodStart, runOncePer } from './run-once.js';

const NAME = 'test.daily';
const day = (iso: string) => new Date(iso);

type Row = {
  period_start: string | Date;
  claimed_by: string;
  started_at: unknown;
  finished_at: unknown;
  last_error: string | null;
};

describe('runOncePer: a task once per period across processes', () => {
  let database: Database;
  const rowOf = async () => {
    const result = await database.db.execute(sql`select * from scheduled_runs where name = ${NAME}`);
    return (result as unknown as { rows: Row[] }).rows;
  };

  beforeAll(async () => {
    database = await testDatabase();
  });
  beforeEach(async () => {
    await database.db.execute(sql`delete from scheduled_runs where name = ${NAME}`);
  });

  it('periods are UTC days', () => {
    expect(periodStart('day', day('2026-11-26T23:59:59.999Z')).toISOString()).toBe('2026-11-26T00:00:00.000Z');
    expect(periodStart('day', day('2026-11-27T00:00:00Z')).toISOString()).toBe('2026-11-27T00:00:00.000Z');
  });

  it('of processes racing for the same day exactly one runs; later that day nobody; the next day one again', async () => {
    let runs = 0;
    const task = async () => {
      runs += 1;
    };
    const now = day('2026-11-26T08:00:00Z');
    const outcomes = await Promise.all(
      ['p1', 'p2', 'p3', 'p4', 'p5'].map((p) => runOncePer(database.db, NAME, 'day', now, p, task)),
    );
    expect(outcomes.filter((o) => o.ran)).toHaveLength(1);
    expect(runs).toBe(1);
    const [row] = await rowOf();
    expect(new Date(row!.period_start).toISOString()).toBe('2026-11-26T00:00:00.000Z');
    expect(row!.finished_at).not.toBeNull();
    expect(row!.last_error).toBeNull();

    expect((await runOncePer(database.db, NAME, 'day', day('2026-11-26T23:00:00Z'), 'p2', task)).ran).toBe(false);
    expect(runs).toBe(1);

    const next = await runOncePer(database.db, NAME, 'day', day('2026-11-27T00:30:00Z'), 'p3', task);
    expect(next).toEqual({ ran: true, error: null });
    expect(runs).toBe(2);
    const [after] = await rowOf();
    expect(after!.claimed_by).toBe('p3');
    expect(await rowOf()).toHaveLength(1);
  });

  it('a run that died is claimed again after some hours; one still going is not', async () => {
    // p1 claims and "dies": its task never returns, so the row stays started and unfinished.
    void runOncePer(database.db, NAME, 'day', day('2026-11-26T01:00:00Z'), 'p1', () => new Promise(() => {}));
    await new Promise((r) => setTimeout(r, 50));
    const [row] = await rowOf();
    expect(row!.finished_at).toBeNull();
    let runs = 0;
    const task = async () => {
      runs += 1;
    };
    expect((await runOncePer(database.db, NAME, 'day', day('2026-11-26T02:00:00Z'), 'p2', task)).ran).toBe(false);
    expect((await runOncePer(database.db, NAME, 'day', day('2026-11-26T04:30:00Z'), 'p2', task)).ran).toBe(true);
    expect(runs).toBe(1);
  });

  it('records a failed run, and tries it again an hour later the same day', async () => {
    const failed = await runOncePer(database.db, NAME, 'day', day('2026-11-26T08:00:00Z'), 'p1', async () => {
      throw new Error('database went away');
    });
    expect(failed).toEqual({ ran: true, error: 'database went away' });
    const [row] = await rowOf();
    expect(row!.last_error).toBe('database went away');
    expect(row!.finished_at).not.toBeNull();
    const ok = async () => {};
    expect((await runOncePer(database.db, NAME, 'day', day('2026-11-26T08:30:00Z'), 'p2', ok)).ran).toBe(false);
    expect((await runOncePer(database.db, NAME, 'day', day('2026-11-26T09:01:00Z'), 'p2', ok)).ran).toBe(true);
    const [retried] = await rowOf();
    expect(retried!.last_error).toBeNull();
    expect(retried!.claimed_by).toBe('p2');
  });
});
