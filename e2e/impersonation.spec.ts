import type { Page } from '@playwright/test';
import { ACME, ACME_JOBS, apiCall, expect, expectAccessible, signIn, test, tokenFor } from './fixtures.js';

test.describe('impersonation', () => {
  test('an account owner acts as an employer user with a reason, sees the banner, exits back to the same page, and finds both in the audit log', async ({
    page,
  }) => {
    await signIn(page, 'owner@acme.test');
    await page.goto(`${ACME}${ACME_JOBS}/employers?q=Northwind`);
    await page.getByRole('link', { name: 'Northwind Traders' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Northwind Traders' })).toBeVisible();
    const employerPage = page.url();

    await page.getByRole('button', { name: 'Actions for Hana Northwind' }).click();
    await page.getByRole('menuitem', { name: 'Act as this person' }).click();
    const dialog = page.getByRole('dialog', { name: 'Act as Hana Northwind' });
    await expect(dialog).toContainText('at most 60 minutes');
    await dialog.getByRole('button', { name: 'Act as Hana Northwind' }).click();
    await expect(dialog.getByText('This field is required.')).toBeVisible();
    await dialog.getByLabel(/^Reason/).fill('ok');
    await dialog.getByRole('button', { name: 'Act as Hana Northwind' }).click();
    await expect(dialog.getByText('Give a reason of at least 3 characters.')).toBeVisible();
    await expectAccessible(page, 'impersonation reason');
    await dialog.getByLabel(/^Reason/).fill('Helping with a job that will not publish');
    await dialog.getByRole('button', { name: 'Act as Hana Northwind' }).click();

    const banner = page.getByRole('region', { name: 'Impersonation' });
    await expect(banner).toContainText('You are impersonating Hana Northwind (hr@northwind.test)');
    await expect(banner).toContainText('by Olivia Acme, until');
    await expect(page).toHaveURL(`${ACME}/`);
    // The person's own view: their employer's menu, not the staff one.
    await expect(page.getByRole('link', { name: 'Employers' })).toHaveCount(0);
    await expectAccessible(page, 'dashboard while impersonating');

    await banner.getByRole('button', { name: 'Exit' }).click();
    await expect(banner).toBeHidden();
    await expect(page).toHaveURL(employerPage);
    await expect(page.getByRole('heading', { level: 1, name: 'Northwind Traders' })).toBeVisible();

    await page.goto(`${ACME}/1/audit-log?impersonated=true`);
    const table = page.getByRole('table', { name: 'Audit log' });
    await expect(table).toContainText('impersonation.ended');
    await expect(table).toContainText('hr@northwind.test');
    await expect(table).toContainText('as them, by Olivia Acme');
    await page.goto(`${ACME}/1/audit-log?q=impersonation.started`);
    await expect(table.getByRole('row').nth(1)).toContainText('owner@acme.test');
  });
});

/** Sets the stored account/site selection before the app starts, as a returning user's browser holds it. */
async function storeSelection(page: Page, selection: { accountId: number; siteId: number; employerId: number | null }) {
  await page.addInitScript((s) => {
    if (sessionStorage.getItem('e2e-selection')) return;
    sessionStorage.setItem('e2e-selection', '1');
    localStorage.setItem('portal-selection', JSON.stringify({ state: s, version: 0 }));
  }, selection);
}

const switcher = (page: Page) => page.getByRole('button', { name: /^Switch account and site/ });

test.describe('impersonation and the selection (issue 17)', () => {
  test('the owner on Acme Health Careers acts as the Acme Jobs manager: lands on Acme Jobs with the banner, survives a reload, exits back to the site they had', async ({
    page,
  }) => {
    const refused = watchRefusals(page);
    await signIn(page, 'owner@acme.test');
    await storeSelection(page, { accountId: 1, siteId: 2, employerId: null });
    await page.goto(`${ACME}/1/users`);
    await expect(switcher(page)).toContainText('Acme Health Careers');

    await page.getByRole('button', { name: 'Actions for Manon Manager' }).click();
    await page.getByRole('menuitem', { name: 'Act as this person' }).click();
    const dialog = page.getByRole('dialog', { name: 'Act as Manon Manager' });
    await dialog.getByLabel(/^Reason/).fill('Checking the board she reported');
    await dialog.getByRole('button', { name: 'Act as Manon Manager' }).click();

    const banner = page.getByRole('region', { name: 'Impersonation' });
    await expect(banner).toContainText('You are impersonating Manon Manager (manager@acme.test)');
    await expect(page).toHaveURL(`${ACME}/`);
    // Her dashboard: the site she works on.
    await expect(page.getByRole('heading', { level: 1, name: 'Acme Jobs' })).toBeVisible();
    // She works on Acme Jobs only: no switcher to show, and her menu is Acme Jobs'.
    await expect(page.getByRole('link', { name: 'Candidates' })).toHaveAttribute('href', `${ACME_JOBS}/seekers`);

    await page.reload();
    await expect(banner).toContainText('You are impersonating Manon Manager');
    await expect(page.getByRole('heading', { level: 1, name: 'Acme Jobs' })).toBeVisible();
    await page.getByRole('link', { name: 'Candidates' }).click();
    await expect(page).toHaveURL(new RegExp(`${ACME_JOBS}/seekers`));
    await expect(page.getByRole('heading', { level: 1, name: 'Candidates' })).toBeVisible();

    await banner.getByRole('button', { name: 'Exit' }).click();
    await expect(banner).toBeHidden();
    await expect(page).toHaveURL(`${ACME}/1/users`);
    await expect(switcher(page)).toContainText('Acme Health Careers');
    expect(refused, 'no call was refused for its selection').toEqual([]);
  });

  test('a stored selection the user cannot reach is corrected on load, with no refused call', async ({ page }) => {
    const refused = watchRefusals(page);
    // Acme Health Careers: Northwind's people work on Acme Jobs only.
    await signIn(page, 'hr@northwind.test');
    await storeSelection(page, { accountId: 1, siteId: 2, employerId: null });
    await page.goto(`${ACME}/`);
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
    await expect(page.getByText('Acme Jobs').first()).toBeVisible();
    await page.goto(`${ACME}${ACME_JOBS}/jobs`);
    await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
    expect(refused).toEqual([]);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('portal-selection') ?? '{}').state);
    expect(stored).toMatchObject({ accountId: 1, siteId: 1 });
  });

  test('another tenant in the stored selection is corrected too, and its id in the address is replaced', async ({
    page,
  }) => {
    const refused = watchRefusals(page);
    await signIn(page, 'owner@acme.test');
    await storeSelection(page, { accountId: 2, siteId: 3, employerId: null });
    await page.goto(`${ACME}/2/3/jobs`);
    await expect(page).toHaveURL(new RegExp(`${ACME}/1/\\d+/jobs`));
    await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
    expect(refused).toEqual([]);
  });

  test('when grants change under an open app, the next refused call moves the selection to a site the person still reaches', async ({
    page,
  }) => {
    const owner = apiCall(page.request, await tokenFor(page.request, 'owner@acme.test'));
    const acme = { accountId: 1 };
    type Person = { id: number; grants: { id: number; role: { id: number }; scope: { type: string; id: number } }[] };
    const manager = async () =>
      (
        (await (await owner.call('listAccountUsers', { query: { q: 'manager@acme.test' }, select: acme })).json()) as {
          data: Person[];
        }
      ).data[0]!;
    const move = async (from: number, to: number) => {
      const person = await manager();
      const grant = person.grants.find((g) => g.scope.type === 'site' && g.scope.id === from)!;
      const body = { role_id: grant.role.id, scope_type: 'site' as const, scope_id: to };
      const user = { user: person.id };
      expect((await owner.call('addGrant', { params: user, body, select: acme })).status()).toBe(201);
      const removed = await owner.call('removeGrant', { params: { ...user, grant: grant.id }, select: acme });
      expect(removed.status()).toBe(204);
    };

    await signIn(page, 'manager@acme.test');
    await page.goto(`${ACME}${ACME_JOBS}/seekers`);
    await expect(page.getByRole('heading', { level: 1, name: 'Candidates' })).toBeVisible();
    // The owner moves her from Acme Jobs to Acme Health Careers while her screen is open.
    await move(1, 2);
    try {
      await page.getByRole('link', { name: 'Applications' }).click();
      await expect(page).toHaveURL(`${ACME}/1/2/applications`);
      await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    } finally {
      await move(2, 1);
    }
  });

  test('when the session check fails while impersonating, a branded error screen keeps the banner with Exit and offers Log out', async ({
    page,
  }) => {
    await signIn(page, 'owner@acme.test');
    await page.goto(`${ACME}/1/users`);
    await page.getByRole('button', { name: 'Actions for Manon Manager' }).click();
    await page.getByRole('menuitem', { name: 'Act as this person' }).click();
    const dialog = page.getByRole('dialog', { name: 'Act as Manon Manager' });
    await dialog.getByLabel(/^Reason/).fill('Checking the board she reported');
    await dialog.getByRole('button', { name: 'Act as Manon Manager' }).click();
    const banner = page.getByRole('region', { name: 'Impersonation' });
    await expect(banner).toContainText('You are impersonating Manon Manager');

    // The server fails the impersonated session's checks (an outage, say).
    await page.route('**/portal/auth/me', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"message":"Unknown error.","code":"unavailable"}',
      }),
    );
    await page.reload();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('This page could not be loaded');
    await expect(banner).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expectAccessible(page, 'error screen while impersonating');
    await page.unroute('**/portal/auth/me');

    await banner.getByRole('button', { name: 'Exit' }).click();
    await expect(banner).toBeHidden();
    await expect(page).toHaveURL(`${ACME}/1/users`);
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  });

  test('the error screen offers Log out to anyone, in their language', async ({ page }) => {
    await signIn(page, 'manager@acme.test', { language: 'fr' });
    await page.route('**/portal/auth/me', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto(`${ACME}/`);
    await expect(page.getByRole('alert')).toContainText('Impossible de charger cette page');
    await page.unroute('**/portal/auth/me');
    // Once the server answers again, "Try again" loads the page.
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Acme Jobs' })).toBeVisible();
    await page.route('**/portal/auth/me', (route) => route.fulfill({ status: 500, body: '' }));
    await page.reload();
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(new RegExp(`${ACME}/login`));
  });
});

/** Answers 403 to anything the app sent: a selection the user cannot reach shows up here. */
function watchRefusals(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403 && response.url().includes('/portal/')) refused.push(response.url());
  });
  return refused;
}

test.describe('the impersonated person keeps their trail (SECURITY 28)', () => {
  test('while acting as the manager, her profile, password, e-mail settings and the notice about it are shown but cannot be changed', async ({
    page,
  }) => {
    await signIn(page, 'owner@acme.test');
    // Her own profile first: everything can be changed.
    await page.goto(`${ACME}/auth/profile/account`);
    await expect(page.getByLabel('Full name')).toBeEnabled();

    await page.goto(`${ACME}/1/users`);
    await page.getByRole('button', { name: 'Actions for Manon Manager' }).click();
    await page.getByRole('menuitem', { name: 'Act as this person' }).click();
    const dialog = page.getByRole('dialog', { name: 'Act as Manon Manager' });
    await expect(dialog).toContainText('Their profile, password and e-mail settings stay as they are');
    await dialog.getByLabel(/^Reason/).fill('Looking at her settings with her');
    await dialog.getByRole('button', { name: 'Act as Manon Manager' }).click();
    const banner = page.getByRole('region', { name: 'Impersonation' });
    await expect(banner).toContainText('You are impersonating Manon Manager');

    await page.goto(`${ACME}/auth/profile/account`);
    const note = page.getByRole('alert').filter({ hasText: 'You are acting as Manon Manager' });
    await expect(note).toContainText('only they can change them');
    await expect(page.getByLabel('Full name')).toHaveValue('Manon Manager');
    await expect(page.getByLabel('Full name')).toBeDisabled();
    await expect(page.getByRole('combobox', { name: 'Language' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await expectAccessible(page, 'profile while impersonating');

    await page.getByRole('tab', { name: 'Security' }).click();
    await expect(page.getByLabel('Current password')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Change password' })).toBeDisabled();

    await page.getByRole('tab', { name: 'Notifications' }).click();
    const switches = page.getByRole('switch');
    await expect(switches.first()).toBeVisible();
    for (const one of await switches.all()) await expect(one).toBeDisabled();

    // The notice that she was acted as: hers to read away, not ours; the others are ours to tidy.
    await page.goto(`${ACME}/notifications`);
    const inbox = page.getByRole('list', { name: 'Notifications' });
    const notice = inbox.getByRole('listitem').filter({ hasText: 'Reason: Looking at her settings with her' });
    await expect(notice).toContainText('Only the person you are acting as can mark this notice as read or delete it.');
    await expect(notice.getByRole('button', { name: 'Delete “Someone acted as you”' })).toBeDisabled();
    await expect(notice.getByRole('button', { name: 'Mark “Someone acted as you” as read' })).toBeDisabled();
    const other = inbox.getByRole('listitem').filter({ hasNotText: 'Someone acted as you' }).first();
    await expect(other.getByRole('button', { name: /^Delete “/ })).toBeEnabled();
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(notice.getByRole('button', { name: 'Mark “Someone acted as you” as read' })).toBeDisabled();
    await expectAccessible(page, 'notifications while impersonating');

    await banner.getByRole('button', { name: 'Exit' }).click();
    await expect(banner).toBeHidden();
    await page.goto(`${ACME}/auth/profile/account`);
    await expect(page.getByLabel('Full name')).toHaveValue('Olivia Acme');
    await expect(page.getByLabel('Full name')).toBeEnabled();
  });
});
