import type { Page } from '@playwright/test';
import { ACME, ACME_JOBS, expect, expectAccessible, latestMailTo, signIn, test } from './fixtures.js';

const TEAM = `${ACME}${ACME_JOBS}/employer/users`;
const HR = 'hr@northwind.test';

const unique = (label: string) => `e2e.${label}.${Date.now()}@example.test`;
const teamTable = (page: Page) => page.getByRole('table', { name: 'Team of Northwind Traders' });
const rowOf = (page: Page, email: string) => teamTable(page).getByRole('row').filter({ hasText: email });

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
    await expect(rowOf(page, 'sam.newhire@northwind.test')).toContainText('Invitation pending');
    await expect(rowOf(page, 'sam.newhire@northwind.test')).toContainText('Never');
    await expectAccessible(page, 'team page');

    // The modal checks the fields before anything is sent; the least powerful role is preselected.
    await page.getByRole('button', { name: 'Invite someone' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite someone to Northwind Traders' });
    await expect(dialog.getByText(/the link works for 7 days/)).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Role' })).toHaveValue('Recruiter');
    await expectAccessible(page, 'invite modal');
    await dialog.getByLabel(/^E-mail/).fill('not-an-address');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog.getByText('Enter a valid e-mail address.')).toBeVisible();
    await expect(dialog.getByText('This field is required.')).toBeVisible();
    // An existing member is refused with the server's message.
    await dialog.getByLabel(/^E-mail/).fill('recruiter@northwind.test');
    await dialog.getByLabel(/^Name/).fill('Reza again');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog.getByRole('alert')).toContainText('This person already belongs to this employer.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    const email = unique('invitee');
    await invite(page, email, 'Ines Invitee', 'Recruiter');
    await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
    await expect(rowOf(page, email)).toContainText('Invitation pending');
    await expect(rowOf(page, email)).toContainText('Recruiter');

    await expect
      .poll(() => {
        try {
          return latestMailTo(email).includes('/auth/profile/password?token=');
        } catch {
          return false;
        }
      })
      .toBe(true);
    const link = /(http\S+\/auth\/profile\/password\?token=\S+)/.exec(latestMailTo(email))?.[1];
    expect(link).toBeDefined();

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
    await invitee.getByRole('button', { name: 'Sign in' }).click();
    await expect(invitee).toHaveURL(`${ACME}/`);
    await expect(invitee.getByRole('heading', { level: 1 })).toBeVisible();
    await context.close();

    // Back on the team page the invitation is accepted.
    await page.reload();
    await expect(rowOf(page, email)).toContainText('Active');
  });

  test('resend, change role and remove with confirmation', async ({ page }) => {
    await signIn(page, HR);
    await page.goto(TEAM);
    const email = unique('removed');
    await invite(page, email, 'Rory Removed', 'Recruiter');
    await expect(rowOf(page, email)).toContainText('Invitation pending');

    const actions = () => rowOf(page, email).getByRole('button', { name: 'Actions for Rory Removed' });
    await actions().click();
    await page.getByRole('menuitem', { name: 'Resend invitation' }).click();
    await expect(page.getByText('Invitation sent again')).toBeVisible();

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

  test('a recruiter sees the team but cannot manage it', async ({ page }) => {
    await signIn(page, 'recruiter@northwind.test');
    await page.goto(TEAM);
    await expect(rowOf(page, HR)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Invite someone' })).toHaveCount(0);
    await expect(teamTable(page).getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
  });
});
