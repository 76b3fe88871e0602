import { INVITATION_VALID_DAYS } from '@talent/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, grants, roles, users } from '../../db/schema/index.js';
import type { Selection } from '../../test/harness.js';
import { mailsDuring } from '../../test/mail.js';
import {
  acmeJobs,
  asNorthwind,
  contoso,
  employerUsersSuite,
  hr,
  invitationOf,
  invite,
  list,
  northwind,
  roleId,
  setPassword,
  signIn,
  t,
  tokens,
  usersUrl,
} from './employer-users.test-helpers.js';

employerUsersSuite();

describe('GET /v1/employers/{employer}/users', () => {
  it('shows the employer’s own admin its team with role and status; invitations are not members', async () => {
    const res = await list(hr(), asNorthwind);
    expect(res.statusCode).toBe(200);
    const team = res.json().data as { email: string; status: string; role: { key: string } }[];
    expect(team.map((u) => [u.email, u.status, u.role.key])).toEqual([
      ['hr@northwind.test', 'active', 'employer_admin'],
      ['recruiter@northwind.test', 'active', 'employer_recruiter'],
    ]);
    expect(res.json().data[0]).toEqual({
      id: t.ids.user('hr@northwind.test'),
      name: 'Hana Northwind',
      email: 'hr@northwind.test',
      avatar: null,
      status: 'active',
      role: { id: await roleId('employer_admin'), key: 'employer_admin', name: 'Employer administrator' },
      added_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      last_login_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('lists the invitations nobody accepted yet with the typed address, role and dates only', async () => {
    const res = await t.call({
      method: 'GET',
      url: `/portal/v1/employers/${northwind}/invitations`,
      token: hr(),
      select: asNorthwind,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        id: expect.any(Number),
        email: 'sam.newhire@northwind.test',
        role: { id: await roleId('employer_recruiter'), key: 'employer_recruiter', name: 'Recruiter' },
        scope: { type: 'employer', id: northwind, name: 'Northwind Traders' },
        invited_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        expires_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        expired: false,
      },
    ]);
    const recruiter = await t.call({
      method: 'GET',
      url: `/portal/v1/employers/${northwind}/invitations`,
      token: tokens['recruiter@northwind.test']!,
      select: asNorthwind,
    });
    expect(recruiter.statusCode).toBe(200);
    const other = await t.call({
      method: 'GET',
      url: `/portal/v1/employers/${contoso}/invitations`,
      token: hr(),
      select: asNorthwind,
    });
    expect(other.statusCode).toBe(404);
  });

  it('lets site staff read any employer’s team of their site, and a recruiter read their own', async () => {
    for (const email of ['manager@acme.test', 'moderator@acme.test', 'owner@acme.test']) {
      const res = await list(tokens[email]!, acmeJobs);
      expect(res.statusCode, email).toBe(200);
      expect(res.json().data).toHaveLength(2);
    }
    expect((await list(tokens['recruiter@northwind.test']!, asNorthwind)).statusCode).toBe(200);
  });

  it('answers 404 for another employer of the same site when the caller is an employer user', async () => {
    const res = await list(hr(), asNorthwind, contoso);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('@contoso');
  });

  it('keeps other tenants out: Globex owner gets 404 in its own site and 403 with Acme headers', async () => {
    const globex = tokens['owner@globex.test']!;
    const own = await list(globex, { account: t.ids.globex, site: t.ids.globexCareers });
    expect(own.statusCode).toBe(404);
    const acme = await list(globex, acmeJobs);
    expect(acme.statusCode).toBe(403);
    for (const res of [own, acme]) expect(res.body).not.toContain('northwind.test');
  });

  it('refuses no token (401), a user without a grant (403) and a site staff member of another site (404)', async () => {
    expect((await t.call({ method: 'GET', url: usersUrl(northwind), select: asNorthwind })).statusCode).toBe(401);
    expect((await list(tokens['nobody@portal.test']!, {})).statusCode).toBe(403);
    const otherSite = await list(tokens['owner@acme.test']!, { account: t.ids.acme, site: t.ids.acmeHealth });
    expect(otherSite.statusCode).toBe(404);
  });
});

describe('GET /v1/employers/{employer}/roles', () => {
  it('offers only roles the caller could hand on', async () => {
    const keys = async (token: string, select: Selection) =>
      (await t.call({ method: 'GET', url: `/portal/v1/employers/${northwind}/roles`, token, select }))
        .json()
        .data.map((r: { key: string }) => r.key);
    expect(await keys(hr(), asNorthwind)).toEqual(['employer_admin', 'employer_recruiter']);
    expect(await keys(tokens['manager@acme.test']!, acmeJobs)).toEqual(['employer_admin', 'employer_recruiter']);
    // A recruiter holds fewer permissions than an administrator: only their own role is offered.
    expect(await keys(tokens['recruiter@northwind.test']!, asNorthwind)).toEqual(['employer_recruiter']);
  });
});

describe('inviting a new person', () => {
  it('creates an invited account, mails a 7-day link, and the link lets them choose a password and sign in', async () => {
    const recruiter = await roleId('employer_recruiter');
    const email = 'Jo.Invitee@Northwind.test';
    let res!: Awaited<ReturnType<typeof invite>>;
    const mails = await mailsDuring(t, async () => {
      res = await invite(hr(), { email, name: 'Jo Invitee', role_id: recruiter }, asNorthwind);
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      email: 'jo.invitee@northwind.test',
      role: { key: 'employer_recruiter' },
      scope: { type: 'employer', id: northwind, name: 'Northwind Traders' },
      expired: false,
    });

    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.to).toContain('jo.invitee@northwind.test');
    expect(mail!.subject).toBe('Hana Northwind invited you to Northwind Traders on Acme Talent');
    expect(mail!.text).toContain(`within ${INVITATION_VALID_DAYS} days`);
    expect(mail!.text).toContain('as Recruiter');
    const link = invitationOf(mail!);
    expect(link.email).toBe('jo.invitee@northwind.test');

    // Not before the password is chosen.
    expect((await signIn('jo.invitee@northwind.test')).statusCode).toBe(422);
    expect((await setPassword(link.token)).statusCode).toBe(200);
    const login = await signIn('jo.invitee@northwind.test');
    expect(login.statusCode).toBe(200);
    const me = await t.call({ method: 'GET', url: '/portal/auth/me', token: login.json().access_token });
    expect(me.json().data.accounts[0].sites[0].employers).toEqual([
      { id: northwind, name: 'Northwind Traders', status: 'active' },
    ]);
    expect((await setPassword(link.token, 'another-passphrase-1')).statusCode).toBe(422); // single use

    const listed = (await list(hr(), asNorthwind)).json().data.find((u: { email: string }) => u.email === link.email);
    expect(listed).toMatchObject({ status: 'active', last_login_at: expect.any(String) });

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'employer_user.invited'), eq(auditLog.subjectId, String(northwind))));
    expect(audit).toMatchObject({
      accountId: t.ids.acme,
      siteId: t.ids.acmeJobs,
      actorUserId: t.ids.user('hr@northwind.test'),
      subjectType: 'employer',
      data: {
        invitation_id: res.json().data.id,
        email: 'jo.invitee@northwind.test',
        role: 'employer_recruiter',
        scope: `employer:${northwind}`,
      },
    });
  });

  it('links to the brand host the request came to, when it is one of the person’s', async () => {
    const mails = await mailsDuring(t, () =>
      t.call({
        method: 'POST',
        url: usersUrl(northwind),
        token: hr(),
        select: asNorthwind,
        headers: { host: 'localhost:3000' },
        payload: { email: 'brand.link@northwind.test', name: 'Bea Link', role_id: 1_000_000 },
      }),
    );
    expect(mails).toHaveLength(0); // an unknown role is refused before anything is written
    const ok = await mailsDuring(t, async () =>
      t.call({
        method: 'POST',
        url: usersUrl(northwind),
        token: hr(),
        select: asNorthwind,
        headers: { host: 'localhost:3000' },
        payload: { email: 'brand.link@northwind.test', name: 'Bea Link', role_id: await roleId('employer_recruiter') },
      }),
    );
    // The brand host of the account, with PUBLIC_URL's scheme and port (none in the tests).
    expect(invitationOf(ok[0]!).base).toBe('http://localhost');
    expect(ok[0]!.subject).toContain('on Acme Talent');
  });

  it('offers someone who already has an account the role, to accept in the portal: no password link, nothing granted', async () => {
    const role_id = await roleId('employer_recruiter');
    let first!: Awaited<ReturnType<typeof invite>>;
    const mails = await mailsDuring(t, async () => {
      first = await invite(hr(), { email: 'moderator@acme.test', name: 'ignored for existing people', role_id });
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).not.toHaveProperty('name');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Hana Northwind invited you to Northwind Traders on Acme Talent');
    expect(mails[0]!.text).not.toContain('/auth/profile/password');
    expect(mails[0]!.text).toContain(`/notifications?invitation=${first.json().data.id}&answer=accept`);
    expect(mails[0]!.text).toContain(`/notifications?invitation=${first.json().data.id}&answer=decline`);
    // Inviting again renews the same offer; it is not refused.
    const again = await invite(hr(), { email: 'MODERATOR@acme.test', name: 'Malik', role_id });
    expect(again.statusCode).toBe(201);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect((await list(hr(), asNorthwind)).body).not.toContain('moderator@acme.test');
  });

  it('answers 422 per field for missing or invalid input, in the caller’s language', async () => {
    const res = await invite(hr(), { email: 'not-an-address', name: ' ', role_id: 'x' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      email: ['Enter a valid e-mail address.'],
      name: ['This field is required.'],
      role_id: ['This value is invalid.'],
    });
    const globexRole = (
      await t.database.db
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.key, 'employer_admin'), eq(roles.accountId, t.ids.globex)))
    )[0]!.id;
    const foreign = await t.call({
      method: 'POST',
      url: usersUrl(northwind),
      token: hr(),
      select: asNorthwind,
      headers: { 'accept-language': 'fr' },
      payload: { email: 'x@northwind.test', name: 'X', role_id: globexRole },
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({ role_id: ["Cette valeur n'est pas valide."] });
  });

  it('lets only those who manage the team invite: recruiter and moderator get 403', async () => {
    const body = { email: 'nope@northwind.test', name: 'Nope', role_id: await roleId('employer_recruiter') };
    expect((await invite(tokens['recruiter@northwind.test']!, body)).statusCode).toBe(403);
    expect((await invite(tokens['moderator@acme.test']!, body, acmeJobs)).statusCode).toBe(403);
    // Site staff with employers.update may set up any employer's team.
    const manager = await invite(
      tokens['manager@acme.test']!,
      { ...body, email: 'by.manager@contoso.test' },
      acmeJobs,
      contoso,
    );
    expect(manager.statusCode).toBe(201);
    const rows = await t.database.db.select().from(users).where(eq(users.email, 'nope@northwind.test'));
    expect(rows).toHaveLength(0);
  });

  it('never lets an employer user hand on more power than they hold', async () => {
    // A team lead may manage people but holds no credits permission; the admin role includes credits.
    const [lead] = await t.database.db
      .insert(roles)
      .values({
        accountId: t.ids.acme,
        key: 'team_lead',
        name: 'Team lead',
        scopeType: 'employer',
        permissions: ['employer_users.all', 'jobs.read'],
      })
      .returning({ id: roles.id });
    await t.database.db.insert(grants).values({
      userId: t.ids.user('recruiter@northwind.test'),
      roleId: lead!.id,
      accountId: t.ids.acme,
      scopeType: 'employer',
      scopeId: t.ids.employer('Blue Yonder Airlines'),
    });
    const asBlueYonder = { ...acmeJobs, employer: t.ids.employer('Blue Yonder Airlines') };
    const token = tokens['recruiter@northwind.test']!;
    const res = await invite(
      token,
      { email: 'escalate@blueyonder.test', name: 'Esc', role_id: await roleId('employer_admin') },
      asBlueYonder,
      t.ids.employer('Blue Yonder Airlines'),
    );
    expect(res.statusCode).toBe(403);
    const allowed = await invite(
      token,
      { email: 'lead2@blueyonder.test', name: 'Lead Two', role_id: lead!.id },
      asBlueYonder,
      t.ids.employer('Blue Yonder Airlines'),
    );
    expect(allowed.statusCode).toBe(201);
  });
});
