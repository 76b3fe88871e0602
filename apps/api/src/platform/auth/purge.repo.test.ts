import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, setupApi } from '../../test/harness.js';
import { purgeExpiredAuthRows } from './purge.repo.js';

let t: Harness;
beforeAll(async () => {
  t = await setupApi();
});
afterAll(() => t.close());

const rows = async (table: string) =>
  (
    (await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]?.n;

describe('purgeExpiredAuthRows', () => {
  it('drops throttle windows that have passed and sessions ended long ago, keeps live ones', async () => {
    const live = await t.login('owner@acme.test');
    await t.login('manager@acme.test');
    await t.database.db.execute(sql`
      insert into auth_throttle (key, failures, window_started_at) values
        ('email:old@x.test', 3, now() - interval '2 hours'), ('email:new@x.test', 3, now())`);
    await t.database.db.execute(sql`
      update sessions set revoked_at = now() - interval '40 days'
      where user_id = (select id from users where email = 'manager@acme.test')`);

    const userId = t.ids.user('owner@acme.test');
    await t.database.db.execute(sql`
      insert into two_factor_tickets (token_hash, user_id, amr, expires_at, used_at) values
        ('expired', ${userId}, '{pwd}', now() - interval '1 second', null),
        ('used', ${userId}, '{pwd}', now() + interval '5 minutes', now()),
        ('live', ${userId}, '{pwd}', now() + interval '5 minutes', null)`);
    await t.database.db.execute(sql`
      insert into passkey_challenges (ticket_hash, challenge, purpose, user_id, rp_id, origin, expires_at, used_at) values
        ('expired', 'c1', 'login', null, 'localhost', 'http://localhost', now() - interval '1 second', null),
        ('used', 'c2', 'register', ${userId}, 'localhost', 'http://localhost', now() + interval '5 minutes', now()),
        ('live', 'c3', 'login', null, 'localhost', 'http://localhost', now() + interval '5 minutes', null)`);

    await purgeExpiredAuthRows(t.database.db, t.config.auth.throttleWindowSeconds);

    const keys = (
      (await t.database.db.execute(sql`select key from auth_throttle where key like '%@x.test'`)) as unknown as {
        rows: { key: string }[];
      }
    ).rows.map((r) => r.key);
    expect(keys).toEqual(['email:new@x.test']);
    expect(await rows('sessions')).toBe(1);
    const tickets = (
      (await t.database.db.execute(sql`select token_hash from two_factor_tickets`)) as unknown as {
        rows: { token_hash: string }[];
      }
    ).rows.map((r) => r.token_hash);
    expect(tickets).toEqual(['live']);
    const challenges = (
      (await t.database.db.execute(sql`select ticket_hash from passkey_challenges`)) as unknown as {
        rows: { ticket_hash: string }[];
      }
    ).rows.map((r) => r.ticket_hash);
    expect(challenges).toEqual(['live']);
    const me = await t.call({ method: 'GET', url: '/portal/auth/me', token: live });
    expect(me.statusCode).toBe(200);
  });
});
