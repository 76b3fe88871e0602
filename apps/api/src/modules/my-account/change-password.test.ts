import { catalogues } from '@talent/contract';
import { sql } from 'drizzle-orm';
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

const URL = '/portal/v1/user-account/change-password';
const NEW = 'a-brand-new-passphrase';

type Body = { current_password?: unknown; password?: unknown; password_confirmation?: unknown };
const change = (token: string | undefined, payload: Body, headers: Record<string, string> = {}) =>
  t.call({
    method: 'PUT',
    url: URL,
    payload: payload as Record<string, unknown>,
    headers,
    ...(token ? { token } : {}),
  });
const me = (token: string) => t.call({ method: 'GET', url: '/portal/auth/me', token });
const attempt = (email: string, password: string) =>
  t.call({ method: 'POST', url: '/portal/auth/login', payload: { email, password } });
const invalid = (errors: Record<string, string[]>) => ({
  message: 'The given data was invalid.',
  code: 'validation_failed',
  errors,
});

describe('PUT /user-account/change-password', () => {
  it('refuses a wrong current password, changing nothing and keeping every session', async () => {
    const email = 'owner@acme.test';
    const [token, other] = [await t.login(email), await t.login(email)];
    const res = await change(token, { current_password: 'not-my-password', password: NEW, password_confirmation: NEW });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(invalid({ current_password: ['The current password is incorrect.'] }));
    expect((await me(other)).statusCode).toBe(200);
    expect((await attempt(email, DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await attempt(email, NEW)).statusCode).toBe(422);
  });

  it('refuses a confirmation that does not match', async () => {
    const token = await t.login('owner@acme.test');
    const res = await change(token, {
      current_password: DEMO_PASSWORD,
      password: NEW,
      password_confirmation: `${NEW}?`,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(invalid({ password_confirmation: ['The confirmation field does not match.'] }));
    expect((await attempt('owner@acme.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('applies the password policy to the new password', async () => {
    const token = await t.login('owner@acme.test');
    const cases: [string, string][] = [
      ['short', 'The password must be at least 8 characters.'],
      ['password123', 'This password is too common. Choose another.'],
      ['p'.repeat(257), 'The password may not be longer than 256 characters.'],
    ];
    for (const [password, message] of cases) {
      const res = await change(token, { current_password: DEMO_PASSWORD, password, password_confirmation: password });
      expect(res.statusCode, password).toBe(422);
      expect(res.json()).toEqual(invalid({ password: [message] }));
    }
    expect((await attempt('owner@acme.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('accepts 8, 65 and 256 characters and keeps every one of them (no silent truncation)', async () => {
    const email = 'recruiter@northwind.test';
    const token = await t.login(email);
    // 8 exactly; 65 (past the 64 the policy must allow); 256, the maximum, far past bcrypt's 72
    // bytes; and 8 characters that take 32 bytes, which count as 8.
    const passwords = ['Kq7#vL2m', `${'Long-pass-'.repeat(6)}phras`, 'Z9x!'.repeat(64), '🔑🔒🔓🗝🔐🛡🧷🪪'];
    expect(passwords.map((p) => [...p].length)).toEqual([8, 65, 256, 8]);
    let current = DEMO_PASSWORD;
    for (const password of passwords) {
      // The wrong attempts below must not run into the sign-in throttle.
      await t.database.db.execute(sql`delete from auth_throttle`);
      const res = await change(token, { current_password: current, password, password_confirmation: password });
      expect(res.statusCode, `${[...password].length} characters`).toBe(200);
      expect((await attempt(email, password)).statusCode).toBe(200);
      // The whole password counts: without its last character, or cut at 72 bytes, it is wrong.
      expect((await attempt(email, [...password].slice(0, -1).join(''))).statusCode).toBe(422);
      const bytes = Buffer.from(password);
      if (bytes.length > 72) expect((await attempt(email, bytes.subarray(0, 72).toString())).statusCode).toBe(422);
      current = password;
    }
  });

  it('reports every problem at once, translated', async () => {
    const token = await t.login('owner@acme.test');
    const fr = catalogues.fr;
    const res = await change(
      token,
      { current_password: 'wrong-one', password: 'short', password_confirmation: 'other' },
      { 'accept-language': 'fr' },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: fr.errors.validation_failed,
      code: 'validation_failed',
      errors: {
        current_password: [fr.fields.current_password],
        password: [fr.fields.password_too_short.replace('{{min}}', '8')],
        password_confirmation: [fr.fields.confirmation],
      },
    });
  });

  it('requires every field', async () => {
    const token = await t.login('owner@acme.test');
    const res = await change(token, {});
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(
      invalid({
        current_password: ['This field is required.'],
        password: ['This field is required.'],
        password_confirmation: ['This field is required.'],
      }),
    );
  });

  it('changes the password, keeps the caller signed in and signs out the other sessions', async () => {
    const email = 'manager@acme.test';
    const others = [await t.login(email), await t.login(email)];
    const caller = await t.login(email);
    const bystander = await t.login('moderator@acme.test');

    const res = await change(caller, { current_password: DEMO_PASSWORD, password: NEW, password_confirmation: NEW });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: catalogues.en.messages.passwordChanged });

    expect((await me(caller)).statusCode).toBe(200);
    for (const token of others) expect((await me(token)).statusCode).toBe(401);
    // Someone else's session is none of this request's business.
    expect((await me(bystander)).statusCode).toBe(200);

    expect((await attempt(email, NEW)).statusCode).toBe(200);
    const old = await attempt(email, DEMO_PASSWORD);
    expect(old.statusCode).toBe(422);
    expect(old.json().code).toBe('invalid_credentials');

    const result = await t.database.db.execute(sql`select password_hash from users where email = ${email}`);
    const [user] = (result as unknown as { rows: { password_hash: string }[] }).rows;
    // The new hash is argon2id at OWASP's strength or more (m ≥ 19 MiB, t ≥ 2, p ≥ 1), read back.
    const [, m, time, p] = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(user!.password_hash)!.map(Number);
    expect(m).toBeGreaterThanOrEqual(19_456);
    expect(time).toBeGreaterThanOrEqual(2);
    expect(p).toBeGreaterThanOrEqual(1);
  });

  it('accepts JSON only', async () => {
    const token = await t.login('owner@acme.test');
    const res = await t.call({
      method: 'PUT',
      url: URL,
      token,
      payload: JSON.stringify({ current_password: DEMO_PASSWORD, password: NEW, password_confirmation: NEW }),
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'This content type is not supported.', code: 'unsupported_media_type' });
    expect((await attempt('owner@acme.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 401 without a token, or with one that has been revoked', async () => {
    const body = { current_password: DEMO_PASSWORD, password: NEW, password_confirmation: NEW };
    const revoked = await t.login('owner@globex.test');
    expect((await t.call({ method: 'DELETE', url: '/portal/auth/logout', token: revoked })).statusCode).toBe(204);
    for (const res of [
      await change(undefined, body),
      await change('y'.repeat(43), body),
      await change(revoked, body),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthenticated.', code: 'unauthenticated' });
    }
    expect((await attempt('owner@globex.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('limits guesses of the current password: 429 with Retry-After, even for the right one', async () => {
    const token = await t.login('moderator@acme.test');
    const { maxFailures } = t.config.auth;
    const body = (current: string) => ({ current_password: current, password: NEW, password_confirmation: NEW });
    for (let i = 0; i < maxFailures; i++) {
      expect((await change(token, body(`guess-${i}`))).statusCode).toBe(422);
    }
    const blocked = await change(token, body(DEMO_PASSWORD));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('too_many_attempts');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The password did not change.
    expect((await attempt('moderator@acme.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });
});
