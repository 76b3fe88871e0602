import { randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { identityProviders, sessions, userIdentities } from '../../db/schema/index.js';
import { type Harness, setupApi } from '../../test/harness.js';
import { lastAudit as lastAuditOf } from '../../test/last-audit.js';
import { parseMails } from '../../test/mail.js';
import { type DevOidcProvider, landing, ssoRoundTrip, startTestIdp } from '../../test/oidc-provider.js';

let t: Harness;
let idp: DevOidcProvider;
let acmeSso: string;
let globexSso: string;

const createProvider = async (owner: string, account: number, body: Record<string, unknown> = {}) => {
  const token = await t.login(owner);
  const res = await t.call({
    method: 'POST',
    url: '/portal/v1/accounts/identity-providers',
    token,
    select: { account },
    payload: {
      preset: 'oidc',
      display_name: 'Acme SSO',
      issuer: idp.issuer,
      client_id: idp.clientId,
      client_secret: idp.clientSecret,
      ...body,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as string;
};

const exchange = (code: string, cookie: string) =>
  t.call({ method: 'POST', url: '/portal/auth/oauth/exchange', payload: { code }, headers: { cookie } });

/** The owner's mark that Acme's provider always asks for a second factor (issue 31: only then does its amr count). */
const markEnforcesMfa = (on: boolean) =>
  t.database.db.update(identityProviders).set({ enforcesMfa: on }).where(eq(identityProviders.uuid, acmeSso));

const lastAudit = (action: string) => lastAuditOf(t, action);

beforeAll(async () => {
  [t, idp] = await Promise.all([setupApi(), startTestIdp()]);
  acmeSso = await createProvider('owner@acme.test', t.ids.acme);
  globexSso = await createProvider('owner@globex.test', t.ids.globex, { display_name: 'Globex SSO' });
});
afterAll(async () => {
  await t.close();
  await idp.close();
});
beforeEach(async () => {
  await t.database.db.execute(sql`delete from auth_throttle`);
});

describe('the login page’s providers', () => {
  it('lists the enabled providers of the brand host’s account only, none elsewhere', async () => {
    const on = (host: string) =>
      t.call({ method: 'GET', url: '/portal/auth/oauth/providers', headers: { host } }).then((r) => r.json().data);
    expect(await on('localhost')).toEqual([{ id: acmeSso, display_name: 'Acme SSO', preset: 'oidc' }]);
    expect(await on('127.0.0.1')).toEqual([{ id: globexSso, display_name: 'Globex SSO', preset: 'oidc' }]);
    expect(await on('portal.test')).toEqual([]);
  });
});

describe('the authorization code flow against a real provider', () => {
  it('signs an existing person in, on the wanted page, with a one-time code exchanged once', async () => {
    const trip = await ssoRoundTrip(t, acmeSso, 'owner@acme.test', { to: '/1/jobs?status=live' });
    const authorize = new URL(String(trip.start.headers.location));
    expect(authorize.origin).toBe(idp.issuer);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('redirect_uri')).toBe(`http://localhost/portal/auth/oauth/${acmeSso}/callback`);
    expect(authorize.searchParams.get('scope')).toBe('openid email profile');
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    expect(trip.start.headers['set-cookie']).toMatch(/HttpOnly; SameSite=Lax/);

    const back = await trip.callback();
    expect(back.statusCode).toBe(302);
    const landed = landing(back.headers.location);
    expect(landed.url.origin + landed.url.pathname).toBe('http://localhost/login/sso');
    expect(landed.url.search).toBe('');
    expect(landed.to).toBe('/1/jobs?status=live');
    expect(landed.code).toBeTruthy();

    const session = await exchange(landed.code!, trip.cookie);
    expect(session.statusCode, session.body).toBe(200);
    const token = session.json().access_token as string;
    const me = await t.call({ method: 'GET', url: '/portal/auth/me', token });
    expect(me.json().data.email).toBe('owner@acme.test');
    const [row] = await t.database.db
      .select({ amr: sessions.amr })
      .from(sessions)
      .where(eq(sessions.userId, t.ids.user('owner@acme.test')))
      .orderBy(desc(sessions.id))
      .limit(1);
    expect(row?.amr).toEqual(['sso']);

    const audit = await lastAudit('auth.sso_login');
    expect(audit).toMatchObject({ actorUserId: t.ids.user('owner@acme.test'), accountId: t.ids.acme });
    expect(audit?.data).toMatchObject({ linked: true, created: false });
    await t.app.mail.drain();
    const mails = (await parseMails(t.outbox())).filter(
      (m) => m.to === 'owner@acme.test' && m.subject.includes('with Acme SSO'),
    );
    expect(mails).toHaveLength(1);

    // A replayed exchange is refused.
    const again = await exchange(landed.code!, trip.cookie);
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('sso_code_invalid');
  });

  it('goes by the linked subject afterwards: an e-mail changed at the IdP does not move the login', async () => {
    const subject = `dev|owner@acme.test`;
    const [link] = await t.database.db.select().from(userIdentities).where(eq(userIdentities.subject, subject));
    expect(link?.userId).toBe(t.ids.user('owner@acme.test'));
    // The IdP now says this subject has the manager's address: still the owner signs in.
    idp.addUser({ email: 'renamed-owner@acme.test', sub: subject });
    idp.tamperNextIdToken({ email: 'manager@acme.test' });
    const trip = await ssoRoundTrip(t, acmeSso, 'renamed-owner@acme.test');
    const landed = landing((await trip.callback()).headers.location);
    const session = await exchange(landed.code!, trip.cookie);
    const me = await t.call({ method: 'GET', url: '/portal/auth/me', token: session.json().access_token });
    expect(me.json().data.email).toBe('owner@acme.test');
    idp.removeUser('renamed-owner@acme.test');
  });

  it('counts the IdP’s multi-factor amr as the second factor where the owner marked the provider as enforcing it', async () => {
    await markEnforcesMfa(true);
    const trip = await ssoRoundTrip(t, acmeSso, 'manager@acme.test', { mfa: true });
    const landed = landing((await trip.callback()).headers.location);
    expect((await exchange(landed.code!, trip.cookie)).statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ amr: sessions.amr })
      .from(sessions)
      .where(eq(sessions.userId, t.ids.user('manager@acme.test')))
      .orderBy(desc(sessions.id))
      .limit(1);
    expect(row?.amr).toEqual(['sso', 'mfa']);
    await markEnforcesMfa(false);
  });
});

describe('attacks and refusals', () => {
  const refusedWith = async (location: string | undefined, code: string) => {
    const landed = landing(location);
    expect(landed.code).toBeNull();
    expect(landed.error).toBe(code);
    return landed;
  };

  it('refuses a wrong state', async () => {
    const trip = await ssoRoundTrip(t, acmeSso, 'owner@acme.test');
    const url = new URL(trip.atIdp);
    url.searchParams.set('state', 'forged-state');
    const res = await t.call({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { cookie: trip.cookie } });
    await refusedWith(res.headers.location, 'sso_failed');
    expect((await lastAudit('auth.sso_refused'))?.data).toMatchObject({ reason: 'sso_failed' });
  });

  it('refuses a replayed callback (state and code used once)', async () => {
    const trip = await ssoRoundTrip(t, acmeSso, 'owner@acme.test');
    expect(landing((await trip.callback()).headers.location).code).toBeTruthy();
    await refusedWith((await trip.callback()).headers.location, 'sso_failed');
  });

  it('refuses an ID token for another audience (signed by the provider’s real key)', async () => {
    idp.tamperNextIdToken({ aud: 'another-client' });
    const trip = await ssoRoundTrip(t, acmeSso, 'owner@acme.test');
    await refusedWith((await trip.callback()).headers.location, 'sso_failed');
  });

  it('refuses an ID token of another issuer or long expired (beyond the clock tolerance)', async () => {
    idp.tamperNextIdToken({ iss: 'https://evil.example' });
    let trip = await ssoRoundTrip(t, acmeSso, 'owner@acme.test');
    await refusedWith((await trip.callback()).headers.location, 'sso_failed');
    const now = Math.floor(Date.now() / 1000);
    idp.tamperNextIdToken({ iat: now - 3600, exp: now - 120 });
    trip = await ssoRoundTrip(t, acmeSso, 'owner@acme.test');
    await refusedWith((await trip.callback()).headers.location, 'sso_failed');
    // Within the tolerance (a clock 30 s behind) it still passes.
    idp.tamperNextIdToken({ iat: now - 600, exp: now - 30 });
    trip = await ssoRoundTrip(t, acmeSso, 'owner@acme.test');
    expect(landing((await trip.callback()).headers.location).code).toBeTruthy();
  });

  it('refuses an address the IdP did not verify', async () => {
    idp.addUser({ email: 'unverified@acme.test', sub: 'unverified-1', email_verified: false });
    const trip = await ssoRoundTrip(t, acmeSso, 'unverified@acme.test');
    await refusedWith((await trip.callback()).headers.location, 'sso_email_unverified');
  });

  it('answers "Unknown OAuth provider." for an unknown, disabled or another account’s provider', async () => {
    for (const id of [randomUUID(), 'not-a-uuid', globexSso]) {
      const res = await t.call({
        method: 'GET',
        url: `/portal/auth/oauth/${id}/start?to=/jobs`,
        headers: { host: 'localhost' },
      });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/login?sso_error=unknown_oauth_provider&to=%2Fjobs');
    }
    // Another account's provider on its callback too (the state of a real start on Globex's host).
    const globexTrip = await ssoRoundTrip(t, globexSso, 'owner@globex.test', { host: '127.0.0.1' });
    const res = await t.call({
      method: 'GET',
      url: `${globexTrip.atIdp.pathname}${globexTrip.atIdp.search}`,
      headers: { host: 'localhost', cookie: globexTrip.cookie },
    });
    expect(landing(`http://localhost${res.headers.location}`).error).toBe('unknown_oauth_provider');
  });

  it('refuses a person without a role in the provider’s account', async () => {
    // Globex's address: not at a domain Acme proved (issue 31), whoever it is.
    const trip = await ssoRoundTrip(t, acmeSso, 'owner@globex.test');
    await refusedWith((await trip.callback()).headers.location, 'sso_domain_unproven');
    const stranger = await ssoRoundTrip(t, acmeSso, 'stranger@acme.test');
    await refusedWith((await stranger.callback()).headers.location, 'sso_no_access');
  });

  it('refuses someone who also holds a role in another account or the platform (no takeover by an IdP)', async () => {
    // Globex's IdP asserts the address of someone who works for both accounts: refused, or
    // Globex could open a session carrying their Acme rights.
    const both = t.ids.user('owner@acme.test');
    const [role] = await t.database.db
      .execute(sql`select id from roles where key = 'owner' and account_id = ${t.ids.globex}`)
      .then((r) => (r as unknown as { rows: { id: number }[] }).rows);
    await t.database.db.execute(
      sql`insert into grants (user_id, role_id, account_id, scope_type, scope_id) values (${both}, ${role!.id}, ${t.ids.globex}, 'account', ${t.ids.globex})`,
    );
    // (Acme holds acme.test proven, so Globex's provider cannot speak for its addresses at all.)
    const viaGlobex = await ssoRoundTrip(t, globexSso, 'owner@acme.test', { host: '127.0.0.1' });
    await refusedWith((await viaGlobex.callback()).headers.location, 'sso_domain_unproven');
    const viaAcme = await ssoRoundTrip(t, acmeSso, 'owner@acme.test');
    await refusedWith((await viaAcme.callback()).headers.location, 'sso_no_access');
    await t.database.db.execute(sql`delete from grants where user_id = ${both} and account_id = ${t.ids.globex}`);
    // Platform staff are never signed in by an account's IdP (here: portal.test is not Acme's; the
    // staff rule alone refuses them too, sso-trust.test.ts).
    const admin = await ssoRoundTrip(t, acmeSso, 'admin@portal.test');
    await refusedWith((await admin.callback()).headers.location, 'sso_domain_unproven');
  });

  it('ignores a hostile Host: no provider, and no URL built from it', async () => {
    for (const host of ['evil.example', 'localhost:1@evil.example', 'localhost/evil']) {
      const res = await t.call({ method: 'GET', url: `/portal/auth/oauth/${acmeSso}/start`, headers: { host } });
      expect(res.headers.location, host).toBe('/login?sso_error=unknown_oauth_provider');
      const list = await t.call({ method: 'GET', url: '/portal/auth/oauth/providers', headers: { host } });
      expect(list.json().data, host).toEqual([]);
    }
  });

  it('refuses an e-mail domain outside the allowed list', async () => {
    const restricted = await createProvider('owner@acme.test', t.ids.acme, {
      display_name: 'Acme staff only',
      allowed_domains: ['acme.test'],
    });
    const trip = await ssoRoundTrip(t, restricted, 'hr@northwind.test');
    await refusedWith((await trip.callback()).headers.location, 'sso_domain_not_allowed');
    const ok = await ssoRoundTrip(t, restricted, 'moderator@acme.test');
    expect(landing((await ok.callback()).headers.location).code).toBeTruthy();
  });

  it('binds the round trip to the browser that started it (login CSRF, code injection)', async () => {
    const trip = await ssoRoundTrip(t, acmeSso, 'owner@acme.test');
    const path = `${trip.atIdp.pathname}${trip.atIdp.search}`;
    // The victim's browser opens the attacker's callback link: another binding, or none.
    const other = await t.call({ method: 'GET', url: path, headers: { cookie: `tp_sso=${'A'.repeat(43)}` } });
    await refusedWith(other.headers.location, 'sso_failed');
    // A code of a good round trip, exchanged from another browser.
    const good = await ssoRoundTrip(t, acmeSso, 'owner@acme.test');
    const landed = landing((await good.callback()).headers.location);
    const stolen = await exchange(landed.code!, `tp_sso=${'B'.repeat(43)}`);
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().code).toBe('sso_code_invalid');
    const none = await t.call({ method: 'POST', url: '/portal/auth/oauth/exchange', payload: { code: landed.code } });
    expect(none.json().code).toBe('sso_code_invalid');
    // The right browser still can, once.
    expect((await exchange(landed.code!, good.cookie)).statusCode).toBe(200);
  });

  it('bounds the sign-ins one address may start', async () => {
    const { startSso } = await import('./sso.service.js');
    const tight = { ...t.app.ctx, config: { ...t.config, auth: { ...t.config.auth, ssoStartsPerIp: 2 } } };
    const start = () =>
      startSso(tight, { uuid: acmeSso, to: '/x', requestHost: 'localhost', binding: 'b', ip: '198.51.100.7' });
    expect((await start()).location).toMatch(/^http:\/\/127\.0\.0\.1/);
    expect((await start()).location).toMatch(/^http:\/\/127\.0\.0\.1/);
    expect((await start()).location).toBe('/login?sso_error=sso_failed&to=%2Fx');
    // Another address is not slowed down.
    const other = await startSso(tight, {
      uuid: acmeSso,
      to: undefined,
      requestHost: 'localhost',
      binding: 'b',
      ip: '198.51.100.8',
    });
    expect(other.location).toMatch(/^http:\/\/127\.0\.0\.1/);
  });

  it('keeps `to` on this site only', async () => {
    const trip = await ssoRoundTrip(t, acmeSso, 'owner@acme.test', { to: '//evil.example/x' });
    const landed = landing((await trip.callback()).headers.location);
    expect(landed.url.origin).toBe('http://localhost');
    expect(landed.to).toBeNull();
  });
});

describe('a person with two-factor sign-in', () => {
  it('is asked for the second factor unless the IdP said it asked for one and is marked as enforcing it', async () => {
    const userId = t.ids.user('moderator@acme.test');
    await t.database.db.execute(
      sql`insert into user_two_factor (user_id, secret, enabled_at) values (${userId}, 'v1.x.y.z', now())`,
    );
    const trip = await ssoRoundTrip(t, acmeSso, 'moderator@acme.test');
    const landed = landing((await trip.callback()).headers.location);
    const answer = await exchange(landed.code!, trip.cookie);
    expect(answer.json()).toMatchObject({ second_factor_required: true, methods: ['totp', 'recovery_code'] });
    await markEnforcesMfa(true);
    const withMfa = await ssoRoundTrip(t, acmeSso, 'moderator@acme.test', { mfa: true });
    const ok = await exchange(landing((await withMfa.callback()).headers.location).code!, withMfa.cookie);
    expect(ok.json().access_token).toBeTruthy();
    await markEnforcesMfa(false);
    await t.database.db.execute(sql`delete from user_two_factor where user_id = ${userId}`);
  });
});

it('an IdP error (the person cancelled) comes back as a translated refusal', async () => {
  const start = await t.call({ method: 'GET', url: `/portal/auth/oauth/${acmeSso}/start` });
  const state = new URL(String(start.headers.location)).searchParams.get('state');
  const cookie = String(start.headers['set-cookie']).split(';')[0]!;
  const res = await t.call({
    method: 'GET',
    url: `/portal/auth/oauth/${acmeSso}/callback?error=access_denied&state=${state}&iss=${encodeURIComponent(idp.issuer)}`,
    headers: { cookie },
  });
  expect(landing(res.headers.location).error).toBe('sso_failed');
});

it('housekeeping drops round trips a day past their expiry, and only those', async () => {
  const { purgeOldSsoRows } = await import('./sso.repo.js');
  const count = async () =>
    (
      (await t.database.db.execute(sql`select count(*)::int as n from oidc_logins`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n;
  const before = await count();
  expect(before).toBeGreaterThan(0);
  await purgeOldSsoRows(t.database.db);
  expect(await count()).toBe(before);
  await t.database.db.execute(sql`update oidc_logins set expires_at = now() - interval '2 days'`);
  await t.database.db.execute(sql`update oidc_exchange_codes set expires_at = now() - interval '2 days'`);
  await purgeOldSsoRows(t.database.db);
  expect(await count()).toBe(0);
});
