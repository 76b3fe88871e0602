import { eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.js';
import { type Harness, type Selection, setupApi } from '../../test/harness.js';

/**
 * Issue 31 ("Impersonation is exempt from an account's two-factor rule"): platform staff, whose
 * own grants ask for no second factor, acted inside an account that requires one with a
 * password-only session. Starting and continuing an impersonation there now need the
 * impersonator's own session to have proved a second factor.
 */
let t: Harness;
let acme: Selection;
const TARGET = 'hr@northwind.test';

const requireTwoFactor = (accountId: number, on: boolean) =>
  t.database.db.execute(sql`update accounts set require_two_factor = ${on} where id = ${accountId}`);
const impersonate = (token: string, email: string, select: Selection, headers: Record<string, string> = {}) =>
  t.call({
    method: 'POST',
    url: `/portal/v1/impersonate/users/${t.ids.user(email)}`,
    token,
    select,
    headers,
    payload: { reason: 'Helping with a job post' },
  });
const me = (token: string) => t.call({ method: 'GET', url: '/portal/auth/me', token });

beforeAll(async () => {
  t = await setupApi();
  acme = { account: t.ids.acme };
});
afterAll(() => t.close());
beforeEach(async () => {
  await requireTwoFactor(t.ids.acme, false);
  await t.database.db.execute(sql`delete from auth_throttle`);
});

describe('an impersonation inside an account that requires two-factor sign-in', () => {
  it('is refused to staff whose own session proved only a password, with a translated reason', async () => {
    await requireTwoFactor(t.ids.acme, true);
    const admin = await t.login('admin@portal.test');
    // The admin's own rule asks nothing of them (they work for no account)…
    expect((await me(admin)).json().data.two_factor_enrolment_required).toBe(false);
    // … but acting inside Acme does.
    const refused = await impersonate(admin, TARGET, acme);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'impersonation_second_factor_required',
      message:
        'This account requires two-factor sign-in. Sign in again with your own second factor (an authenticator code or a passkey) before acting as someone here.',
    });
    const arabic = await impersonate(admin, TARGET, acme, { 'accept-language': 'ar' });
    expect(arabic.json().message).toContain('بعاملين');
    const open = await t.database.db.execute(
      sql`select count(*)::int as n from sessions where impersonator_user_id is not null`,
    );
    expect((open as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    // An account without the rule is not concerned.
    expect((await impersonate(admin, 'owner@globex.test', { account: t.ids.globex })).statusCode).toBe(201);
  });

  it('is allowed once the staff member’s own session proved a second factor', async () => {
    await requireTwoFactor(t.ids.acme, true);
    const admin = await t.login('admin@portal.test');
    const setup = await t.call({ method: 'POST', url: '/portal/v1/user-account/two-factor/setup', token: admin });
    const secret = setup.json().data.manual_key.replaceAll(' ', '');
    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) });
    const confirmed = await t.call({
      method: 'POST',
      url: '/portal/v1/user-account/two-factor/confirm',
      token: admin,
      payload: { code },
    });
    expect(confirmed.statusCode).toBe(200);
    const started = await impersonate(admin, TARGET, acme);
    expect(started.statusCode, started.body).toBe(201);
    expect((await me(started.json().data.access_token)).statusCode).toBe(200);
    await t.database.db.execute(sql`delete from two_factor_recovery_codes`);
    await t.database.db.execute(sql`delete from user_two_factor`);
  });

  it('ends when the account turns the rule on while it runs, saying why', async () => {
    const admin = await t.login('admin@portal.test');
    const started = await impersonate(admin, TARGET, acme);
    expect(started.statusCode).toBe(201);
    const acting = started.json().data.access_token as string;
    expect((await me(acting)).statusCode).toBe(200);

    await requireTwoFactor(t.ids.acme, true);
    const refused = await me(acting);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('impersonation_second_factor_required');
    const [row] = await t.database.db
      .select({ revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(eq(sessions.impersonatorUserId, t.ids.user('admin@portal.test')))
      .orderBy(sql`${sessions.id} desc`)
      .limit(1);
    expect(row?.revokedAt).not.toBeNull();
    expect((await me(acting)).statusCode).toBe(401);
    // The staff session itself goes on.
    expect((await me(admin)).statusCode).toBe(200);
  });
});
