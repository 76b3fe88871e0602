import { ACME, apiCall, expect, latestMailTo, PASSWORD, signIn, test, tokenFor } from './fixtures.js';

test.describe('session', () => {
  test('signs in through the form and out through the user menu', async ({ page }) => {
    await page.goto(`${ACME}/login`);
    await page.getByLabel(/^E-mail/).fill('owner@acme.test');
    await page.getByLabel(/^Password/).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('These credentials do not match our records.')).toBeVisible();

    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(`${ACME}/`);

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(`${ACME}/login`);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('portal-auth') ?? '{}').state?.token)).toBeNull();
    // The old page is gone for good: back to login again.
    await page.goto(`${ACME}/1/1/jobs`);
    await expect(page).toHaveURL(/\/login\?to=/);
  });

  test('empty fields get the catalogue message before anything is sent', async ({ page }) => {
    await page.goto(`${ACME}/login`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('This field is required.')).toHaveCount(2);
  });

  test('forgot password → mail in the outbox → reset → sign in with the new password', async ({ page, request }) => {
    const email = 'owner@globex.test';
    const fresh = 'a-new-globex-passphrase';
    await page.goto(`${ACME}/forgot-password`);
    await page.getByLabel(/^E-mail/).fill(email);
    await page.getByRole('button', { name: /send/i }).click();
    await expect(page.getByText(/If an account exists for that e-mail address/)).toBeVisible();

    await expect.poll(async () => (await latestMailTo(email)).includes('/reset-password?token=')).toBe(true);
    const link = /(http\S+\/reset-password\?token=\S+)/.exec(await latestMailTo(email))?.[1];
    expect(link).toBeDefined();
    await page.goto(link!.replace(/^https?:\/\/[^/]+/, ACME));

    await page.getByLabel(/^New password/).fill(fresh);
    await page.getByLabel(/^Confirm/).fill(fresh);
    await page.getByRole('button', { name: /reset|save|set/i }).click();
    await expect(page).toHaveURL(`${ACME}/login`);

    await page.getByLabel(/^E-mail/).fill(email);
    await page.getByLabel(/^Password/).fill(fresh);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(`${ACME}/`);

    // Put the demo password back for the other tests.
    const token = await tokenFor(request, email, fresh);
    const restored = await apiCall(request, token).call('changePassword', {
      body: { current_password: fresh, password: PASSWORD, password_confirmation: PASSWORD },
    });
    expect(restored.status()).toBe(200);
  });

  test('a 401 shows "Your session has expired.", clears auth and goes to login; the snackbar waits while hovered', async ({
    page,
    request,
  }) => {
    await page.clock.install();
    const token = await signIn(page, 'manager@acme.test');
    await page.goto(`${ACME}/`);
    await expect(page.getByRole('navigation').first()).toBeVisible();

    // The session ends elsewhere (revoked); the next API call answers 401.
    expect((await apiCall(request, token).call('logout')).status()).toBe(204);
    await page.goto(`${ACME}/1/1/jobs`);

    const snackbar = page.getByRole('alert').filter({ hasText: 'Your session has expired.' });
    await expect(snackbar).toBeVisible();
    await expect(snackbar).toContainText('Error');
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('portal-auth') ?? '{}').state?.token)).toBeNull();

    // Hovered, it stays past its 10 s; once the pointer leaves, it goes.
    await snackbar.hover();
    await page.clock.fastForward(15_000);
    await expect(snackbar).toBeVisible();
    await page.mouse.move(0, 0);
    await page.clock.fastForward(11_000);
    await expect(snackbar).toBeHidden();
  });

  test('the snackbar hides by itself after 10 seconds', async ({ page, request }) => {
    await page.clock.install();
    const token = await signIn(page, 'moderator@acme.test');
    await page.goto(`${ACME}/`);
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await apiCall(request, token).call('logout');
    await page.goto(`${ACME}/1/1/jobs`);
    const snackbar = page.getByRole('alert').filter({ hasText: 'Your session has expired.' });
    await expect(snackbar).toBeVisible();
    await page.mouse.move(0, 0);
    await page.clock.fastForward(9_000);
    await expect(snackbar).toBeVisible();
    await page.clock.fastForward(2_000);
    await expect(snackbar).toBeHidden();
  });
});
