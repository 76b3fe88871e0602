import { ACME, expect, expectAccessible, latestMailTo, test, withPreferences } from './fixtures.js';
import { addPasskeyOnSecurityPage, addVirtualAuthenticator } from './passkeys.helpers.js';
import { freshPerson, PASSWORD, passwordStep } from './two-factor.helpers.js';

test.describe('passkeys', () => {
  test('add a passkey on the security tab, sign out, sign in with it, remove it', async ({ page, request }) => {
    const email = await freshPerson(request, 'passkey');
    const authenticator = await addVirtualAuthenticator(page);
    await passwordStep(page, email);
    await expect(page).toHaveURL(`${ACME}/`);

    await page.goto(`${ACME}/auth/profile/security`);
    await expect(page.getByRole('heading', { name: 'Passkeys' })).toBeVisible();
    await expect(page.getByText('No passkeys yet.')).toBeVisible();
    await expect(page.getByText(/works only on the address where it was added \(here localhost\)/)).toBeVisible();

    // The password first: a wrong one is refused at the field, and no ceremony starts.
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByLabel(/^Your password/).fill('not the password');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('The current password is incorrect.')).toBeVisible();
    expect(await authenticator.credentials()).toEqual([]);
    await page.getByRole('button', { name: 'Cancel' }).click();

    const list = await addPasskeyOnSecurityPage(page, PASSWORD, 'E2E laptop');
    const row = list.getByTestId('passkey-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('E2E laptop');
    await expect(row).toContainText('On one device');
    await expect(row).toContainText('never used');
    expect(await authenticator.credentials()).toEqual([{ rpId: 'localhost', resident: true }]);
    await expectAccessible(page, 'passkeys card');
    await expect.poll(async () => (await latestMailTo(email)).includes('A new passkey was added')).toBe(true);

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(`${ACME}/login`);

    // No e-mail, no password: the browser offers the passkey it holds for this host.
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page).toHaveURL(`${ACME}/`);
    await page.goto(`${ACME}/auth/profile/security`);
    await expect(row).toContainText(/last used/);

    // Renaming and removing ask for the password again: a session left open is not enough.
    await row.getByRole('button', { name: 'Rename E2E laptop' }).click();
    const renaming = row.getByTestId('passkey-rename-form');
    await renaming.getByLabel(/^Name/).fill('Work laptop');
    await renaming.getByLabel(/^Your password/).fill('not the password');
    await renaming.getByRole('button', { name: 'Save' }).click();
    await expect(renaming.getByText('The current password is incorrect.')).toBeVisible();
    await renaming.getByLabel(/^Your password/).fill(PASSWORD);
    await renaming.getByRole('button', { name: 'Save' }).click();
    await expect(row).toContainText('Work laptop');

    await row.getByRole('button', { name: 'Remove Work laptop' }).click();
    const removing = row.getByTestId('passkey-remove-form');
    await expect(row).toContainText('Remove “Work laptop”?');
    await removing.getByRole('button', { name: 'Remove' }).click();
    await expect(removing.getByText(/required/i)).toBeVisible();
    await removing.getByLabel(/^Your password/).fill(PASSWORD);
    await removing.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('No passkeys yet.')).toBeVisible();

    // Removed: the authenticator still holds it, but it signs nobody in.
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page.getByText('This passkey could not be verified.')).toBeVisible();
    await expect(page).toHaveURL(`${ACME}/login`);
  });

  test('a browser that holds no passkey for this host says so on the login page', async ({ page }) => {
    await addVirtualAuthenticator(page);
    await page.goto(`${ACME}/login`);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(
      page.getByText('Sign-in with a passkey was cancelled or timed out. Try again, or use your password.'),
    ).toBeVisible();
    await expect(page).toHaveURL(`${ACME}/login`);
    // The form still works: the message goes with the next attempt.
    await page.locator('input[name="email"]').fill('owner@acme.test');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  });

  for (const [language, theme] of [
    ['en', 'dark'],
    ['ar', 'light'],
    ['ar', 'dark'],
  ] as const) {
    test(`the card and the login page pass axe: ${language}, ${theme}`, async ({ browser, request }) => {
      const email = await freshPerson(request, `passkey-axe-${language}-${theme}`);
      const page = await browser.newPage();
      await withPreferences(page, { language, theme });
      await addVirtualAuthenticator(page);
      await passwordStep(page, email);
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto(`${ACME}/auth/profile/security`);
      const list = await addPasskeyOnSecurityPage(page, PASSWORD, 'E2E phone');
      await expect(list.getByTestId('passkey-row')).toHaveCount(1);
      await expectAccessible(page, `passkeys card ${language} ${theme}`);
      await page.evaluate(() => localStorage.removeItem('portal-auth'));
      await page.goto(`${ACME}/login`);
      await expect(page.getByTestId('passkey-sign-in')).toBeVisible();
      await expectAccessible(page, `login page ${language} ${theme}`);
      await page.close();
    });
  }
});
