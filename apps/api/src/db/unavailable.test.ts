import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { freePort } from '../test/api-process.js';
import { testDatabase } from '../test/database.js';
import { isDatabaseUnavailable } from './unavailable.js';

/** What a query through Drizzle throws when nothing listens on the database's port. */
async function refusedQueryError() {
  const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${await freePort()}/none` });
  try {
    await drizzle({ client: pool }).execute(sql`select 1`);
  } catch (error) {
    return error;
  } finally {
    await pool.end();
  }
  throw new Error('the query succeeded');
}

describe('isDatabaseUnavailable', () => {
  it('recognises a refused connection under Drizzle’s wrapper', async () => {
    const error = await refusedQueryError();
    expect(error).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('recognises a server that is shutting down, starting, or cut off', () => {
    const withCode = (code: string) => Object.assign(new Error('x'), { code });
    for (const code of ['57P01', '57P02', '57P03', '08006', '08001', '53300', 'ECONNRESET'])
      expect(isDatabaseUnavailable(new Error('Failed query', { cause: withCode(code) })), code).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED')]))).toBe(true);
  });

  it('leaves real failures alone: a bad statement, a constraint, a bug', async () => {
    const database = await testDatabase();
    const bad = await database.db.execute(sql`select * from no_such_table`).catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(bad)).toBe(false);
    const withCode = (code: string) => Object.assign(new Error('x'), { code });
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: withCode('23505') }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('undefined is not a function'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});
