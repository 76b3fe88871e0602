import { join } from 'node:path';
import { ACME, ACME_JOBS, expect, signIn, test } from './fixtures.js';
import {
  confirmRating,
  demoForm,
  liveNorthwindJob,
  MANAGER,
  OWNER,
  ratingLink,
  sendFeedback,
} from './job-feedback-form.helpers.js';

// `npx playwright test -c playwright.screens.config.ts e2e/forms-hooks.screens.ts`: the webhook
// deliveries screen (secret revealed) and the job feedback moderation (one entry hidden, two ratings
// awaiting their address's confirmation), in light
// and dark, English and Arabic, 1440 and 390 px. Written to SCREENS_DIR or `screenshots/forms-hooks/`.
const OUT = process.env.SCREENS_DIR ?? join(process.cwd(), 'screenshots', 'forms-hooks');

test('forms-hooks screens', async ({ browser, page: setup }) => {
  test.setTimeout(300_000);
  const job = await liveNorthwindJob(setup.request, `Screens picker ${Date.now()}`);
  const feedbackForm = await demoForm(setup.request, 'Job feedback');
  const hookForm = await demoForm(setup.request, 'Partner enquiries');
  const stamp = Date.now();
  await sendFeedback(setup.request, feedbackForm, job, {
    rating: 5,
    email: `a${stamp}@example.com`,
    recommend: true,
    comment: 'Friendly interview, clear advert.',
    name: 'Grace',
  });
  await sendFeedback(setup.request, feedbackForm, job, {
    rating: 1,
    email: `b${stamp}@example.com`,
    recommend: false,
    comment: 'Spam spam spam',
    name: 'Mallory',
  });
  // Both addresses confirm their mailed links: the ratings count. Two more wait for theirs.
  await confirmRating(setup.request, `a${stamp}@example.com`);
  await confirmRating(setup.request, `b${stamp}@example.com`);
  const waiting = { en: `c${stamp}@made-up.example`, ar: `d${stamp}@made-up.example` };
  for (const language of ['en', 'ar'] as const)
    await sendFeedback(setup.request, feedbackForm, job, { rating: 1, email: waiting[language] }, language);
  let hidden = false;
  for (const language of ['en', 'ar'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      for (const width of [1440, 390]) {
        const name = (screen: string) => join(OUT, `${screen}-${language}-${theme}-${width}.png`);
        const viewport = { width, height: width > 800 ? 900 : 844 };

        const page = await browser.newPage({ viewport });
        await signIn(page, OWNER, { language, theme });
        await page.goto(`${ACME}${ACME_JOBS}/settings/forms/${hookForm}/deliveries`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.locator('section[aria-labelledby="signing-secret-title"] button').first().click();
        await expect(page.getByTestId('signing-secret')).toBeVisible();
        await page.screenshot({ path: name('deliveries'), fullPage: true, animations: 'disabled' });
        await page.close();

        const detail = await browser.newPage({ viewport });
        await signIn(detail, MANAGER, { language, theme });
        await detail.goto(`${ACME}${ACME_JOBS}/jobs/${job}`);
        await detail.getByRole('tab').nth(1).click();
        const panel = detail.getByRole('tabpanel');
        await expect(panel.getByText('Spam spam spam')).toBeVisible();
        if (!hidden) {
          await panel.getByRole('button', { name: 'Hide the feedback of Mallory' }).click();
          await expect(panel.getByText('Hidden', { exact: true })).toBeVisible();
          hidden = true;
        }
        await detail.screenshot({ path: name('feedback'), fullPage: true, animations: 'disabled' });
        await detail.close();

        // The page behind a waiting rating's mailed link (opening it confirms nothing).
        const confirm = await browser.newPage({ viewport, colorScheme: theme });
        await confirm.goto(await ratingLink(waiting[language]));
        await expect(confirm.getByRole('button')).toBeVisible();
        await confirm.screenshot({ path: name('rating-confirm'), fullPage: true, animations: 'disabled' });
        await confirm.close();
      }
    }
  }
});
