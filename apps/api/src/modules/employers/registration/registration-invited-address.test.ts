import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employers, grants, invitations, roles, users } from '../../../db/schema/index.js';
import { type Harness, type Selection, setupApi } from '../../../test/harness.js';
import { mailsDuring } from '../../../test/mail.js';
import { registrationApi } from './employer-registration.test-helpers.js';

/**
 * Issue 31: "A registration form submitted with an already-invited person's address withdraws
 * their invitation, and activation then accepts every open invitation, including the stranger's
 * employer." A stranger's registration never touches the person's other offers, and each mailed
 * link accepts the invitation it was sent for, nothing else (SECURITY 24: consent before membership).
 */
let t: Harness;
let acmeJobs: Selection;
let owner: string;
let form = '';
beforeAll(async () => {
  t = await setupApi();
  acmeJobs = { account: t.ids.acme, site: t.ids.acmeJobs };
  owner = await t.login('owner@acme.test');
  form = await publishedRegistrationForm();
});
afterAll(() => t.close());

const { publishedRegistrationForm, register } = registrationApi(
  () => t,
  () => owner,
  () => acmeJobs,
);
const db = () => t.database.db;
const linkIn = (text: string) => /password\?token=([A-Za-z0-9_-]+)/.exec(text)![1]!;

/** Acme's owner invites the address to manage Acme Health Careers: the link in the mail it gets. */
async function invitedToAcmeHealth(email: string) {
  const [role] = await db()
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.key, 'site_manager'), eq(roles.accountId, t.ids.acme)));
  const mails = await mailsDuring(t, async () => {
    const res = await t.call({
      method: 'POST',
      url: '/portal/v1/accounts/users',
      token: owner,
      select: { account: t.ids.acme },
      payload: { email, name: 'Vera Victim', role_id: role!.id, scope_type: 'site', scope_id: t.ids.acmeHealth },
    });
    expect(res.statusCode, res.body).toBe(201);
  });
  expect(mails.filter((m) => m.to === email)).toHaveLength(1);
  return linkIn(mails[0]!.text);
}

/** A stranger registers a company with the address: the link in the registration mail. */
async function registeredByStranger(email: string, company: string) {
  const mails = await mailsDuring(t, async () => {
    const res = await register(form, { company_name: company, email, first_name: 'Someone', last_name: 'Else' });
    expect(res.statusCode).toBe(201);
  });
  const mine = mails.filter((m) => m.to === email);
  expect(mine).toHaveLength(1);
  return linkIn(mine[0]!.text);
}

const choosePassword = (token: string) =>
  t.call({
    method: 'POST',
    url: '/portal/auth/reset-password',
    payload: { token, password: 'a-long-new-passphrase', password_confirmation: 'a-long-new-passphrase' },
  });

async function placesOf(email: string) {
  const [person] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
  const held = await db()
    .select({ type: grants.scopeType, id: grants.scopeId })
    .from(grants)
    .where(eq(grants.userId, person!.id));
  const open = await db()
    .select({ type: invitations.scopeType, id: invitations.scopeId })
    .from(invitations)
    .where(eq(invitations.userId, person!.id));
  return { held, open };
}

const employerId = async (name: string) =>
  (await db().select({ id: employers.id }).from(employers).where(eq(employers.name, name)))[0]!.id;

describe('a registration with the address of someone already invited', () => {
  it('leaves their invitation’s link working, and that link accepts only that invitation', async () => {
    const email = 'vera@victim.example';
    const acmeLink = await invitedToAcmeHealth(email);
    await registeredByStranger(email, 'Stranger Holdings');

    const used = await choosePassword(acmeLink);
    expect(used.statusCode, used.body).toBe(200);
    const stranger = await employerId('Stranger Holdings');
    expect(await placesOf(email)).toEqual({
      held: [{ type: 'site', id: t.ids.acmeHealth }],
      open: [{ type: 'employer', id: stranger }],
    });

    // The stranger's offer waits for the person to accept or decline it, with its notice.
    const token = await t.login(email, 'a-long-new-passphrase');
    const pending = (await t.call({ method: 'GET', url: '/portal/v1/invitations', token })).json().data;
    expect(pending).toMatchObject([{ employer: { id: stranger, name: 'Stranger Holdings' } }]);
    const inbox = (await t.call({ method: 'GET', url: '/portal/v1/notifications/inbox', token })).json().data;
    expect(inbox).toMatchObject([{ kind: 'invitation_received', link: `/notifications?invitation=${pending[0].id}` }]);
  });

  it('the registration’s own link accepts the registration only: the other invitation stays open', async () => {
    const email = 'wes@victim.example';
    await invitedToAcmeHealth(email);
    const registrationLink = await registeredByStranger(email, 'Another Stranger Co');

    expect((await choosePassword(registrationLink)).statusCode).toBe(200);
    expect(await placesOf(email)).toEqual({
      held: [{ type: 'employer', id: await employerId('Another Stranger Co') }],
      open: [{ type: 'site', id: t.ids.acmeHealth }],
    });
  });

  it('an invitation sent again kills only its own earlier link', async () => {
    const email = 'xena@victim.example';
    const first = await invitedToAcmeHealth(email);
    const registrationLink = await registeredByStranger(email, 'Third Stranger Ltd');
    const again = await invitedToAcmeHealth(email);
    expect((await choosePassword(first)).statusCode).toBe(422);
    expect((await choosePassword(again)).statusCode).toBe(200);
    // After the person chose a password, every other link is spent; the offer stays to answer.
    expect((await choosePassword(registrationLink)).statusCode).toBe(422);
    expect((await placesOf(email)).open).toEqual([{ type: 'employer', id: await employerId('Third Stranger Ltd') }]);
  });
});
