import { join } from 'node:path';
import { ACME, ACME_JOBS, apiCall, expect, signIn, test } from './fixtures.js';

// `npx playwright test -c playwright.screens.config.ts e2e/employer-registration.screens.ts`: the
// detail of Fabrikam Foods (registered through Acme Jobs' form, on hold) with its "Registration"
// card, in light and dark, English and Arabic, 1440 and 390 px, for a person to look at. Written to
// SCREENS_DIR or `screenshots/employer-registration/` (git-ignored).
const OUT = process.env.SCREENS_DIR ?? join(process.cwd(), 'screenshots', 'employer-registration');

for (const language of ['en', 'ar'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`employer registration screens: ${language}, ${theme}`, async ({ browser, page: setup }) => {
      const token = await signIn(setup, 'moderator@acme.test');
      const list = await apiCall(setup.request, token).call('listEmployers', {
        query: { q: 'Fabrikam' },
        select: { accountId: 1, siteId: 1 },
      });
      const fabrikam = ((await list.json()) as { data: { id: number; name: string }[] }).data.find(
        (e) => e.name === 'Fabrikam Foods',
      )!;
      for (const width of [1440, 390]) {
        const page = await browser.newPage({ viewport: { width, height: width > 800 ? 900 : 844 } });
        await signIn(page, 'moderator@acme.test', { language, theme });
        await page.goto(`${ACME}${ACME_JOBS}/employers/${fabrikam.id}`);
        await expect(page.locator('section[aria-labelledby="registration-title"]')).toContainText('Fatima', {
          timeout: 20_000,
        });
        await page.screenshot({
          path: join(OUT, `employer-detail-${language}-${theme}-${width}.png`),
          fullPage: true,
          animations: 'disabled',
        });
        await page.close();
      }
    });
  }
}
