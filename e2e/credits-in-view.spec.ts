import type { APIRequestContext } from '@playwright/test';
import { ACME, ACME_JOBS, apiCall, expect, expectAccessible, signIn, test, tokenFor } from './fixtures.js';

// Issue 19, item 6: an employer sees its credits where it spends them.
const HR = 'hr@northwind.test';
const MANAGER = 'manager@acme.test';
const SITE = { accountId: 1, siteId: 1 };
const JOBS = `${ACME}${ACME_JOBS}/jobs`;

async function northwind(request: APIRequestContext) {
  const staff = apiCall(request, await tokenFor(request, MANAGER));
  const res = await staff.call('listEmployers', { query: { q: 'Northwind' }, select: SITE });
  const id = ((await res.json()) as { data: { id: number; name: string }[] }).data.find(
    (e) => e.name === 'Northwind Traders',
  )!.id;
  const hr = apiCall(request, await tokenFor(request, HR));
  const select = { ...SITE, employerId: id };
  return {
    id,
    hr,
    select,
    staff,
    balance: async () =>
      ((await (await hr.call('creditBalance', { select })).json()) as { data: { balance: number } }).data.balance,
    /** Sets the balance through a staff adjustment (the ledger stays true). */
    setBalance: async (target: number, now: number) => {
      if (target === now) return;
      const res = await staff.call('adjustCredits', {
        body: { employer_id: id, amount: target - now, reason: 'e2e: credits in view' },
        select: SITE,
      });
      expect(res.status()).toBe(201);
    },
  };
}

async function draft(request: APIRequestContext, title: string) {
  const nw = await northwind(request);
  const res = await nw.hr.call('createJob', {
    body: { title, description: '<p>Pack and ship.</p>', work_type: 'full_time', product: 'standard' },
    select: nw.select,
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

test.describe('credits in view', () => {
  test('the employer’s dashboard shows the balance, live jobs and new applications from the API', async ({ page }) => {
    const nw = await northwind(page.request);
    const figures = (
      (await (await nw.hr.call('employerDashboard', { select: nw.select })).json()) as {
        data: { credits: { balance: number }; jobs: { live: number }; applications: { new: number } };
      }
    ).data;
    expect(figures.credits.balance).toBe(await nw.balance());

    await signIn(page, HR);
    await page.goto(`${ACME}/`);
    const glance = page.getByRole('region', { name: 'At a glance' });
    await expect(glance.getByRole('heading', { name: 'Credits left' })).toBeVisible();
    const card = (name: string) =>
      glance.locator('.mantine-Card-root').filter({ has: page.getByRole('heading', { name }) });
    await expect(card('Credits left')).toContainText(String(figures.credits.balance));
    await expect(card('Live jobs')).toContainText(String(figures.jobs.live));
    await expect(card('New applications')).toContainText(String(figures.applications.new));
    await expectAccessible(page, 'employer dashboard');

    // The links lead where the numbers are acted on.
    await card('New applications').getByRole('link', { name: 'Review them' }).click();
    await expect(page).toHaveURL(/\/applications\?status=new$/);
    await page.goBack();
    await card('Credits left').getByRole('link', { name: 'Buy credits' }).click();
    await expect(page).toHaveURL(/\/credit-system\/create$/);
  });

  test('the job form shows the balance, and the publish confirmation the credit used and what remains', async ({
    page,
  }) => {
    const nw = await northwind(page.request);
    const before = await nw.balance();
    await nw.setBalance(Math.max(before, 3), before);
    const balance = await nw.balance();
    const id = await draft(page.request, 'E2E Credits in view');

    await signIn(page, HR);
    await page.goto(`${JOBS}/create`);
    await expect(page.getByTestId('publish-balance')).toHaveText(`You have ${balance} credits left.`);

    await page.goto(`${JOBS}/${id}`);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish “E2E Credits in view”?' });
    await expect(dialog.getByTestId('publish-credits')).toHaveText(
      `One credit will be used: Northwind Traders will have ${balance - 1} credits left.`,
    );
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('“E2E Credits in view” was published.')).toBeVisible();
    expect(await nw.balance()).toBe(balance - 1);
  });

  test('with no credit left, the confirmation says so and leads to buying one for this job', async ({ page }) => {
    const nw = await northwind(page.request);
    const id = await draft(page.request, 'E2E Credits at zero');
    const before = await nw.balance();
    await nw.setBalance(0, before);
    try {
      await signIn(page, HR);
      await page.goto(`${JOBS}/create`);
      await expect(page.getByTestId('publish-balance')).toHaveText(
        'You have no credits left: publishing keeps your draft and offers to buy credits.',
      );
      await page.goto(`${JOBS}/${id}`);
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Publish “E2E Credits at zero”?' });
      await expect(dialog.getByTestId('publish-credits')).toContainText(
        'Northwind Traders has no credits left, so publishing will be refused until it has one.',
      );
      await expectAccessible(page, 'publish confirmation at zero');
      await dialog.getByRole('button', { name: 'Buy credits' }).click();
      await expect(page).toHaveURL(new RegExp(`/credit-system/create\\?job=${id}$`));
    } finally {
      await nw.setBalance(before, 0);
    }
  });

  test('the ledger names each job by its title and links to it', async ({ page }) => {
    const nw = await northwind(page.request);
    const entries = (
      (await (
        await nw.hr.call('listLedger', { query: { 'filter[kind]': 'job_posting' }, select: nw.select })
      ).json()) as {
        data: { job_id: string; job_title: string | null }[];
      }
    ).data;
    const entry = entries.find((e) => e.job_title !== null)!;
    expect(entry).toBeTruthy();

    await signIn(page, HR);
    await page.goto(`${ACME}${ACME_JOBS}/credit-system`);
    const link = page.getByRole('link', { name: `Job: ${entry.job_title}` }).first();
    await expect(link).toBeVisible();
    await expect(page.getByText(entry.job_id)).toHaveCount(0);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/jobs/${entry.job_id}$`));
    await expect(page.getByRole('heading', { level: 1, name: entry.job_title! })).toBeVisible();
  });
});
