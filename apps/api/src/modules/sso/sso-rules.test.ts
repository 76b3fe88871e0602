import { type AccountRole, roleFitsPlace } from '@talent/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, grants, users } from '../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../seed/demo-data.js';
import { type Harness, setupApi } from '../../test/harness.js';
import { type DevOidcProvider, landing, ssoRoundTrip, startTestIdp } from '../../test/oidc-provider.js';

let t: Harness;
let idp: DevOidcProvider;
let owner: string;

const BASE = '/portal/v1/accounts/identity-providers';
const SECURITY = '/portal/v1/accounts/security';
const as = (token: string) => ({ token, select: { account: t.ids.acme } });
const provider = (extra: Record<string, unknown> = {}) =>
  t.call({
    method: 'POST',
    url: BASE,
    ...as(owner),
    payload: {
      preset: 'oidc',
      display_name: 'Acme SSO',
      issuer: idp.issuer,
      client_id: idp.clientId,
      client_secret: idp.clientSecret,
      ...extra,
    },
  });
const passwordLogin = (email: string) =>
  t.call({ method: 'POST', url: '/portal/auth/login', payload: { email, password: DEMO_PASSWORD } });
const signIn = async (id: string, email: string) => {
  const trip = await ssoRoundTrip(t, id, email);
  const landed = landing((await trip.callback()).headers.location);
  if (!landed.code) return { error: landed.error };
  const res = await t.call({
    method: 'POST',
    url: '/portal/auth/oauth/exchange',
    payload: { code: landed.code },
    headers: { cookie: trip.cookie },
  });
  return { token: res.json().access_token as string };
};

beforeAll(async () => {
  [t, idp] = await Promise.all([setupApi(), startTestIdp()]);
  owner = await t.login('owner@acme.test');
});
afterAll(async () => {
  await t.close();
  await idp.close();
});
beforeEach(async () => {
  await t.database.db.execute(sql`delete from auth_throttle`);
});

describe('require single sign-on, with a break-glass owner', () => {
  it('cannot be turned on without an enabled provider and a break-glass owner', async () => {
    const before = await t.call({ method: 'GET', url: SECURITY, ...as(owner) });
    expect(before.json().data).toMatchObject({ require_sso: false, sso_break_glass_user_id: null });
    expect(before.json().data.break_glass_candidates.map((c: { email: string }) => c.email)).toEqual([
      'owner@acme.test',
    ]);

    const noProvider = await t.call({
      method: 'PUT',
      url: SECURITY,
      ...as(owner),
      payload: { require_two_factor: false, require_sso: true, sso_break_glass_user_id: t.ids.user('owner@acme.test') },
    });
    expect(noProvider.statusCode).toBe(422);
    expect(noProvider.json().errors.require_sso[0]).toBe('Add and turn on an identity provider first.');

    expect((await provider()).statusCode).toBe(201);
    const noBreakGlass = await t.call({
      method: 'PUT',
      url: SECURITY,
      ...as(owner),
      payload: { require_two_factor: false, require_sso: true, sso_break_glass_user_id: null },
    });
    expect(noBreakGlass.statusCode).toBe(422);
    expect(noBreakGlass.json().errors.sso_break_glass_user_id).toBeTruthy();
    // Someone who is not an owner of the account cannot be the break-glass user.
    const notOwner = await t.call({
      method: 'PUT',
      url: SECURITY,
      ...as(owner),
      payload: {
        require_two_factor: false,
        require_sso: true,
        sso_break_glass_user_id: t.ids.user('manager@acme.test'),
      },
    });
    expect(notOwner.statusCode).toBe(422);
    expect(notOwner.json().errors.sso_break_glass_user_id).toBeTruthy();
  });

  it('then refuses password sign-in to the account’s staff, except the break-glass owner and platform staff', async () => {
    const on = await t.call({
      method: 'PUT',
      url: SECURITY,
      ...as(owner),
      payload: { require_two_factor: false, require_sso: true, sso_break_glass_user_id: t.ids.user('owner@acme.test') },
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().data).toMatchObject({ require_sso: true, sso_break_glass_user_id: t.ids.user('owner@acme.test') });
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'account.sso_required'));
    expect(audit?.accountId).toBe(t.ids.acme);

    const refused = await passwordLogin('manager@acme.test');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'sso_required',
      message: 'Your organisation signs in with its identity provider. Use the button on the sign-in page.',
    });
    const fr = await t.call({
      method: 'POST',
      url: '/portal/auth/login',
      payload: { email: 'moderator@acme.test', password: DEMO_PASSWORD },
      headers: { 'accept-language': 'fr' },
    });
    expect(fr.json().message).toContain('fournisseur d’identité');
    // A wrong password still says only that (the rule is told after the right one).
    const wrong = await t.call({
      method: 'POST',
      url: '/portal/auth/login',
      payload: { email: 'manager@acme.test', password: 'not-the-password' },
    });
    expect(wrong.json().code).toBe('invalid_credentials');

    expect((await passwordLogin('owner@acme.test')).statusCode).toBe(200);
    expect((await passwordLogin('admin@portal.test')).statusCode).toBe(200);
    // Staff of other accounts are not concerned.
    expect((await passwordLogin('owner@globex.test')).statusCode).toBe(200);
    // Nor someone who also works for another account: no account's IdP may sign them in, so the
    // rule leaves them their password instead of locking them out.
    const both = t.ids.user('moderator@acme.test');
    const [globexOwner] = (
      (await t.database.db.execute(
        sql`select id from roles where key = 'owner' and account_id = ${t.ids.globex}`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    await t.database.db.execute(
      sql`insert into grants (user_id, role_id, account_id, scope_type, scope_id) values (${both}, ${globexOwner!.id}, ${t.ids.globex}, 'account', ${t.ids.globex})`,
    );
    expect((await passwordLogin('moderator@acme.test')).statusCode).toBe(200);
    await t.database.db.execute(sql`delete from grants where user_id = ${both} and account_id = ${t.ids.globex}`);

    // SSO still signs the manager in.
    const list = await t.call({ method: 'GET', url: BASE, ...as(owner) });
    const { token } = await signIn(list.json().data[0].id, 'manager@acme.test');
    expect(token).toBeTruthy();
  });

  it('keeps the last enabled provider while SSO is required', async () => {
    const [only] = (await t.call({ method: 'GET', url: BASE, ...as(owner) })).json().data;
    const removed = await t.call({ method: 'DELETE', url: `${BASE}/${only.id}`, ...as(owner) });
    expect(removed.statusCode).toBe(409);
    expect(removed.json().code).toBe('sso_provider_required');
    const disabled = await t.call({
      method: 'PUT',
      url: `${BASE}/${only.id}`,
      ...as(owner),
      payload: {
        preset: 'oidc',
        display_name: 'Acme SSO',
        issuer: idp.issuer,
        client_id: idp.clientId,
        enabled: false,
      },
    });
    expect(disabled.statusCode).toBe(409);
  });

  it('lets password sign-in back when turned off', async () => {
    const off = await t.call({
      method: 'PUT',
      url: SECURITY,
      ...as(owner),
      payload: { require_two_factor: false, require_sso: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await passwordLogin('manager@acme.test')).statusCode).toBe(200);
  });
});

describe('just-in-time creation', () => {
  it('creates an active person with the chosen account role on a first sign-in from an allowed domain', async () => {
    const roles = (await t.call({ method: 'GET', url: '/portal/v1/accounts/roles', ...as(owner) })).json()
      .data as AccountRole[];
    const role = roles.find((r) => roleFitsPlace(r, 'account') && !r.permissions.includes('all'));
    expect(role).toBeTruthy();
    const created = await provider({
      display_name: 'Acme JIT',
      jit_enabled: true,
      jit_role_id: role!.id,
      allowed_domains: ['acme.test'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as string;

    idp.addUser({ email: 'new.hire@acme.test', sub: 'jit-1', name: 'New Hire' });
    const { token } = await signIn(id, 'new.hire@acme.test');
    expect(token).toBeTruthy();
    const [person] = await t.database.db.select().from(users).where(eq(users.email, 'new.hire@acme.test'));
    expect(person).toMatchObject({ name: 'New Hire', status: 'active' });
    const held = await t.database.db
      .select()
      .from(grants)
      .where(and(eq(grants.userId, person!.id), eq(grants.accountId, t.ids.acme)));
    expect(held).toMatchObject([{ roleId: role!.id, scopeType: 'account', scopeId: t.ids.acme }]);
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'user.created_by_sso'));
    expect(audit).toMatchObject({ subjectId: String(person!.id), accountId: t.ids.acme });
    // Its password is unknown: nobody signs in as it with one.
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/portal/auth/login',
          payload: { email: 'new.hire@acme.test', password: '' },
        })
      ).statusCode,
    ).toBe(422);

    // Not from outside the allowed domains, and not for people of another account.
    expect((await signIn(id, 'someone@elsewhere.test')).error).toBe('sso_domain_not_allowed');
    const off = await t.call({
      method: 'PUT',
      url: `${BASE}/${id}`,
      ...as(owner),
      payload: {
        preset: 'oidc',
        display_name: 'Acme JIT',
        issuer: idp.issuer,
        client_id: idp.clientId,
        allowed_domains: [],
        jit_enabled: false,
      },
    });
    expect(off.statusCode).toBe(200);
    expect((await signIn(id, 'another.hire@acme.test')).error).toBe('sso_no_access');

    // A disabled provider is an unknown one, on the login page and at its start.
    const disabled = await t.call({
      method: 'PUT',
      url: `${BASE}/${id}`,
      ...as(owner),
      payload: {
        preset: 'oidc',
        display_name: 'Acme JIT',
        issuer: idp.issuer,
        client_id: idp.clientId,
        enabled: false,
      },
    });
    expect(disabled.json().data.enabled).toBe(false);
    const listed = await t.call({ method: 'GET', url: '/portal/auth/oauth/providers' });
    expect(listed.json().data.map((p: { id: string }) => p.id)).not.toContain(id);
    const start = await t.call({ method: 'GET', url: `/portal/auth/oauth/${id}/start` });
    expect(start.headers.location).toBe('/login?sso_error=unknown_oauth_provider');
  });
  it('makes nobody when the account’s plan has no place for a new person (sso_plan_full)', async () => {
    const roles = (await t.call({ method: 'GET', url: '/portal/v1/accounts/roles', ...as(owner) })).json()
      .data as AccountRole[];
    const role = roles.find((r) => roleFitsPlace(r, 'account') && !r.permissions.includes('all'));
    const created = await provider({
      display_name: 'Acme JIT full',
      jit_enabled: true,
      jit_role_id: role!.id,
      allowed_domains: ['acme.test'],
    });
    const id = created.json().data.id as string;
    // The plan is full: as many places as people holding a role or an open invitation.
    await t.database.db.execute(sql`update accounts set max_people = (
      select count(*) from (select user_id from grants where account_id = ${t.ids.acme}
        union select user_id from invitations where account_id = ${t.ids.acme} and expires_at > now()) p)
      where id = ${t.ids.acme}`);
    try {
      idp.addUser({ email: 'full.hire@acme.test', sub: 'jit-full', name: 'Full Hire' });
      expect((await signIn(id, 'full.hire@acme.test')).error).toBe('sso_plan_full');
      expect(await t.database.db.select().from(users).where(eq(users.email, 'full.hire@acme.test'))).toEqual([]);
      // One more place, and the same sign-in makes them.
      await t.database.db.execute(sql`update accounts set max_people = max_people + 1 where id = ${t.ids.acme}`);
      expect((await signIn(id, 'full.hire@acme.test')).token).toBeTruthy();
    } finally {
      await t.database.db.execute(sql`update accounts set max_people = null where id = ${t.ids.acme}`);
    }
  });
});
