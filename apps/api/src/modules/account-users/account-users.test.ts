import { type AccountUser, catalogues, FIELD_MESSAGES } from '@talent/contract';
import { eq, max } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, sessions, users } from '../../db/schema/index.js';
import { mailsDuring } from '../../test/mail.js';
import {
  accept,
  accountUsers,
  accountUsersSuite,
  acme,
  call,
  globex,
  owner,
  roleId,
  t,
  tokens,
} from './account-users.test-helpers.js';

accountUsersSuite();

describe('GET /v1/accounts/users', () => {
  it('lists the account’s people with each role and where it applies, and nobody from another account', async () => {
    const list = await accountUsers(owner());
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
    expect((await accountUsers(owner(), '?q=manon')).map((u) => u.email)).toEqual(['manager@acme.test']);
    expect(await accountUsers(owner(), '?filter[status]=invited')).toEqual([]);
    expect((await accountUsers(owner(), '?filter[status]=active')).every((u) => u.status === 'active')).toBe(true);
    const moderators = await accountUsers(owner(), `?filter[role]=${await roleId('moderator')}`);
    expect(moderators.map((u) => u.email)).toEqual(['moderator@acme.test']);
    const atEmployers = await accountUsers(owner(), '?filter[scope]=employer');
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
    expect(await accountUsers(owner(), '?q=new.moderator')).toEqual([]);
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
    const [after] = await accountUsers(owner(), '?q=malik');
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
