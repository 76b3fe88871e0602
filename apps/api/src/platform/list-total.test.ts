import { eq } from 'drizzle-orm';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from '../db/client.js';
import { EXACT_TOTAL_UP_TO, LARGE_TOTAL_TTL_MS, listTotal } from './list-total.js';

const rows = pgTable('list_total_rows', { tenant: integer('tenant').notNull(), n: integer('n').notNull() });
const statements: string[] = [];
let database: Database;

beforeAll(async () => {
  database = await openDatabase({ dataDir: ':memory:', logQuery: (query) => statements.push(query) });
  await database.exec('create table list_total_rows (tenant int not null, n int not null)');
  await database.exec(`insert into list_total_rows select 1, g from generate_series(1, ${EXACT_TOTAL_UP_TO + 500}) g`);
  await database.exec('insert into list_total_rows select 2, g from generate_series(1, 50) g');
});
afterAll(() => database.close());
afterEach(() => vi.useRealTimers());

const matching = (tenant: number) => () =>
  database.db.select({ n: rows.n }).from(rows).where(eq(rows.tenant, tenant)).$dynamic();
const add = (tenant: number, count: number) =>
  database.exec(`insert into list_total_rows select ${tenant}, g from generate_series(1, ${count}) g`);

describe('listTotal', () => {
  it('counts a small list exactly, every time', async () => {
    expect(await listTotal(database.db, matching(2))).toBe(50);
    await add(2, 1);
    expect(await listTotal(database.db, matching(2))).toBe(51);
  });

  it('shares a large total for a minute, per tenant, counted once however many ask, then recounts behind the old figure', async () => {
    statements.length = 0;
    const totals = await Promise.all(Array.from({ length: 5 }, () => listTotal(database.db, matching(1))));
    expect(totals).toEqual(Array(5).fill(EXACT_TOTAL_UP_TO + 500));
    const fullCounts = statements.filter((s) => s.includes('"all_rows"'));
    expect(fullCounts).toHaveLength(1);

    await add(1, 10);
    expect(await listTotal(database.db, matching(1))).toBe(EXACT_TOTAL_UP_TO + 500);
    // Another tenant's query is another key.
    expect(await listTotal(database.db, matching(2))).toBe(51);

    // Past the minute the old figure is still answered at once while it is counted again.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + LARGE_TOTAL_TTL_MS + 1);
    expect(await listTotal(database.db, matching(1))).toBe(EXACT_TOTAL_UP_TO + 500);
    await vi.waitFor(async () => expect(await listTotal(database.db, matching(1))).toBe(EXACT_TOTAL_UP_TO + 510));
  });

  it('runs no count at all for the pages of a list remembered as large, until its figure is stale', async () => {
    const large = matching(3);
    await add(3, EXACT_TOTAL_UP_TO + 1);
    expect(await listTotal(database.db, large)).toBe(EXACT_TOTAL_UP_TO + 1);
    statements.length = 0;
    for (let page = 0; page < 5; page++) expect(await listTotal(database.db, large)).toBe(EXACT_TOTAL_UP_TO + 1);
    expect(statements.filter((s) => /count\(/i.test(s))).toEqual([]);
  });

  it('forgets a large list that a recount finds small, and counts it exactly again', async () => {
    await add(4, EXACT_TOTAL_UP_TO + 1);
    expect(await listTotal(database.db, matching(4))).toBe(EXACT_TOTAL_UP_TO + 1);
    await database.exec('delete from list_total_rows where tenant = 4 and n > 100');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + LARGE_TOTAL_TTL_MS + 1);
    // The stale figure once, while the recount runs; then the exact, small count on every request.
    expect(await listTotal(database.db, matching(4))).toBe(EXACT_TOTAL_UP_TO + 1);
    await vi.waitFor(async () => expect(await listTotal(database.db, matching(4))).toBe(100));
    await add(4, 1);
    expect(await listTotal(database.db, matching(4))).toBe(101);
  });
});
