import { ACME, expectAccessible, signIn, test, withPreferences } from './fixtures.js';

const GUEST_PAGES = [
  '/login',
  '/forgot-password',
  '/reset-password?token=x',
  '/not-authorized',
  '/pages/misc/not-found/x',
];
const SHELL_PAGES = ['/', '/1/1/jobs', '/auth/profile/account', '/auth/profile/security', '/auth/profile/settings'];

for (const language of ['en', 'ar'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test.describe(`axe: ${language}, ${theme}`, () => {
      test('guest pages', async ({ page }) => {
        await withPreferences(page, { language, theme });
        for (const path of GUEST_PAGES) {
          await page.goto(`${ACME}${path}`);
          await page.getByRole('heading').first().waitFor();
          await expectAccessible(page, `${path} ${language} ${theme}`);
        }
      });

      test('signed-in shell pages', async ({ page }) => {
        await signIn(page, 'owner@acme.test', { language, theme });
        for (const path of SHELL_PAGES) {
          await page.goto(`${ACME}${path}`);
          await page.getByRole('heading', { level: 1 }).waitFor();
          await expectAccessible(page, `${path} ${language} ${theme}`);
        }
      });
    });
  }
}
