import { join } from 'node:path';
import type { DevOidcProvider } from '../scripts/dev-oidc-provider.mjs';
import { ACME, expect, signIn, test, withPreferences } from './fixtures.js';
import { acmeClaims, ensureAcmeProvider, startIdp } from './sso.helpers.js';

// `npx playwright test -c playwright.screens.config.ts e2e/sso.screens.ts`: the login page with its
// "Sign in with …" button and a failed sign-in's message, and the sign-in security page with its
// providers, its e-mail domains (one proven, one waiting for its record) and the provider dialog,
// as the owner and as platform staff (who approve a domain by hand), in light and dark, English and
// Arabic, 1440 and 390 px, for a person to look at. Written to SCREENS_DIR or `screenshots/sso/`
// (git-ignored).
const OUT = process.env.SCREENS_DIR ?? join(process.cwd(), 'screenshots', 'sso');

let idp: DevOidcProvider;
test.beforeAll(async () => {
  idp = await startIdp();
});
test.afterAll(async () => {
  await idp?.close();
});

for (const language of ['en', 'ar'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`sso screens: ${language}, ${theme}`, async ({ browser, page: setup }) => {
      await ensureAcmeProvider(setup, idp);
      await acmeClaims(setup, 'acme-careers.test');
      for (const width of [1440, 390]) {
        const name = (screen: string) => join(OUT, `${screen}-${language}-${theme}-${width}.png`);
        const viewport = { width, height: width > 800 ? 900 : 844 };

        const login = await browser.newPage({ viewport });
        await withPreferences(login, { language, theme });
        await login.goto(`${ACME}/login?sso_error=unknown_oauth_provider`);
        await expect(login.getByRole('alert')).toBeVisible();
        await expect(login.locator('a[href^="/portal/auth/oauth/"]')).toBeVisible();
        await login.screenshot({ path: name('login'), fullPage: true, animations: 'disabled' });
        await login.close();

        const page = await browser.newPage({ viewport });
        await signIn(page, 'owner@acme.test', { language, theme });
        await page.goto(`${ACME}/1/security`);
        const card = page.locator('section[aria-labelledby="account-identity-providers"]');
        // Buttons by place, not name (any language; a table row, or a card under 768 px): add, then the
        // provider's test, change and remove.
        await expect(card.getByRole('button').nth(1)).toBeVisible();
        await card.getByRole('button').nth(1).click();
        await expect(card.getByTestId('provider-test-result')).toBeVisible();
        await page.screenshot({ path: name('security'), fullPage: true, animations: 'disabled' });
        // The row's "Change" button: the dialog of an existing provider (secret set, redirect URI).
        await card.getByRole('button').nth(2).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.screenshot({ path: name('provider-dialog'), fullPage: true, animations: 'disabled' });
        await page.close();

        // Platform staff: "Approve by hand" on the waiting domain, and its dialog.
        const staff = await browser.newPage({ viewport });
        await signIn(staff, 'admin@portal.test', { language, theme });
        await staff.goto(`${ACME}/1/security`);
        const domains = staff.locator('section[aria-labelledby="account-email-domains"]');
        await expect(domains.getByText('acme-careers.test', { exact: true })).toBeVisible();
        await staff.screenshot({ path: name('security-staff'), fullPage: true, animations: 'disabled' });
        // The waiting domain's row: Check, Approve by hand, Remove.
        const waiting = domains.getByRole('row').filter({ hasText: 'acme-careers.test' });
        await waiting.getByRole('button').nth(3).click();
        await expect(staff.getByRole('dialog')).toBeVisible();
        await staff.screenshot({ path: name('approve-dialog'), fullPage: true, animations: 'disabled' });
        await staff.close();
      }
    });
  }
}
