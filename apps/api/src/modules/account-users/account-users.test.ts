import { type AccountRole, type AccountUser, catalogues, FIELD_MESSAGES } from '@talent/contract';
import { and, eq, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, grants, roles, sessions, users } from '../../db/schema/index.js';
import { type Harness, type Selection, setupApi } from '../../test/harness.js';
import { type Mail, mailsDuring } from '../../test/mail.js';

let t: Harness;
const tokens: Record<string, string> = {};
let acme: Selection;
let globex: Selection;

beforeAll(async () => {
  t = await setupApi();
  acme = { account: t.ids.acme };
  globex = { account: t.ids.globex };
  for (const email of ['owner@acme.test', 'manager@acme.test', 'moderator@acme.test', 'owner@globex.test'])
    tokens[email] = await t.login(email);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (token: string | null, method: Method, url: string, select: Selection, payload?: object) =>
  t.call({
    method,
    url: `/portal/v1${url}`,
    ...(token ? { token } : {}),
    select,
    ...(payload ? { payload } : {}),
  });
const owner = () => tokens['owner@acme.test']!;

const roleId = async (key: string, account = t.ids.acme) =>
  (
    await t.database.db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.key, key), eq(roles.accountId, account)))
  )[0]!.id;

const people = async (token: string, query = '') =>
  (await call(token, 'GET', `/accounts/users${query}`, acme)).json().data as AccountUser[];

/** Follows an invitation mail: choose a password, sign in, return the token. */
async function accept(mail: Mail, email: string) {
  const token = /password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
  const password = 'a-brand-new-passphrase';
  const reset = await t.call({
    method: 'POST',
    url: '/portal/auth/reset-password',
    payload: { token, password, password_confirmation: password },
  });
  expect(reset.statusCode).toBe(200);
  return t.login(email, password);
}

describe('GET /v1/accounts/users', () => {
  it('lists the account’s people with each role and where it applies, and nobody from another account', async () => {
    const list = await people(owner());
    const byEmail = new Map(list.map((u) => [u.email, u]));
    expect(byEmail.get('manager@acme.test')!.grants).toMatchObject([
      { role: { key: 'site_manager', name: 'Site manager' }, scope: { type: 'site', name: 'Acme Jobs' } },
    ]);
    expect(byEmail.get('hr@northwind.test')!.grants[0]).toMatchObject({
      role: { key: 'employer_admin' },
      scope: { type: 'employer', name: 'Northwind Traders' },
    });
    expect(byEmail.get('owner@acme.test')!.grants[0]!.scope).toMatchObject({ type: 'account', id: t.ids.acme });
    // An invitation nobody accepted makes nobody one of the account's people.
    expect(byEmail.has('sam.newhire@northwind.test')).toBe(false);
    expect(byEmail.get('recruiter@northwind.test')!.last_login_at).toBeNull();
    const [owned] = await t.database.db
      .select({ at: max(sessions.createdAt) })
      .from(sessions)
      .where(eq(sessions.userId, t.ids.user('owner@acme.test')));
    expect(byEmail.get('owner@acme.test')!.last_login_at).toBe(owned!.at!.toISOString());
    expect(byEmail.has('owner@globex.test')).toBe(false);
    expect(byEmail.has('admin@portal.test')).toBe(false);
  });

  it('searches and filters by status, role and scope', async () => {
    expect((await people(owner(), '?q=manon')).map((u) => u.email)).toEqual(['manager@acme.test']);
    expect(await people(owner(), '?filter[status]=invited')).toEqual([]);
    expect((await people(owner(), '?filter[status]=active')).every((u) => u.status === 'active')).toBe(true);
    const moderators = await people(owner(), `?filter[role]=${await roleId('moderator')}`);
    expect(moderators.map((u) => u.email)).toEqual(['moderator@acme.test']);
    const atEmployers = await people(owner(), '?filter[scope]=employer');
    expect(atEmployers.every((u) => u.grants.some((g) => g.scope.type === 'employer'))).toBe(true);
    expect(atEmployers.some((u) => u.email === 'manager@acme.test')).toBe(false);
  });

  it('keeps the list to account staff: 401 without a token, 403 for site staff and another tenant', async () => {
    expect((await call(null, 'GET', '/accounts/users', acme)).statusCode).toBe(401);
    expect((await call(tokens['manager@acme.test']!, 'GET', '/accounts/users', acme)).statusCode).toBe(403);
    expect((await call(tokens['owner@globex.test']!, 'GET', '/accounts/users', acme)).statusCode).toBe(403);
    const own = await call(tokens['owner@globex.test']!, 'GET', '/accounts/users', globex);
    expect((own.json().data as AccountUser[]).map((u) => u.email)).toEqual(['owner@globex.test']);
  });
});

describe('inviting and granting', () => {
  it('invites a moderator of Acme Jobs who then signs in with only those rights', async () => {
    const moderator = await roleId('moderator');
    let res!: Awaited<ReturnType<typeof call>>;
    const mails = await mailsDuring(t, async () => {
      res = await call(owner(), 'POST', '/accounts/users', acme, {
        email: 'New.Moderator@Acme.test',
        name: 'Nia Moderator',
        role_id: moderator,
        scope_type: 'site',
        scope_id: t.ids.acmeJobs,
      });
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      email: 'new.moderator@acme.test',
      role: { key: 'moderator' },
      scope: { type: 'site', id: t.ids.acmeJobs, name: 'Acme Jobs' },
      expired: false,
    });
    expect(await people(owner(), '?q=new.moderator')).toEqual([]);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Olivia Acme invited you to Acme Jobs on Acme Talent');
    expect(mails[0]!.text).toContain('as Moderator');

    const token = await accept(mails[0]!, 'new.moderator@acme.test');
    const me = (await t.call({ method: 'GET', url: '/portal/auth/me', token })).json().data;
    expect(Object.keys(me.permissions)).toEqual([`site:${t.ids.acmeJobs}`]);
    expect(me.permissions[`site:${t.ids.acmeJobs}`]).toContain('jobs.approve');
    const site = { account: t.ids.acme, site: t.ids.acmeJobs };
    expect((await call(token, 'GET', '/jobs/on-hold', site)).statusCode).toBe(200);
    expect((await call(token, 'GET', '/seekers', site)).statusCode).toBe(403);
    expect((await call(token, 'GET', '/jobs', { account: t.ids.acme, site: t.ids.acmeHealth })).statusCode).toBe(403);
    expect((await call(token, 'GET', '/accounts/users', acme)).statusCode).toBe(403);

    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'account_user.invited'));
    expect(audit).toMatchObject({
      accountId: t.ids.acme,
      actorUserId: t.ids.user('owner@acme.test'),
      data: {
        invitation_id: res.json().data.id,
        email: 'new.moderator@acme.test',
        role: 'moderator',
        scope: `site:${t.ids.acmeJobs}`,
      },
    });
  });

  it('gives an existing person another role at once, and refuses the same role twice', async () => {
    const moderatorId = t.ids.user('moderator@acme.test');
    const body = { role_id: await roleId('moderator'), scope_type: 'site', scope_id: t.ids.acmeHealth };
    const added = await call(owner(), 'POST', `/accounts/users/${moderatorId}/grants`, acme, body);
    expect(added.statusCode).toBe(201);
    expect((added.json().data as AccountUser).grants.map((g) => g.scope.name).sort()).toEqual([
      'Acme Health Careers',
      'Acme Jobs',
    ]);
    const again = await call(owner(), 'POST', `/accounts/users/${moderatorId}/grants`, acme, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_granted');

    const grant = (added.json().data as AccountUser).grants.find((g) => g.scope.name === 'Acme Health Careers')!;
    const removed = await call(owner(), 'DELETE', `/accounts/users/${moderatorId}/grants/${grant.id}`, acme);
    expect(removed.statusCode).toBe(204);
    const [after] = await people(owner(), '?q=malik');
    expect(after!.grants.map((g) => g.scope.name)).toEqual(['Acme Jobs']);
  });

  it('lists invitations not yet accepted; withdrawing one deletes the person it created, resending renews it', async () => {
    const moderator = await roleId('moderator');
    const mails = await mailsDuring(t, () =>
      call(owner(), 'POST', '/accounts/users', acme, {
        email: 'short.lived@acme.test',
        name: 'Short Lived',
        role_id: moderator,
        scope_type: 'site',
        scope_id: t.ids.acmeHealth,
      }),
    );
    expect(mails).toHaveLength(1);
    const list = await call(owner(), 'GET', '/accounts/invitations', acme);
    expect(list.statusCode).toBe(200);
    const pending = list.json().data as { id: number; email: string; scope: { type: string; name: string } }[];
    // Employers' invitations are the account's too (the seeded one of Northwind).
    expect(pending.map((i) => [i.email, i.scope.name])).toEqual(
      expect.arrayContaining([
        ['short.lived@acme.test', 'Acme Health Careers'],
        ['sam.newhire@northwind.test', 'Northwind Traders'],
      ]),
    );
    expect(JSON.stringify(pending)).not.toContain('Short Lived');
    const id = pending.find((i) => i.email === 'short.lived@acme.test')!.id;

    const again = await mailsDuring(t, async () =>
      expect((await call(owner(), 'POST', `/accounts/invitations/${id}/resend`, acme)).statusCode).toBe(204),
    );
    expect(again).toHaveLength(1);
    expect((await call(tokens['manager@acme.test']!, 'DELETE', `/accounts/invitations/${id}`, acme)).statusCode).toBe(
      403,
    );
    expect((await call(tokens['owner@globex.test']!, 'DELETE', `/accounts/invitations/${id}`, globex)).statusCode).toBe(
      404,
    );
    expect((await call(owner(), 'DELETE', `/accounts/invitations/${id}`, acme)).statusCode).toBe(204);
    expect((await call(owner(), 'DELETE', `/accounts/invitations/${id}`, acme)).statusCode).toBe(404);
    const rows = await t.database.db.select().from(users).where(eq(users.email, 'short.lived@acme.test'));
    expect(rows).toEqual([]);
  });

  it('answers 422 per field: unknown role, a scope of another account, a role meant for another scope', async () => {
    const base = { email: 'x@acme.test', name: 'X' };
    const globexRole = await roleId('moderator', t.ids.globex);
    const cases = [
      [{ ...base, role_id: globexRole, scope_type: 'site', scope_id: t.ids.acmeJobs }, 'role_id'],
      [{ ...base, role_id: await roleId('moderator'), scope_type: 'site', scope_id: t.ids.globexCareers }, 'scope_id'],
      [{ ...base, role_id: await roleId('employer_admin'), scope_type: 'site', scope_id: t.ids.acmeJobs }, 'role_id'],
      [{ ...base, role_id: await roleId('owner'), scope_type: 'account', scope_id: t.ids.globex }, 'scope_id'],
    ] as const;
    for (const [payload, field] of cases) {
      const res = await call(owner(), 'POST', '/accounts/users', acme, payload);
      expect(res.statusCode, field).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
    const missing = await call(owner(), 'POST', '/accounts/users', acme, {});
    expect(Object.keys(missing.json().errors).sort()).toEqual(['email', 'name', 'role_id', 'scope_id', 'scope_type']);
  });

  it('refuses a role that does not fit the place (the invite form’s rule), saying why in the reader’s language', async () => {
    const base = { email: 'misfit@acme.test', name: 'Misfit' };
    const misfits = [
      { role_id: await roleId('owner'), scope_type: 'site', scope_id: t.ids.acmeJobs },
      { role_id: await roleId('owner'), scope_type: 'employer', scope_id: t.ids.employer('Northwind Traders') },
      { role_id: await roleId('moderator'), scope_type: 'employer', scope_id: t.ids.employer('Northwind Traders') },
      { role_id: await roleId('employer_recruiter'), scope_type: 'account', scope_id: t.ids.acme },
    ];
    for (const grant of misfits) {
      const res = await call(owner(), 'POST', '/accounts/users', acme, { ...base, ...grant });
      expect(res.statusCode, JSON.stringify(grant)).toBe(422);
      expect(res.json().errors).toEqual({ role_id: [FIELD_MESSAGES.role_out_of_place] });
    }
    for (const locale of ['fr', 'ar'] as const) {
      const res = await t.call({
        method: 'POST',
        url: '/portal/v1/accounts/users',
        token: owner(),
        select: acme,
        headers: { 'accept-language': locale },
        payload: { ...base, ...misfits[0] },
      });
      expect(res.json().errors).toEqual({ role_id: [catalogues[locale].fields.role_out_of_place] });
    }
    // A person already in the account cannot be given one either.
    const moderatorId = t.ids.user('moderator@acme.test');
    const granted = await call(owner(), 'POST', `/accounts/users/${moderatorId}/grants`, acme, misfits[0]);
    expect(granted.statusCode).toBe(422);
    // What fits still goes through: the owner at the account, a moderator at a site.
    const fits = await call(owner(), 'POST', '/accounts/users', acme, {
      ...base,
      role_id: await roleId('moderator'),
      scope_type: 'site',
      scope_id: t.ids.acmeJobs,
    });
    expect(fits.statusCode).toBe(201);
  });

  it('answers 404 for a person of another account', async () => {
    const manager = t.ids.user('manager@acme.test');
    const res = await call(tokens['owner@globex.test']!, 'PUT', `/accounts/users/${manager}`, globex, {
      status: 'disabled',
    });
    expect(res.statusCode).toBe(404);
    expect((await call(tokens['owner@globex.test']!, 'DELETE', `/accounts/users/${manager}`, globex)).statusCode).toBe(
      404,
    );
  });
});

describe('nobody grants more than they hold', () => {
  let lead: string;
  beforeAll(async () => {
    const created = await call(owner(), 'POST', '/accounts/roles', acme, {
      name: 'People lead',
      scope_type: 'account',
      permissions: ['account_users.all', 'roles.all', 'jobs.read'],
    });
    expect(created.statusCode).toBe(201);
    const mails = await mailsDuring(t, () =>
      call(owner(), 'POST', '/accounts/users', acme, {
        email: 'lead@acme.test',
        name: 'Lee Lead',
        role_id: created.json().data.id,
        scope_type: 'account',
        scope_id: t.ids.acme,
      }),
    );
    lead = await accept(mails[0]!, 'lead@acme.test');
  });

  it('offers only roles within the caller’s rights and refuses the others', async () => {
    const list = (await call(lead, 'GET', '/accounts/roles', acme)).json().data as AccountRole[];
    const byKey = new Map(list.map((r) => [r.key, r]));
    expect(byKey.get('moderator')).toMatchObject({ assignable: false, editable: false });
    expect(byKey.get('people_lead')).toMatchObject({ assignable: true, editable: true, users: 1 });

    const refused = await call(lead, 'POST', '/accounts/users', acme, {
      email: 'someone@acme.test',
      name: 'Someone',
      role_id: await roleId('moderator'),
      scope_type: 'site',
      scope_id: t.ids.acmeJobs,
    });
    expect(refused.statusCode).toBe(403);
    // Nor withdraw or resend an invitation of a role beyond their rights.
    const invited = (await call(owner(), 'GET', '/accounts/invitations', acme)).json().data as {
      id: number;
      role: { key: string };
    }[];
    const bigger = invited.find((i) => i.role.key === 'employer_recruiter')!;
    expect((await call(lead, 'DELETE', `/accounts/invitations/${bigger.id}`, acme)).statusCode).toBe(403);
    expect((await call(lead, 'POST', `/accounts/invitations/${bigger.id}/resend`, acme)).statusCode).toBe(403);
  });

  it('refuses building a role with rights the author lacks, and allows one within them', async () => {
    const wider = await call(lead, 'POST', '/accounts/roles', acme, {
      name: 'Approver',
      permissions: ['jobs.approve'],
    });
    expect(wider.statusCode).toBe(403);
    const everything = await call(lead, 'POST', '/accounts/roles', acme, { name: 'God', permissions: ['all'] });
    expect(everything.statusCode).toBe(403);
    const narrow = await call(lead, 'POST', '/accounts/roles', acme, {
      name: 'Job viewer',
      permissions: ['jobs.read'],
    });
    expect(narrow.statusCode).toBe(201);
    expect(narrow.json().data).toMatchObject({ key: 'job_viewer', permissions: ['jobs.read'], users: 0 });
    const widen = await call(lead, 'PUT', `/accounts/roles/${narrow.json().data.id}`, acme, {
      name: 'Job viewer',
      permissions: ['jobs.read', 'jobs.delete'],
    });
    expect(widen.statusCode).toBe(403);
    // A platform template or a bigger role is not theirs to change.
    const moderator = await call(lead, 'PUT', `/accounts/roles/${await roleId('moderator')}`, acme, {
      name: 'Moderator',
      permissions: ['jobs.read'],
    });
    expect(moderator.statusCode).toBe(403);
  });

  it('refuses taking rights from, or disabling, someone with more power', async () => {
    const manager = (await people(owner(), '?q=manon'))[0]!;
    const res = await call(lead, 'DELETE', `/accounts/users/${manager.id}/grants/${manager.grants[0]!.id}`, acme);
    expect(res.statusCode).toBe(403);
    expect((await call(lead, 'PUT', `/accounts/users/${manager.id}`, acme, { status: 'disabled' })).statusCode).toBe(
      403,
    );
    expect((await call(lead, 'DELETE', `/accounts/users/${manager.id}`, acme)).statusCode).toBe(403);
  });

  it('refuses changing one’s own roles or status', async () => {
    const self = t.ids.user('owner@acme.test');
    const res = await call(owner(), 'PUT', `/accounts/users/${self}`, acme, { status: 'disabled' });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('cannot_remove_self');
  });
});

describe('disable, enable, remove', () => {
  it('disabling ends the person’s sessions at once; enabling lets them sign in again', async () => {
    const moderatorId = t.ids.user('moderator@acme.test');
    const disabled = await call(owner(), 'PUT', `/accounts/users/${moderatorId}`, acme, { status: 'disabled' });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().data.status).toBe('disabled');
    const me = await t.call({ method: 'GET', url: '/portal/auth/me', token: tokens['moderator@acme.test'] });
    expect(me.statusCode).toBe(401);
    await expect(t.login('moderator@acme.test')).rejects.toThrow();

    const enabled = await call(owner(), 'PUT', `/accounts/users/${moderatorId}`, acme, { status: 'active' });
    expect(enabled.json().data.status).toBe('active');
    tokens['moderator@acme.test'] = await t.login('moderator@acme.test');
    const actions = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'user'), eq(auditLog.subjectId, String(moderatorId))));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['account_user.disabled', 'account_user.enabled']),
    );
  });

  it('does not disable someone who also works for another account', async () => {
    const manager = t.ids.user('manager@acme.test');
    await t.database.db.insert(grants).values({
      userId: manager,
      roleId: await roleId('moderator', t.ids.globex),
      accountId: t.ids.globex,
      scopeType: 'site',
      scopeId: t.ids.globexCareers,
    });
    const res = await call(owner(), 'PUT', `/accounts/users/${manager}`, acme, { status: 'disabled' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('user_in_other_accounts');
    // Removing them from Acme leaves their Globex role alone.
    expect((await call(owner(), 'DELETE', `/accounts/users/${manager}`, acme)).statusCode).toBe(204);
    expect((await people(owner(), '?q=manon')).length).toBe(0);
    const globexPeople = (await call(tokens['owner@globex.test']!, 'GET', '/accounts/users', globex)).json()
      .data as AccountUser[];
    expect(globexPeople.map((u) => u.email)).toContain('manager@acme.test');
  });
});

describe('roles', () => {
  it('lists roles with permission strings; deletes only a role nobody holds', async () => {
    const list = (await call(owner(), 'GET', '/accounts/roles', acme)).json().data as AccountRole[];
    const moderator = list.find((r) => r.key === 'moderator')!;
    expect(moderator.permissions).toContain('jobs.approve');
    expect(moderator).toMatchObject({ editable: true, assignable: true });
    expect(list.some((r) => r.key === 'platform_admin')).toBe(false);

    const inUse = await call(owner(), 'DELETE', `/accounts/roles/${moderator.id}`, acme);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().code).toBe('role_in_use');
    const spare = await call(owner(), 'POST', '/accounts/roles', acme, { name: 'Spare', permissions: ['jobs.read'] });
    expect((await call(owner(), 'DELETE', `/accounts/roles/${spare.json().data.id}`, acme)).statusCode).toBe(204);
  });

  it('refuses unknown permission strings per item', async () => {
    const res = await call(owner(), 'POST', '/accounts/roles', acme, {
      name: 'Odd',
      permissions: ['jobs.read', 'jobs.fly'],
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['permissions.1']);
  });
});
