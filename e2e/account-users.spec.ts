import type { Locator, Page } from '@playwright/test';
import { ACME, apiCall, expect, expectAccessible, latestMailTo, signIn, test, tokenFor } from './fixtures.js';

const USERS = `${ACME}/1/users`;
const unique = (label: string) => `e2e.${label}.${Date.now()}@example.test`;
const table = (page: Page) => page.getByRole('table', { name: 'People of the account' });
const rowOf = (page: Page, email: string) => table(page).getByRole('row').filter({ hasText: email });

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An option by its name; a role's option also reads its one-line description after the name. */
const option = (page: Page, name: string) => page.getByRole('option', { name: new RegExp(`^${escaped(name)}(\\s|$)`) });

async function choose(page: Page, scope: Locator, label: string, name: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await option(page, name).click();
}

/** Whether a field shows its whole placeholder (nothing cut off with an ellipsis). */
const placeholderFits = (field: Locator) =>
  field.evaluate((input: HTMLInputElement) => {
    const probe = document.createElement('span');
    const style = getComputedStyle(input);
    probe.style.font = style.font;
    probe.style.position = 'absolute';
    probe.style.whiteSpace = 'nowrap';
    probe.textContent = input.placeholder;
    document.body.append(probe);
    const needed = probe.getBoundingClientRect().width;
    probe.remove();
    const room =
      input.clientWidth - Number.parseFloat(style.paddingInlineStart) - Number.parseFloat(style.paddingInlineEnd);
    return needed <= room;
  });

async function acceptInvitation(page: Page, email: string, password: string) {
  await expect.poll(async () => (await latestMailTo(email)).includes('/auth/profile/password?token=')).toBe(true);
  const link = /(http\S+\/auth\/profile\/password\?token=\S+)/.exec(await latestMailTo(email))![1]!;
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ACME));
  await page.getByLabel(/^New password/).fill(password);
  await page.getByLabel(/^Confirm/).fill(password);
  await page.getByRole('button', { name: 'Save my password' }).click();
  await expect(page).toHaveURL(`${ACME}/login`);
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test.describe('account users', () => {
  test('the owner invites a moderator of Acme Jobs, who signs in with only those rights', async ({ page, browser }) => {
    await signIn(page, 'owner@acme.test');
    await page.goto(USERS);
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(rowOf(page, 'manager@acme.test')).toContainText('Site manager · Acme Jobs');
    await expect(rowOf(page, 'owner@globex.test')).toHaveCount(0);

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

  test('the invite dialog offers only the roles that fit the chosen place, each described; the API refuses the rest', async ({
    page,
  }) => {
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      if (width === 1440) await signIn(page, 'owner@acme.test');
      await page.goto(USERS);
      await page.getByRole('button', { name: 'Invite someone' }).click();
      const dialog = page.getByRole('dialog', { name: 'Invite someone to the account' });
      const where = dialog.getByRole('combobox', { name: 'Where' });
      const role = dialog.getByRole('combobox', { name: 'Role' });
      await expect(role).toBeDisabled();
      await expect(role).toHaveAttribute('placeholder', 'Choose where first');
      expect(await placeholderFits(where), `where at ${width}`).toBe(true);
      expect(await placeholderFits(role), `role at ${width}`).toBe(true);

      await choose(page, dialog, 'Where', 'Acme Jobs');
      await expect(role).toHaveAttribute('placeholder', 'Choose a role');
      expect(await placeholderFits(role), `role chosen place at ${width}`).toBe(true);
      await role.click();
      await expect(option(page, 'Moderator')).toContainText(
        'Reviews employers and jobs on a job board and handles reported jobs.',
      );
      await expect(option(page, 'Site manager')).toBeVisible();
      await expect(option(page, 'Account owner')).toHaveCount(0);
      await expect(option(page, 'Recruiter')).toHaveCount(0);
      await option(page, 'Moderator').click();
      // The chosen role keeps its line under the field.
      await expect(
        dialog.getByText('Reviews employers and jobs on a job board and handles reported jobs.'),
      ).toBeVisible();

      // At the account the owner is offered; at an employer only the employer's roles.
      await choose(page, dialog, 'Where', 'Acme Talent Group');
      await role.click();
      await expect(option(page, 'Account owner')).toContainText('Everything in the account');
      await expect(option(page, 'Recruiter')).toHaveCount(0);
      await page.keyboard.press('Escape');
      await where.fill('Northwind');
      await option(page, 'Northwind Traders').click();
      await role.click();
      await expect(option(page, 'Recruiter')).toContainText('Works an employer’s jobs and candidates');
      await expect(option(page, 'Moderator')).toHaveCount(0);
      await expect(option(page, 'Account owner')).toHaveCount(0);
      await page.keyboard.press('Escape');
      if (width === 1440) await expectAccessible(page, 'invite dialog with a place chosen');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    }

    // Past the form, the API holds the same rule, and says why in the reader's language.
    const owner = apiCall(page.request, await tokenFor(page.request, 'owner@acme.test'));
    const roles = (await (await owner.call('listAccountRoles', { select: { accountId: 1 } })).json()).data as {
      id: number;
      key: string;
    }[];
    const ownerRole = roles.find((r) => r.key === 'owner')!.id;
    const misfit = await owner.call('inviteAccountUser', {
      body: { email: unique('misfit'), name: 'Misfit', role_id: ownerRole, scope_type: 'site', scope_id: 1 },
      select: { accountId: 1 },
    });
    expect(misfit.status()).toBe(422);
    expect((await misfit.json()).errors).toEqual({
      role_id: ['This role cannot be given here: choose one of the roles offered for this place.'],
    });
  });

  test('“My company” opens the switcher for someone with several companies, and goes to the only one', async ({
    page,
    browser,
  }) => {
    // Someone who works for no company is not offered "My company" at all.
    await signIn(page, 'owner@acme.test');
    await page.goto(`${ACME}/`);
    const ownerNav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(
      ownerNav.getByRole('link', { name: 'Sites' }).or(ownerNav.getByRole('button', { name: 'Account' })),
    ).toBeVisible();
    await expect(ownerNav.getByText('My company')).toHaveCount(0);

    const owner = apiCall(page.request, await tokenFor(page.request, 'owner@acme.test'));
    const account = { accountId: 1 };
    const roles = (await (await owner.call('listAccountRoles', { select: account })).json()).data as {
      id: number;
      key: string;
    }[];
    const roleOf = (key: string) => roles.find((r) => r.key === key)!.id;
    const scopes = (await (await owner.call('accountScopes', { select: account })).json()).data as {
      employers: { id: number; name: string; site: string }[];
    };
    const [first, second] = scopes.employers.filter((e) => e.site === 'Acme Jobs');
    // Account staff who also work for companies of Acme Jobs: one person for two, one for one.
    const people = [
      { email: unique('two.companies'), companies: [first!, second!] },
      { email: unique('one.company'), companies: [first!] },
    ];
    for (const person of people) {
      const grants = [
        { role_id: roleOf('owner'), scope_type: 'account' as const, scope_id: 1 },
        ...person.companies.map((c) => ({
          role_id: roleOf('employer_admin'),
          scope_type: 'employer' as const,
          scope_id: c.id,
        })),
      ];
      for (const grant of grants) {
        const res = await owner.call('inviteAccountUser', {
          body: { email: person.email, name: 'Cora Company', ...grant },
          select: account,
        });
        expect(res.status()).toBe(201);
      }
    }

    for (const [index, person] of people.entries()) {
      const context = await browser.newContext();
      const tab = await context.newPage();
      await acceptInvitation(tab, person.email, 'a-company-passphrase-7');
      // Signed in (the login page has a heading too).
      await expect(tab.getByRole('button', { name: 'User menu' })).toBeVisible();
      // The link accepted its own invitation only (SECURITY 24): the others wait for the person's yes.
      const self = apiCall(tab.request, await tokenFor(tab.request, person.email, 'a-company-passphrase-7'));
      const waiting = (await (await self.call('myInvitations')).json()).data as { id: number }[];
      expect(waiting).toHaveLength(person.companies.length);
      for (const { id } of waiting)
        expect((await self.call('acceptInvitation', { params: { invitation: id } })).status()).toBe(200);
      // At Acme Health Careers, where they work for no company, they open "My company" from the menu.
      await tab.goto(`${ACME}/1/2/`);
      const nav = tab.getByRole('navigation', { name: 'Main navigation' });
      const profile = nav.getByRole('link', { name: 'Company profile' });
      if (await profile.isHidden()) await nav.getByRole('button', { name: 'My company' }).click();
      await profile.click();
      if (index === 0) {
        const menu = tab.getByRole('menu');
        await expect(menu).toBeVisible();
        await expect(menu.getByRole('menuitemradio', { name: new RegExp(first!.name) })).toBeVisible();
        await expect(menu.getByRole('menuitemradio', { name: new RegExp(second!.name) })).toBeVisible();
        await menu.getByRole('menuitemradio', { name: new RegExp(second!.name) }).click();
        await expect(tab).toHaveURL(`${ACME}/1/1/employer`);
        await expect(tab.getByRole('heading', { level: 1, name: second!.name })).toBeVisible();
      } else {
        await expect(tab).toHaveURL(`${ACME}/1/1/employer`);
        await expect(tab.getByRole('heading', { level: 1, name: first!.name })).toBeVisible();
      }
      await context.close();
    }
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
