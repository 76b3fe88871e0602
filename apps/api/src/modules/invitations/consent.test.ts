import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grants, roles } from '../../db/schema/index.js';
import { type Harness, type Selection, setupApi } from '../../test/harness.js';
import { mailsDuring } from '../../test/mail.js';

// SECURITY.md check 24 (consent before membership), replayed as the attacker did it: an employer
// user and an account owner "added" people of other tenants and the platform admin to their team
// and learnt their names and last sign-in. Check 26's answer shape: the same for every address.

let t: Harness;
const tokens: Record<string, string> = {};
let northwind: number;
let asNorthwind: Selection;

beforeAll(async () => {
  t = await setupApi();
  northwind = t.ids.employer('Northwind Traders');
  asNorthwind = { account: t.ids.acme, site: t.ids.acmeJobs, employer: northwind };
  for (const email of ['hr@northwind.test', 'owner@acme.test', 'owner@globex.test', 'admin@portal.test'])
    tokens[email] = await t.login(email);
});
afterAll(() => t.close());

const roleId = async (key: string) =>
  (
    await t.database.db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.key, key), eq(roles.accountId, t.ids.acme)))
  )[0]!.id;

const inviteToNorthwind = async (email: string, token = tokens['hr@northwind.test']!) =>
  t.call({
    method: 'POST',
    url: `/portal/v1/employers/${northwind}/users`,
    token,
    select: asNorthwind,
    payload: { email, name: 'Typed By Inviter', role_id: await roleId('employer_admin') },
  });

const inviteToAcmeJobs = async (email: string) =>
  t.call({
    method: 'POST',
    url: '/portal/v1/accounts/users',
    token: tokens['owner@acme.test']!,
    select: { account: t.ids.acme },
    payload: {
      email,
      name: 'Typed By Inviter',
      role_id: await roleId('site_manager'),
      scope_type: 'site',
      scope_id: t.ids.acmeJobs,
    },
  });

const me = async (email: string) =>
  (await t.call({ method: 'GET', url: '/portal/auth/me', token: tokens[email]! })).json().data;

/** The answer with what must differ per address (the address and the row's own id and times) set aside. */
function shapeOf(body: { data: Record<string, unknown> }) {
  const { id, email, invited_at, expires_at, ...rest } = body.data;
  expect(typeof id).toBe('number');
  expect(typeof email).toBe('string');
  expect(new Date(expires_at as string).getTime() - new Date(invited_at as string).getTime()).toBe(7 * 86_400_000);
  return { keys: Object.keys(body.data).sort(), rest };
}

const PROFILE_FIELDS = ['name', 'avatar', 'last_login_at', 'status', 'grants'];

describe('adding an existing person to a team needs their consent (SECURITY check 24)', () => {
  it('hr@northwind.test invites owner@globex.test and admin@portal.test: the answer a new address gets, and no grant acts', async () => {
    const globexBefore = await me('owner@globex.test');
    const adminBefore = await me('admin@portal.test');

    const fresh = await inviteToNorthwind('someone.new@example.test');
    const globex = await inviteToNorthwind('owner@globex.test');
    const admin = await inviteToNorthwind('ADMIN@portal.test');
    for (const res of [fresh, globex, admin]) {
      expect(res.statusCode).toBe(201);
      for (const field of PROFILE_FIELDS) expect(res.json().data).not.toHaveProperty(field);
    }
    expect(shapeOf(globex.json())).toEqual(shapeOf(fresh.json()));
    expect(shapeOf(admin.json())).toEqual(shapeOf(fresh.json()));
    expect(globex.json().data.email).toBe('owner@globex.test');
    expect(admin.json().data.email).toBe('admin@portal.test');
    for (const res of [globex, admin]) {
      expect(res.body).not.toContain('Gus Globex');
      expect(res.body).not.toContain('Pat Admin');
    }

    // Nothing acts before they accept: same /auth/me, and Northwind cannot be selected.
    expect(await me('owner@globex.test')).toEqual(globexBefore);
    expect(await me('admin@portal.test')).toEqual(adminBefore);
    const asGlobexInNorthwind = await t.call({
      method: 'GET',
      url: `/portal/v1/employers/${northwind}/users`,
      token: tokens['owner@globex.test']!,
      select: asNorthwind,
    });
    expect(asGlobexInNorthwind.statusCode).toBe(403);
    const rows = await t.database.db
      .select()
      .from(grants)
      .where(and(eq(grants.scopeType, 'employer'), eq(grants.scopeId, northwind)));
    expect(rows.map((g) => g.userId)).not.toContain(t.ids.user('owner@globex.test'));

    // The team lists them only as pending invitations, with the address typed and nothing else.
    const team = await t.call({
      method: 'GET',
      url: `/portal/v1/employers/${northwind}/users`,
      token: tokens['hr@northwind.test']!,
      select: asNorthwind,
    });
    expect(team.body).not.toContain('owner@globex.test');
    expect(team.body).not.toContain('Gus Globex');
    const pending = await t.call({
      method: 'GET',
      url: `/portal/v1/employers/${northwind}/invitations`,
      token: tokens['hr@northwind.test']!,
      select: asNorthwind,
    });
    expect(pending.statusCode).toBe(200);
    const listed = pending.json().data as Record<string, unknown>[];
    const emails = listed.map((i) => i.email);
    expect(emails).toEqual(
      expect.arrayContaining(['owner@globex.test', 'admin@portal.test', 'someone.new@example.test']),
    );
    for (const row of listed) for (const field of PROFILE_FIELDS) expect(row).not.toHaveProperty(field);
    expect(pending.body).not.toContain('Gus Globex');
    expect(pending.body).not.toContain('Typed By Inviter');
  });

  it('the same through /v1/accounts/users: an account owner cannot add another tenant’s owner either', async () => {
    const before = await me('owner@globex.test');
    const fresh = await inviteToAcmeJobs('another.new@example.test');
    const globex = await inviteToAcmeJobs('Owner@Globex.test');
    expect(fresh.statusCode).toBe(201);
    expect(globex.statusCode).toBe(201);
    expect(shapeOf(globex.json())).toEqual(shapeOf(fresh.json()));
    for (const field of PROFILE_FIELDS) expect(globex.json().data).not.toHaveProperty(field);
    expect(globex.body).not.toContain('Gus Globex');

    expect(await me('owner@globex.test')).toEqual(before);
    const selected = await t.call({
      method: 'GET',
      url: '/portal/v1/jobs',
      token: tokens['owner@globex.test']!,
      select: { account: t.ids.acme, site: t.ids.acmeJobs },
    });
    expect(selected.statusCode).toBe(403);
    const people = await t.call({
      method: 'GET',
      url: '/portal/v1/accounts/users?per_page=100',
      token: tokens['owner@acme.test']!,
      select: { account: t.ids.acme },
    });
    expect(people.body).not.toContain('owner@globex.test');
  });

  it('an address that already belongs to the team gets the same answer (membership is not told either)', async () => {
    const fresh = await inviteToNorthwind('third.new@example.test');
    const member = await inviteToNorthwind('recruiter@northwind.test');
    expect(member.statusCode).toBe(201);
    expect(shapeOf(member.json())).toEqual(shapeOf(fresh.json()));
    // Inviting the same address again renews the one invitation rather than telling anything.
    const again = await inviteToNorthwind('owner@globex.test');
    expect(again.statusCode).toBe(201);
    expect(shapeOf(again.json())).toEqual(shapeOf(fresh.json()));
  });

  it('an existing person is told in the portal and by e-mail, with a way to accept or decline, and nothing else happens', async () => {
    const mails = await mailsDuring(t, () => inviteToNorthwind('owner@globex.test'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toContain('owner@globex.test');
    expect(mails[0]!.text).not.toContain('/auth/profile/password');
    expect(mails[0]!.text).toMatch(/answer=accept/);
    expect(mails[0]!.text).toMatch(/answer=decline/);
    const inbox = await t.call({
      method: 'GET',
      url: '/portal/v1/notifications/inbox',
      token: tokens['owner@globex.test']!,
    });
    expect(inbox.json().data[0]).toMatchObject({ kind: 'invitation_received', subject: expect.any(String) });
    expect(inbox.json().data[0].content).toContain('Northwind Traders');
  });

  it('nobody can invite themselves (422), whatever the case of the address', async () => {
    const self = await inviteToNorthwind('HR@northwind.test');
    expect(self.statusCode).toBe(422);
    expect(self.json().errors).toEqual({ email: ['You cannot invite yourself.'] });
    const owner = await t.call({
      method: 'POST',
      url: '/portal/v1/accounts/users',
      token: tokens['owner@acme.test']!,
      select: { account: t.ids.acme },
      payload: {
        email: 'owner@acme.test',
        name: 'Me',
        role_id: await roleId('moderator'),
        scope_type: 'site',
        scope_id: t.ids.acmeHealth,
      },
    });
    expect(owner.statusCode).toBe(422);
    expect(Object.keys(owner.json().errors)).toEqual(['email']);
  });
});
