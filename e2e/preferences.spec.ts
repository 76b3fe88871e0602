import { ACME, expect, signIn, test } from './fixtures.js';

test.describe('preferences', () => {
  test('switching to Arabic persists across a reload and turns the page right-to-left', async ({ page }) => {
    await signIn(page, 'owner@acme.test');
    await page.goto(`${ACME}/`);
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('portal-preferences') ?? '{}').state);
    expect(stored.language).toBe('ar');
    // Only the persisted section of spec §3 is stored, nothing else.
    expect(Object.keys(stored).sort()).toEqual(
      [
        'colorScheme',
        'contentWidth',
        'darkPrimaryColor',
        'footerType',
        'horizontalNavType',
        'language',
        'lightPrimaryColor',
        'navbarBlur',
        'navbarType',
        'navigationType',
        'skin',
        'theme',
        'verticalNavCollapsed',
      ].sort(),
    );
  });

  test('the theme persists across a reload', async ({ page }) => {
    await signIn(page, 'owner@acme.test');
    await page.goto(`${ACME}/`);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    await page.getByRole('button', { name: 'Theme' }).click();
    await page.getByRole('menuitem', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });

  test('below 976 px the navigation is an overlay opened by "Toggle navigation"', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 800 });
    await signIn(page, 'manager@acme.test');
    await page.goto(`${ACME}/`);
    const jobsLink = page.getByRole('link', { name: 'Jobs', exact: true });
    await expect(jobsLink).toBeHidden();
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await expect(jobsLink).toBeVisible();
    await jobsLink.click();
    await expect(page).toHaveURL(`${ACME}/1/1/jobs`);
    await expect(jobsLink).toBeHidden();
  });

  test('wide screens show the navigation beside the content', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'manager@acme.test');
    await page.goto(`${ACME}/`);
    await expect(page.getByRole('link', { name: 'Jobs', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Toggle navigation' })).toBeHidden();
  });
});
