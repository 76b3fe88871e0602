import { ACME, ACME_JOBS, expect, expectAccessible, GLOBEX, signIn, test } from './fixtures.js';
import { demoForm, liveNorthwindJob, MANAGER, OWNER, ratingLink, sendFeedback } from './job-feedback-form.helpers.js';

// Job feedback sent through the hosted form page (in Arabic) and the public form API counts in the
// job's average once each address confirms its mailed link (the page in the visitor's language);
// staff see how many still wait; a moderator hides one and it changes back. The form is not on
// another tenant's host.
// Then the demo webhook form's delivery log, with its failed deliveries and signing secret.
const AR_THANKS = 'شكرًا لك! تم إرسال إجابتك.';

test.describe('job feedback form and webhook deliveries', () => {
  test.describe.configure({ mode: 'serial' });

  test('feedback sent through the public form moves the average; hiding one takes it out again', async ({ page }) => {
    const job = await liveNorthwindJob(page.request, `Picker ${Date.now()}`);
    const form = await demoForm(page.request, 'Job feedback');
    const stamp = Date.now();
    // A visitor leaves feedback on the hosted page in Arabic, as the job board links to it (`?job=`).
    // (In a browser of its own: the visitor's language choice stays theirs.)
    const visitor = await page.context().browser()!.newPage();
    // Acme's form does not live on Globex's host (SECURITY 35).
    const foreign = await visitor.goto(`${GLOBEX}/forms/${form}?job=${job}`);
    expect(foreign?.status()).toBe(404);
    await expect(visitor.getByText('Form not available.')).toBeVisible();
    await visitor.goto(`${ACME}/forms/${form}?job=${job}&lang=ar`);
    await expect(visitor.locator('form[dir="rtl"]')).toBeVisible();
    await visitor.getByLabel('تقييمك (من 1 إلى 5)').fill('5');
    await visitor.getByLabel('البريد الإلكتروني').fill(`fan${stamp}@example.com`);
    await visitor.getByRole('radio', { name: 'نعم' }).check();
    await visitor.getByLabel('تعليق').fill('Friendly interview, clear advert.');
    await visitor.getByLabel('اسمك').fill('Grace');
    await expectAccessible(visitor, 'hosted job feedback form (ar)');
    await visitor.getByRole('button', { name: 'إرسال' }).click();
    await expect(visitor.getByText(AR_THANKS)).toBeVisible();
    // The address confirms through the mailed link: a page in Arabic with one button.
    await visitor.goto(await ratingLink(`fan${stamp}@example.com`));
    await expect(visitor.locator('html[dir="rtl"]')).toBeVisible();
    await visitor.getByRole('button', { name: 'تأكيد تقييمي' }).click();
    await expect(visitor.getByRole('heading', { name: 'تم تأكيد التقييم' })).toBeVisible();
    await expectAccessible(visitor, 'rating confirmed (ar)');
    const low = await sendFeedback(page.request, form, job, {
      rating: 1,
      email: `critic${stamp}@example.com`,
      recommend: false,
      comment: 'Spam spam spam',
      name: 'Mallory',
    });
    expect(low.status()).toBe(201);
    await visitor.goto(await ratingLink(`critic${stamp}@example.com`));
    await visitor.getByRole('button', { name: 'Confirm my rating' }).click();
    await expect(visitor.getByRole('heading', { name: 'Rating confirmed' })).toBeVisible();
    await visitor.close();
    // The same address again: the same answer as any rating; until its link is confirmed it waits.
    const twice = await sendFeedback(page.request, form, job, { rating: 4, email: `fan${stamp}@example.com` });
    expect(twice.status()).toBe(201);

    await signIn(page, MANAGER);
    await page.goto(`${ACME}${ACME_JOBS}/jobs/${job}`);
    await page.getByRole('tab', { name: 'Feedback' }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByText('3.0', { exact: true })).toBeVisible();
    await expect(panel.getByText('from 2 ratings')).toBeVisible();
    await expect(panel.getByText('1 rating awaiting confirmation')).toBeVisible();

    await panel.getByRole('button', { name: 'Hide the feedback of Mallory' }).click();
    await expect(page.getByText('Feedback hidden: it no longer counts in the average.')).toBeVisible();
    await expect(panel.getByText('5.0', { exact: true })).toBeVisible();
    await expect(panel.getByText('from 1 rating')).toBeVisible();
    // Still listed for staff, marked hidden.
    await expect(panel.getByText('Hidden', { exact: true })).toBeVisible();
    await expect(panel.getByText('Spam spam spam')).toBeVisible();
    await expectAccessible(page, 'job feedback with a hidden entry');

    await panel.getByRole('button', { name: 'Show the feedback of Mallory again' }).click();
    await expect(panel.getByText('3.0', { exact: true })).toBeVisible();
    await expect(panel.getByText('from 2 ratings')).toBeVisible();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the partner webhook's deliveries: failures, secret, resend (${theme})`, async ({ page }) => {
      const form = await demoForm(page.request, 'Partner enquiries');
      await signIn(page, OWNER, { theme });
      await page.goto(`${ACME}${ACME_JOBS}/settings/forms/${form}/deliveries`);
      await expect(page.getByRole('heading', { level: 1, name: 'Partner enquiries' })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Deliveries', selected: true })).toBeVisible();
      await expect(
        page.getByText('Each submission is sent to https://hooks.acme-partner.invalid/talent'),
      ).toBeVisible();
      const table = page.getByRole('table');
      await expect(table.getByText(/ENOTFOUND/).first()).toBeVisible();
      await expectAccessible(page, `form deliveries (${theme})`);

      await page.getByRole('button', { name: 'Reveal' }).click();
      await expect(page.getByTestId('signing-secret')).toHaveText(/^whsec_/);
      await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible();
      await expectAccessible(page, `form deliveries with the secret (${theme})`);
      await page.getByRole('button', { name: 'Hide' }).click();

      // Filter: only failed ones; none delivered.
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'Delivered' }).click();
      await expect(page.getByText('No delivery with this status')).toBeVisible();
      await page.getByRole('button', { name: 'Reset filters' }).click();

      if (theme === 'light') {
        // A resend is tried again at once (and fails again, the host does not resolve): pending meanwhile.
        const resend = page.getByRole('button', { name: /^Resend the delivery of/ }).first();
        await resend.click();
        await expect(page.getByText('Sent again: the delivery is pending until the receiver answers.')).toBeVisible();
        await expect(table.getByText('Pending').first()).toBeVisible();
        await expect(page.getByRole('button', { name: /^Resend the delivery of/ }).first()).toBeDisabled();
      }
    });
  }
});
