import { ACME, expect, signIn, test } from './fixtures.js';

test.describe('preferences', () => {
  test('switching to Arabic persists across a reload and turns the page right-to-left', async ({ page }) => {
    await signIn(page, 'owner@acme.test');
    await page.goto(`${ACME}/`);
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitemradio', { name: 'العربية' }).click();
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
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });

  test('below 976 px the navigation is an overlay opened by "Toggle navigation"', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 800 });
    await signIn(page, 'manager@acme.test');
    await page.goto(`${ACME}/`);
    const candidates = page.getByRole('link', { name: 'Candidates', exact: true });
    await expect(candidates).toBeHidden();
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await expect(candidates).toBeVisible();
    // The overlay sits above the content (spec §9: z-index 2000).
    const z = await page.getByRole('dialog').evaluate((el) => {
      for (let node: Element | null = el; node; node = node.parentElement) {
        const value = getComputedStyle(node).zIndex;
        if (value !== 'auto') return Number(value);
      }
      return 0;
    });
    expect(z).toBe(2000);
    await candidates.click();
    await expect(page).toHaveURL(`${ACME}/1/1/seekers`);
    await expect(candidates).toBeHidden();
  });

  test('wide screens show the navigation beside the content', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'manager@acme.test');
    await page.goto(`${ACME}/`);
    await expect(page.getByRole('link', { name: 'Candidates', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Toggle navigation' })).toBeHidden();
  });
});
