import { join } from 'node:path';
import { ACME, expect, signIn, test, withPreferences } from './fixtures.js';
import { codeAt, enrolOnSecurityPage, freshPerson, passwordStep } from './two-factor.helpers.js';

// `npx playwright test -c playwright.screens.config.ts e2e/two-factor.screens.ts`: the enrolment
// and the sign-in's code step in light and dark, English and Arabic, 1440 and 390 px, for a person
// to look at. Written to SCREENS_DIR or `screenshots/two-factor/` (git-ignored).
const OUT = process.env.SCREENS_DIR ?? join(process.cwd(), 'screenshots', 'two-factor');

for (const language of ['en', 'ar'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`two-factor screens: ${language}, ${theme}`, async ({ browser, request }) => {
      const email = await freshPerson(request, `shots-${language}-${theme}`);
      for (const width of [1440, 390]) {
        const name = (screen: string) => join(OUT, `${screen}-${language}-${theme}-${width}.png`);
        const page = await browser.newPage({ viewport: { width, height: width > 800 ? 900 : 844 } });
        await withPreferences(page, { language, theme });
        await passwordStep(page, email);
        await page.waitForURL((url) => url.pathname === '/');
        const { card } = await enrolOnSecurityPage(page);
        await expect(card.locator('img')).toBeVisible();
        await page.screenshot({ path: name('enrol'), fullPage: true, animations: 'disabled' });
        await page.evaluate(() => localStorage.removeItem('portal-auth'));
        await page.close();
      }
      // Enrolled once (the set-up pictures above leave it off): the recovery codes, then the code step.
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      await withPreferences(page, { language, theme });
      await passwordStep(page, email);
      await page.waitForURL((url) => url.pathname === '/');
      const { card, secret } = await enrolOnSecurityPage(page);
      await card.locator('input[name="code"]').fill(await codeAt(secret));
      await card.locator('button[type="submit"]').click();
      await expect(card.getByTestId('recovery-codes')).toBeVisible();
      await page.screenshot({ path: join(OUT, `codes-${language}-${theme}-1440.png`), fullPage: true });
      await page.close();
      for (const width of [1440, 390]) {
        const page = await browser.newPage({ viewport: { width, height: width > 800 ? 900 : 844 } });
        await withPreferences(page, { language, theme });
        await passwordStep(page, email);
        await expect(page.locator('input[name="code"]')).toBeVisible();
        await page.screenshot({ path: join(OUT, `code-step-${language}-${theme}-${width}.png`), fullPage: true });
        await page.close();
      }
    });
  }
}

for (const language of ['en', 'ar'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`account rule: ${language}, ${theme}`, async ({ browser }) => {
      for (const width of [1440, 390]) {
        const page = await browser.newPage({ viewport: { width, height: width > 800 ? 900 : 844 } });
        await signIn(page, 'owner@acme.test', { language, theme });
        await page.goto(`${ACME}/1/security`);
        const section = page.locator('section[aria-labelledby="account-security-rule"]');
        await section.scrollIntoViewIfNeeded();
        await expect(section.locator('input[type="checkbox"]')).toBeAttached();
        await section.screenshot({ path: join(OUT, `account-rule-${language}-${theme}-${width}.png`) });
        await page.close();
      }
    });
  }
}
