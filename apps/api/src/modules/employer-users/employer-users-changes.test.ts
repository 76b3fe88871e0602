import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { mailsDuring } from '../../test/mail.js';
import {
  acmeJobs,
  asNorthwind,
  contoso,
  employerUsersSuite,
  hr,
  invitationOf,
  invite,
  northwind,
  roleId,
  setPassword,
  t,
  tokens,
  usersUrl,
} from './employer-users.test-helpers.js';

employerUsersSuite();

const invitationsUrl = (employer: number, rest = '') => `/portal/v1/employers/${employer}/invitations${rest}`;
const pending = async (token = hr(), select = asNorthwind, employer = northwind) =>
  (await t.call({ method: 'GET', url: invitationsUrl(employer), token, select })).json().data as {
    id: number;
    email: string;
  }[];
const invitationId = async (email: string) => (await pending()).find((i) => i.email === email)!.id;

describe('resending an invitation', () => {
  it('mails a new link and voids the old one; once accepted there is nothing left to resend', async () => {
    const sam = await invitationId('sam.newhire@northwind.test');
    const resend = (token = hr()) =>
      t.call({ method: 'POST', url: invitationsUrl(northwind, `/${sam}/resend`), token, select: asNorthwind });
    expect((await resend(tokens['recruiter@northwind.test']!)).statusCode).toBe(403);
    const first = await mailsDuring(t, async () => expect((await resend()).statusCode).toBe(204));
    const second = await mailsDuring(t, async () => expect((await resend()).statusCode).toBe(204));
    const [old, fresh] = [invitationOf(first[0]!), invitationOf(second[0]!)];
    expect(old.token).not.toBe(fresh.token);
    expect((await setPassword(old.token)).statusCode).toBe(422);
    expect((await setPassword(fresh.token)).statusCode).toBe(200);
    expect((await resend()).statusCode).toBe(404);
    // Another employer's path does not reach Northwind's invitations.
    const other = await t.call({
      method: 'POST',
      url: invitationsUrl(contoso, `/${sam}/resend`),
      token: tokens['manager@acme.test']!,
      select: acmeJobs,
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('withdrawing an invitation', () => {
  it('removes the offer and its notice; a person created only for it goes too; others get 403 or 404', async () => {
    const role = await roleId('employer_recruiter');
    const fresh = await invite(hr(), { email: 'short.lived@northwind.test', name: 'Short Lived', role_id: role });
    const existing = await invite(hr(), { email: 'owner@acme.test', name: 'Olivia', role_id: role });
    const revoke = (id: number, token = hr(), select = asNorthwind, employer = northwind) =>
      t.call({ method: 'DELETE', url: invitationsUrl(employer, `/${id}`), token, select });

    expect((await revoke(fresh.json().data.id, tokens['recruiter@northwind.test']!)).statusCode).toBe(403);
    const globex = await revoke(fresh.json().data.id, tokens['owner@globex.test']!, {
      account: t.ids.globex,
      site: t.ids.globexCareers,
    });
    expect(globex.statusCode).toBe(404);
    expect((await revoke(999_999)).statusCode).toBe(404);

    expect((await revoke(fresh.json().data.id)).statusCode).toBe(204);
    expect(await t.database.db.select().from(users).where(eq(users.email, 'short.lived@northwind.test'))).toEqual([]);
    expect((await revoke(existing.json().data.id)).statusCode).toBe(204);
    expect(await t.database.db.select().from(users).where(eq(users.email, 'owner@acme.test'))).toHaveLength(1);
    const inbox = await t.call({
      method: 'GET',
      url: '/portal/v1/notifications/inbox?per_page=100',
      token: tokens['owner@acme.test']!,
    });
    expect(inbox.json().data.map((n: { kind: string }) => n.kind)).not.toContain('invitation_received');
    const left = (await pending()).map((i) => i.email);
    expect(left).not.toContain('short.lived@northwind.test');
    expect(left).not.toContain('owner@acme.test');
    const audits = await t.database.db.execute(
      sql`select data->>'email' as email from audit_log where action = 'employer_user.invitation_revoked' order by id`,
    );
    expect((audits as unknown as { rows: { email: string }[] }).rows.map((r) => r.email)).toEqual([
      'short.lived@northwind.test',
      'owner@acme.test',
    ]);
  });
});

describe('changing a role and removing people', () => {
  // This file's own people to remove: an invitee who accepted, and someone with an account.
  beforeAll(async () => {
    const role = await roleId('employer_recruiter');
    const mails = await mailsDuring(t, () =>
      invite(hr(), { email: 'jo.invitee@northwind.test', name: 'Jo Invitee', role_id: role }),
    );
    await setPassword(invitationOf(mails[0]!).token);
    const offer = await invite(hr(), { email: 'moderator@acme.test', name: 'Malik', role_id: role });
    const accepted = await t.call({
      method: 'POST',
      url: `/portal/v1/invitations/${offer.json().data.id}/accept`,
      token: tokens['moderator@acme.test']!,
    });
    expect(accepted.statusCode).toBe(200);
  });

  it('changes another person’s role but never the caller’s own', async () => {
    const recruiter = t.ids.user('recruiter@northwind.test');
    const admin = await roleId('employer_admin');
    const res = await t.call({
      method: 'PUT',
      url: usersUrl(northwind, `/${recruiter}`),
      token: hr(),
      select: asNorthwind,
      payload: { role_id: admin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.role.key).toBe('employer_admin');
    const self = await t.call({
      method: 'PUT',
      url: usersUrl(northwind, `/${t.ids.user('hr@northwind.test')}`),
      token: hr(),
      select: asNorthwind,
      payload: { role_id: await roleId('employer_recruiter') },
    });
    expect(self.statusCode).toBe(422);
    expect(self.json().code).toBe('cannot_remove_self');
    // Back as it was, for the tests that follow.
    await t.call({
      method: 'PUT',
      url: usersUrl(northwind, `/${recruiter}`),
      token: hr(),
      select: asNorthwind,
      payload: { role_id: await roleId('employer_recruiter') },
    });
  });

  it('removes a person: their access ends with the next request', async () => {
    const del = (id: number, token = hr()) =>
      t.call({ method: 'DELETE', url: usersUrl(northwind, `/${id}`), token, select: asNorthwind });
    const mod = t.ids.user('moderator@acme.test'); // added to Northwind above, and staff elsewhere
    expect((await del(mod)).statusCode).toBe(204);
    expect(await t.database.db.select().from(users).where(eq(users.id, mod))).toHaveLength(1);

    const self = await del(t.ids.user('hr@northwind.test'));
    expect(self.statusCode).toBe(422);
    expect(self.json()).toEqual({
      code: 'cannot_remove_self',
      message: 'You cannot remove yourself or change your own role.',
    });
    expect((await del(999_999)).statusCode).toBe(404);
    expect((await del(mod, tokens['recruiter@northwind.test'])).statusCode).toBe(403);

    const removed = await t.call({
      method: 'GET',
      url: '/portal/v1/employer',
      token: await t.login('jo.invitee@northwind.test', 'a-brand-new-passphrase'),
      select: asNorthwind,
    });
    expect(removed.statusCode).toBe(200);
    const [jo] = await t.database.db.select().from(users).where(eq(users.email, 'jo.invitee@northwind.test'));
    expect((await del(jo!.id)).statusCode).toBe(204);
    const after = await t.call({
      method: 'GET',
      url: '/portal/v1/employer',
      token: await t.login('jo.invitee@northwind.test', 'a-brand-new-passphrase'),
      select: asNorthwind,
    });
    expect(after.statusCode).toBe(403);

    const audits = await t.database.db.execute(
      sql`select data->>'email' as email from audit_log where action = 'employer_user.removed' order by id`,
    );
    expect((audits as unknown as { rows: { email: string }[] }).rows.map((r) => r.email)).toEqual([
      'moderator@acme.test',
      'jo.invitee@northwind.test',
    ]);
  });
});
