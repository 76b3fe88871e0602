import type { AccountRole, AccountUser } from '@talent/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, grants } from '../../db/schema/index.js';
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

// Who may grant, take away and build what: nobody acts with more than they hold.
accountUsersSuite();

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
    const manager = (await accountUsers(owner(), '?q=manon'))[0]!;
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
    expect((await accountUsers(owner(), '?q=manon')).length).toBe(0);
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
