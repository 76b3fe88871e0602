import { join } from 'node:path';
import { ACME, expect, signIn, test } from './fixtures.js';

// `npx playwright test -c playwright.screens.config.ts e2e/shortcut-tiles.screens.ts`: the header's
// shortcut tiles and their customise dialog in light and dark, English and Arabic, 1440 and 390 px,
// for a person to look at. Written to SCREENS_DIR or `screenshots/shortcut-tiles/` (git-ignored).
const OUT = process.env.SCREENS_DIR ?? join(process.cwd(), 'screenshots', 'shortcut-tiles');

for (const language of ['en', 'ar'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [1440, 390]) {
      test(`shortcut tiles: ${language}, ${theme}, ${width}`, async ({ browser }) => {
        const name = (screen: string) => join(OUT, `${screen}-${language}-${theme}-${width}.png`);
        const page = await browser.newPage({ viewport: { width, height: width > 800 ? 900 : 844 } });
        await signIn(page, 'owner@acme.test', { language, theme });
        await page.goto(`${ACME}/`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const title = language === 'ar' ? 'الاختصارات' : 'Shortcuts';
        if (width > 800) {
          await page.getByRole('button', { name: title, exact: true }).click();
        } else {
          await page.getByRole('button', { name: language === 'ar' ? 'قائمة المستخدم' : 'User menu' }).click();
          await page.screenshot({ path: name('user-menu'), animations: 'disabled' });
          await page.getByRole('menuitem', { name: title, exact: true }).click();
        }
        await expect(page.getByRole('list', { name: title })).toBeVisible();
        await page.screenshot({ path: name('tiles'), animations: 'disabled' });
        await page.getByRole('button', { name: language === 'ar' ? 'تخصيص' : 'Customise' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.screenshot({ path: name('customise'), animations: 'disabled' });
        await page.close();
      });
    }
  }
}
