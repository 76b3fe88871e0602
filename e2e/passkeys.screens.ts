import { join } from 'node:path';
import { ACME, expect, test, withPreferences } from './fixtures.js';
import { addPasskeyOnSecurityPage, addVirtualAuthenticator } from './passkeys.helpers.js';
import { freshPerson, PASSWORD, passwordStep } from './two-factor.helpers.js';

// `npx playwright test -c playwright.screens.config.ts e2e/passkeys.screens.ts`: the passkeys card
// (empty, adding, listed) and the login page's passkey button in light and dark, English and
// Arabic, 1440 and 390 px. Written to SCREENS_DIR or `screenshots/passkeys/` (git-ignored).
const OUT = process.env.SCREENS_DIR ?? join(process.cwd(), 'screenshots', 'passkeys');

for (const language of ['en', 'ar'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`passkey screens: ${language}, ${theme}`, async ({ browser, request }) => {
      const email = await freshPerson(request, `passkey-shots-${language}-${theme}`);
      for (const width of [1440, 390]) {
        const name = (screen: string) => join(OUT, `${screen}-${language}-${theme}-${width}.png`);
        const page = await browser.newPage({ viewport: { width, height: width > 800 ? 900 : 844 } });
        await withPreferences(page, { language, theme });
        await addVirtualAuthenticator(page);
        await page.goto(`${ACME}/login`);
        await expect(page.getByTestId('passkey-sign-in')).toBeVisible();
        await page.screenshot({ path: name('login'), fullPage: true, animations: 'disabled' });
        await passwordStep(page, email);
        await page.waitForURL((url) => url.pathname === '/');
        await page.goto(`${ACME}/auth/profile/security`);
        await page.getByTestId('passkey-add').click();
        await page.getByTestId('passkey-add-form').screenshot({ path: name('add') });
        await page
          .getByRole('button')
          .filter({ hasText: /Cancel|إلغاء/ })
          .first()
          .click();
        const list = await addPasskeyOnSecurityPage(page, PASSWORD, `Laptop ${width}`);
        await expect(list.getByTestId('passkey-row').first()).toBeVisible();
        await page.screenshot({ path: name('card'), fullPage: true, animations: 'disabled' });
        await list.getByTestId('passkey-row').first().getByRole('button').last().click();
        await list.getByTestId('passkey-remove-form').waitFor();
        await list
          .getByTestId('passkey-row')
          .first()
          .screenshot({ path: name('remove'), animations: 'disabled' });
        await page.close();
      }
    });
  }
}
