import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grants, roles, sessions } from '../../db/schema/index.js';
import { type Harness, type Selection, setupApi } from '../../test/harness.js';

/**
 * Issue 31, item 8 and SECURITY 37: an impersonation acts in the account where it was opened, and
 * nothing of the person's other accounts (roles, invitations, notices) is visible from it.
 */
let t: Harness;
const tokens: Record<string, string> = {};
const PERSON = 'hr@northwind.test'; // an employer's user on Acme Jobs

const roleOf = async (key: string, accountId: number) =>
  (
    await t.database.db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.key, key), eq(roles.accountId, accountId)))
  )[0]!.id;

const impersonate = (staff: string, email: string, select?: Selection) =>
  t.call({
    method: 'POST',
    url: `/portal/v1/impersonate/users/${t.ids.user(email)}`,
    token: tokens[staff]!,
    ...(select ? { select } : {}),
    payload: { reason: 'Helping with their settings' },
  });
const get = (token: string, url: string, select?: Selection) =>
  t.call({ method: 'GET', url: `/portal${url}`, token, ...(select ? { select } : {}) });
const kinds = async (token: string) =>
  ((await get(token, '/v1/notifications/inbox')).json().data as { kind: string }[]).map((n) => n.kind);

beforeAll(async () => {
  t = await setupApi();
  for (const email of ['owner@acme.test', 'owner@globex.test', 'admin@portal.test', PERSON])
    tokens[email] = await t.login(email);
  // Globex offers the person a role: an invitation, and its notice in their inbox (Globex's).
  const invited = await t.call({
    method: 'POST',
    url: '/portal/v1/accounts/users',
    token: tokens['owner@globex.test']!,
    select: { account: t.ids.globex },
    payload: {
      email: PERSON,
      name: 'Typed',
      role_id: await roleOf('site_manager', t.ids.globex),
      scope_type: 'site',
      scope_id: t.ids.globexCareers,
    },
  });
  expect(invited.statusCode, invited.body).toBe(201);
  // Their own sign-in sees both.
  expect((await get(tokens[PERSON]!, '/v1/invitations')).json().data).toHaveLength(1);
  expect(await kinds(tokens[PERSON]!)).toContain('invitation_received');
});
afterAll(() => t.close());

describe('an impersonation opened in Acme', () => {
  it('shows neither Globex’s invitation nor its notice', async () => {
    const started = await impersonate('owner@acme.test', PERSON, { account: t.ids.acme });
    expect(started.statusCode, started.body).toBe(201);
    const acting = started.json().data.access_token as string;
    expect((await get(acting, '/v1/invitations')).json().data).toEqual([]);
    const seen = await kinds(acting);
    expect(seen).toContain('impersonated');
    expect(seen).not.toContain('invitation_received');
    // The count leaves out Globex's unread notice, which the person's own sign-in counts.
    const unread = async (token: string) => (await get(token, '/v1/notifications/unread-count')).json().data.unread;
    expect(await unread(acting)).toBe((await unread(tokens[PERSON]!)) - 1);
    // A notice of another account is not found from the impersonation either (mark, delete).
    const globexNotice = (
      (await get(tokens[PERSON]!, '/v1/notifications/inbox')).json().data as { id: string; kind: string }[]
    ).find((n) => n.kind === 'invitation_received')!;
    const marked = await t.call({
      method: 'PATCH',
      url: `/portal/v1/notifications/${globexNotice.id}`,
      token: acting,
      payload: { read: true },
    });
    expect(marked.statusCode).toBe(404);
    const deleted = await t.call({
      method: 'DELETE',
      url: `/portal/v1/notifications/${globexNotice.id}`,
      token: acting,
    });
    expect(deleted.statusCode).toBe(404);
    expect((await get(acting, '/auth/me')).json().data.session_account).toEqual({
      id: t.ids.acme,
      via: 'impersonation',
    });
  });

  it('of a person with roles in both accounts (platform staff): only Acme’s roles act', async () => {
    const [grant] = await t.database.db
      .insert(grants)
      .values({
        userId: t.ids.user(PERSON),
        roleId: await roleOf('site_manager', t.ids.globex),
        accountId: t.ids.globex,
        scopeType: 'site',
        scopeId: t.ids.globexCareers,
      })
      .returning();
    try {
      const globexCareers = { account: t.ids.globex, site: t.ids.globexCareers };
      // Their own sign-in works for both.
      expect((await get(tokens[PERSON]!, '/v1/seekers', globexCareers)).statusCode).toBe(200);

      const started = await impersonate('admin@portal.test', PERSON, { account: t.ids.acme });
      expect(started.statusCode, started.body).toBe(201);
      const acting = started.json().data.access_token as string;
      const me = (await get(acting, '/auth/me')).json().data;
      expect(me.accounts.map((a: { id: number }) => a.id)).toEqual([t.ids.acme]);
      expect(Object.keys(me.permissions)).toEqual([`employer:${t.ids.employer('Northwind Traders')}`]);
      expect((await get(acting, '/v1/seekers', globexCareers)).statusCode).toBe(403);
      expect(await kinds(acting)).not.toContain('invitation_received');

      // Outside any account, a person of two accounts needs the account chosen first…
      const unclear = await impersonate('admin@portal.test', PERSON);
      expect(unclear.statusCode).toBe(409);
      expect(unclear.json().code).toBe('impersonation_account_required');
      // … and an account owner still cannot act as someone who holds rights they lack elsewhere.
      const owner = await impersonate('owner@acme.test', PERSON, { account: t.ids.acme });
      expect(owner.json().code).toBe('impersonation_refused');
    } finally {
      await t.database.db.delete(grants).where(eq(grants.id, grant!.id));
    }
  });

  it('platform staff outside any account act in the person’s only account; never in none', async () => {
    const started = await impersonate('admin@portal.test', 'owner@globex.test');
    expect(started.statusCode, started.body).toBe(201);
    const [row] = await t.database.db
      .select({ bound: sessions.boundAccountId })
      .from(sessions)
      .where(eq(sessions.userId, t.ids.user('owner@globex.test')))
      .orderBy(sql`${sessions.id} desc`)
      .limit(1);
    expect(row?.bound).toBe(t.ids.globex);
    // The database keeps an impersonation from being bound to nothing.
    await expect(
      t.database.db.execute(
        sql`update sessions set bound_account_id = null where impersonator_user_id is not null and revoked_at is null`,
      ),
    ).rejects.toThrow();
  });
});
