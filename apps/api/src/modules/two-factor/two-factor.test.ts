import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions, userTwoFactor } from '../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../seed/demo-data.js';
import {
  acme,
  auditRows,
  codeAt,
  enrol,
  firstStep,
  forgetLastStep,
  mailsTo,
  me,
  post,
  secondStep,
  status,
  t,
  ticketOf,
  twoFactorSuite,
} from './two-factor.test-helpers.js';

twoFactorSuite();

describe('enrolment on the security page', () => {
  const email = 'moderator@acme.test';

  it('shows a key, refuses a wrong code, then turns on with ten recovery codes, audited and mailed', async () => {
    const token = await t.login(email);
    const other = await t.login(email);
    expect((await status(token)).json().data).toEqual({
      enabled: false,
      enabled_since: null,
      recovery_codes_left: 0,
      required: false,
    });
    // Confirming before a key was made says so.
    expect((await post(token, '/confirm', { code: '123456' })).json().code).toBe('two_factor_setup_missing');

    const setup = (await post(token, '/setup')).json().data;
    expect(setup.manual_key).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    const secret = setup.manual_key.replaceAll(' ', '');
    expect(setup.otpauth_uri).toMatch(new RegExp(`^otpauth://totp/.*\\?.*secret=${secret}`));
    expect(setup.qr_svg).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.qr_svg.split(',')[1], 'base64').toString()).toContain('<svg');
    // The secret is stored encrypted, never as typed.
    const [row] = await t.database.db
      .select()
      .from(userTwoFactor)
      .where(eq(userTwoFactor.userId, t.ids.user(email)));
    expect(row!.pendingSecret).not.toContain(secret);
    expect(row!.enabledAt).toBeNull();

    const wrong = await post(token, '/confirm', { code: (await codeAt(secret, -5)) as string });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({
      code: ['This code is not valid. Enter the current code from your authenticator app.'],
    });
    expect((await status(token)).json().data.enabled).toBe(false);

    const confirmed = await post(token, '/confirm', { code: await codeAt(secret) });
    expect(confirmed.statusCode).toBe(200);
    const { recovery_codes, status: after } = confirmed.json().data;
    expect(recovery_codes).toHaveLength(10);
    expect(new Set(recovery_codes).size).toBe(10);
    for (const code of recovery_codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(after).toMatchObject({ enabled: true, recovery_codes_left: 10, required: false });
    expect(Date.parse(after.enabled_since)).toBeGreaterThan(Date.now() - 60_000);

    // This session proved the code; the others, which did not, are signed out.
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect(await auditRows('two_factor.enabled', email)).toHaveLength(1);
    expect(await mailsTo(email, 'Two-factor sign-in was turned on')).toHaveLength(1);
    // Starting again while on is refused (the key cannot be swapped without turning it off).
    expect((await post(token, '/setup')).json().code).toBe('two_factor_already_enabled');
  });
});

describe('signing in with a second factor', () => {
  const email = 'manager@acme.test';
  let secret: string;
  let codes: string[];
  beforeAll(async () => {
    ({ secret, codes } = await enrol(email));
  });

  it('the password earns a short-lived ticket, not a session; the code then gives the session', async () => {
    const first = await firstStep(email);
    expect(first.statusCode).toBe(200);
    const challenge = first.json();
    expect(challenge).toEqual({
      second_factor_required: true,
      ticket: expect.any(String),
      methods: ['totp', 'recovery_code'],
      expires_in: 300,
    });
    expect(challenge).not.toHaveProperty('access_token');
    // The ticket is no bearer token.
    expect((await me(challenge.ticket)).statusCode).toBe(401);

    // One code, used three times: computing it again could cross a 30 s step and give a new, valid one.
    const code = (await codeAt(secret, 1)) as string;
    const second = await secondStep({ ticket: challenge.ticket, code });
    expect(second.statusCode).toBe(200);
    const token = second.json().access_token;
    expect((await me(token)).json().data.email).toBe(email);
    const [session] = await t.database.db
      .select({ amr: sessions.amr })
      .from(sessions)
      .where(eq(sessions.userId, t.ids.user(email)))
      .orderBy(sql`${sessions.id} desc`)
      .limit(1);
    expect(session!.amr).toEqual(['pwd', 'otp']);
    const logins = await auditRows('auth.login', email);
    expect(logins.at(-1)!.data).toEqual({ amr: ['pwd', 'otp'] });

    // The ticket is spent, and the code cannot be used again, even with a new ticket.
    const again = await secondStep({ ticket: challenge.ticket, code });
    expect(again.json().code).toBe('two_factor_ticket_invalid');
    const replay = await secondStep({ ticket: await ticketOf(email), code });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors).toHaveProperty('code');
  });

  it('refuses an expired ticket and an unknown one', async () => {
    await forgetLastStep(email);
    const ticket = await ticketOf(email);
    await t.database.db.execute(sql`update two_factor_tickets set expires_at = now() - interval '1 second'`);
    const late = await secondStep({ ticket, code: await codeAt(secret) });
    expect(late.statusCode).toBe(422);
    expect(late.json()).toEqual({
      message: 'This sign-in has expired or was already completed. Enter your e-mail and password again.',
      code: 'two_factor_ticket_invalid',
    });
    expect((await secondStep({ ticket: 'x'.repeat(43), code: await codeAt(secret) })).statusCode).toBe(422);
    // Both a code and a recovery code, or neither: 422.
    expect((await secondStep({ ticket: await ticketOf(email) })).statusCode).toBe(422);
    expect((await secondStep({ ticket: 'x', code: '123456', recovery_code: codes[0] })).statusCode).toBe(422);
  });

  it('counts wrong codes like wrong passwords: per person, whatever the address, then 429', async () => {
    await forgetLastStep(email);
    const { maxFailures } = t.config.auth;
    const ticket = await ticketOf(email);
    const wrong = (await codeAt(secret, -10)) as string;
    for (let i = 0; i < maxFailures; i++) {
      const res = await secondStep({ ticket, code: wrong }, `198.51.100.${i + 1}`);
      expect(res.statusCode, `try ${i + 1}`).toBe(422);
    }
    // Now even the right code waits, from another address too.
    const blocked = await secondStep({ ticket, code: await codeAt(secret) }, '203.0.113.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(blocked.json().code).toBe('too_many_attempts');
  });

  it('counts second-step failures against the client address with the password failures', async () => {
    await t.database.db.execute(sql`delete from auth_throttle`);
    const { maxFailuresPerIp } = t.config.auth;
    const ip = '192.0.2.44';
    await t.database.db.execute(
      sql`insert into auth_throttle (key, failures) values (${`ip:${ip}`}, ${maxFailuresPerIp})`,
    );
    const res = await secondStep({ ticket: await ticketOf(email), code: '000000' }, ip);
    expect(res.statusCode).toBe(429);
  });

  it('a recovery code works once, is audited and mailed with the count left', async () => {
    await t.database.db.execute(sql`delete from auth_throttle`);
    const code = codes[0]!;
    // Typed in capitals without the dash still counts.
    const res = await secondStep({ ticket: await ticketOf(email), recovery_code: code.toUpperCase().replace('-', '') });
    expect(res.statusCode).toBe(200);
    expect((await me(res.json().access_token)).statusCode).toBe(200);
    const used = await auditRows('two_factor.recovery_code_used', email);
    expect(used).toHaveLength(1);
    expect(used[0]!.data).toEqual({ left: 9 });
    expect(await mailsTo(email, 'A recovery code was used')).toHaveLength(1);
    expect((await mailsTo(email, 'A recovery code was used'))[0]!.text).toContain('You have 9 left');
    expect((await auditRows('auth.login', email)).at(-1)!.data).toEqual({ amr: ['pwd', 'recovery'] });

    const twice = await secondStep({ ticket: await ticketOf(email), recovery_code: code });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual({ recovery_code: ['This recovery code is not valid or was already used.'] });
    const token = await secondStep({ ticket: await ticketOf(email), recovery_code: codes[1] });
    expect((await status(token.json().access_token)).json().data.recovery_codes_left).toBe(8);
  });

  it('new recovery codes need the password and void the old ones', async () => {
    await t.database.db.execute(sql`delete from auth_throttle`);
    const token = (await secondStep({ ticket: await ticketOf(email), recovery_code: codes[2] })).json().access_token;
    const refused = await post(token, '/recovery-codes', { password: 'not-my-password' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ password: ['The current password is incorrect.'] });
    const renewed = await post(token, '/recovery-codes', { password: DEMO_PASSWORD });
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json().data.recovery_codes as string[];
    expect(fresh).toHaveLength(10);
    expect(renewed.json().data.status.recovery_codes_left).toBe(10);
    expect(await auditRows('two_factor.recovery_codes_regenerated', email)).toHaveLength(1);
    expect((await secondStep({ ticket: await ticketOf(email), recovery_code: codes[3] })).statusCode).toBe(422);
    expect((await secondStep({ ticket: await ticketOf(email), recovery_code: fresh[0] })).statusCode).toBe(200);
  });

  it('turning it off needs the password; then the password alone signs in again', async () => {
    await t.database.db.execute(sql`delete from auth_throttle`);
    await forgetLastStep(email);
    const token = (await secondStep({ ticket: await ticketOf(email), code: await codeAt(secret) })).json().access_token;
    const refused = await post(token, '/disable', { password: 'not-my-password' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ password: ['The current password is incorrect.'] });
    expect((await status(token)).json().data.enabled).toBe(true);

    const off = await post(token, '/disable', { password: DEMO_PASSWORD });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({ enabled: false, recovery_codes_left: 0 });
    expect(await auditRows('two_factor.disabled', email)).toHaveLength(1);
    expect(await mailsTo(email, 'Two-factor sign-in was turned off')).toHaveLength(1);
    const plain = await firstStep(email);
    expect(plain.json()).toHaveProperty('access_token');
  });
});

describe('an account that requires two-factor sign-in', () => {
  const setPolicy = (token: string, require_two_factor: boolean) =>
    t.call({
      method: 'PUT',
      url: '/portal/v1/accounts/security',
      token,
      select: acme,
      payload: { require_two_factor },
    });
  const people = (token: string) => t.call({ method: 'GET', url: '/portal/v1/accounts/users', token, select: acme });

  it('cannot be turned on by an owner without it (no self lock-out); then forces enrolment on staff', async () => {
    const owner = await t.login('owner@acme.test');
    const early = await setPolicy(owner, true);
    expect(early.statusCode).toBe(422);
    expect(early.json().code).toBe('two_factor_needed_first');

    const enrolled = await enrol('owner@acme.test');
    const on = await setPolicy(enrolled.token, true);
    expect(on.statusCode).toBe(200);
    expect(on.json().data).toMatchObject({ require_two_factor: true, require_sso: false });
    const [audited] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'account.two_factor_required'));
    expect(audited).toMatchObject({ accountId: t.ids.acme, actorUserId: t.ids.user('owner@acme.test') });
    // Turning it off is then refused while the account requires it.
    expect((await post(enrolled.token, '/disable', { password: DEMO_PASSWORD })).json().code).toBe(
      'two_factor_required_by_account',
    );

    // A member without a second factor signs in, but reaches only who-am-I and the set-up.
    const email = 'hr@northwind.test'; // works for an employer of Acme Jobs: staff of the account
    const token = await t.login(email);
    const who = await me(token);
    expect(who.statusCode).toBe(200);
    expect(who.json().data.two_factor_enrolment_required).toBe(true);
    const blocked = await t.call({ method: 'GET', url: '/portal/v1/notifications/unread-count', token });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({
      message:
        'Your organisation requires two-factor sign-in. Turn it on in your profile’s security settings to continue.',
      code: 'two_factor_enrolment_required',
    });
    expect((await status(token)).json().data).toMatchObject({ enabled: false, required: true });

    // Enrolling in that same session opens everything.
    const setup = (await post(token, '/setup')).json().data;
    const secret = setup.manual_key.replaceAll(' ', '');
    expect((await post(token, '/confirm', { code: await codeAt(secret) })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/portal/v1/notifications/unread-count', token })).statusCode).toBe(200);
    expect((await me(token)).json().data.two_factor_enrolment_required).toBe(false);

    // People of other accounts are not concerned.
    const globex = await t.login('owner@globex.test');
    expect((await me(globex)).json().data.two_factor_enrolment_required).toBe(false);
    expect(
      (await t.call({ method: 'GET', url: '/portal/v1/notifications/unread-count', token: globex })).statusCode,
    ).toBe(200);

    // The owner turns it off again (needs no second factor to relax).
    await forgetLastStep('owner@acme.test');
    expect((await setPolicy(enrolled.token, false)).json().data).toMatchObject({ require_two_factor: false });
    expect((await people(enrolled.token)).statusCode).toBe(200);
  });

  it('impersonation needs the impersonator’s own second factor; the person’s is not asked', async () => {
    // Acme requires it; its owner's session proved only a password (a session from before the rule).
    await t.database.db.execute(sql`update accounts set require_two_factor = true where id = ${t.ids.acme}`);
    await t.database.db.execute(sql`delete from two_factor_recovery_codes`);
    await t.database.db.execute(sql`delete from user_two_factor`);
    const passwordOnly = await t.login('owner@acme.test');
    const target = t.ids.user('recruiter@northwind.test');
    const refused = await t.call({
      method: 'POST',
      url: `/portal/v1/impersonate/users/${target}`,
      token: passwordOnly,
      select: acme,
      payload: { reason: 'Helping with a job post' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('two_factor_enrolment_required');

    // With their own second factor, the owner may act as someone who has none.
    const { token } = await enrol('owner@acme.test');
    const started = await t.call({
      method: 'POST',
      url: `/portal/v1/impersonate/users/${target}`,
      token,
      select: acme,
      payload: { reason: 'Helping with a job post' },
    });
    expect(started.statusCode).toBe(201);
    const acting = started.json().data.access_token;
    expect(
      (await t.call({ method: 'GET', url: '/portal/v1/notifications/unread-count', token: acting })).statusCode,
    ).toBe(200);
    expect((await me(acting)).json().data.two_factor_enrolment_required).toBe(false);
    // Nor can the impersonator change the person's sign-in (SECURITY 28).
    const setup = await post(acting, '/setup');
    expect(setup.statusCode).toBe(403);
    expect(setup.json().code).toBe('not_while_impersonating');
    await t.database.db.execute(sql`update accounts set require_two_factor = false where id = ${t.ids.acme}`);
  });
});
