import { ACME, ACME_JOBS, expect, signIn, test } from './fixtures.js';

const COMBOS = [
  { name: 'light-en-1440', prefs: { language: 'en', theme: 'light' }, width: 1440, height: 1000 },
  { name: 'dark-ar-390', prefs: { language: 'ar', theme: 'dark' }, width: 390, height: 900 },
  { name: 'dark-en-1440', prefs: { language: 'en', theme: 'dark' }, width: 1440, height: 1000 },
  { name: 'light-ar-390', prefs: { language: 'ar', theme: 'light' }, width: 390, height: 900 },
];
const OUT = '/tmp/forms-shots';

for (const c of COMBOS) {
  test(`shots ${c.name}`, async ({ page }) => {
    await page.setViewportSize({ width: c.width, height: c.height });
    await signIn(page, 'hr@northwind.test', c.prefs);
    await page.goto(`${ACME}${ACME_JOBS}/jobs/create`);
    await page.locator('form').first().evaluate((f) => (f as HTMLFormElement).requestSubmit());
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${OUT}/job-${c.name}.png`, fullPage: true });

    await page.goto(`${ACME}${ACME_JOBS}/employer/edit`);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${OUT}/own-employer-${c.name}.png`, fullPage: true });
  });

  test(`guest shots ${c.name}`, async ({ page }) => {
    await page.setViewportSize({ width: c.width, height: c.height });
    await page.addInitScript((p) => localStorage.setItem('portal-preferences', JSON.stringify({ state: p, version: 0 })), c.prefs);
    await page.goto(`${ACME}/login`);
    await page.locator('button[type=submit]').click();
    await expect(page.locator('.mantine-InputWrapper-error').first()).toBeVisible();
    await page.screenshot({ path: `${OUT}/login-${c.name}.png`, fullPage: true });
  });

  test(`staff shots ${c.name}`, async ({ page }) => {
    await page.setViewportSize({ width: c.width, height: c.height });
    await signIn(page, 'manager@acme.test', c.prefs);
    await page.goto(`${ACME}${ACME_JOBS}/employers/create`);
    await page.locator('form').first().evaluate((f) => (f as HTMLFormElement).requestSubmit());
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${OUT}/employer-${c.name}.png`, fullPage: true });
    await page.goto(`${ACME}${ACME_JOBS}/consultants/create`);
    await page.locator('form').first().evaluate((f) => (f as HTMLFormElement).requestSubmit());
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${OUT}/consultant-${c.name}.png`, fullPage: true });
  });
}
