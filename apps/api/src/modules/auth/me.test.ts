import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ROLES } from '../../seed/demo-data.js';
import { type Harness, setupApi } from '../../test/harness.js';

let t: Harness;
beforeAll(async () => {
  t = await setupApi();
});
afterAll(() => t.close());

const me = async (email: string, headers: Record<string, string> = {}) => {
  const token = await t.login(email);
  const res = await t.call({ method: 'GET', url: '/portal/auth/me', token, headers });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

const sorted = (list: readonly string[]) => [...list].sort();
const names = (accounts: { name: string; sites: { name: string }[] }[]) =>
  accounts.map((a) => `${a.name}: ${a.sites.map((s) => s.name).join(', ')}`);

describe('GET /auth/me per demo role (DESIGN §7)', () => {
  it('platform admin holds `all` everywhere and sees every account', async () => {
    const data = await me('admin@portal.test');
    expect(data.permissions).toEqual({ all: ['all'] });
    expect(names(data.accounts)).toEqual([
      'Acme Talent Group: Acme Health Careers, Acme Jobs',
      'Globex Recruitment: Globex Careers',
    ]);
    expect(data).toMatchObject({ email: 'admin@portal.test', name: 'Pat Admin', avatar: null });
  });

  it('Acme owner holds `all` on the Acme account only', async () => {
    const data = await me('owner@acme.test');
    expect(data.permissions).toEqual({ [`account:${t.ids.acme}`]: ['all'] });
    expect(names(data.accounts)).toEqual(['Acme Talent Group: Acme Health Careers, Acme Jobs']);
  });

  it('site manager holds the manager bundle on Acme Jobs', async () => {
    const data = await me('manager@acme.test');
    expect(data.permissions).toEqual({ [`site:${t.ids.acmeJobs}`]: sorted(DEMO_ROLES.siteManager.permissions) });
    expect(names(data.accounts)).toEqual(['Acme Talent Group: Acme Jobs']);
  });

  it('moderator holds view and approve on Acme Jobs', async () => {
    const data = await me('moderator@acme.test');
    expect(data.permissions).toEqual({ [`site:${t.ids.acmeJobs}`]: sorted(DEMO_ROLES.moderator.permissions) });
    expect(data.permissions[`site:${t.ids.acmeJobs}`]).toContain('employers.approve');
    expect(data.permissions[`site:${t.ids.acmeJobs}`]).not.toContain('employers.all');
  });

  it('employer user holds the employer bundle on Northwind and sees it as a selectable employer', async () => {
    const data = await me('hr@northwind.test');
    const northwind = t.ids.employer('Northwind Traders');
    expect(data.permissions).toEqual({ [`employer:${northwind}`]: sorted(DEMO_ROLES.employerAdmin.permissions) });
    expect(data.accounts).toEqual([
      {
        id: t.ids.acme,
        name: 'Acme Talent Group',
        sites: [
          {
            id: t.ids.acmeJobs,
            name: 'Acme Jobs',
            employers: [{ id: northwind, name: 'Northwind Traders', status: 'active' }],
          },
        ],
      },
    ]);
  });

  it('Globex owner sees only Globex', async () => {
    const data = await me('owner@globex.test');
    expect(data.permissions).toEqual({ [`account:${t.ids.globex}`]: ['all'] });
    expect(names(data.accounts)).toEqual(['Globex Recruitment: Globex Careers']);
  });

  it('a user with no memberships gets an empty team list, and still reaches /auth/me', async () => {
    const data = await me('nobody@portal.test');
    expect(data.permissions).toEqual({});
    expect(data.accounts).toEqual([]);
  });

  it('X-AF-Branding-Token narrows the accounts to that brand', async () => {
    const acmeOnly = await me('admin@portal.test', { 'x-af-branding-token': t.ids.brandToken('acme') });
    expect(names(acmeOnly.accounts)).toEqual(['Acme Talent Group: Acme Health Careers, Acme Jobs']);
    const globexOnly = await me('admin@portal.test', { 'x-af-branding-token': t.ids.brandToken('globex') });
    expect(names(globexOnly.accounts)).toEqual(['Globex Recruitment: Globex Careers']);
    // Another brand's token never widens what a user sees.
    const foreign = await me('owner@acme.test', { 'x-af-branding-token': t.ids.brandToken('globex') });
    expect(foreign.accounts).toEqual([]);
  });

  it('the response carries only schema fields (no password hash, no internal columns)', async () => {
    const token = await t.login('owner@acme.test');
    const res = await t.call({ method: 'GET', url: '/portal/auth/me', token });
    expect(Object.keys(res.json().data).sort()).toEqual([
      'accounts',
      'avatar',
      'email',
      'id',
      'impersonation',
      'locale',
      'name',
      'permissions',
      'session_account',
      'two_factor_enrolment_required',
    ]);
    expect(res.body).not.toMatch(/argon2|password/i);
  });
});

describe('session validity on /auth/me', () => {
  const get = (token?: string) => t.call({ method: 'GET', url: '/portal/auth/me', ...(token ? { token } : {}) });

  it('answers 401 Unauthenticated without a token, with a malformed one, and with an unknown one', async () => {
    for (const res of [
      await get(),
      await t.call({ method: 'GET', url: '/portal/auth/me', headers: { authorization: 'Basic abc' } }),
      await get('x'.repeat(43)),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthenticated.', code: 'unauthenticated' });
      expect(res.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it('rejects a token after logout (revoked)', async () => {
    const token = await t.login('manager@acme.test');
    expect((await get(token)).statusCode).toBe(200);
    const out = await t.call({ method: 'DELETE', url: '/portal/auth/logout', token });
    expect(out.statusCode).toBe(204);
    expect((await get(token)).statusCode).toBe(401);
  });

  it('rejects a token past its absolute expiry', async () => {
    const token = await t.login('manager@acme.test');
    await t.database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where revoked_at is null`,
    );
    expect((await get(token)).statusCode).toBe(401);
  });

  it('rejects a token idle for longer than the idle limit, and keeps an active one alive', async () => {
    const token = await t.login('manager@acme.test');
    const idle = t.config.session.idleMinutes;
    await t.database.db.execute(
      sql`update sessions set last_used_at = now() - make_interval(mins => ${idle - 2}) where revoked_at is null`,
    );
    expect((await get(token)).statusCode).toBe(200); // used: last_used_at moves forward
    await t.database.db.execute(
      sql`update sessions set last_used_at = now() - make_interval(mins => ${idle + 1}) where revoked_at is null`,
    );
    expect((await get(token)).statusCode).toBe(401);
  });

  it('rejects the token of a user who has been disabled', async () => {
    const token = await t.login('moderator@acme.test');
    await t.database.db.execute(sql`update users set status = 'disabled' where email = 'moderator@acme.test'`);
    expect((await get(token)).statusCode).toBe(401);
    await t.database.db.execute(sql`update users set status = 'active' where email = 'moderator@acme.test'`);
  });
});
