import { join } from 'node:path';
import { ACME, ACME_JOBS, expect, signIn, test } from './fixtures.js';
import { editAsEmployer, liveNorthwindJob } from './job-edits.helpers.js';

// `npx playwright test -c playwright.screens.config.ts e2e/job-edit-review.screens.ts`: an employer's
// edit of a live job waiting for review (SECURITY 34): the employer's job page, and the moderator's
// comparison in the review queue, in light and dark, English and Arabic, 1440 and 390 px, for a
// person to look at. Written to SCREENS_DIR or `screenshots/job-edit-review/` (git-ignored).
const OUT = process.env.SCREENS_DIR ?? join(process.cwd(), 'screenshots', 'job-edit-review');
const JOBS = `${ACME}${ACME_JOBS}/jobs`;
const TITLE = `Delivery rider ${Date.now()}`;
let jobId: string | null = null;

/** One live job whose employer changed its title, description, pay and selling points. */
async function editedJob(request: Parameters<typeof liveNorthwindJob>[0]) {
  if (jobId) return jobId;
  const { id } = await liveNorthwindJob(request, {
    title: TITLE,
    pay_type: 'hourly',
    pay_min: 1200,
    pay_max: 1400,
    currency: 'GBP',
    key_selling_points: ['Electric bikes provided'],
  });
  await editAsEmployer(request, id, {
    title: `${TITLE} (weekends)`,
    description: '<p>Deliver parcels around the town centre on <strong>Saturdays and Sundays</strong>.</p>',
    pay_type: 'hourly',
    pay_min: 1500,
    pay_max: 1800,
    currency: 'GBP',
    key_selling_points: ['Electric bikes provided', 'Weekend bonus'],
  });
  jobId = id;
  return id;
}

for (const language of ['en', 'ar'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`edit waiting for review: ${language}, ${theme}`, async ({ browser, request }) => {
      const id = await editedJob(request);
      for (const width of [1440, 390]) {
        const viewport = { width, height: width > 800 ? 900 : 844 };
        const name = (screen: string) => join(OUT, `${screen}-${language}-${theme}-${width}.png`);

        const employer = await browser.newPage({ viewport });
        await signIn(employer, 'hr@northwind.test', { language, theme });
        await employer.goto(`${JOBS}/${id}`);
        await expect(employer.locator('h1')).toHaveText(TITLE);
        await expect(employer.locator('section[aria-labelledby] h3').first()).toBeVisible();
        await employer.screenshot({ path: name('employer-job'), fullPage: true, animations: 'disabled' });
        await employer.close();

        const moderator = await browser.newPage({ viewport });
        await signIn(moderator, 'moderator@acme.test', { language, theme });
        await moderator.goto(`${JOBS}/hold?q=${encodeURIComponent(TITLE)}`);
        await expect(moderator.locator('table tbody tr')).toHaveCount(1);
        await moderator.screenshot({ path: name('queue'), fullPage: true, animations: 'disabled' });
        await moderator.locator('table tbody tr button').first().click();
        const dialog = moderator.getByRole('dialog');
        await expect(dialog.locator('h3').first()).toBeVisible();
        await moderator.screenshot({ path: name('queue-compare'), fullPage: true, animations: 'disabled' });
        await moderator.close();
      }
    });
  }
}
