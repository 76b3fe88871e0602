import type { Page } from '@playwright/test';
import {
  ACME,
  ACME_JOBS,
  expect,
  expectAccessible,
  portalHeaders,
  seriousViolations,
  signIn,
  test,
} from './fixtures.js';
import { applicationOf, applyPublicly, liveJob, MANAGER, mailsTo } from './screening.helpers.js';

// Issue 21, job_application: staff give a job the site's screening questions in the job form's
// "Questions" section; an applicant answering the knockout question "wrongly" through the public
// apply endpoint lands, once confirmed, in the rule's status with that status's e-mail, and the
// application shows the answers, the badge and the rule that failed.
const FORM = 'Right to work screening';

/** axe in light (every rule) and dark of the page as shown. */
async function lightAndDark(page: Page, label: string) {
  await page.emulateMedia({ colorScheme: 'light' });
  await expectAccessible(page, `${label}, light`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await seriousViolations(page), `${label}, dark`).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });
}

test.describe('screening questions', () => {
  test.setTimeout(120_000);
  test('a knocked-out applicant: questions set in the job form, status, answers and e-mail', async ({
    page,
    request,
  }) => {
    const title = `Apple picker ${Date.now()}`;
    const job = await liveJob(request, title);

    await signIn(page, MANAGER, { theme: 'system' });
    await page.goto(`${ACME}${ACME_JOBS}/jobs/edit?id=${job}`);
    const questions = page.getByRole('combobox', { name: 'Screening form', exact: true });
    await expect(questions).toBeVisible();
    await questions.click();
    await page.getByRole('option', { name: FORM }).click();
    await expect(page.getByRole('link', { name: `Edit the questions of “${FORM}”` })).toBeVisible();
    await lightAndDark(page, 'job form with questions');
    await page.getByRole('button', { name: 'Save changes', exact: true }).click();
    await expect(page.getByText(`“${title}” saved.`)).toBeVisible();

    // The public job asks the questions, without the rule.
    const publicJob = await request.get(`${ACME}/portal/public/jobs/${job}`, { headers: portalHeaders() });
    const body = await publicJob.text();
    expect(body).toContain('Do you have the right to work in the UK?');
    expect(body).not.toContain('knockout');

    const email = `robin.${Date.now()}@example.test`;
    expect(await applyPublicly(request, job, email, { right_to_work: true })).toBe(422);
    expect(await applyPublicly(request, job, email, { right_to_work: false, experience_years: 2 })).toBe(202);
    // The dispatcher writes mail after the commit: wait for it.
    await expect.poll(() => mailsTo(email), { timeout: 15_000 }).toContain('confirm?token=');
    const token = /confirm\?token=([A-Za-z0-9_-]+)/.exec(await mailsTo(email))![1]!;
    const confirmed = await request.post(`${ACME}/portal/public/applications/confirm`, {
      headers: portalHeaders(),
      data: { token },
    });
    expect(await confirmed.json()).toEqual({ data: { status: 'confirmed' } });
    // The status e-mail of "unsuccessful" went out (the dispatcher writes it after the commit).
    await expect
      .poll(() => mailsTo(email), { timeout: 15_000 })
      .toContain('we will not be taking your application further');

    const id = await applicationOf(request, job, email);
    for (const language of ['en', 'ar'] as const) {
      const view = await page.context().newPage();
      await signIn(view, MANAGER, { language, theme: 'system' });
      await view.goto(`${ACME}${ACME_JOBS}/applications/${id}/overview`);
      const section = view.locator('section[aria-labelledby="screening-title"]');
      await expect(section).toBeVisible();
      await expect(view.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      if (language === 'en') {
        await expect(section.getByRole('heading', { name: 'Screening answers' })).toBeVisible();
        await expect(section.getByText('Knocked out', { exact: true })).toBeVisible();
        await expect(section.getByText('Do you have the right to work in the UK?').first()).toBeVisible();
        await expect(section.getByText('Unsuccessful')).toBeVisible();
        await expect(view.getByText('Unsuccessful').first()).toBeVisible();
      } else {
        await expect(section.getByText('مستبعد', { exact: true })).toBeVisible();
      }
      await lightAndDark(view, `application screening answers (${language})`);
      await view.close();
    }
  });
});
