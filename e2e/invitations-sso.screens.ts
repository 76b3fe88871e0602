import { join } from 'node:path';
import type { DevOidcProvider } from '../scripts/dev-oidc-provider.mjs';
import { expect, test, withPreferences } from './fixtures.js';
import { globexInvites, openLinkThroughAcmeSso } from './invitations-sso.helpers.js';
import { ensureAcmeProvider, startIdp } from './sso.helpers.js';
import { freshPerson } from './two-factor.helpers.js';

// `npx playwright test -c playwright.screens.config.ts e2e/invitations-sso.screens.ts`: the
// notifications page opened from another account's invitation link in a session of Acme's single
// sign-on (the notice asking for the person's own sign-in), in light and dark, English and Arabic,
// 1440 and 390 px. Written to SCREENS_DIR or `screenshots/invitations-sso/` (git-ignored).
const OUT = process.env.SCREENS_DIR ?? join(process.cwd(), 'screenshots', 'invitations-sso');

let idp: DevOidcProvider;
test.beforeAll(async () => {
  idp = await startIdp();
});
test.afterAll(async () => {
  await idp?.close();
});

for (const language of ['en', 'ar'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`invitation through SSO: ${language}, ${theme}`, async ({ browser, page: setup, request }) => {
      await ensureAcmeProvider(setup, idp);
      const email = await freshPerson(request, `sso-screens-${language}-${theme}`, undefined, 'acme.test');
      const invitation = await globexInvites(request, email);
      for (const width of [1440, 390]) {
        const page = await browser.newPage({ viewport: { width, height: width > 800 ? 900 : 844 } });
        await withPreferences(page, { language, theme });
        await openLinkThroughAcmeSso(page, email, invitation);
        await expect(page.locator('.mantine-Alert-root')).toBeVisible();
        await page.screenshot({
          path: join(OUT, `invitation-own-sign-in-${language}-${theme}-${width}.png`),
          fullPage: true,
          animations: 'disabled',
        });
        await page.close();
      }
    });
  }
}
