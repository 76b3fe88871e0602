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

describe('per e-mail limit', () => {
  it('blocks the e-mail after the allowed failures, even with the right password; other e-mails still sign in', async () => {
    const { maxFailuresPerAccount, maxFailuresPerIp } = t.config.auth;
    expect(maxFailuresPerAccount).toBeLessThan(maxFailuresPerIp);
    await failTimes('owner@acme.test', maxFailuresPerAccount);

    expectThrottled(await attempt('owner@acme.test', DEMO_PASSWORD));
    // The counter is per address, not per spelling of it.
    expectThrottled(await attempt('  OWNER@acme.TEST ', DEMO_PASSWORD));
    // …and not per IP: the same person from elsewhere is still blocked.
    expectThrottled(await attempt('owner@acme.test', DEMO_PASSWORD, '198.51.100.7'));

    // Another account from the same IP is below the IP limit and unaffected.
    expect((await attempt('manager@acme.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('lets the user in again once the window has passed', async () => {
    const { maxFailuresPerAccount, throttleWindowSeconds } = t.config.auth;
    await failTimes('moderator@acme.test', maxFailuresPerAccount);
    expectThrottled(await attempt('moderator@acme.test', DEMO_PASSWORD));

    // Not yet: one second left in the window still blocks, and says so.
    await t.database.db.execute(
      sql`update auth_throttle set window_started_at = now() - make_interval(secs => ${throttleWindowSeconds - 5})
          where key = 'email:moderator@acme.test'`,
    );
    expect(expectThrottled(await attempt('moderator@acme.test', DEMO_PASSWORD))).toBeLessThanOrEqual(5);

    await t.database.db.execute(
      sql`update auth_throttle set window_started_at = now() - make_interval(secs => ${throttleWindowSeconds + 1})
          where key = 'email:moderator@acme.test'`,
    );
    expect((await attempt('moderator@acme.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('starts a fresh count after the window, rather than blocking on the first new failure', async () => {
    const { maxFailuresPerAccount, throttleWindowSeconds } = t.config.auth;
    await failTimes('owner@globex.test', maxFailuresPerAccount);
    await t.database.db.execute(
      sql`update auth_throttle set window_started_at = now() - make_interval(secs => ${throttleWindowSeconds + 1})`,
    );
    await failTimes('owner@globex.test', maxFailuresPerAccount - 1);
    expect((await attempt('owner@globex.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('clears the e-mail counter on a successful sign-in', async () => {
    const { maxFailuresPerAccount } = t.config.auth;
    await failTimes('hr@northwind.test', maxFailuresPerAccount - 1);
    expect((await attempt('hr@northwind.test', DEMO_PASSWORD)).statusCode).toBe(200);
    const left = await t.database.db.execute(sql`select 1 from auth_throttle where key = 'email:hr@northwind.test'`);
    expect((left as unknown as { rows: unknown[] }).rows).toHaveLength(0);
    // Had the counter survived, these would add up past the limit.
    await failTimes('hr@northwind.test', maxFailuresPerAccount - 1);
    expect((await attempt('hr@northwind.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('cannot be outrun by firing many attempts at once', async () => {
    const { maxFailuresPerAccount } = t.config.auth;
    const burst = await Promise.all(
      Array.from({ length: maxFailuresPerAccount * 3 }, (_, i) =>
        attempt('admin@portal.test', WRONG, `192.0.2.${i + 1}`),
      ),
    );
    const checked = burst.filter((r) => r.statusCode === 422);
    const refused = burst.filter((r) => r.statusCode === 429);
    expect(checked.length + refused.length).toBe(burst.length);
    // No more passwords are tried than the limit allows, however the requests interleave.
    expect(checked.length).toBeLessThanOrEqual(maxFailuresPerAccount);
    expectThrottled(await attempt('admin@portal.test', DEMO_PASSWORD, '192.0.2.200'));
  });
});

describe('per IP limit', () => {
  it('blocks an IP after failures spread over many e-mails, for valid users too; other IPs are unaffected', async () => {
    const { maxFailuresPerIp, maxFailuresPerAccount } = t.config.auth;
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
      sql`select max(failures)::int as n from auth_throttle where key like 'email:%'`,
    );
    expect((counts as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeLessThan(maxFailuresPerAccount);
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
