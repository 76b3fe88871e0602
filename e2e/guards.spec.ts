import { ACME, ACME_JOBS, expect, PASSWORD, signIn, test } from './fixtures.js';

test.describe('navigation rules (spec §2)', () => {
  test('a guest opening a deep link goes to login with the full path, and lands there after signing in', async ({
    page,
  }) => {
    await page.goto(`${ACME}${ACME_JOBS}/jobs?status=live#list`);
    await expect(page).toHaveURL(`${ACME}/login?to=${encodeURIComponent(`${ACME_JOBS}/jobs?status=live#list`)}`);
    await page.getByLabel(/^E-mail/).fill('manager@acme.test');
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(`${ACME}${ACME_JOBS}/jobs?status=live#list`);
    await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  });

  test('a guest opening the root goes to login without a `to`', async ({ page }) => {
    await page.goto(`${ACME}/`);
    await expect(page).toHaveURL(`${ACME}/login`);
  });

  test('unauthenticated-only pages send a signed-in user to the root', async ({ page }) => {
    await signIn(page, 'manager@acme.test');
    for (const path of ['/login', '/forgot-password', '/reset-password?token=x', '/auth/profile/password']) {
      await page.goto(`${ACME}${path}`);
      await expect(page, path).toHaveURL(`${ACME}/`);
    }
  });

  test('a page without the permission goes to /not-authorized', async ({ page }) => {
    await signIn(page, 'hr@northwind.test');
    // An employer user is kept out of account and staff pages.
    for (const path of [
      '/1/sites',
      '/1/users',
      `${ACME_JOBS}/employers`,
      `${ACME_JOBS}/seekers`,
      `${ACME_JOBS}/settings`,
    ]) {
      await page.goto(`${ACME}${path}`);
      await expect(page, path).toHaveURL(`${ACME}/not-authorized`);
    }
    await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
    // …but reaches its own pages.
    await page.goto(`${ACME}${ACME_JOBS}/employer`);
    await expect(page).toHaveURL(`${ACME}${ACME_JOBS}/employer`);
  });

  test('a route that does not match the selection is corrected', async ({ page }) => {
    await signIn(page, 'manager@acme.test'); // Acme Jobs only
    await page.goto(`${ACME}/1/2/jobs`); // Acme Health: not the manager's
    await expect(page).toHaveURL(`${ACME}${ACME_JOBS}/jobs`);
    await page.goto(`${ACME}/2/3/jobs?page=2`); // Globex
    await expect(page).toHaveURL(`${ACME}${ACME_JOBS}/jobs?page=2`);
  });

  test('the URL selects another site of the user, and the route follows', async ({ page }) => {
    await signIn(page, 'owner@acme.test');
    await page.goto(`${ACME}/1/2/jobs`);
    await expect(page).toHaveURL(`${ACME}/1/2/jobs`);
    await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('portal-selection') ?? '{}').state))
      .toMatchObject({ accountId: 1, siteId: 2 });
  });

  test('public pages skip every check, with their aliases', async ({ page }) => {
    for (const path of ['/not-authorized', '/pages/misc/not-authorized']) {
      await page.goto(`${ACME}${path}`);
      await expect(page, path).toHaveURL(`${ACME}${path}`);
      await expect(page.getByRole('heading', { name: 'You are not authorized!' })).toBeVisible();
    }
    for (const path of ['/pages/misc/not-found/oops', '/no-such-page', '/jobs/abc/def/ghi']) {
      await page.goto(`${ACME}${path}`);
      await expect(page, path).toHaveURL(`${ACME}${path}`);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    }
  });
});
