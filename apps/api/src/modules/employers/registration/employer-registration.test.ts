import { catalogues, interpolate, PUBLIC_APPLICATIONS_PER_EMAIL } from '@talent/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  employers,
  invitations,
  notifications,
  roles,
  siteFormSubmissions,
  sites,
  users,
} from '../../../db/schema/index.js';
import { type Harness, type Selection, setupApi } from '../../../test/harness.js';
import { mailsDuring } from '../../../test/mail.js';
import { REGISTRATION_FIELDS, registrationApi } from './employer-registration.test-helpers.js';

// The employer_registration handler: what a submission creates, in one transaction, and what it never tells.
let t: Harness;
let acmeJobs: Selection;
let owner: string;
beforeAll(async () => {
  t = await setupApi();
  acmeJobs = { account: t.ids.acme, site: t.ids.acmeJobs };
  owner = await t.login('owner@acme.test');
});
afterAll(() => t.close());

const { staff, publishedRegistrationForm, register } = registrationApi(
  () => t,
  () => owner,
  () => acmeJobs,
);
const db = () => t.database.db;

const employerNamed = async (name: string) => (await db().select().from(employers).where(eq(employers.name, name)))[0];

describe('publishing an employer registration form', () => {
  it('needs company_name, email, first_name and last_name, required and of their types, with the message on fields', async () => {
    const created = await staff('POST', '/site/forms', {
      name: 'Register',
      handler: 'employer_registration',
      fields: [
        REGISTRATION_FIELDS[0],
        { ...REGISTRATION_FIELDS[1], required: false },
        REGISTRATION_FIELDS[2],
        { ...REGISTRATION_FIELDS[6], key: 'website' },
      ],
    });
    const uuid = created.json().data.uuid;
    const res = await t.call({
      method: 'POST',
      url: `/portal/v1/site/forms/${uuid}/publish`,
      token: owner,
      select: acmeJobs,
      headers: { 'accept-language': 'fr' },
    });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors.fields).toEqual([
      interpolate(catalogues.fr.fields.registration_fields, { missing: 'email, last_name' }),
    ]);
    // An optional field the handler copies must be of a type it can copy.
    expect(errors['fields.3.type']).toEqual([catalogues.fr.fields.invalid]);
    expect((await staff('GET', `/site/forms/${uuid}`)).json().data.published).toBeNull();
  });
});

describe('a registration', () => {
  it('creates the employer on hold, its invited owner, the mail and the staff notice, and links the submission', async () => {
    const uuid = await publishedRegistrationForm();
    let res: Awaited<ReturnType<typeof register>> | undefined;
    const mails = await mailsDuring(t, async () => {
      res = await register(uuid, {
        company_name: 'Blue Heron Bakery',
        email: 'Nadia@BlueHeron.example',
        first_name: 'Nadia',
        last_name: 'Haddad',
        phone: '+33 1 23 45 67 89',
        website: 'https://blueheron.example',
        hiring_for: 'Bakers <b>and</b> cashiers',
      });
    });
    expect(res!.statusCode).toBe(201);
    expect(res!.json()).toEqual({ message: catalogues.en.messages.siteFormThanks });

    const employer = (await employerNamed('Blue Heron Bakery'))!;
    expect(employer).toMatchObject({
      siteId: t.ids.acmeJobs,
      accountId: t.ids.acme,
      status: 'on_hold',
      type: 'business',
      businessName: 'Blue Heron Bakery',
      contactName: 'Nadia Haddad',
      email: 'nadia@blueheron.example',
      phone: '+33 1 23 45 67 89',
      website: 'https://blueheron.example',
      approvedAt: null,
    });
    const [submission] = await db()
      .select()
      .from(siteFormSubmissions)
      .where(eq(siteFormSubmissions.employerId, employer.id));
    expect(submission!.handlerResult).toEqual({ employer_id: employer.id });
    expect(submission!.answers.hiring_for).toEqual({ label: 'Who do you hire?', value: 'Bakers <b>and</b> cashiers' });

    // The owner: a new, invited person with an open invitation to the employer as its administrator.
    const [person] = await db().select().from(users).where(eq(users.email, 'nadia@blueheron.example'));
    expect(person).toMatchObject({ status: 'invited', name: 'Nadia Haddad' });
    const [invitation] = await db()
      .select({
        scopeType: invitations.scopeType,
        scopeId: invitations.scopeId,
        role: roles.key,
        by: invitations.invitedBy,
      })
      .from(invitations)
      .innerJoin(roles, eq(roles.id, invitations.roleId))
      .where(eq(invitations.userId, person!.id));
    expect(invitation).toEqual({ scopeType: 'employer', scopeId: employer.id, role: 'employer_admin', by: null });

    // One mail, to the owner: confirm the address and choose a password (no inviter named).
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toContain('nadia@blueheron.example');
    expect(mails[0]!.subject).toBe(
      interpolate(catalogues.en.mail.registrationInviteSubject, {
        employer: 'Blue Heron Bakery',
        brand: 'Acme Talent',
      }),
    );
    expect(mails[0]!.text).toMatch(/\/auth\/profile\/password\?token=/);

    // Staff who approve employers hear of it; the audit row names no user (a visitor acted).
    const notices = await db()
      .select({ userId: notifications.userId, link: notifications.link })
      .from(notifications)
      .where(eq(notifications.kind, 'employer_on_hold'));
    expect(notices.map((n) => n.userId)).toContain(t.ids.user('moderator@acme.test'));
    expect(notices.every((n) => n.link === `/${t.ids.acme}/${t.ids.acmeJobs}/employers/hold`)).toBe(true);
    const [created] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'employer.created'), eq(auditLog.subjectId, String(employer.id))));
    expect(created).toMatchObject({ actorUserId: null, siteId: t.ids.acmeJobs });
  });

  it('mails the owner a link on PUBLIC_URL, never on a Host header the request made up (SECURITY 21)', async () => {
    const uuid = await publishedRegistrationForm();
    const owner = {
      company_name: 'Host Header Ltd',
      email: 'ops@hostheader.example',
      first_name: 'Ola',
      last_name: 'Nord',
    };
    // A host that serves no account does not have the form at all (SECURITY 35).
    const refused = await mailsDuring(t, async () => {
      const res = await register(uuid, owner, { host: 'attacker.example' });
      expect(res.statusCode).toBe(404);
    });
    expect(refused).toHaveLength(0);
    // On PUBLIC_URL's host (portal.test), the link is PUBLIC_URL, from configuration.
    const mails = await mailsDuring(t, async () => {
      const res = await register(uuid, owner, { host: 'portal.test:8080' });
      expect(res.statusCode).toBe(201);
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).not.toContain('attacker.example');
    expect(mails[0]!.text).toContain(`${t.app.config.publicUrl}/auth/profile/password?token=`);
  });

  it('leaves a phone or website the profile cannot take off the profile, and keeps them as answers', async () => {
    const uuid = await publishedRegistrationForm();
    const res = await register(uuid, {
      company_name: 'Copper Kettle',
      email: 'sam@copperkettle.example',
      first_name: 'Sam',
      last_name: 'Okafor',
      website: 'copperkettle.example',
    });
    expect(res.statusCode).toBe(201);
    const employer = (await employerNamed('Copper Kettle'))!;
    expect(employer.website).toBeNull();
    const [submission] = await db()
      .select()
      .from(siteFormSubmissions)
      .where(eq(siteFormSubmissions.employerId, employer.id));
    expect(submission!.answers.website!.value).toBe('copperkettle.example');
  });

  it('rolls everything back, the submission too, when a step fails', async () => {
    const uuid = await publishedRegistrationForm();
    // A real failure inside the transaction, after the employer is written: the invitation's insert.
    await db().execute(sql`create function refuse_invitation() returns trigger language plpgsql as $$
      begin if new.email = 'fail@rollback.example' then raise exception 'refused'; end if; return new; end $$`);
    await db().execute(
      sql`create trigger refuse_invitation before insert on invitations for each row execute function refuse_invitation()`,
    );
    try {
      const countOf = async () => ({
        employers: (await db().select().from(employers)).length,
        submissions: (await db().select().from(siteFormSubmissions)).length,
        notifications: (await db().select().from(notifications)).length,
      });
      const before = await countOf();
      let status = 0;
      const mails = await mailsDuring(t, async () => {
        status = (
          await register(uuid, {
            company_name: 'Never Was Ltd',
            email: 'fail@rollback.example',
            first_name: 'No',
            last_name: 'Body',
          })
        ).statusCode;
      });
      expect(status).toBe(500);
      expect(mails).toEqual([]);
      expect(await countOf()).toEqual(before);
      expect(await employerNamed('Never Was Ltd')).toBeUndefined();
      expect(await db().select().from(users).where(eq(users.email, 'fail@rollback.example'))).toEqual([]);
    } finally {
      await db().execute(sql`drop trigger refuse_invitation on invitations`);
      await db().execute(sql`drop function refuse_invitation()`);
    }
  });

  it('answers an address that already signs in like any other, and only offers it the employer (consent first)', async () => {
    const uuid = await publishedRegistrationForm();
    const existing = 'recruiter@northwind.test';
    const usersBefore = (await db().select().from(users)).length;
    let res: Awaited<ReturnType<typeof register>> | undefined;
    const mails = await mailsDuring(t, async () => {
      res = await register(uuid, {
        company_name: 'Second Venture',
        email: existing,
        first_name: 'Someone',
        last_name: 'Else',
      });
    });
    // The visitor learns nothing: the same 201 and thank-you as for a new address.
    expect(res!.statusCode).toBe(201);
    expect(res!.json()).toEqual({ message: catalogues.en.messages.siteFormThanks });
    expect((await db().select().from(users)).length).toBe(usersBefore);
    const employer = (await employerNamed('Second Venture'))!;
    expect(employer.status).toBe('on_hold');

    // The address's owner is offered the role (accept or decline), never given it, and the name typed is not theirs.
    const personId = t.ids.user(existing);
    const [person] = await db().select().from(users).where(eq(users.id, personId));
    expect(person!.name).not.toBe('Someone Else');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(
      interpolate(catalogues.en.mail.registrationOfferSubject, { employer: 'Second Venture', brand: 'Acme Talent' }),
    );
    expect(mails[0]!.text).toContain('answer=accept');
    expect(mails[0]!.text).not.toContain('/auth/profile/password');
    const grantsAtEmployer = await db().execute(
      sql`select 1 from grants where user_id = ${personId} and scope_type = 'employer' and scope_id = ${employer.id}`,
    );
    expect((grantsAtEmployer as unknown as { rows: unknown[] }).rows).toEqual([]);
  });

  it('creates an active employer, and no on-hold notice, where the site does not review registrations', async () => {
    const [site] = await db().select({ settings: sites.settings }).from(sites).where(eq(sites.id, t.ids.acmeJobs));
    await db()
      .update(sites)
      .set({ settings: { ...site!.settings, employers_start_on_hold: false } })
      .where(eq(sites.id, t.ids.acmeJobs));
    try {
      const uuid = await publishedRegistrationForm();
      const noticesBefore = (await db().select().from(notifications).where(eq(notifications.kind, 'employer_on_hold')))
        .length;
      const res = await register(uuid, {
        company_name: 'Open Door Cafe',
        email: 'lee@opendoor.example',
        first_name: 'Lee',
        last_name: 'Chen',
      });
      expect(res.statusCode).toBe(201);
      expect((await employerNamed('Open Door Cafe'))!.status).toBe('active');
      const noticesAfter = (await db().select().from(notifications).where(eq(notifications.kind, 'employer_on_hold')))
        .length;
      expect(noticesAfter).toBe(noticesBefore);
    } finally {
      await db().update(sites).set({ settings: site!.settings }).where(eq(sites.id, t.ids.acmeJobs));
    }
  });

  it('throttles the same e-mail: past PUBLIC_APPLICATIONS_PER_EMAIL in the window it is refused', async () => {
    const uuid = await publishedRegistrationForm();
    const statuses: number[] = [];
    for (let i = 0; i <= PUBLIC_APPLICATIONS_PER_EMAIL; i++)
      statuses.push(
        (
          await register(uuid, {
            company_name: `Repeat ${i}`,
            email: 'repeat@same.example',
            first_name: 'Re',
            last_name: 'Peat',
          })
        ).statusCode,
      );
    expect(statuses).toEqual([...Array(PUBLIC_APPLICATIONS_PER_EMAIL).fill(201), 429]);
  });
});
