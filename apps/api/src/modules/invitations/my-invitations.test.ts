import type { MyInvitation } from '@talent/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, grants, invitations, roles, users } from '../../db/schema/index.js';
import { type Harness, type Selection, setupApi } from '../../test/harness.js';
import { mailsDuring } from '../../test/mail.js';

// The invited person's side: their list, accept, decline, and what the inviter hears.

let t: Harness;
const tokens: Record<string, string> = {};
let northwind: number;
let asNorthwind: Selection;

beforeAll(async () => {
  t = await setupApi();
  northwind = t.ids.employer('Northwind Traders');
  asNorthwind = { account: t.ids.acme, site: t.ids.acmeJobs, employer: northwind };
  for (const email of [
    'hr@northwind.test',
    'owner@acme.test',
    'owner@globex.test',
    'admin@portal.test',
    'moderator@acme.test',
    'recruiter@northwind.test',
    'nobody@portal.test',
  ])
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

async function inviteToNorthwind(email: string, role = 'employer_recruiter') {
  const res = await t.call({
    method: 'POST',
    url: `/portal/v1/employers/${northwind}/users`,
    token: tokens['hr@northwind.test']!,
    select: asNorthwind,
    payload: { email, name: 'Typed Name', role_id: await roleId(role) },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id as number;
}

const mine = async (email: string) => {
  const res = await t.call({ method: 'GET', url: '/portal/v1/invitations', token: tokens[email]! });
  expect(res.statusCode).toBe(200);
  return res.json().data as MyInvitation[];
};
const answer = (email: string, id: number, what: 'accept' | 'decline', token = tokens[email]!) =>
  t.call({ method: 'POST', url: `/portal/v1/invitations/${id}/${what}`, token });
const me = async (email: string) =>
  (await t.call({ method: 'GET', url: '/portal/auth/me', token: tokens[email]! })).json().data;
const inboxOf = async (email: string) =>
  (await t.call({ method: 'GET', url: '/portal/v1/notifications/inbox', token: tokens[email]! })).json().data as {
    kind: string;
    content: string;
    link: string | null;
  }[];

describe('the invited person answers', () => {
  it('lists their open invitation with who invited them, to what and until when', async () => {
    const id = await inviteToNorthwind('owner@globex.test');
    const list = await mine('owner@globex.test');
    expect(list).toEqual([
      {
        id,
        role: { name: 'Recruiter' },
        scope: { type: 'employer', id: northwind, name: 'Northwind Traders' },
        account: { id: t.ids.acme, name: 'Acme Talent Group' },
        site: { id: t.ids.acmeJobs, name: 'Acme Jobs' },
        employer: { id: northwind, name: 'Northwind Traders' },
        invited_by: 'Hana Northwind',
        invited_at: expect.any(String),
        expires_at: expect.any(String),
      },
    ]);
    const [notice] = await inboxOf('owner@globex.test');
    expect(notice).toMatchObject({ kind: 'invitation_received', link: `/notifications?invitation=${id}` });
    expect(notice!.content).toBe(
      'Hana Northwind invited you to join Northwind Traders as Recruiter. Accept or decline it here.',
    );
    // The portal's own role reads in the reader's language.
    const inFrench = await t.call({
      method: 'GET',
      url: '/portal/v1/notifications/inbox',
      token: tokens['owner@globex.test']!,
      headers: { 'accept-language': 'fr' },
    });
    expect(inFrench.json().data[0].content).toContain('Recruteur');
    // Nobody else sees it.
    expect(await mine('admin@portal.test')).toEqual([]);
  });

  it('accepting makes the role act: /auth/me lists Northwind, the selection works, the inviter is told', async () => {
    const id = (await mine('owner@globex.test'))[0]!.id;
    const res = await answer('owner@globex.test', id, 'accept');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ account_id: t.ids.acme, site_id: t.ids.acmeJobs, employer_id: northwind });

    const data = await me('owner@globex.test');
    expect(data.permissions[`employer:${northwind}`]).toContain('jobs.read');
    expect(data.permissions[`account:${t.ids.globex}`]).toEqual(['all']);
    const acme = data.accounts.find((a: { id: number }) => a.id === t.ids.acme);
    expect(acme.sites[0].employers).toEqual([{ id: northwind, name: 'Northwind Traders', status: 'active' }]);
    const team = await t.call({
      method: 'GET',
      url: `/portal/v1/employers/${northwind}/users`,
      token: tokens['owner@globex.test']!,
      select: asNorthwind,
    });
    expect(team.statusCode).toBe(200);
    expect(team.json().data.map((u: { email: string }) => u.email)).toContain('owner@globex.test');
    expect(await mine('owner@globex.test')).toEqual([]);

    const [told] = await inboxOf('hr@northwind.test');
    expect(told).toMatchObject({
      kind: 'invitation_accepted',
      content: 'owner@globex.test accepted your invitation to Northwind Traders as Recruiter.',
      link: `/${t.ids.acme}/${t.ids.acmeJobs}/employer/users`,
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'employer_user.invitation_accepted'));
    expect(audit).toMatchObject({
      actorUserId: t.ids.user('owner@globex.test'),
      accountId: t.ids.acme,
      subjectType: 'employer',
      subjectId: String(northwind),
      data: { invitation_id: id, email: 'owner@globex.test', role: 'employer_recruiter' },
    });
    // Answered once: the id is gone.
    expect((await answer('owner@globex.test', id, 'accept')).statusCode).toBe(404);
  });

  it('declining leaves no grant and tells the inviter the typed address only; the audit row names nobody', async () => {
    const id = await inviteToNorthwind('admin@portal.test');
    const before = await me('admin@portal.test');
    const res = await answer('admin@portal.test', id, 'decline');
    expect(res.statusCode).toBe(204);
    expect(await me('admin@portal.test')).toEqual(before);
    expect(await mine('admin@portal.test')).toEqual([]);
    const rows = await t.database.db.select().from(invitations).where(eq(invitations.id, id));
    expect(rows).toEqual([]);

    const [told] = await inboxOf('hr@northwind.test');
    expect(told).toMatchObject({
      kind: 'invitation_declined',
      content: 'admin@portal.test declined your invitation to Northwind Traders as Recruiter.',
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'employer_user.invitation_declined'));
    expect(audit).toMatchObject({ actorUserId: null, ip: null, data: { email: 'admin@portal.test' } });
  });

  it('another person’s invitation id answers 404 to accept and decline, and changes nothing', async () => {
    const id = await inviteToNorthwind('moderator@acme.test');
    for (const what of ['accept', 'decline'] as const) {
      const res = await answer('nobody@portal.test', id, what);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('moderator@acme.test');
      // The inviter cannot answer for them either.
      expect((await answer('hr@northwind.test', id, what)).statusCode).toBe(404);
    }
    expect((await answer('nobody@portal.test', 2_000_000, 'accept')).statusCode).toBe(404);
    expect((await mine('moderator@acme.test')).map((i) => i.id)).toEqual([id]);
    const held = await t.database.db
      .select()
      .from(grants)
      .where(and(eq(grants.userId, t.ids.user('nobody@portal.test')), eq(grants.scopeId, northwind)));
    expect(held).toEqual([]);
    expect((await answer('nobody@portal.test', 'x' as unknown as number, 'accept')).statusCode).toBe(422);
  });

  it('an expired invitation cannot be accepted and is not listed; sent again, it can', async () => {
    const id = (await mine('moderator@acme.test'))[0]!.id;
    await t.database.db
      .update(invitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(invitations.id, id));
    expect(await mine('moderator@acme.test')).toEqual([]);
    const late = await answer('moderator@acme.test', id, 'accept');
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('invitation_expired');

    const team = await t.call({
      method: 'GET',
      url: `/portal/v1/employers/${northwind}/invitations`,
      token: tokens['hr@northwind.test']!,
      select: asNorthwind,
    });
    expect(team.json().data.find((i: { id: number }) => i.id === id)).toMatchObject({ expired: true });
    const resent = await t.call({
      method: 'POST',
      url: `/portal/v1/employers/${northwind}/invitations/${id}/resend`,
      token: tokens['hr@northwind.test']!,
      select: asNorthwind,
    });
    expect(resent.statusCode).toBe(204);
    expect((await mine('moderator@acme.test')).map((i) => i.id)).toEqual([id]);
    expect((await answer('moderator@acme.test', id, 'accept')).statusCode).toBe(200);
  });

  it('inviting a member again and accepting sets their role there (one role per person per employer)', async () => {
    const id = await inviteToNorthwind('moderator@acme.test', 'employer_admin');
    expect((await answer('moderator@acme.test', id, 'accept')).statusCode).toBe(200);
    const held = await t.database.db
      .select({ roleId: grants.roleId })
      .from(grants)
      .where(
        and(
          eq(grants.userId, t.ids.user('moderator@acme.test')),
          eq(grants.scopeType, 'employer'),
          eq(grants.scopeId, northwind),
        ),
      );
    expect(held).toEqual([{ roleId: await roleId('employer_admin') }]);
  });

  it('someone acting as the invited person cannot answer for them', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/portal/v1/accounts/users',
      token: tokens['owner@acme.test']!,
      select: { account: t.ids.acme },
      payload: {
        email: 'recruiter@northwind.test',
        name: 'Reza',
        role_id: await roleId('moderator'),
        scope_type: 'site',
        scope_id: t.ids.acmeHealth,
      },
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id as number;
    const started = await t.call({
      method: 'POST',
      url: `/portal/v1/impersonate/users/${t.ids.user('recruiter@northwind.test')}`,
      token: tokens['owner@acme.test']!,
      select: { account: t.ids.acme },
      payload: { reason: 'Helping with their invitation' },
    });
    expect(started.statusCode).toBe(201);
    const acting = started.json().data.access_token as string;
    const refused = await answer('recruiter@northwind.test', id, 'accept', acting);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('not_while_impersonating');
    expect((await answer('recruiter@northwind.test', id, 'decline', acting)).statusCode).toBe(403);
    expect((await mine('recruiter@northwind.test')).map((i) => i.id)).toEqual([id]);
  });
});

describe('a new address', () => {
  it('gets a link to choose a password; using it accepts the invitation', async () => {
    let id = 0;
    const mails = await mailsDuring(t, async () => {
      id = await inviteToNorthwind('brand.new@example.test');
    });
    expect(mails).toHaveLength(1);
    const token = /password\?token=([A-Za-z0-9_-]+)/.exec(mails[0]!.text)![1]!;
    const password = 'a-brand-new-passphrase';
    const reset = await t.call({
      method: 'POST',
      url: '/portal/auth/reset-password',
      payload: { token, password, password_confirmation: password },
    });
    expect(reset.statusCode).toBe(200);
    tokens['brand.new@example.test'] = await t.login('brand.new@example.test', password);
    const data = await me('brand.new@example.test');
    expect(Object.keys(data.permissions)).toEqual([`employer:${northwind}`]);
    expect(await t.database.db.select().from(invitations).where(eq(invitations.id, id))).toEqual([]);
    const [told] = await inboxOf('hr@northwind.test');
    expect(told).toMatchObject({ kind: 'invitation_accepted' });
  });
});

describe('housekeeping', () => {
  it('drops invitations expired over 30 days ago and the never-used people only they kept; recent ones stay', async () => {
    const old = await inviteToNorthwind('long.gone@example.test');
    const recent = await inviteToNorthwind('recently.expired@example.test');
    await t.database.db
      .update(invitations)
      .set({ expiresAt: sql`now() - interval '31 days'` })
      .where(eq(invitations.id, old));
    await t.database.db
      .update(invitations)
      .set({ expiresAt: sql`now() - interval '1 day'` })
      .where(eq(invitations.id, recent));
    await t.app.housekeeping.runAll();
    const left = (await t.database.db.select({ id: invitations.id }).from(invitations)).map((r) => r.id);
    expect(left).not.toContain(old);
    expect(left).toContain(recent);
    const people = await t.database.db.execute(
      sql`select email from users where email in ('long.gone@example.test', 'recently.expired@example.test')`,
    );
    expect((people as unknown as { rows: { email: string }[] }).rows.map((r) => r.email)).toEqual([
      'recently.expired@example.test',
    ]);
  });
});

describe('an offer whose sender can no longer make it', () => {
  const hr = () => t.ids.user('hr@northwind.test');
  const held = async (email: string) =>
    t.database.db
      .select()
      .from(grants)
      .where(
        and(eq(grants.userId, t.ids.user(email)), eq(grants.scopeType, 'employer'), eq(grants.scopeId, northwind)),
      );

  it('is refused once the sender is disabled, and stands again when they are back', async () => {
    const id = await inviteToNorthwind('nobody@portal.test');
    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, hr()));
    try {
      const refused = await answer('nobody@portal.test', id, 'accept');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('invitation_withdrawn');
      expect(await held('nobody@portal.test')).toEqual([]);
    } finally {
      await t.database.db.update(users).set({ status: 'active' }).where(eq(users.id, hr()));
    }
    expect((await answer('nobody@portal.test', id, 'accept')).statusCode).toBe(200);
    expect(await held('nobody@portal.test')).toHaveLength(1);
  });

  it('is refused once the sender has lost the role that let them give it (in French too)', async () => {
    const id = await inviteToNorthwind('owner@acme.test');
    const theirs = await t.database.db.select().from(grants).where(eq(grants.userId, hr()));
    await t.database.db.delete(grants).where(eq(grants.userId, hr()));
    try {
      const refused = await t.call({
        method: 'POST',
        url: `/portal/v1/invitations/${id}/accept`,
        token: tokens['owner@acme.test']!,
        headers: { 'accept-language': 'fr' },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        'Cette invitation n’est plus valable : la personne qui l’a envoyée ne peut plus donner ce rôle.',
      );
      expect(await held('owner@acme.test')).toEqual([]);
    } finally {
      await t.database.db.insert(grants).values(theirs);
    }
  });
});
