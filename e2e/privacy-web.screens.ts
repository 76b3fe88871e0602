import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ACME, ACME_JOBS, apiCall, expect, signIn, test, tokenFor } from './fixtures.js';
import { settle } from './screens.js';

// The staff privacy screens (issue 23) for a person to review: the erase dialog, the data exports
// card and the privacy notice page, in English and Arabic, light and dark, wide and 390 px, as
// full-page PNGs in SCREENS_DIR (default screenshots/privacy-web). Nothing is erased: the dialog
// is only opened. One export and one notice version are made so the card and the page have content.
const OUT = process.env.SCREENS_DIR ?? join(process.cwd(), 'screenshots', 'privacy-web');
const SITE = { accountId: 1, siteId: 1 };
const OWNER = 'owner@acme.test';

test('privacy screens, en/ar, light/dark, 1280/390', async ({ page, request }) => {
  test.setTimeout(600_000);
  mkdirSync(OUT, { recursive: true });
  const owner = apiCall(request, await tokenFor(request, OWNER));
  const found = await owner.call('listSeekers', { query: { q: 'Amira Haddad' }, select: SITE });
  const seeker = ((await found.json()) as { data: { id: string }[] }).data[0]!.id;
  const exported = await owner.call('requestSeekerExport', { params: { uuid: seeker }, select: SITE });
  expect(exported.status()).toBe(202);
  const notices = (await (await owner.call('listPrivacyNotices', { select: SITE })).json()) as { data: unknown[] };
  if (notices.data.length === 0) {
    const texts = {
      en: { title: 'How we use your data', body: 'We keep your application for twelve months.\n\nAsk us for a copy.' },
      fr: { title: 'Comment nous utilisons vos données', body: 'Nous gardons votre candidature douze mois.' },
      ar: { title: 'كيف نستخدم بياناتك', body: 'نحتفظ بطلبك لمدة اثني عشر شهرًا.' },
    };
    for (const requires_reconsent of [false, true])
      expect(
        (await owner.call('publishPrivacyNotice', { body: { texts, requires_reconsent }, select: SITE })).status(),
      ).toBe(201);
  }

  await signIn(page, OWNER, { theme: 'system' });
  for (const language of ['en', 'ar'] as const) {
    await page.goto(`${ACME}/portal/health`);
    await page.evaluate((l) => {
      localStorage.setItem(
        'portal-preferences',
        JSON.stringify({ state: { language: l, theme: 'system' }, version: 0 }),
      );
    }, language);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width > 400 ? 800 : 844 });
        const name = (what: string) => join(OUT, `${what}-${language}-${scheme}-${width}.png`);

        await page.goto(`${ACME}${ACME_JOBS}/seekers/${seeker}/documents`);
        await settle(page);
        await page.locator('#seeker-exports').scrollIntoViewIfNeeded();
        await expect(page.locator('section[aria-labelledby="seeker-exports"] li').first()).toBeVisible();
        await page.screenshot({ path: name('exports-card'), fullPage: true });

        await page.goto(`${ACME}${ACME_JOBS}/seekers/${seeker}/profile`);
        await settle(page);
        await page.getByRole('button', { name: language === 'en' ? 'Erase candidate' : 'محو المرشح' }).click();
        await expect(page.getByRole('dialog').getByRole('textbox')).toBeVisible();
        await page.screenshot({ path: name('erase-dialog'), fullPage: false });

        await page.goto(`${ACME}${ACME_JOBS}/privacy-notice`);
        await settle(page);
        await page.screenshot({ path: name('notice-page'), fullPage: true });
      }
    }
  }
});
