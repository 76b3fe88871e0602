import { createHash } from 'node:crypto';
import { catalogues } from '@talent/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_INVITATIONS, DEMO_PASSWORD, DEMO_USERS } from '../../seed/demo-data.js';
import { ENTERPRISE_ID, type Harness, setupApi } from '../../test/harness.js';

let t: Harness;
beforeAll(async () => {
  t = await setupApi();
});
afterAll(() => t.close());
// Failed logins in one test must not throttle the next one.
beforeEach(async () => {
  await t.database.db.execute(sql`delete from auth_throttle`);
});

const LOGIN = '/portal/auth/login';
const login = (payload: unknown, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url: LOGIN, payload: payload as Record<string, unknown>, headers });

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const INVALID_CREDENTIALS = { message: 'These credentials do not match our records.', code: 'invalid_credentials' };
const REQUIRED_BOTH = {
  message: 'The given data was invalid.',
  code: 'validation_failed',
  errors: { email: ['This field is required.'], password: ['This field is required.'] },
};

describe('POST /auth/login succeeds', () => {
  it('signs in every demo user with a fresh, opaque 256-bit bearer token', async () => {
    expect(DEMO_USERS).toHaveLength(8);
    const seen = new Set<string>();
    for (const user of DEMO_USERS) {
      const res = await login({ email: user.email, password: DEMO_PASSWORD });
      expect(res.statusCode, user.email).toBe(200);
      const body = res.json();
      expect(body).toEqual({
        access_token: expect.any(String),
        token_type: 'Bearer',
        expires_in: t.config.session.absoluteHours * 3600,
      });
      expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(body.access_token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
      expect(seen.has(body.access_token)).toBe(false);
      seen.add(body.access_token);
    }
    // The same user signing in again gets another token (another session), not the previous one.
    const again = [await t.login('owner@acme.test'), await t.login('owner@acme.test')];
    expect(again[0]).not.toBe(again[1]);
    expect(seen.has(again[0]!)).toBe(false);
    expect(seen.has(again[1]!)).toBe(false);
  });

  it('stores only the sha-256 of the token in `sessions`, never the token', async () => {
    const token = await t.login('manager@acme.test');
    const userId = t.ids.user('manager@acme.test');
    const mine = await rows<{ token_hash: string }>(
      sql`select token_hash from sessions where user_id = ${userId} order by id desc limit 1`,
    );
    expect(mine[0]?.token_hash).toBe(sha256(token));
    expect(mine[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    const everything = await rows<Record<string, unknown>>(sql`select * from sessions`);
    expect(everything.length).toBeGreaterThan(0);
    expect(JSON.stringify(everything)).not.toContain(token);
    // The token works, so the stored hash really is the one that is looked up.
    expect((await t.call({ method: 'GET', url: '/portal/auth/me', token })).statusCode).toBe(200);
  });

  it('hashes passwords with argon2id at OWASP strength or more (m ≥ 19 MiB, t ≥ 2, p ≥ 1)', async () => {
    const users = await rows<{ email: string; password_hash: string }>(sql`select email, password_hash from users`);
    // Invited people hold an unusable random password, hashed the same way.
    expect(users).toHaveLength(DEMO_USERS.length + DEMO_INVITATIONS.length);
    for (const { email, password_hash } of users) {
      const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/.exec(password_hash);
      expect(match, email).not.toBeNull();
      const [m, time, p] = match!.slice(1).map(Number) as [number, number, number];
      expect(m).toBeGreaterThanOrEqual(19_456);
      expect(time).toBeGreaterThanOrEqual(2);
      expect(p).toBeGreaterThanOrEqual(1);
    }
  });

  it('matches the e-mail regardless of case and surrounding whitespace', async () => {
    for (const email of ['OWNER@ACME.TEST', '  owner@acme.test  ', '\tOwner@Acme.Test\n']) {
      const res = await login({ email, password: DEMO_PASSWORD });
      expect(res.statusCode, JSON.stringify(email)).toBe(200);
    }
  });

  it('ignores extra fields such as role or account_id', async () => {
    const res = await login({
      email: 'nobody@portal.test',
      password: DEMO_PASSWORD,
      role: 'platform_admin',
      account_id: t.ids.acme,
      scope_type: 'all',
      status: 'disabled',
      id: t.ids.user('admin@portal.test'),
    });
    expect(res.statusCode).toBe(200);
    const token = res.json().access_token as string;
    const me = await t.call({ method: 'GET', url: '/portal/auth/me', token });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ email: 'nobody@portal.test', permissions: {}, accounts: [] });
    const [user] = await rows<{ status: string; grants: number }>(
      sql`select status, (select count(*)::int from grants g where g.user_id = u.id) as grants
          from users u where email = 'nobody@portal.test'`,
    );
    expect(user).toEqual({ status: 'active', grants: 0 });
  });
});

describe('POST /auth/login refuses', () => {
  it('answers a wrong password and an unknown e-mail identically', async () => {
    const wrong = await login({ email: 'owner@acme.test', password: 'not-the-password' });
    const unknown = await login({ email: 'ghost@nowhere.test', password: 'not-the-password' });
    const unknownRight = await login({ email: 'ghost@nowhere.test', password: DEMO_PASSWORD });
    for (const res of [wrong, unknown, unknownRight]) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual(INVALID_CREDENTIALS);
    }
    expect(wrong.body).toBe(unknown.body);
  });

  it('refuses a disabled user with the same generic answer, even with the right password', async () => {
    await t.database.db.execute(sql`update users set status = 'disabled' where email = 'hr@northwind.test'`);
    try {
      const res = await login({ email: 'hr@northwind.test', password: DEMO_PASSWORD });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual(INVALID_CREDENTIALS);
    } finally {
      await t.database.db.execute(sql`update users set status = 'active' where email = 'hr@northwind.test'`);
    }
    expect((await login({ email: 'hr@northwind.test', password: DEMO_PASSWORD })).statusCode).toBe(200);
  });

  it('marks empty, blank and missing fields as required', async () => {
    for (const payload of [{ email: '', password: '' }, { email: '   ', password: '' }, {}]) {
      const res = await login(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json()).toEqual(REQUIRED_BOTH);
    }
  });

  it('marks both fields required when there is no body at all', async () => {
    const res = await t.call({ method: 'POST', url: LOGIN });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(REQUIRED_BOTH);
  });

  it('says "invalid" for a value of the wrong type', async () => {
    const res = await login({ email: 123, password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The given data was invalid.',
      code: 'validation_failed',
      errors: { email: ['This value is invalid.'] },
    });
  });

  it.each(['fr', 'ar'] as const)('translates messages and field errors for Accept-Language: %s', async (locale) => {
    const text = catalogues[locale];
    const empty = await login({}, { 'accept-language': locale });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({
      message: text.errors.validation_failed,
      code: 'validation_failed',
      errors: { email: [text.fields.required], password: [text.fields.required] },
    });
    expect(text.errors.validation_failed).not.toBe(catalogues.en.errors.validation_failed);

    const wrong = await login(
      { email: 'owner@acme.test', password: 'nope' },
      { 'accept-language': `${locale}-XX,en;q=0.5` },
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ message: text.errors.invalid_credentials, code: 'invalid_credentials' });
  });
});

describe('POST /auth/login malformed requests share the one error shape', () => {
  const raw = (payload: string, contentType: string) =>
    t.call({ method: 'POST', url: LOGIN, payload, headers: { 'content-type': contentType } });

  it('answers 400 malformed_json to broken JSON', async () => {
    const res = await raw('{"email":', 'application/json');
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON.', code: 'malformed_json' });
  });

  it('answers 415 to a body that is not JSON', async () => {
    const body = JSON.stringify({ email: 'owner@acme.test', password: DEMO_PASSWORD });
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const res = await raw(body, type);
      expect(res.statusCode, type).toBe(415);
      expect(res.json()).toEqual({ message: 'This content type is not supported.', code: 'unsupported_media_type' });
    }
  });

  it('answers 413 to a body over 1 MiB', async () => {
    const body = JSON.stringify({ email: 'owner@acme.test', password: 'x'.repeat(1024 * 1024) });
    const res = await raw(body, 'application/json');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The request is too large.', code: 'payload_too_large' });
  });

  it('answers 400 invalid_enterprise without the X-AF-EID header or with another one, and opens no session', async () => {
    const [before] = await rows<{ n: number }>(sql`select count(*)::int as n from sessions`);
    const payload = { email: 'owner@acme.test', password: DEMO_PASSWORD };
    const missing = await t.app.inject({ method: 'POST', url: LOGIN, payload });
    const wrong = await login(payload, { 'x-af-eid': `${ENTERPRISE_ID}-other` });
    const empty = await login(payload, { 'x-af-eid': '' });
    for (const res of [missing, wrong, empty]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'The enterprise id header is missing or invalid.',
        code: 'invalid_enterprise',
      });
    }
    const [after] = await rows<{ n: number }>(sql`select count(*)::int as n from sessions`);
    expect(after).toEqual(before);
  });
});
