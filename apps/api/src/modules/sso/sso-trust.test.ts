import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, identityProviders, sessions, users } from '../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../seed/demo-data.js';
import { type Harness, setupApi } from '../../test/harness.js';
import { type DevOidcProvider, landing, ssoRoundTrip, startTestIdp } from '../../test/oidc-provider.js';

/*
 * Issue 31, items 2, 3 and 4, replayed against a real OpenID Connect provider: whom an account's
 * provider may sign in (addresses of domains the account proved; the account's own staff only),
 * who may configure one (owners: `identity_providers.update`, a just-in-time role within the
 * configurer's own rights), and when its `amr` stands for a second factor.
 */

let t: Harness;
let idp: DevOidcProvider;
let owner: string;
let admin: string;

const PROVIDERS = '/portal/v1/accounts/identity-providers';
const DOMAINS = '/portal/v1/accounts/email-domains';
const inAcme = (token: string) => ({ token, select: { account: t.ids.acme } });

const providerBody = (extra: Record<string, unknown> = {}) => ({
  preset: 'oidc',
  display_name: 'Acme SSO',
  issuer: idp.issuer,
  client_id: idp.clientId,
  client_secret: idp.clientSecret,
  ...extra,
});
const createProvider = (token: string, extra: Record<string, unknown> = {}) =>
  t.call({ method: 'POST', url: PROVIDERS, ...inAcme(token), payload: providerBody(extra) });

/** The whole round trip in a browser; the exchange's answer, or the refusal the login page gets. */
async function signIn(provider: string, email: string, options: { mfa?: boolean } = {}) {
  const trip = await ssoRoundTrip(t, provider, email, options);
  const landed = landing((await trip.callback()).headers.location);
  if (!landed.code) return { error: landed.error, answer: null };
  const res = await t.call({
    method: 'POST',
    url: '/portal/auth/oauth/exchange',
    payload: { code: landed.code },
    headers: { cookie: trip.cookie },
  });
  return { error: null, answer: res.json() as { access_token?: string; second_factor_required?: boolean } };
}

const roleId = async (key: string) =>
  (
    (await t.database.db.execute(
      sql`select id from roles where key = ${key} and account_id = ${t.ids.acme}`,
    )) as unknown as { rows: { id: number }[] }
  ).rows[0]!.id;

/** A role of Acme made by its owner, given to `email` at the account itself. */
async function grantAcmeRole(email: string, name: string, permissions: string[]) {
  const role = await t.call({
    method: 'POST',
    url: '/portal/v1/accounts/roles',
    ...inAcme(owner),
    payload: { name, scope_type: 'account', permissions },
  });
  expect(role.statusCode, role.body).toBe(201);
  const id = role.json().data.id as number;
  await t.database.db.execute(
    sql`insert into grants (user_id, role_id, account_id, scope_type, scope_id)
        values (${t.ids.user(email)}, ${id}, ${t.ids.acme}, 'account', ${t.ids.acme})`,
  );
  return id;
}

/** Acme proves `domain`: its owner claims it, platform staff approve it by hand. */
async function acmeProves(domain: string) {
  const added = await t.call({ method: 'POST', url: DOMAINS, ...inAcme(owner), payload: { domain } });
  expect(added.statusCode, added.body).toBe(201);
  const approved = await t.call({
    method: 'POST',
    url: `${DOMAINS}/${added.json().data.id}/approve`,
    ...inAcme(admin),
    payload: { reason: 'Checked with the account by phone.' },
  });
  expect(approved.statusCode, approved.body).toBe(200);
  return added.json().data.id as string;
}

beforeAll(async () => {
  [t, idp] = await Promise.all([setupApi(), startTestIdp()]);
  [owner, admin] = await Promise.all([t.login('owner@acme.test'), t.login('admin@portal.test')]);
});
afterAll(async () => {
  await t.close();
  await idp.close();
});
beforeEach(async () => {
  await t.database.db.execute(sql`delete from auth_throttle`);
});

describe('item 2: an account’s provider signs in only addresses of domains the account proved', () => {
  it('Acme’s provider with just-in-time creation and no domain list refuses someone@globex.test and creates nobody; new@acme.test is created', async () => {
    const created = await createProvider(owner, {
      display_name: 'Acme JIT',
      allowed_domains: [],
      jit_enabled: true,
      jit_role_id: await roleId('moderator'),
    });
    expect(created.statusCode, created.body).toBe(201);
    const provider = created.json().data.id as string;

    idp.addUser({ email: 'someone@globex.test', sub: 'globex-someone' });
    const refused = await signIn(provider, 'someone@globex.test');
    expect(refused.error).toBe('sso_domain_unproven');
    expect(await t.database.db.select().from(users).where(eq(users.email, 'someone@globex.test'))).toEqual([]);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'auth.sso_refused'))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(audit?.data).toMatchObject({ reason: 'sso_domain_unproven', email: 'someone@globex.test' });

    // acme.test is proven (approved by hand in the demo data): a new person of it is created.
    idp.addUser({ email: 'new@acme.test', sub: 'acme-new' });
    const ok = await signIn(provider, 'new@acme.test');
    expect(ok.answer?.access_token).toBeTruthy();
    const [person] = await t.database.db.select().from(users).where(eq(users.email, 'new@acme.test'));
    expect(person?.status).toBe('active');

    // Without the proof, nobody of acme.test gets in, not even someone already linked.
    const [proof] = (await t.call({ method: 'GET', url: DOMAINS, ...inAcme(owner) })).json().data;
    expect(proof.domain).toBe('acme.test');
    expect((await t.call({ method: 'DELETE', url: `${DOMAINS}/${proof.id}`, ...inAcme(owner) })).statusCode).toBe(204);
    expect((await signIn(provider, 'new@acme.test')).error).toBe('sso_domain_unproven');
    expect((await signIn(provider, 'another.new@acme.test')).error).toBe('sso_domain_unproven');
    await acmeProves('acme.test');
    expect((await signIn(provider, 'new@acme.test')).answer?.access_token).toBeTruthy();
  });
});

describe('item 3: configuring single sign-on is an owner’s power', () => {
  it('a manager holding only accounts.update creates no provider (403), so the "Account owner" replay fails; nor changes the SSO rule', async () => {
    await grantAcmeRole('manager@acme.test', 'Brand editor', ['accounts.update']);
    const manager = await t.login('manager@acme.test');
    const before = await t.database.db.select({ id: identityProviders.id }).from(identityProviders);

    const takeover = await createProvider(manager, {
      display_name: 'Takeover',
      jit_enabled: true,
      jit_role_id: await roleId('owner'),
    });
    expect(takeover.statusCode).toBe(403);
    expect(await t.database.db.select({ id: identityProviders.id }).from(identityProviders)).toEqual(before);
    for (const [method, url] of [
      ['GET', PROVIDERS],
      ['GET', DOMAINS],
    ] as const) {
      expect((await t.call({ method, url, ...inAcme(manager) })).statusCode, `${method} ${url}`).toBe(403);
    }
    // The brand stays theirs, and the sign-in rules page too, but not requiring SSO.
    expect((await t.call({ method: 'GET', url: '/portal/v1/accounts/brand', ...inAcme(manager) })).statusCode).toBe(
      200,
    );
    const security = '/portal/v1/accounts/security';
    const same = await t.call({
      method: 'PUT',
      url: security,
      ...inAcme(manager),
      payload: { require_two_factor: false },
    });
    expect(same.statusCode, same.body).toBe(200);
    const sso = await t.call({
      method: 'PUT',
      url: security,
      ...inAcme(manager),
      payload: {
        require_two_factor: false,
        require_sso: false,
        sso_break_glass_user_id: t.ids.user('manager@acme.test'),
      },
    });
    expect(sso.statusCode).toBe(403);
    // Nor are they an "owner" who could be the break-glass user.
    const candidates = (await t.call({ method: 'GET', url: security, ...inAcme(owner) })).json().data
      .break_glass_candidates as { email: string }[];
    expect(candidates.map((c) => c.email)).toEqual(['owner@acme.test']);
  });

  it('someone given the right below owner cannot make a just-in-time role above their own (422 on the field), on create or change', async () => {
    const ssoAdmin = await grantAcmeRole('moderator@acme.test', 'SSO admin', ['identity_providers.update']);
    const configurer = await t.login('moderator@acme.test');
    const ownerRole = await roleId('owner');

    const above = await createProvider(configurer, {
      display_name: 'Escalate',
      jit_enabled: true,
      jit_role_id: ownerRole,
    });
    expect(above.statusCode).toBe(422);
    expect(above.json().errors.jit_role_id).toEqual(['Choose a role whose rights you hold yourself at this account.']);
    const fr = await t.call({
      method: 'POST',
      url: PROVIDERS,
      ...inAcme(configurer),
      headers: { 'accept-language': 'fr' },
      payload: providerBody({ display_name: 'Escalate', jit_enabled: true, jit_role_id: ownerRole }),
    });
    expect(fr.json().errors.jit_role_id).toEqual([
      'Choisissez un rôle dont vous détenez vous-même les droits dans ce compte.',
    ]);

    // Their own role is fine; changing it to the owner's afterwards is refused the same way.
    const own = await createProvider(configurer, {
      display_name: 'SSO admins',
      jit_enabled: true,
      jit_role_id: ssoAdmin,
    });
    expect(own.statusCode, own.body).toBe(201);
    const id = own.json().data.id as string;
    const raised = await t.call({
      method: 'PUT',
      url: `${PROVIDERS}/${id}`,
      ...inAcme(configurer),
      payload: providerBody({ display_name: 'SSO admins', jit_enabled: true, jit_role_id: ownerRole }),
    });
    expect(raised.statusCode).toBe(422);
    expect(raised.json().errors.jit_role_id).toBeTruthy();
    const [row] = await t.database.db.select().from(identityProviders).where(eq(identityProviders.uuid, id));
    expect(row?.jitRoleId).toBe(ssoAdmin);
    // The owner holds every right: any role that fits the account.
    const byOwner = await t.call({
      method: 'PUT',
      url: `${PROVIDERS}/${id}`,
      ...inAcme(owner),
      payload: providerBody({ display_name: 'SSO admins', jit_enabled: true, jit_role_id: ownerRole }),
    });
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    await t.call({ method: 'DELETE', url: `${PROVIDERS}/${id}`, ...inAcme(owner) });
  });
});

describe('item 4: the account’s own staff only, and the IdP’s amr only where the owner trusts it', () => {
  let provider: string;
  beforeAll(async () => {
    provider = (await createProvider(owner, { display_name: 'Acme staff' })).json().data.id;
  });

  it('refuses an employer’s user of Acme (hr@northwind.test), even with northwind.test proven, and leaves them their password', async () => {
    await acmeProves('northwind.test');
    const hr = await signIn(provider, 'hr@northwind.test');
    expect(hr.error).toBe('sso_no_access');
    expect(hr.answer).toBeNull();
    // Platform staff neither, whatever domain Acme proved.
    await acmeProves('portal.test');
    expect((await signIn(provider, 'admin@portal.test')).error).toBe('sso_no_access');

    // Acme requires SSO: its staff's passwords close, not the employer's user's, whom its IdP cannot sign in.
    const security = '/portal/v1/accounts/security';
    const on = await t.call({
      method: 'PUT',
      url: security,
      ...inAcme(owner),
      payload: { require_two_factor: false, require_sso: true, sso_break_glass_user_id: t.ids.user('owner@acme.test') },
    });
    expect(on.statusCode, on.body).toBe(200);
    const password = (email: string) =>
      t.call({ method: 'POST', url: '/portal/auth/login', payload: { email, password: DEMO_PASSWORD } });
    expect((await password('hr@northwind.test')).statusCode).toBe(200);
    expect((await password('manager@acme.test')).json().code).toBe('sso_required');
    await t.call({
      method: 'PUT',
      url: security,
      ...inAcme(owner),
      payload: { require_two_factor: false, require_sso: false },
    });
  });

  it('counts `amr: ["mfa"]` as a second factor only from a provider marked as enforcing it', async () => {
    const userId = t.ids.user('owner@acme.test');
    await t.database.db.execute(
      sql`insert into user_two_factor (user_id, secret, enabled_at) values (${userId}, 'v1.x.y.z', now())`,
    );
    const unmarked = await signIn(provider, 'owner@acme.test', { mfa: true });
    expect(unmarked.answer).toMatchObject({ second_factor_required: true });
    expect(unmarked.answer?.access_token).toBeUndefined();

    const marked = await t.call({
      method: 'PUT',
      url: `${PROVIDERS}/${provider}`,
      ...inAcme(owner),
      payload: providerBody({ display_name: 'Acme staff', client_secret: undefined, enforces_mfa: true }),
    });
    expect(marked.json().data.enforces_mfa).toBe(true);
    const trusted = await signIn(provider, 'owner@acme.test', { mfa: true });
    expect(trusted.answer?.access_token).toBeTruthy();
    const [row] = await t.database.db
      .select({ amr: sessions.amr })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(sql`${sessions.id} desc`)
      .limit(1);
    expect(row?.amr).toEqual(['sso', 'mfa']);
    // Even so, without the claim the person's own second factor is asked.
    expect((await signIn(provider, 'owner@acme.test')).answer).toMatchObject({ second_factor_required: true });
    await t.database.db.execute(sql`delete from user_two_factor where user_id = ${userId}`);
  });

  it('applies the account’s two-factor rule after an unmarked provider’s `mfa`, as after a password', async () => {
    await t.call({
      method: 'PUT',
      url: `${PROVIDERS}/${provider}`,
      ...inAcme(owner),
      payload: providerBody({ display_name: 'Acme staff', client_secret: undefined, enforces_mfa: false }),
    });
    await t.database.db.execute(sql`update accounts set require_two_factor = true where id = ${t.ids.acme}`);
    try {
      const { answer } = await signIn(provider, 'manager@acme.test', { mfa: true });
      const me = await t.call({ method: 'GET', url: '/portal/auth/me', token: answer!.access_token! });
      expect(me.json().data.two_factor_enrolment_required).toBe(true);
      const jobs = await t.call({
        method: 'GET',
        url: '/portal/v1/jobs',
        token: answer!.access_token!,
        select: { account: t.ids.acme, site: t.ids.acmeJobs },
      });
      expect(jobs.json().code).toBe('two_factor_enrolment_required');
    } finally {
      await t.database.db.execute(sql`update accounts set require_two_factor = false where id = ${t.ids.acme}`);
    }
  });
});
