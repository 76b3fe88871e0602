import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ACME, ACME_JOBS, apiCall, expect, expectAccessible, signIn, test, tokenFor } from './fixtures.js';
import { png } from './images.js';

const HR = 'hr@northwind.test';
const MANAGER = 'manager@acme.test';
const JOBS = `${ACME}${ACME_JOBS}/jobs`;
const SITE = { accountId: 1, siteId: 1 };
const JOB_URL = /\/1\/1\/jobs\/[0-9a-f-]{36}$/;
const NO_CREDITS = "You don't have enough credits to post this job. Please purchase more credits to continue.";

/** Northwind's id on Acme Jobs (from its HR user's accounts). */
async function northwindId(request: APIRequestContext): Promise<number> {
  const api = apiCall(request, await tokenFor(request, HR));
  const me = (await (await api.call('me')).json()) as {
    data: { accounts: { id: number; sites: { id: number; employers: { id: number; name: string }[] }[] }[] };
  };
  return me.data.accounts
    .find((a) => a.id === 1)!
    .sites.find((s) => s.id === 1)!
    .employers.find((e) => e.name.startsWith('Northwind'))!.id;
}

/** Picks an option of a Mantine select by its label. */
async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

/** A job as its employer's HR user reads it through the API. */
async function jobOf(request: APIRequestContext, id: string): Promise<Record<string, unknown>> {
  const api = apiCall(request, await tokenFor(request, HR));
  const select = { ...SITE, employerId: await northwindId(request) };
  const res = await api.call('getJob', { params: { uuid: id }, select });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Record<string, unknown> }).data;
}
const jobStatus = async (request: APIRequestContext, id: string) => (await jobOf(request, id)).status;

test.describe('job form', () => {
  test.setTimeout(90_000);
  test('an employer writes a job with rich text, pay, product, banner and tags, then publishes it', async ({
    page,
  }) => {
    await signIn(page, HR);
    await page.goto(`${JOBS}/create`);
    await expect(page.getByRole('heading', { name: 'Post a job' })).toBeVisible();

    await page.getByLabel('Job title').fill('E2E Barista');
    await choose(page, 'Work type', 'Part time');
    const editor = page.getByRole('textbox', { name: 'Job description' });
    await editor.click();
    await page.keyboard.type('Great coffee, ');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('great team');
    await expect(editor.locator('strong')).toHaveText('great team');

    await choose(page, 'Pay type', 'per hour');
    await page.getByLabel('Minimum pay').fill('15.50');
    await page.getByLabel('Maximum pay').fill('20');
    await choose(page, 'Posting product', /Standard/);
    await expect(page.getByText('When left empty, the posting product decides the end date.')).toBeVisible();

    await page.getByRole('button', { name: 'Add a selling point' }).click();
    await page.getByLabel('Key selling point 1').fill('Free coffee');
    await page.getByRole('button', { name: 'Add a link' }).click();
    await page.getByLabel('Link 1 label').fill('Careers');
    await page.getByLabel('Link 1 URL').fill('https://northwind.test/careers');

    await expect(page.getByText('Recommended 1,000 × 250 px (ratio 4:1)', { exact: false })).toBeVisible();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: png() });
    await expect(page.getByRole('status').filter({ hasText: 'banner.png uploaded' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Job banner' })).toBeVisible();

    const tags = page.getByRole('combobox', { name: 'Tags' });
    await tags.fill('coffee');
    await tags.press('Enter');
    await tags.fill('e2e');
    await tags.press('Enter');

    await page.getByRole('button', { name: 'Save and publish' }).click();
    await page.waitForURL(JOB_URL);
    await expect(page.getByText('“E2E Barista” was submitted for review.')).toBeVisible();
    await expect(page.getByText('In review').first()).toBeVisible();

    const id = page.url().split('/').pop()!;
    const job = await jobOf(page.request, id);
    expect(job).toMatchObject({
      status: 'on_hold',
      pay_type: 'hourly',
      pay_min: 1550,
      pay_max: 2000,
      product: 'standard',
      tags: ['coffee', 'e2e'],
      key_selling_points: ['Free coffee'],
      links: [{ label: 'Careers', url: 'https://northwind.test/careers' }],
    });
    expect(job.description).toContain('<strong>great team</strong>');
    expect(job.banner).toBeTruthy();
  });

  test('a new selling point takes the focus, a row left empty is dropped and publishing goes through', async ({
    page,
  }) => {
    await signIn(page, HR);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${JOBS}/create`);
    const publish = page.getByRole('button', { name: 'Save and publish' });
    const tags = page.getByRole('combobox', { name: 'Tags' });
    const top = async (locator: Locator) => (await locator.boundingBox())!.y;
    // Beside the form the buttons lead the side column; on a phone they follow banner and tags.
    expect(await top(publish)).toBeLessThan(await top(tags));
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await top(publish)).toBeGreaterThan(await top(tags));

    await page.getByLabel('Job title').fill('E2E Selling points');
    await choose(page, 'Work type', 'Full time');
    await page.getByRole('textbox', { name: 'Job description' }).click();
    await page.keyboard.type('Deliveries across town.');
    await choose(page, 'Posting product', /Standard/);
    const add = page.getByRole('button', { name: 'Add a selling point' });
    await add.click();
    await expect(page.getByLabel('Key selling point 1')).toBeFocused();
    await page.keyboard.type('Free parking');
    // By keyboard: the button adds a row and typing goes into it, not into another row.
    await add.focus();
    await page.keyboard.press('Space');
    await expect(page.getByLabel('Key selling point 2')).toBeFocused();
    await expect(page.getByLabel(/^Key selling point/)).toHaveCount(2);

    // The second row stays empty: it neither blocks publishing nor gets saved.
    await publish.click();
    await page.waitForURL(JOB_URL);
    const job = await jobOf(page.request, page.url().split('/').pop()!);
    expect(job.key_selling_points).toEqual(['Free parking']);
    expect(job.status).not.toBe('draft');
  });

  test('the form checks dates and pay before saving and edits a saved draft', async ({ page }) => {
    await signIn(page, HR);
    await page.goto(`${JOBS}/create`);
    await page.getByLabel('Job title').fill('E2E Checked job');
    await page.getByLabel('Minimum pay').fill('30');
    await page.getByLabel('Maximum pay').fill('20');
    await page.getByLabel('Start date').fill('2030-06-10');
    await page.getByLabel('End date').fill('2030-06-01');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('The maximum may not be below the minimum.')).toBeVisible();
    await expect(page.getByText('The end date must be after the start date.')).toBeVisible();
    // Focus goes to the first problem, in the order of the form.
    await expect(page.getByLabel('Maximum pay')).toBeFocused();
    expect(page.url()).toContain('/jobs/create');

    // Publishing asks for what a draft may lack.
    await page.getByLabel('Maximum pay').fill('40');
    await page.getByLabel('End date').fill('2030-07-01');
    await page.getByRole('button', { name: 'Save and publish' }).click();
    await expect(page.getByRole('combobox', { name: 'Work type', exact: true })).toBeFocused();
    await expect(page.getByText('This field is required.')).toHaveCount(3);

    // A draft saves with a title alone, and the URL then names it.
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(/\/jobs\/edit\?id=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Edit “E2E Checked job”' })).toBeVisible();
    await expect(page.getByLabel('Minimum pay')).toHaveValue('30');
    // A reload edits the same draft (and leaves the snackbar behind).
    await page.reload();
    await expect(page.getByLabel('Job title')).toHaveValue('E2E Checked job');
    // Days read the British way, whatever the browser's own locale (en-US here).
    await expect(page.getByLabel('Start date')).toHaveValue('10/06/2030');
    await expectAccessible(page, 'job edit page');
  });

  test('without credits the draft stays, credits are bought and the job is published from the payment page', async ({
    page,
  }) => {
    const employerId = await northwindId(page.request);
    const staff = apiCall(page.request, await tokenFor(page.request, MANAGER));
    const balanceOf = async () =>
      (
        (await (await staff.call('creditBalance', { query: { employer_id: employerId }, select: SITE })).json()) as {
          data: { balance: number };
        }
      ).data.balance;
    const before = await balanceOf();
    if (before > 0) {
      const revoke = await staff.call('adjustCredits', {
        body: { employer_id: employerId, amount: -before, reason: 'e2e' },
        select: SITE,
      });
      expect(revoke.status()).toBe(201);
    }

    try {
      await signIn(page, HR);
      await page.goto(`${JOBS}/create`);
      await page.getByLabel('Job title').fill('E2E No credit job');
      await choose(page, 'Work type', 'Full time');
      await page.getByRole('textbox', { name: 'Job description' }).click();
      await page.keyboard.type('Waiting for a credit.');
      await choose(page, 'Posting product', /Standard/);
      await page.getByRole('button', { name: 'Save and publish' }).click();

      const dialog = page.getByRole('dialog', { name: 'No credits left' });
      await expect(dialog).toContainText(NO_CREDITS);
      await expect(dialog).toContainText('Your job is saved as a draft.');
      await expectAccessible(page, 'no-credit modal');
      await dialog.getByRole('button', { name: 'Buy credits' }).click();
      await page.waitForURL(/\/credit-system\/create\?job=[0-9a-f-]{36}$/);
      const jobId = new URL(page.url()).searchParams.get('job')!;
      expect(await jobStatus(page.request, jobId)).toBe('draft');

      await page.getByLabel(/^Number of credits/).fill('1');
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await page.waitForURL(/\/portal\/payments\/test-checkout\/\d+\?token=/);
      await page.getByRole('button', { name: 'Pay' }).click();
      await page.waitForURL(/\/credit-system\/payment-success\?purchase=\d+$/);

      await page.getByRole('button', { name: 'Publish “E2E No credit job” now' }).click();
      await page.waitForURL(new RegExp(`/jobs/${jobId}$`));
      await expect(page.getByText('In review').first()).toBeVisible();
      expect(await jobStatus(page.request, jobId)).toBe('on_hold');
      // Published once: the payment page does not offer it again.
      expect(await page.evaluate(() => sessionStorage.getItem('portal-pending-job'))).toBeNull();
    } finally {
      const now = await balanceOf();
      if (now < before) {
        const grant = await staff.call('adjustCredits', {
          body: { employer_id: employerId, amount: before - now, reason: 'e2e restore' },
          select: SITE,
        });
        expect(grant.status()).toBe(201);
      }
    }
  });
});
