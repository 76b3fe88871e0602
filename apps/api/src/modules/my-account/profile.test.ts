import { catalogues, DEFAULT_NOTIFICATION_PREFERENCES } from '@talent/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, setupApi } from '../../test/harness.js';

let t: Harness;
beforeAll(async () => {
  t = await setupApi();
});
afterAll(() => t.close());

const URL = '/portal/v1/user-account/profile';
const prefs = (email: Partial<(typeof DEFAULT_NOTIFICATION_PREFERENCES)['email']> = {}) => ({
  email: { ...DEFAULT_NOTIFICATION_PREFERENCES.email, ...email },
});
const read = (token: string | undefined, headers: Record<string, string> = {}) =>
  t.call({ method: 'GET', url: URL, headers, ...(token ? { token } : {}) });
const save = (token: string | undefined, payload: unknown, headers: Record<string, string> = {}) =>
  t.call({
    method: 'PUT',
    url: URL,
    payload: payload as Record<string, unknown>,
    headers,
    ...(token ? { token } : {}),
  });
const invalid = (errors: Record<string, string[]>) => ({
  message: 'The given data was invalid.',
  code: 'validation_failed',
  errors,
});

async function auditRows(userId: number, action: string) {
  const result = await t.database.db.execute(
    sql`select actor_user_id, subject_type, subject_id, data from audit_log
        where action = ${action} and subject_id = ${String(userId)} order by id`,
  );
  return (
    result as unknown as {
      rows: { actor_user_id: number; subject_type: string; subject_id: string; data: Record<string, unknown> }[];
    }
  ).rows;
}

describe('GET /user-account/profile', () => {
  it('answers the signed-in user’s profile with every notification switch on by default', async () => {
    const token = await t.login('moderator@acme.test');
    const res = await read(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        id: t.ids.user('moderator@acme.test'),
        name: expect.any(String),
        email: 'moderator@acme.test',
        avatar: null,
        locale: 'en',
        notification_preferences: DEFAULT_NOTIFICATION_PREFERENCES,
      },
    });
  });

  it('answers 401 without a token', async () => {
    const res = await read(undefined);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthenticated.', code: 'unauthenticated' });
  });
});

describe('PUT /user-account/profile', () => {
  it('updates name, language and e-mail switches, reads them back and shows them in /auth/me', async () => {
    const email = 'owner@acme.test';
    const token = await t.login(email);
    const body = {
      name: '  Alex Owner-Smith  ',
      locale: 'fr',
      notification_preferences: prefs({ job_flagged: false, credits_purchased: false }),
    };
    const res = await save(token, body);
    expect(res.statusCode).toBe(200);
    const expected = {
      id: t.ids.user(email),
      name: 'Alex Owner-Smith',
      email,
      avatar: null,
      locale: 'fr',
      notification_preferences: prefs({ job_flagged: false, credits_purchased: false }),
    };
    expect(res.json()).toEqual({ data: expected });
    expect((await read(token)).json()).toEqual({ data: expected });

    const me = await t.call({ method: 'GET', url: '/portal/auth/me', token });
    expect(me.json().data).toMatchObject({ name: 'Alex Owner-Smith', locale: 'fr', email });

    // Back again, so both directions of every switch are exercised.
    const back = await save(token, { name: 'Alex Owner', locale: 'ar', notification_preferences: prefs() });
    expect(back.statusCode).toBe(200);
    expect(back.json().data).toMatchObject({ name: 'Alex Owner', locale: 'ar', notification_preferences: prefs() });
  });

  it('writes an audit row per change, naming what changed, and none when nothing did', async () => {
    const email = 'manager@acme.test';
    const userId = t.ids.user(email);
    const token = await t.login(email);
    const current = (await read(token)).json().data;
    const before = (await auditRows(userId, 'user.profile_updated')).length;

    const res = await save(token, {
      name: 'Morgan Manager',
      locale: current.locale,
      notification_preferences: prefs({ application_received: false }),
    });
    expect(res.statusCode).toBe(200);
    const rows = await auditRows(userId, 'user.profile_updated');
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toEqual({
      actor_user_id: userId,
      subject_type: 'user',
      subject_id: String(userId),
      data: {
        changes: {
          name: { from: current.name, to: 'Morgan Manager' },
          'notification_preferences.email.application_received': { from: true, to: false },
        },
      },
    });

    const same = await save(token, {
      name: 'Morgan Manager',
      locale: current.locale,
      notification_preferences: prefs({ application_received: false }),
    });
    expect(same.statusCode).toBe(200);
    expect(await auditRows(userId, 'user.profile_updated')).toHaveLength(before + 1);
  });

  it('ignores an e-mail address (and any other field it does not own) in the body', async () => {
    const email = 'hr@northwind.test';
    const token = await t.login(email);
    const res = await save(token, {
      name: 'Harper Northwind',
      locale: 'en',
      notification_preferences: prefs(),
      email: 'attacker@evil.test',
      avatar: 'https://evil.test/x.png',
      id: 1,
      status: 'disabled',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: t.ids.user(email), email, avatar: null });
    const result = await t.database.db.execute(
      sql`select email, avatar, status from users where id = ${t.ids.user(email)}`,
    );
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ email, avatar: null, status: 'active' }]);
    // Still signs in with the old address; the new one is nobody.
    expect(await t.login(email)).toBeTruthy();
  });

  it('requires every field', async () => {
    const token = await t.login('owner@globex.test');
    const res = await save(token, {});
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(
      invalid({
        name: ['This field is required.'],
        locale: ['This field is required.'],
        notification_preferences: ['This field is required.'],
      }),
    );
  });

  it('refuses a blank or too long name, an unknown language and non-boolean switches', async () => {
    const token = await t.login('owner@globex.test');
    const res = await save(token, {
      name: '   ',
      locale: 'de',
      notification_preferences: { email: { ...prefs().email, job_flagged: 'yes', credits_purchased: undefined } },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(
      invalid({
        name: ['This field is required.'],
        locale: ['This value is invalid.'],
        'notification_preferences.email.job_flagged': ['This value is invalid.'],
        'notification_preferences.email.credits_purchased': ['This field is required.'],
      }),
    );

    const long = await save(token, { name: 'n'.repeat(121), locale: 'en', notification_preferences: prefs() });
    expect(long.statusCode).toBe(422);
    expect(long.json()).toEqual(invalid({ name: ['This value may not be longer than 120 characters.'] }));
    expect(
      (await save(token, { name: 'n'.repeat(120), locale: 'en', notification_preferences: prefs() })).statusCode,
    ).toBe(200);
  });

  it('answers validation errors in the caller’s language', async () => {
    const token = await t.login('owner@globex.test');
    const ar = catalogues.ar;
    const res = await save(
      token,
      { name: '', locale: 'en', notification_preferences: prefs() },
      { 'accept-language': 'ar' },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: ar.errors.validation_failed,
      code: 'validation_failed',
      errors: { name: [ar.fields.required] },
    });
  });

  it('answers 401 without a token or with a revoked one, changing nothing', async () => {
    const revoked = await t.login('nobody@portal.test');
    expect((await t.call({ method: 'DELETE', url: '/portal/auth/logout', token: revoked })).statusCode).toBe(204);
    const body = { name: 'Someone Else', locale: 'fr', notification_preferences: prefs() };
    for (const res of [await save(undefined, body), await save(revoked, body)]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthenticated.', code: 'unauthenticated' });
    }
    const result = await t.database.db.execute(sql`select name, locale from users where email = 'nobody@portal.test'`);
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ name: 'Nora Nobody', locale: 'en' }]);
  });

  it('is open to a signed-in user with no team (everyone may edit their own profile)', async () => {
    const token = await t.login('nobody@portal.test');
    const res = await save(token, { name: 'Nora Nobody', locale: 'en', notification_preferences: prefs() });
    expect(res.statusCode).toBe(200);
  });

  it('is documented in the OpenAPI description', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/portal/docs/json' })).json();
    const put = doc.paths['/portal/v1/user-account/profile'].put;
    expect(put.requestBody.content['application/json'].schema.required).toEqual([
      'name',
      'locale',
      'notification_preferences',
    ]);
    expect(doc.paths['/portal/v1/user-account/profile'].get).toBeDefined();
  });
});
