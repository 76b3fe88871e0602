import type { Locator, Page } from '@playwright/test';
import { ACME, expect, expectAccessible, latestMailTo, signIn, test } from './fixtures.js';

const USERS = `${ACME}/1/users`;
const unique = (label: string) => `e2e.${label}.${Date.now()}@example.test`;
const table = (page: Page) => page.getByRole('table', { name: 'People of the account' });
const rowOf = (page: Page, email: string) => table(page).getByRole('row').filter({ hasText: email });

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function acceptInvitation(page: Page, email: string, password: string) {
  await expect
    .poll(() => {
      try {
        return latestMailTo(email).includes('/auth/profile/password?token=');
      } catch {
        return false;
      }
    })
    .toBe(true);
  const link = /(http\S+\/auth\/profile\/password\?token=\S+)/.exec(latestMailTo(email))![1]!;
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ACME));
  await page.getByLabel(/^New password/).fill(password);
  await page.getByLabel(/^Confirm/).fill(password);
  await page.getByRole('button', { name: 'Save my password' }).click();
  await expect(page).toHaveURL(`${ACME}/login`);
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('account users', () => {
  test('the owner invites a moderator of Acme Jobs, who signs in with only those rights', async ({ page, browser }) => {
    await signIn(page, 'owner@acme.test');
    await page.goto(USERS);
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(rowOf(page, 'manager@acme.test')).toContainText('Site manager · Acme Jobs');
    await expect(rowOf(page, 'owner@globex.test')).toHaveCount(0);
    await expectAccessible(page, 'account users');

    const email = unique('moderator');
    await page.getByRole('button', { name: 'Invite someone' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite someone to the account' });
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog.getByText('This field is required.')).toHaveCount(4);
    await dialog.getByLabel(/^E-mail/).fill(email);
    await dialog.getByLabel(/^Name/).fill('Mina Moderator');
    await choose(page, dialog, 'Where', 'Acme Jobs');
    await choose(page, dialog, 'Role', 'Moderator');
    await expectAccessible(page, 'invite dialog');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
    // Not one of the account's people until they accept: listed apart, with the address typed only.
    const invitation = page
      .getByRole('table', { name: 'Invitations not yet accepted' })
      .getByRole('row')
      .filter({ hasText: email });
    await expect(invitation).toContainText('Waiting for an answer');
    await expect(invitation).toContainText('Moderator · Acme Jobs');
    await expect(rowOf(page, email)).toHaveCount(0);

    const context = await browser.newContext();
    const invitee = await context.newPage();
    await acceptInvitation(invitee, email, 'a-moderator-passphrase-7');
    // Their one site's dashboard, with jobs to review, but no candidates and no account administration.
    await expect(invitee.getByRole('heading', { level: 1, name: 'Acme Jobs' })).toBeVisible();
    await expect(invitee.getByRole('link', { name: 'Open the review queue' })).toBeVisible();
    await expect(invitee.getByRole('link', { name: 'Candidates' })).toHaveCount(0);
    await invitee.goto(`${ACME}/1/users`);
    await expect(invitee.getByText(/permission to access this page/)).toBeVisible();
    await context.close();

    await page.reload();
    await expect(rowOf(page, email)).toContainText('Active');
    await expect(invitation).toHaveCount(0);
  });

  test('manage a person’s roles, disable and enable sign-in with confirmation', async ({ page }) => {
    await signIn(page, 'owner@acme.test');
    await page.goto(`${USERS}?q=malik`);
    const row = rowOf(page, 'moderator@acme.test');
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: 'Actions for Malik Moderator' }).click();
    await page.getByRole('menuitem', { name: 'Manage roles' }).click();
    const access = page.getByRole('dialog', { name: 'Roles of Malik Moderator' });
    await choose(page, access, 'Where', 'Acme Health Careers');
    await choose(page, access, 'Role', 'Moderator');
    await access.getByRole('button', { name: 'Give role' }).click();
    await expect(page.getByText('Role given')).toBeVisible();
    await expect(access.getByRole('button', { name: 'Take away Moderator at Acme Health Careers' })).toBeVisible();
    await expectAccessible(page, 'roles of a person');
    await access.getByRole('button', { name: 'Take away Moderator at Acme Health Careers' }).click();
    await expect(page.getByText('Moderator at Acme Health Careers taken away')).toBeVisible();
    await access.getByRole('button', { name: 'Done' }).click();

    await row.getByRole('button', { name: 'Actions for Malik Moderator' }).click();
    await page.getByRole('menuitem', { name: 'Disable sign-in' }).click();
    const confirm = page.getByRole('dialog', { name: 'Disable sign-in for Malik Moderator?' });
    await expect(confirm).toContainText('signed out everywhere');
    await confirm.getByRole('button', { name: 'Disable' }).click();
    await expect(row).toContainText('Disabled');

    await row.getByRole('button', { name: 'Actions for Malik Moderator' }).click();
    await page.getByRole('menuitem', { name: 'Enable sign-in' }).click();
    await page
      .getByRole('dialog', { name: 'Enable sign-in for Malik Moderator?' })
      .getByRole('button', { name: 'Enable' })
      .click();
    await expect(row).toContainText('Active');
  });

  test('the role editor shows permissions in words and saves a new role', async ({ page }) => {
    await signIn(page, 'owner@acme.test', { language: 'en' });
    await page.goto(`${USERS}?tab=roles`);
    const moderator = page.getByRole('article', { name: 'Moderator' });
    await expect(moderator.getByRole('list', { name: 'Permissions of Moderator' })).toContainText(
      'Jobs: approve or reject',
    );
    await expectAccessible(page, 'roles');

    const name = `Job viewer ${Date.now()}`;
    await page.getByRole('button', { name: 'New role' }).click();
    const dialog = page.getByRole('dialog', { name: 'New role' });
    await dialog.getByRole('button', { name: 'Create role' }).click();
    await expect(dialog.getByText('Choose at least one permission.')).toBeVisible();
    await dialog.getByLabel(/^Name/).fill(name);
    await dialog.getByRole('group', { name: 'Jobs', exact: true }).getByLabel('view', { exact: true }).check();
    await expectAccessible(page, 'role editor');
    await dialog.getByRole('button', { name: 'Create role' }).click();
    await expect(page.getByText(`Role ${name} saved`)).toBeVisible();
    const created = page.getByRole('article', { name });
    await expect(created).toContainText('Jobs: view');
    await expect(created).toContainText('0 people');

    await created.getByRole('button', { name: `Delete role ${name}?` }).click();
    await page
      .getByRole('dialog', { name: `Delete role ${name}?` })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText(`Role ${name} deleted`)).toBeVisible();
    await expect(created).toHaveCount(0);
  });

  test('a role for an employer is offered only what an employer may do for itself', async ({ page }) => {
    await signIn(page, 'owner@acme.test', { language: 'en' });
    await page.goto(`${USERS}?tab=roles`);
    await page.getByRole('button', { name: 'New role' }).click();
    const dialog = page.getByRole('dialog', { name: 'New role' });
    const area = (name: string) => dialog.getByRole('group', { name, exact: true });
    // For any place, every right is offered, candidates and approving jobs included.
    await expect(dialog.getByLabel('Everything', { exact: true })).toBeVisible();
    await area('Jobs').getByLabel('view', { exact: true }).check();
    await area('Candidates').getByLabel('view', { exact: true }).check();
    await expect(area('Jobs').getByLabel('approve or reject', { exact: true })).toBeVisible();

    const name = `Hiring helper ${Date.now()}`;
    await dialog.getByLabel(/^Name/).fill(name);
    await choose(page, dialog, 'Meant for', 'An employer');
    // Candidates, moderation, settings and the account's administration are not an employer's.
    await expect(area('Candidates')).toHaveCount(0);
    await expect(area('Site settings')).toHaveCount(0);
    await expect(area('Audit log')).toHaveCount(0);
    await expect(dialog.getByLabel('Everything', { exact: true })).toHaveCount(0);
    await expect(area('Jobs').getByLabel('approve or reject', { exact: true })).toHaveCount(0);
    await expect(area('Jobs').getByLabel('view', { exact: true })).toBeChecked();
    await expect(area('Own employer profile').getByLabel('everything', { exact: true })).toBeVisible();
    await expectAccessible(page, 'role editor for an employer role');
    await dialog.getByRole('button', { name: 'Create role' }).click();

    await expect(page.getByText(`Role ${name} saved`)).toBeVisible();
    const created = page.getByRole('article', { name });
    await expect(created).toContainText('An employer');
    await expect(created).toContainText('Jobs: view');
    await expect(created).not.toContainText('Candidates');

    // Gone again: the employer teams of later journeys offer the demo roles only.
    await created.getByRole('button', { name: `Delete role ${name}?` }).click();
    await page
      .getByRole('dialog', { name: `Delete role ${name}?` })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(created).toHaveCount(0);
  });

  test('the page speaks Arabic right to left', async ({ page }) => {
    await signIn(page, 'owner@acme.test', { language: 'ar' });
    await page.goto(USERS);
    await expect(page.getByRole('heading', { level: 1, name: 'المستخدمون' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectAccessible(page, 'account users in Arabic');
  });

  test('site staff cannot open the account’s users', async ({ page }) => {
    await signIn(page, 'manager@acme.test');
    await page.goto(USERS);
    await expect(page.getByText(/permission to access this page/)).toBeVisible();
  });
});
