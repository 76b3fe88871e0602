import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grants, notifications, roles, users } from '../../db/schema/index.js';
import { type Harness, type Selection, setupApi } from '../../test/harness.js';
import { multipart, PNG_1X1 } from '../../test/multipart.js';

// SECURITY 28: the impersonated person keeps their trail; SECURITY 19: the session ends with the
// impersonator's right to it.

let t: Harness;
let acme: Selection;
beforeAll(async () => {
  t = await setupApi();
  acme = { account: t.ids.acme };
});
afterAll(() => t.close());

const NOT_WHILE = { message: 'This cannot be done while acting as someone else.', code: 'not_while_impersonating' };

async function impersonate(staffEmail: string, email: string, select: Selection | undefined = acme) {
  const staff = await t.login(staffEmail);
  const res = await t.call({
    method: 'POST',
    url: `/portal/v1/impersonate/users/${t.ids.user(email)}`,
    token: staff,
    ...(select ? { select } : {}),
    payload: { reason: 'Helping with the profile' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { staff, token: res.json().data.access_token as string };
}

const me = (token: string) => t.call({ method: 'GET', url: '/portal/auth/me', token });
const inbox = (token: string, query = '') =>
  t.call({ method: 'GET', url: `/portal/v1/notifications/inbox${query}`, token });

async function noticeOf(token: string): Promise<string> {
  const res = await inbox(token, '?per_page=100');
  const notice = (res.json().data as { id: string; kind: string; read_at: string | null }[]).find(
    (n) => n.kind === 'impersonated' && n.read_at === null,
  );
  expect(notice).toBeDefined();
  return notice!.id;
}

describe('while impersonating, the person’s trail stays theirs', () => {
  it('the “someone acted as you” notice cannot be deleted or marked read', async () => {
    const { token } = await impersonate('owner@acme.test', 'hr@northwind.test');
    const id = await noticeOf(token);

    const deleted = await t.call({ method: 'DELETE', url: `/portal/v1/notifications/${id}`, token });
    expect(deleted.statusCode).toBe(403);
    expect(deleted.json()).toEqual(NOT_WHILE);
    const read = await t.call({
      method: 'PATCH',
      url: `/portal/v1/notifications/${id}`,
      token,
      payload: { read: true },
    });
    expect(read.statusCode).toBe(403);
    expect(read.json()).toEqual(NOT_WHILE);

    // “Mark all read” reads the rest and leaves the notice unread, and says so.
    const all = await t.call({ method: 'POST', url: '/portal/v1/notifications/read-all', token });
    expect(all.statusCode).toBe(200);
    const unread = (await inbox(token, '?filter[unread]=true')).json();
    expect(all.json().data.unread).toBe(unread.meta.unread);
    expect(unread.data.map((n: { kind: string }) => n.kind)).toEqual(['impersonated']);
    const [row] = await t.database.db.select().from(notifications).where(eq(notifications.id, id));
    expect(row!.readAt).toBeNull();

    // The person themself may do as they like with it.
    const own = await t.login('hr@northwind.test');
    expect(
      (await t.call({ method: 'PATCH', url: `/portal/v1/notifications/${id}`, token: own, payload: { read: true } }))
        .statusCode,
    ).toBe(200);
    expect((await t.call({ method: 'DELETE', url: `/portal/v1/notifications/${id}`, token: own })).statusCode).toBe(
      200,
    );
  });

  it('other notifications are the impersonator’s to tidy as the person would', async () => {
    const { token } = await impersonate('owner@acme.test', 'manager@acme.test');
    const list = (await inbox(token, '?per_page=100')).json().data as { id: string; kind: string }[];
    const other = list.find((n) => n.kind !== 'impersonated');
    expect(other).toBeDefined();
    expect(
      (await t.call({ method: 'PATCH', url: `/portal/v1/notifications/${other!.id}`, token, payload: { read: true } }))
        .statusCode,
    ).toBe(200);
    expect((await t.call({ method: 'DELETE', url: `/portal/v1/notifications/${other!.id}`, token })).statusCode).toBe(
      200,
    );
  });

  it('profile, e-mail settings, avatar and password are refused; reading the profile is not', async () => {
    const { token } = await impersonate('owner@acme.test', 'recruiter@northwind.test');
    const before = (await t.call({ method: 'GET', url: '/portal/v1/user-account/profile', token })).json().data;
    expect(before.email).toBe('recruiter@northwind.test');

    const profile = await t.call({
      method: 'PUT',
      url: '/portal/v1/user-account/profile',
      token,
      payload: {
        name: 'Renamed by someone else',
        locale: 'fr',
        notification_preferences: {
          email: { employer_on_hold: false, job_flagged: false, credits_purchased: false, application_received: false },
        },
      },
    });
    const avatar = multipart([{ name: 'file', filename: 'a.png', type: 'image/png', data: PNG_1X1 }]);
    const upload = await t.call({
      method: 'POST',
      url: '/portal/v1/user-account/avatar',
      token,
      payload: avatar.payload,
      headers: avatar.headers,
    });
    const removal = await t.call({ method: 'DELETE', url: '/portal/v1/user-account/avatar', token });
    const password = await t.call({
      method: 'PUT',
      url: '/portal/v1/user-account/change-password',
      token,
      payload: { current_password: 'Portal!2345', password: 'Another!2345x', password_confirmation: 'Another!2345x' },
    });
    for (const [what, res] of Object.entries({ profile, upload, removal, password })) {
      expect(res.statusCode, what).toBe(403);
      expect(res.json(), what).toEqual(NOT_WHILE);
    }
    const after = (await t.call({ method: 'GET', url: '/portal/v1/user-account/profile', token })).json().data;
    expect(after).toEqual(before);
  });
});

describe('an impersonation ends with the impersonator’s right to it', () => {
  const ownerGrant = async () =>
    (
      await t.database.db
        .select()
        .from(grants)
        .where(and(eq(grants.userId, t.ids.user('owner@acme.test')), eq(grants.accountId, t.ids.acme)))
    )[0]!;

  it('when their role in the account no longer lets them impersonate, for good', async () => {
    const { token, staff } = await impersonate('owner@acme.test', 'hr@northwind.test');
    expect((await me(token)).statusCode).toBe(200);
    const grant = await ownerGrant();
    const [role] = await t.database.db.select().from(roles).where(eq(roles.id, grant.roleId));
    // The owner keeps a role in Acme, one without the right to impersonate.
    const [lesser] = await t.database.db
      .insert(roles)
      .values({
        accountId: t.ids.acme,
        key: 'owner_without_impersonation',
        name: 'Owner without impersonation',
        scopeType: 'account',
        permissions: ['employers.all', 'jobs.all', 'employer_users.all', 'applications.all', 'seekers.all'],
      })
      .returning();
    await t.database.db.update(grants).set({ roleId: lesser!.id }).where(eq(grants.id, grant.id));
    try {
      expect((await me(token)).statusCode).toBe(401);
      // The staff session itself goes on.
      expect((await me(staff)).statusCode).toBe(200);
      // Given back the right, the ended impersonation stays ended.
      await t.database.db.update(grants).set({ roleId: role!.id }).where(eq(grants.id, grant.id));
      expect((await me(token)).statusCode).toBe(401);
    } finally {
      await t.database.db.update(grants).set({ roleId: role!.id }).where(eq(grants.id, grant.id));
    }
  });

  it('when they no longer hold every right the person has', async () => {
    const { token } = await impersonate('owner@acme.test', 'manager@acme.test');
    expect((await me(token)).statusCode).toBe(200);
    // The manager is now also Globex's owner: more than Acme's owner may act as.
    const globexOwner = (
      await t.database.db
        .select()
        .from(grants)
        .where(eq(grants.userId, t.ids.user('owner@globex.test')))
    )[0]!;
    const [added] = await t.database.db
      .insert(grants)
      .values({ ...globexOwner, id: undefined, userId: t.ids.user('manager@acme.test') })
      .returning();
    try {
      expect((await me(token)).statusCode).toBe(401);
    } finally {
      await t.database.db.delete(grants).where(eq(grants.id, added!.id));
    }
  });

  it('for platform staff acting outside any account, when they lose the `all` grant', async () => {
    const { token } = await impersonate('admin@portal.test', 'owner@globex.test', undefined);
    expect((await me(token)).statusCode).toBe(200);
    const adminId = t.ids.user('admin@portal.test');
    const [grant] = await t.database.db.select().from(grants).where(eq(grants.userId, adminId));
    await t.database.db.delete(grants).where(eq(grants.id, grant!.id));
    try {
      expect((await me(token)).statusCode).toBe(401);
    } finally {
      await t.database.db.insert(grants).values(grant!);
    }
  });

  it('when the impersonator is disabled, even before their sessions are revoked', async () => {
    const { token } = await impersonate('owner@acme.test', 'recruiter@northwind.test');
    expect((await me(token)).statusCode).toBe(200);
    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.email, 'owner@acme.test'));
    try {
      expect((await me(token)).statusCode).toBe(401);
    } finally {
      await t.database.db.update(users).set({ status: 'active' }).where(eq(users.email, 'owner@acme.test'));
    }
  });

  it('keeps going while nothing changed', async () => {
    const { token } = await impersonate('owner@acme.test', 'hr@northwind.test');
    for (let i = 0; i < 3; i++) expect((await me(token)).statusCode).toBe(200);
    const open = await t.database.db.execute(
      sql`select count(*)::int as n from sessions where impersonator_user_id is not null and revoked_at is null`,
    );
    expect((open as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThan(0);
  });
});
