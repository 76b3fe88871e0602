import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ACME, ACME_JOBS, apiCall, expect, signIn, test, tokenFor } from './fixtures.js';
import { settle } from './screens.js';

// The builder refusing a pattern RE2 cannot run (issue 31, item 1), for a person to review: English
// and Arabic, light and dark, wide and 390 px, as full-page PNGs in SCREENS_DIR
// (default screenshots/site-forms-patterns).
const OUT = process.env.SCREENS_DIR ?? join(process.cwd(), 'screenshots', 'site-forms-patterns');
const SITE = { accountId: 1, siteId: 1 };
const text = (en: string, ar: string) => ({ en, fr: en, ar });

for (const theme of (process.env.SCREENS_THEMES ?? 'light,dark').split(',')) {
  for (const width of (process.env.SCREENS_WIDTHS ?? '1440,390').split(',').map(Number)) {
    test(`pattern refusal screens: ${theme}, ${width} px`, async ({ page }) => {
      test.setTimeout(180_000);
      const dir = join(OUT, `${theme}-${width}`);
      mkdirSync(dir, { recursive: true });
      const owner = apiCall(page.request, await tokenFor(page.request, 'owner@acme.test'));
      const created = await owner.call('createSiteForm', {
        body: {
          name: `Pattern screens ${theme} ${width}`,
          handler: 'job_application',
          fields: [
            {
              key: 'reference',
              type: 'short_text',
              label: text('Reference', 'المرجع'),
              required: true,
              pattern: '^[A-Z]{2}[0-9]{4}$',
              knockout: { pattern: '^AB', to_status: 'unsuccessful' },
            },
          ],
        },
        select: SITE,
      });
      const { uuid } = ((await created.json()) as { data: { uuid: string } }).data;
      await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
      await signIn(page, 'owner@acme.test', { language: 'en', theme });
      const refuse = async (language: 'en' | 'ar', name: string) => {
        await page.goto(`${ACME}${ACME_JOBS}/settings/forms/${uuid}`);
        const card = page.locator('[data-field-row]').first();
        const patterns = card.getByRole('textbox', { name: language === 'en' ? /^Pattern/ : /^النمط/ });
        await patterns.first().fill('^(?=[A-Z]{2})\\w+$');
        await patterns.last().fill('(AB)\\1');
        await page.getByRole('button', { name: language === 'en' ? 'Save draft' : /حفظ/ }).click();
        await expect(
          card.getByText(language === 'en' ? /^The portal cannot run/ : /^لا تستطيع البوابة/).first(),
        ).toBeVisible();
        // The whole page from the top, then the refused inputs in view as a person sees them.
        await page.evaluate(() => {
          (document.activeElement as HTMLElement | null)?.blur();
          window.scrollTo(0, 0);
        });
        await settle(page);
        await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true, animations: 'disabled' });
        await patterns.first().scrollIntoViewIfNeeded();
        await page.evaluate(() => window.scrollBy(0, -120));
        await settle(page);
        await page.screenshot({ path: join(dir, `${name}-in-view.png`), animations: 'disabled' });
      };
      try {
        await refuse('en', '01-builder-pattern-refused-en');
        await page.evaluate(() => {
          const stored = JSON.parse(localStorage.getItem('portal-preferences') ?? '{"state":{}}');
          stored.state.language = 'ar';
          localStorage.setItem('portal-preferences', JSON.stringify(stored));
        });
        await refuse('ar', '02-builder-pattern-refused-ar');
      } finally {
        await owner.call('deleteSiteForm', { params: { uuid }, select: SITE });
      }
    });
  }
}
