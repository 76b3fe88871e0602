import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-data.js';
import { type Harness, setupApi } from '../../test/harness.js';

let t: Harness;
beforeAll(async () => {
  t = await setupApi();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.execute(sql`delete from auth_throttle`);
});

const WRONG = 'definitely-not-it';
const attempt = (email: string, password: string, remoteAddress = '127.0.0.1') =>
  t.call({ method: 'POST', url: '/portal/auth/login', payload: { email, password }, remoteAddress });

/** Asserts the 429 shape and returns the advertised wait in seconds. */
function expectThrottled(res: LightMyRequestResponse): number {
  expect(res.statusCode).toBe(429);
  const header = res.headers['retry-after'];
  expect(header).toMatch(/^[1-9]\d*$/);
  const seconds = Number(header);
  expect(seconds).toBeLessThanOrEqual(t.config.auth.throttleWindowSeconds);
  expect(res.json()).toEqual({
    message: `Too many attempts. Please try again in ${seconds} seconds.`,
    code: 'too_many_attempts',
  });
  return seconds;
}

async function failTimes(email: string, times: number, remoteAddress?: string) {
  for (let i = 0; i < times; i++) {
    const res = await attempt(email, WRONG, remoteAddress);
    expect(res.statusCode, `attempt ${i + 1} for ${email}`).toBe(422);
    expect(res.json().code).toBe('invalid_credentials');
  }
}

const pairKey = (email: string, ip = '127.0.0.1') => `login:${email} ${ip}`;
/** Moves the last counted attempt of a key `seconds` into the past, as if that time had gone by. */
const age = (key: string, seconds: number) =>
  t.database.db.execute(
    sql`update auth_throttle set window_started_at = window_started_at - make_interval(secs => ${seconds}) where key = ${key}`,
  );

describe('per e-mail and client address (SECURITY 27)', () => {
  it('a stranger’s failures slow only the stranger: the owner signs in from anywhere else', async () => {
    const { maxFailures } = t.config.auth;
    const stranger = '198.51.100.7';
    await failTimes('admin@portal.test', maxFailures, stranger);
    // The stranger now waits, even with the right password…
    expectThrottled(await attempt('admin@portal.test', DEMO_PASSWORD, stranger));
    expectThrottled(await attempt('  ADMIN@portal.TEST ', DEMO_PASSWORD, stranger));
    // …while the platform admin is not locked out, from their own address or any other.
    expect((await attempt('admin@portal.test', DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await attempt('admin@portal.test', DEMO_PASSWORD, '203.0.113.77')).statusCode).toBe(200);
    // The stranger trying other e-mails is below the per-address limit and unaffected.
    expect((await attempt('manager@acme.test', DEMO_PASSWORD, stranger)).statusCode).toBe(200);
  });

  it('waits grow with each further failure, and Retry-After says how long', async () => {
    const { maxFailures, firstDelaySeconds } = t.config.auth;
    const ip = '198.51.100.20';
    const key = pairKey('moderator@acme.test', ip);
    await failTimes('moderator@acme.test', maxFailures, ip);
    let wait = expectThrottled(await attempt('moderator@acme.test', DEMO_PASSWORD, ip));
    expect(wait).toBeLessThanOrEqual(firstDelaySeconds);
    for (const delay of [firstDelaySeconds, 2 * firstDelaySeconds, 4 * firstDelaySeconds]) {
      await age(key, delay);
      // The wait is over: one more try is checked, and fails…
      await failTimes('moderator@acme.test', 1, ip);
      // …and the next wait is twice as long.
      wait = expectThrottled(await attempt('moderator@acme.test', DEMO_PASSWORD, ip));
      expect(wait).toBeGreaterThan(delay);
      expect(wait).toBeLessThanOrEqual(2 * delay);
    }
    // Never longer than the window.
    for (let i = 0; i < 8; i++) {
      await age(key, t.config.auth.throttleWindowSeconds);
      await failTimes('moderator@acme.test', 1, ip);
    }
    expect(expectThrottled(await attempt('moderator@acme.test', DEMO_PASSWORD, ip))).toBeLessThanOrEqual(
      t.config.auth.throttleWindowSeconds,
    );
  });

  it('lets the person in once the wait has passed, and forgets the count a window after', async () => {
    const { maxFailures, firstDelaySeconds, throttleWindowSeconds } = t.config.auth;
    await failTimes('owner@globex.test', maxFailures);
    expectThrottled(await attempt('owner@globex.test', DEMO_PASSWORD));
    // One second short of the wait still waits, and says so.
    await age(pairKey('owner@globex.test'), firstDelaySeconds - 1);
    expect(expectThrottled(await attempt('owner@globex.test', DEMO_PASSWORD))).toBeLessThanOrEqual(1);
    await age(pairKey('owner@globex.test'), 1);
    expect((await attempt('owner@globex.test', DEMO_PASSWORD)).statusCode).toBe(200);

    // Failures long ago are forgotten: a fresh count, not a wait on the first new failure.
    await failTimes('owner@globex.test', maxFailures);
    await age(pairKey('owner@globex.test'), firstDelaySeconds + throttleWindowSeconds);
    await failTimes('owner@globex.test', maxFailures - 1);
    expect((await attempt('owner@globex.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('clears the count on a successful sign-in', async () => {
    const { maxFailures } = t.config.auth;
    await failTimes('hr@northwind.test', maxFailures - 1);
    expect((await attempt('hr@northwind.test', DEMO_PASSWORD)).statusCode).toBe(200);
    const left = await t.database.db.execute(
      sql`select 1 from auth_throttle where key like 'login:hr@northwind.test %'`,
    );
    expect((left as unknown as { rows: unknown[] }).rows).toHaveLength(0);
    // Had the counter survived, these would add up past the limit.
    await failTimes('hr@northwind.test', maxFailures - 1);
    expect((await attempt('hr@northwind.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('answers the same for a known and an unknown e-mail', async () => {
    const { maxFailures } = t.config.auth;
    await failTimes('ghost@nowhere.test', maxFailures);
    await failTimes('owner@acme.test', maxFailures);
    const ghost = await attempt('ghost@nowhere.test', WRONG);
    const known = await attempt('owner@acme.test', WRONG);
    expect(expectThrottled(ghost)).toBeGreaterThan(0);
    expect(expectThrottled(known)).toBeGreaterThan(0);
    expect(ghost.json().code).toBe(known.json().code);
  });

  it('cannot be outrun by firing many attempts at once', async () => {
    const { maxFailures, maxFailuresPerIp } = t.config.auth;
    const ip = '192.0.2.1';
    const burst = await Promise.all(
      Array.from({ length: Math.min(maxFailures * 3, maxFailuresPerIp) }, () =>
        attempt('admin@portal.test', WRONG, ip),
      ),
    );
    const checked = burst.filter((r) => r.statusCode === 422);
    const refused = burst.filter((r) => r.statusCode === 429);
    expect(checked.length + refused.length).toBe(burst.length);
    // No more passwords are tried than the limit allows, however the requests interleave; and no
    // fewer (nobody is told to wait for attempts that were never counted).
    expect(checked.length).toBe(maxFailures);
    expectThrottled(await attempt('admin@portal.test', DEMO_PASSWORD, ip));
    expect((await attempt('admin@portal.test', DEMO_PASSWORD, '192.0.2.2')).statusCode).toBe(200);
  });
});

describe('per IP limit', () => {
  it('blocks an IP after failures spread over many e-mails, for valid users too; other IPs are unaffected', async () => {
    const { maxFailuresPerIp, maxFailures } = t.config.auth;
    const ip = '203.0.113.9';
    for (let i = 0; i < maxFailuresPerIp; i++) {
      const res = await attempt(`stranger-${i}@nowhere.test`, WRONG, ip);
      expect(res.statusCode, `attempt ${i + 1}`).toBe(422);
    }
    expectThrottled(await attempt('nobody@portal.test', DEMO_PASSWORD, ip));
    expectThrottled(await attempt('stranger-new@nowhere.test', WRONG, ip));
    // The user's own counter was not touched, so from another IP they get straight in.
    expect((await attempt('nobody@portal.test', DEMO_PASSWORD, '203.0.113.10')).statusCode).toBe(200);
    // No e-mail reached its own limit on the way.
    const counts = await t.database.db.execute(
      sql`select max(failures)::int as n from auth_throttle where key like 'login:%'`,
    );
    expect((counts as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeLessThan(maxFailures);
  });

  it('does not count successful sign-ins against the IP', async () => {
    const { maxFailuresPerIp } = t.config.auth;
    const ip = '203.0.113.20';
    for (let i = 0; i < maxFailuresPerIp + 2; i++) {
      expect((await attempt('owner@acme.test', DEMO_PASSWORD, ip)).statusCode).toBe(200);
    }
  });

  it('ignores X-Forwarded-For unless the proxy is trusted (TRUST_PROXY), so a client cannot pick its IP', async () => {
    const { maxFailuresPerIp } = t.config.auth;
    expect(t.config.trustProxy).toBe(false);
    for (let i = 0; i < maxFailuresPerIp; i++) {
      const res = await t.call({
        method: 'POST',
        url: '/portal/auth/login',
        payload: { email: `spoof-${i}@nowhere.test`, password: WRONG },
        remoteAddress: '198.51.100.7',
        headers: { 'x-forwarded-for': `10.0.0.${i + 1}` },
      });
      expect(res.statusCode).toBe(422);
    }
    expectThrottled(await attempt('owner@acme.test', DEMO_PASSWORD, '198.51.100.7'));
  });
});
