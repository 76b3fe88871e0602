import type { APIRequestContext, Page } from '@playwright/test';
import {
  ACME,
  ACME_JOBS,
  apiCall,
  expect,
  expectAccessible,
  latestMailTo,
  portalHeaders,
  signIn,
  test,
  tokenFor,
} from './fixtures.js';

const TEAM = `${ACME}${ACME_JOBS}/employer/users`;
const HR = 'hr@northwind.test';

const unique = (label: string) => `e2e.${label}.${Date.now()}@example.test`;
const teamTable = (page: Page) => page.getByRole('table', { name: 'Team of Northwind Traders' });
const rowOf = (page: Page, email: string) => teamTable(page).getByRole('row').filter({ hasText: email });
const invitationsTable = (page: Page) => page.getByRole('table', { name: 'Invitations not yet accepted' });
const invitationOf = (page: Page, email: string) => invitationsTable(page).getByRole('row').filter({ hasText: email });

/** The newest mailed link to choose a password, once the outbox has it. */
async function passwordLinkFor(email: string) {
  await expect.poll(async () => (await latestMailTo(email)).includes('/auth/profile/password?token=')).toBe(true);
  return /(http\S+\/auth\/profile\/password\?token=\S+)/.exec(await latestMailTo(email))![1]!;
}

/**
 * Someone who already has an account somewhere else on the platform: invited to Acme Health
 * Careers by its owner, with the password chosen through the mailed link (which accepts).
 */
async function existingPerson(request: APIRequestContext, email: string, password: string) {
  const owner = apiCall(request, await tokenFor(request, 'owner@acme.test'));
  const roles = (await (await owner.call('listAccountRoles', { select: { accountId: 1 } })).json()) as {
    data: { id: number; key: string }[];
  };
  const moderator = roles.data.find((r) => r.key === 'moderator')!;
  const invited = await owner.call('inviteAccountUser', {
    body: { email, name: 'Elena Existing', role_id: moderator.id, scope_type: 'site', scope_id: 2 },
    select: { accountId: 1 },
  });
  expect(invited.status()).toBe(201);
  const token = new URL(await passwordLinkFor(email)).searchParams.get('token');
  const reset = await request.post(`${ACME}/portal/auth/reset-password`, {
    headers: portalHeaders(),
    data: { token, password, password_confirmation: password },
  });
  expect(reset.status()).toBe(200);
}

async function invite(page: Page, email: string, name: string, role: string) {
  await page.getByRole('button', { name: 'Invite someone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite someone to Northwind Traders' });
  await dialog.getByLabel(/^E-mail/).fill(email);
  await dialog.getByLabel(/^Name/).fill(name);
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: role, exact: true }).click();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('employer users', () => {
  test('an employer admin sees the team, invites someone, and the invitee chooses a password and signs in', async ({
    page,
    browser,
  }) => {
    await signIn(page, HR);
    await page.goto(TEAM);
    await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    await expect(rowOf(page, HR)).toContainText('(you)');
    await expect(rowOf(page, HR).getByRole('button')).toHaveCount(0); // no actions on your own row
    await expect(rowOf(page, 'recruiter@northwind.test')).toContainText('Active');
    // Someone invited is not a member until they accept: listed apart, with the address typed only.
    await expect(rowOf(page, 'sam.newhire@northwind.test')).toHaveCount(0);
    await expect(invitationOf(page, 'sam.newhire@northwind.test')).toContainText('Waiting for an answer');
    await expect(invitationOf(page, 'sam.newhire@northwind.test')).not.toContainText('Sam');
    await expectAccessible(page, 'team page');

    // The modal checks the fields before anything is sent; the least powerful role is preselected.
    await page.getByRole('button', { name: 'Invite someone' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite someone to Northwind Traders' });
    await expect(dialog.getByText(/valid for 7 days/)).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Role' })).toHaveValue('Recruiter');
    await expectAccessible(page, 'invite modal');
    await dialog.getByLabel(/^E-mail/).fill('not-an-address');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog.getByText('Enter a valid e-mail address.')).toBeVisible();
    await expect(dialog.getByText('This field is required.')).toBeVisible();
    // Nobody invites themselves: the server's message, under the field.
    await dialog.getByLabel(/^E-mail/).fill(HR);
    await dialog.getByLabel(/^Name/).fill('Hana again');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog.getByText('You cannot invite yourself.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    const email = unique('invitee');
    await invite(page, email, 'Ines Invitee', 'Recruiter');
    await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
    await expect(invitationOf(page, email)).toContainText('Waiting for an answer');
    await expect(invitationOf(page, email)).toContainText('Recruiter');
    await expect(rowOf(page, email)).toHaveCount(0);

    const link = await passwordLinkFor(email);

    // The invitee, in a browser of their own.
    const context = await browser.newContext();
    const invitee = await context.newPage();
    await invitee.goto(link!.replace(/^https?:\/\/[^/]+/, ACME));
    await expect(invitee.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
    await expect(invitee.getByText(email)).toBeVisible();
    const fresh = 'an-invitee-passphrase-42';
    await invitee.getByLabel(/^New password/).fill(fresh);
    await invitee.getByLabel(/^Confirm/).fill(fresh);
    await invitee.getByRole('button', { name: 'Save my password' }).click();
    await expect(invitee).toHaveURL(`${ACME}/login`);
    await invitee.getByLabel(/^E-mail/).fill(email);
    await invitee.getByLabel(/^Password/).fill(fresh);
    await invitee.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(invitee).toHaveURL(`${ACME}/`);
    await expect(invitee.getByRole('heading', { level: 1 })).toBeVisible();
    await context.close();

    // Back on the team page the invitation is accepted: a member now.
    await page.reload();
    await expect(rowOf(page, email)).toContainText('Active');
    await expect(invitationOf(page, email)).toHaveCount(0);
  });

  test('send an invitation again and withdraw it; change a member’s role and remove them, with confirmation', async ({
    page,
  }) => {
    await signIn(page, HR);
    await page.goto(TEAM);
    const pending = unique('withdrawn');
    await invite(page, pending, 'Wanda Withdrawn', 'Recruiter');
    const invitationActions = () =>
      invitationOf(page, pending).getByRole('button', { name: `Actions for the invitation to ${pending}` });
    await invitationActions().click();
    await page.getByRole('menuitem', { name: 'Send again' }).click();
    await expect(page.getByText(`Invitation to ${pending} sent again`)).toBeVisible();
    await invitationActions().click();
    await page.getByRole('menuitem', { name: 'Withdraw' }).click();
    const withdraw = page.getByRole('dialog', { name: `Withdraw the invitation to ${pending}?` });
    await expect(withdraw).toContainText('stop working');
    await withdraw.getByRole('button', { name: 'Withdraw' }).click();
    await expect(page.getByText(`Invitation to ${pending} withdrawn`)).toBeVisible();
    await expect(invitationOf(page, pending)).toHaveCount(0);

    // A member to change and remove: invited, and in through their link.
    const email = unique('removed');
    await invite(page, email, 'Rory Removed', 'Recruiter');
    await page.request.post(`${ACME}/portal/auth/reset-password`, {
      headers: portalHeaders(),
      data: {
        token: new URL(await passwordLinkFor(email)).searchParams.get('token'),
        password: 'a-member-passphrase-9',
        password_confirmation: 'a-member-passphrase-9',
      },
    });
    await page.reload();
    await expect(rowOf(page, email)).toContainText('Active');

    const actions = () => rowOf(page, email).getByRole('button', { name: 'Actions for Rory Removed' });
    await actions().click();
    await page.getByRole('menuitem', { name: 'Change role' }).click();
    const roleDialog = page.getByRole('dialog', { name: 'Change the role of Rory Removed' });
    await roleDialog.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Employer administrator', exact: true }).click();
    await roleDialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Role changed')).toBeVisible();
    await expect(rowOf(page, email)).toContainText('Employer administrator');

    await actions().click();
    await page.getByRole('menuitem', { name: 'Remove' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove Rory Removed?' });
    await expect(confirm).toContainText('Rory Removed will no longer have access to Northwind Traders.');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(rowOf(page, email)).toHaveCount(1);

    await actions().click();
    await page.getByRole('menuitem', { name: 'Remove' }).click();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Rory Removed was removed')).toBeVisible();
    await expect(rowOf(page, email)).toHaveCount(0);
  });

  test('someone who already has an account is only invited: they see it, accept, and can then switch to Northwind', async ({
    page,
    browser,
  }) => {
    const email = unique('existing');
    const password = 'an-existing-passphrase-5';
    await existingPerson(page.request, email, password);

    // Northwind's admin invites them: the same answer as for anyone, and no member yet.
    await signIn(page, HR);
    await page.goto(TEAM);
    await invite(page, email, 'Whatever Typed', 'Recruiter');
    await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
    await expect(invitationOf(page, email)).toContainText('Waiting for an answer');
    await expect(invitationOf(page, email)).not.toContainText('Elena');
    await expect(rowOf(page, email)).toHaveCount(0);

    // The person, in a browser of their own: the invitation waits on their dashboard.
    const context = await browser.newContext();
    const invitee = await context.newPage();
    await signIn(invitee, email, undefined, password);
    await invitee.goto(`${ACME}/`);
    const card = invitee.getByRole('article', { name: 'Invitation to Northwind Traders' });
    await expect(card).toContainText(/Hana Northwind\W* invited you to join as \W*Recruiter/);
    await expect(card).toContainText('Acme Jobs · Acme Talent Group');
    const switcher = invitee.getByRole('button', { name: /^Switch account and site/ });
    await expect(switcher).toHaveCount(0); // one place only, so far
    await expectAccessible(invitee, 'invitation on the dashboard');

    // The bell's notice leads to it too.
    await invitee.goto(`${ACME}/notifications`);
    await invitee.getByRole('link', { name: 'Invitation to join Northwind Traders' }).click();
    await expect(invitee).toHaveURL(/\/notifications\?invitation=\d+/);
    await card.getByRole('button', { name: 'Accept the invitation to Northwind Traders' }).click();
    await expect(invitee.getByText(/You joined \W*Northwind Traders/)).toBeVisible();
    await expect(card).toHaveCount(0);

    // Northwind is in the switcher now; choosing it opens Northwind's side of the portal.
    await switcher.click();
    await invitee.getByRole('menuitemradio', { name: /Northwind Traders/ }).click();
    await expect(switcher).toContainText('Northwind Traders');
    await invitee.goto(`${ACME}${ACME_JOBS}/employer/users`);
    await expect(rowOf(invitee, email)).toContainText('(you)');
    await context.close();

    // Northwind's admin hears of it, and the person is a member.
    await page.reload();
    await expect(rowOf(page, email)).toContainText('Active');
    await expect(invitationOf(page, email)).toHaveCount(0);
  });

  test('a recruiter sees the team but cannot manage it', async ({ page }) => {
    await signIn(page, 'recruiter@northwind.test');
    await page.goto(TEAM);
    await expect(rowOf(page, HR)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Invite someone' })).toHaveCount(0);
    await expect(teamTable(page).getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
  });
});
