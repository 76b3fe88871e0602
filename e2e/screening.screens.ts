import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { ACME, ACME_JOBS, apiCall, expect, signIn, test, tokenFor } from './fixtures.js';
import { MANAGER, SITE } from './screening.helpers.js';

// `npx playwright test -c playwright.screens.config.ts e2e/screening.screens.ts`: the job form's
// "Questions" section and an application's screening answers (the demo's knocked-out one), in light
// and dark, English and Arabic, 1440 and 390 px, for a person to look at. Written to SCREENS_DIR or
// `screenshots/screening/` (git-ignored).
const OUT = process.env.SCREENS_DIR ?? join(process.cwd(), 'screenshots', 'screening');

/** The demo's "Stock controller" and its knocked-out application (answers seeded with the demo). */
async function demo(request: APIRequestContext) {
  const manager = apiCall(request, await tokenFor(request, MANAGER));
  const jobs = (await (await manager.call('listJobs', { query: { q: 'Stock controller' }, select: SITE })).json()) as {
    data: { id: string }[];
  };
  const job = jobs.data[0]!.id;
  const list = (await (
    await manager.call('jobApplications', { params: { uuid: job }, query: { per_page: 100 }, select: SITE })
  ).json()) as {
    data: { id: string; status: string }[];
  };
  for (const a of list.data.filter((x) => x.status === 'unsuccessful')) {
    const overview = (await (
      await manager.call('applicationOverview', { params: { uuid: a.id }, select: SITE })
    ).json()) as {
      data: { screening: unknown };
    };
    if (overview.data.screening) return { job, application: a.id };
  }
  throw new Error('no knocked-out demo application');
}

for (const language of ['en', 'ar'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`screening screens: ${language}, ${theme}`, async ({ browser, request }) => {
      test.setTimeout(120_000);
      const { job, application } = await demo(request);
      for (const width of [1440, 390]) {
        const name = (screen: string) => join(OUT, `${screen}-${language}-${theme}-${width}.png`);
        const page = await browser.newPage({ viewport: { width, height: width > 800 ? 900 : 844 } });
        await signIn(page, MANAGER, { language, theme });
        await page.goto(`${ACME}${ACME_JOBS}/jobs/edit?id=${job}`);
        const section = page.locator('[data-field="screening_form_uuid"]');
        await expect(section).toBeVisible({ timeout: 30_000 });
        await section.scrollIntoViewIfNeeded();
        await page.screenshot({ path: name('job-form-questions'), animations: 'disabled' });
        await page.goto(`${ACME}${ACME_JOBS}/applications/${application}/overview`);
        await expect(page.locator('section[aria-labelledby="screening-title"]')).toBeVisible({ timeout: 30_000 });
        await page.screenshot({ path: name('application-screening'), fullPage: true, animations: 'disabled' });
        await page.close();
      }
    });
  }
}
