import { catalogues, interpolate } from '@talent/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employers } from '../../../db/schema/index.js';
import { type Harness, type Selection, setupApi } from '../../../test/harness.js';
import { mailsDuring } from '../../../test/mail.js';
import { REGISTRATION_FIELDS, registrationApi, text } from './employer-registration.test-helpers.js';

// A registered employer as staff and its owner see it: the registration's answers, review, first sign-in.
let t: Harness;
let acmeJobs: Selection;
let owner: string;
let moderator: string;
beforeAll(async () => {
  t = await setupApi();
  acmeJobs = { account: t.ids.acme, site: t.ids.acmeJobs };
  owner = await t.login('owner@acme.test');
  moderator = await t.login('moderator@acme.test');
});
afterAll(() => t.close());

const { staff, publishedRegistrationForm, register } = registrationApi(
  () => t,
  () => owner,
  () => acmeJobs,
);

async function registered(uuid: string, company: string, email: string) {
  const res = await register(uuid, {
    company_name: company,
    email,
    first_name: 'Mira',
    last_name: 'Sol',
    hiring_for: 'Cooks',
  });
  expect(res.statusCode).toBe(201);
  const [row] = await t.database.db.select({ id: employers.id }).from(employers).where(eq(employers.name, company));
  return row!.id;
}

const detail = (id: number, token = moderator, select = acmeJobs) =>
  t.call({ method: 'GET', url: `/portal/v1/employers/${id}`, token, select });

describe('the registration on the employer', () => {
  it('shows staff the answers with the version and labels they were asked with, after the form changes', async () => {
    const uuid = await publishedRegistrationForm();
    const id = await registered(uuid, 'Pinned Labels Co', 'mira@pinned.example');
    // The form is changed and published again: the registration keeps version 1 and its words.
    const changed = REGISTRATION_FIELDS.map((f) =>
      f.key === 'company_name' ? { ...f, label: text('Business name') } : f,
    );
    await staff('PUT', `/site/forms/${uuid}`, { name: 'Register', handler: 'employer_registration', fields: changed });
    expect((await staff('POST', `/site/forms/${uuid}/publish`)).json().data.published.version).toBe(2);

    const res = await detail(id);
    expect(res.statusCode).toBe(200);
    const { registration, status } = res.json().data;
    expect(status).toBe('on_hold');
    expect(registration).toMatchObject({ form: { uuid, name: 'Register' }, version: 1, locale: 'en' });
    expect(registration.answers).toEqual({
      company_name: { label: 'Company', value: 'Pinned Labels Co' },
      email: { label: 'Your e-mail', value: 'mira@pinned.example' },
      first_name: { label: 'First name', value: 'Mira' },
      last_name: { label: 'Last name', value: 'Sol' },
      hiring_for: { label: 'Who do you hire?', value: 'Cooks' },
    });
    // In the order the form asked them (jsonb stores keys in its own order).
    expect(Object.keys(registration.answers)).toEqual([
      'company_name',
      'email',
      'first_name',
      'last_name',
      'hiring_for',
    ]);
    expect(Date.parse(registration.submitted_at)).not.toBeNaN();
    // It waits in the on-hold queue like any other.
    const hold = await t.call({
      method: 'GET',
      url: '/portal/v1/employers/on-hold?per_page=100',
      token: moderator,
      select: acmeJobs,
    });
    expect(hold.json().data.map((e: { id: number }) => e.id)).toContain(id);
  });

  it('is null for an employer staff created; the demo’s Fabrikam Foods registered through Acme’s form', async () => {
    const res = await detail(t.ids.employer('Contoso Ltd'));
    expect(res.json().data.registration).toBeNull();
    const fabrikam = (await detail(t.ids.employer('Fabrikam Foods'))).json().data;
    expect(fabrikam.status).toBe('on_hold');
    expect(fabrikam.registration).toMatchObject({ form: { name: 'Employer registration' }, version: 1 });
    expect(fabrikam.registration.answers.first_name).toEqual({ label: 'First name', value: 'Fatima' });
  });

  it('is another site’s employer: 404 to staff of another site or account', async () => {
    const uuid = await publishedRegistrationForm();
    const id = await registered(uuid, 'Hidden Elsewhere', 'mira@hidden.example');
    expect((await detail(id, owner, { account: t.ids.acme, site: t.ids.acmeHealth })).statusCode).toBe(404);
    const globex = await t.login('owner@globex.test');
    expect((await detail(id, globex, { account: t.ids.globex, site: t.ids.globexCareers })).statusCode).toBe(404);
  });
});

describe('reviewing a registered employer', () => {
  it('rejects it with the reason mailed', async () => {
    const uuid = await publishedRegistrationForm();
    const id = await registered(uuid, 'Rejected Registrant', 'mira@rejected.example');
    const mails = await mailsDuring(t, async () => {
      const res = await t.call({
        method: 'POST',
        url: '/portal/v1/employers/reject',
        token: moderator,
        select: acmeJobs,
        payload: { ids: [id], reason: 'We could not verify the company.' },
      });
      expect(res.json().data.updated).toEqual([id]);
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toContain('mira@rejected.example');
    expect(mails[0]!.subject).toBe(interpolate(catalogues.en.mail.employerRejectedSubject, { site: 'Acme Jobs' }));
    expect(mails[0]!.text).toContain('We could not verify the company.');
  });

  it('approves it with a mail; the owner confirms the address, signs in and reads the registration, read-only', async () => {
    const uuid = await publishedRegistrationForm();
    let invite = '';
    let id = 0;
    const inviteMails = await mailsDuring(t, async () => {
      id = await registered(uuid, 'Approved Registrant', 'mira@approved.example');
    });
    invite = inviteMails[0]!.text;

    const approvedMails = await mailsDuring(t, async () => {
      const res = await t.call({
        method: 'POST',
        url: '/portal/v1/employers/approve',
        token: moderator,
        select: acmeJobs,
        payload: { ids: [id] },
      });
      expect(res.json().data.updated).toEqual([id]);
    });
    expect(approvedMails).toHaveLength(1);
    expect(approvedMails[0]!.to).toContain('mira@approved.example');
    expect(approvedMails[0]!.subject).toBe(
      interpolate(catalogues.en.mail.employerApprovedSubject, { site: 'Acme Jobs' }),
    );
    expect(approvedMails[0]!.text).toContain('Mira Sol');

    // The invitation link confirms the address (choosing a password accepts the invitation).
    const token = /password\?token=([A-Za-z0-9_-]+)/.exec(invite)![1]!;
    const password = 'a-registered-owner-passphrase';
    const reset = await t.call({
      method: 'POST',
      url: '/portal/auth/reset-password',
      payload: { token, password, password_confirmation: password },
    });
    expect(reset.statusCode).toBe(200);
    const ownerToken = await t.login('mira@approved.example', password);
    const me = (await t.call({ method: 'GET', url: '/portal/auth/me', token: ownerToken })).json().data;
    expect(Object.keys(me.permissions)).toEqual([`employer:${id}`]);

    const own = await t.call({
      method: 'GET',
      url: '/portal/v1/employer',
      token: ownerToken,
      select: { ...acmeJobs, employer: id },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.registration.answers.company_name.value).toBe('Approved Registrant');
    // The owner cannot reach the site's forms and submissions (site settings are staff's).
    const forms = await t.call({
      method: 'GET',
      url: '/portal/v1/site/forms',
      token: ownerToken,
      select: { ...acmeJobs, employer: id },
    });
    expect(forms.statusCode).toBe(403);
  });
});
