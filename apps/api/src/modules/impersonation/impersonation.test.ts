import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, grants, roles, users } from '../../db/schema/index.js';
import { type Harness, type Selection, setupApi } from '../../test/harness.js';

let t: Harness;
let acme: Selection;
let acmeJobs: Selection;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await setupApi();
  acme = { account: t.ids.acme };
  acmeJobs = { account: t.ids.acme, site: t.ids.acmeJobs };
  for (const email of ['owner@acme.test', 'admin@portal.test', 'owner@globex.test', 'moderator@acme.test'])
    tokens[email] = await t.login(email);
});
afterAll(() => t.close());

const idOf = async (email: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

const impersonate = async (token: string, email: string, reason = 'Helping with a job post', select = acme) =>
  t.call({
    method: 'POST',
    url: `/portal/v1/impersonate/users/${await idOf(email)}`,
    token,
    select,
    payload: { reason },
  });

const me = (token: string) => t.call({ method: 'GET', url: '/portal/auth/me', token });

describe('starting an impersonation', () => {
  it('acts as the person, names both in /auth/me and the audit log, and tells the person', async () => {
    const res = await impersonate(tokens['owner@acme.test']!, 'hr@northwind.test');
    expect(res.statusCode).toBe(201);
    const { access_token, expires_in, user } = res.json().data;
    expect(user).toMatchObject({ email: 'hr@northwind.test' });
    expect(expires_in).toBeGreaterThan(3500);
    expect(expires_in).toBeLessThanOrEqual(3600);

    const who = (await me(access_token)).json().data;
    expect(who.email).toBe('hr@northwind.test');
    expect(who.impersonation.by).toMatchObject({ name: 'Olivia Acme' });
    expect((await me(tokens['owner@acme.test']!)).json().data.impersonation).toBeNull();

    // An action in the session is recorded with both people.
    const asNorthwind = { ...acmeJobs, employer: t.ids.employer('Northwind Traders') };
    const draft = await t.call({
      method: 'POST',
      url: '/portal/v1/jobs',
      token: access_token,
      select: asNorthwind,
      payload: { title: 'Made while impersonating' },
    });
    expect(draft.statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'job.created'), eq(auditLog.subjectId, draft.json().data.id)));
    expect(row).toMatchObject({
      actorUserId: await idOf('hr@northwind.test'),
      impersonatorUserId: await idOf('owner@acme.test'),
    });
    const [started] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'impersonation.started'));
    expect(started).toMatchObject({
      actorUserId: await idOf('owner@acme.test'),
      subjectId: String(await idOf('hr@northwind.test')),
      data: expect.objectContaining({ reason: 'Helping with a job post' }),
    });

    const inbox = await t.call({ method: 'GET', url: '/portal/v1/notifications/inbox', token: access_token });
    expect(inbox.json().data[0]).toMatchObject({
      kind: 'impersonated',
      content: 'Olivia Acme signed in as you to help. Reason: Helping with a job post',
    });
  });

  it('needs a reason and the permission', async () => {
    const res = await impersonate(tokens['owner@acme.test']!, 'hr@northwind.test', ' ');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.reason).toBeDefined();
    const moderator = await impersonate(tokens['moderator@acme.test']!, 'hr@northwind.test', 'x'.repeat(10), acmeJobs);
    expect(moderator.statusCode).toBe(403);
    const anonymous = await t.call({
      method: 'POST',
      url: `/portal/v1/impersonate/users/${await idOf('hr@northwind.test')}`,
      select: acme,
      payload: { reason: 'No token' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses another tenant’s user, a disabled or invited user, oneself and nesting', async () => {
    const globex = await impersonate(tokens['owner@globex.test']!, 'hr@northwind.test', 'Cross-tenant', {
      account: t.ids.globex,
    });
    expect(globex.statusCode).toBe(404);

    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.email, 'recruiter@northwind.test'));
    const disabled = await impersonate(tokens['owner@acme.test']!, 'recruiter@northwind.test');
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json().code).toBe('impersonation_refused');
    await t.database.db.update(users).set({ status: 'active' }).where(eq(users.email, 'recruiter@northwind.test'));

    // Someone only invited holds nothing in the account yet: not one of its people.
    expect((await impersonate(tokens['owner@acme.test']!, 'sam.newhire@northwind.test')).statusCode).toBe(404);
    expect((await impersonate(tokens['owner@acme.test']!, 'owner@acme.test')).json().code).toBe(
      'impersonation_refused',
    );

    // Platform staff act as the account owner, who may impersonate, but not from inside that session.
    const asOwner = (await impersonate(tokens['admin@portal.test']!, 'owner@acme.test')).json().data.access_token;
    const nested = await impersonate(asOwner, 'hr@northwind.test');
    expect(nested.statusCode).toBe(403);
    expect(nested.json().code).toBe('not_while_impersonating');
  });

  it('refuses someone with rights the caller does not have', async () => {
    // The moderator may now impersonate on Acme Jobs, but holds fewer rights than the manager.
    const [role] = await t.database.db
      .select({ id: roles.id, permissions: roles.permissions })
      .from(roles)
      .innerJoin(grants, eq(grants.roleId, roles.id))
      .where(eq(grants.userId, await idOf('moderator@acme.test')));
    await t.database.db
      .update(roles)
      .set({ permissions: [...role!.permissions, 'impersonation.impersonate'] })
      .where(eq(roles.id, role!.id));
    const res = await impersonate(tokens['moderator@acme.test']!, 'manager@acme.test', 'Checking', acmeJobs);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('impersonation_refused');
    // The admin (everything) may: nobody has more.
    expect((await impersonate(tokens['admin@portal.test']!, 'manager@acme.test')).statusCode).toBe(201);
  });

  it('the platform admin cannot be impersonated by an account owner', async () => {
    expect((await impersonate(tokens['owner@acme.test']!, 'admin@portal.test')).statusCode).toBe(404);
  });
});

describe('inside and after an impersonation', () => {
  it('refuses password and payment actions', async () => {
    const token = (await impersonate(tokens['owner@acme.test']!, 'hr@northwind.test')).json().data.access_token;
    const password = await t.call({
      method: 'PUT',
      url: '/portal/v1/user-account/change-password',
      token,
      payload: { current_password: 'Portal!2345', password: 'Another!2345', password_confirmation: 'Another!2345' },
    });
    expect(password.statusCode).toBe(403);
    expect(password.json().code).toBe('not_while_impersonating');
    const checkout = await t.call({
      method: 'POST',
      url: '/portal/v1/credit/purchases',
      token,
      select: { ...acmeJobs, employer: t.ids.employer('Northwind Traders') },
      headers: { 'idempotency-key': 'impersonated-checkout-1' },
      payload: { quantity: 5 },
    });
    expect(checkout.statusCode).toBe(403);
    expect(checkout.json().code).toBe('not_while_impersonating');
  });

  it('exit revokes the session and is audited with both people; the staff token keeps working', async () => {
    const token = (await impersonate(tokens['owner@acme.test']!, 'hr@northwind.test')).json().data.access_token;
    expect((await t.call({ method: 'DELETE', url: '/portal/v1/impersonate', token })).statusCode).toBe(204);
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(tokens['owner@acme.test']!)).statusCode).toBe(200);
    const ended = await t.database.db.execute(
      sql`select actor_user_id, impersonator_user_id from audit_log where action = 'impersonation.ended' order by id desc limit 1`,
    );
    expect((ended as unknown as { rows: unknown[] }).rows[0]).toEqual({
      actor_user_id: await idOf('hr@northwind.test'),
      impersonator_user_id: await idOf('owner@acme.test'),
    });
    const ordinary = await t.call({
      method: 'DELETE',
      url: '/portal/v1/impersonate',
      token: tokens['owner@acme.test'],
    });
    expect(ordinary.statusCode).toBe(409);
  });

  it('ends with the staff session', async () => {
    const staff = await t.login('owner@acme.test');
    const token = (await impersonate(staff, 'hr@northwind.test')).json().data.access_token;
    expect((await me(token)).statusCode).toBe(200);
    await t.call({ method: 'DELETE', url: '/portal/auth/logout', token: staff });
    expect((await me(token)).statusCode).toBe(401);
  });

  it('me, exit and sign-out ignore a selection the person cannot reach, and the exit is audited in the account it began in (issue 17)', async () => {
    // The owner had Acme Health Careers selected when acting as the Acme Jobs manager.
    const acmeHealth = { account: t.ids.acme, site: t.ids.acmeHealth };
    const token = (
      await impersonate(tokens['owner@acme.test']!, 'manager@acme.test', 'Checking her board', acmeHealth)
    ).json().data.access_token;
    // Any other call with that selection is refused: she does not work there.
    const jobs = await t.call({ method: 'GET', url: '/portal/v1/jobs', token, select: acmeHealth });
    expect(jobs.statusCode).toBe(403);
    const who = await t.call({ method: 'GET', url: '/portal/auth/me', token, select: acmeHealth });
    expect(who.statusCode).toBe(200);
    expect(who.json().data.accounts[0].sites.map((x: { id: number }) => x.id)).toEqual([t.ids.acmeJobs]);
    // Another tenant's ids, or malformed ones, change nothing either.
    const foreign = { account: t.ids.globex, site: t.ids.globexCareers };
    expect((await t.call({ method: 'GET', url: '/portal/auth/me', token, select: foreign })).statusCode).toBe(200);

    const exit = await t.call({ method: 'DELETE', url: '/portal/v1/impersonate', token, select: foreign });
    expect(exit.statusCode).toBe(204);
    const ended = await t.database.db.execute(
      sql`select account_id from audit_log where action = 'impersonation.ended' order by id desc limit 1`,
    );
    expect((ended as unknown as { rows: unknown[] }).rows[0]).toEqual({ account_id: t.ids.acme });

    const staff = await t.login('manager@acme.test');
    const out = await t.call({ method: 'DELETE', url: '/portal/auth/logout', token: staff, select: foreign });
    expect(out.statusCode).toBe(204);
    expect((await me(staff)).statusCode).toBe(401);
  });
});
