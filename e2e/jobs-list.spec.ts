import type { APIRequestContext } from '@playwright/test';
import { ACME, ACME_JOBS, apiCall, approveJobs, expect, expectAccessible, signIn, test, tokenFor } from './fixtures.js';

const HR = 'hr@northwind.test';
const MODERATOR = 'moderator@acme.test';
const JOBS = `${ACME}${ACME_JOBS}/jobs`;

/**
 * A Northwind job of this run's own, published (so in review); `approve` puts it live. Other
 * journeys' seeded jobs stay untouched.
 */
async function createJob(request: APIRequestContext, title: string, approve = false): Promise<string> {
  const hr = apiCall(request, await tokenFor(request, HR));
  const me = (await (await hr.call('me')).json()) as {
    data: { accounts: { id: number; sites: { id: number; employers: { id: number; name: string }[] }[] }[] };
  };
  const employer = me.data.accounts
    .find((a) => a.id === 1)!
    .sites.find((s) => s.id === 1)!
    .employers.find((e) => e.name === 'Northwind Traders')!;
  const select = { accountId: 1, siteId: 1, employerId: employer.id };
  const created = await hr.call('createJob', {
    body: { title, description: '<p>x</p>', work_type: 'full_time', product: 'standard' },
    select,
  });
  expect(created.status(), 'create job').toBe(201);
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  const published = await hr.call('publishJob', { params: { uuid: id }, select });
  expect(published.status(), 'publish job').toBe(200);
  if (approve) {
    const moderator = apiCall(request, await tokenFor(request, MODERATOR));
    const approved = await approveJobs(moderator, [id], { accountId: 1, siteId: 1 });
    expect(((await approved.json()) as { data: { updated: string[] } }).data.updated).toEqual([id]);
  }
  return id;
}

test.describe('jobs list, hold and flagged', () => {
  test('the list is filtered by status from the URL and by search', async ({ page }) => {
    await signIn(page, 'manager@acme.test');
    await page.goto(`${JOBS}?status=unlisted`);
    const table = page.getByRole('table', { name: 'Jobs' });
    await expect(table.getByRole('link', { name: 'Stock controller' })).toBeVisible();
    await expect(table.getByRole('link', { name: 'Warehouse team leader' })).toHaveCount(0);
    await expect(page.getByLabel('Status', { exact: true }).first()).toHaveValue('Unlisted');

    await page.getByRole('button', { name: 'Reset filters' }).click();
    await expect(page).toHaveURL(JOBS);
    await expect(table.getByRole('link', { name: 'Warehouse team leader' })).toBeVisible();

    // The search is debounced into the URL.
    await page.getByRole('searchbox', { name: 'Search' }).fill('Seasonal');
    await expect(page).toHaveURL(/[?&]q=Seasonal/);
    // (The job-detail spec may have cloned it: a draft of the same name.)
    await expect(table.getByRole('link', { name: 'Seasonal picker' }).first()).toBeVisible();
    await expect(table.getByRole('link', { name: 'Warehouse team leader' })).toHaveCount(0);

    await page.getByRole('searchbox', { name: 'Search' }).fill('no such job anywhere');
    await expect(page.getByRole('heading', { name: 'No job matches' })).toBeVisible();
  });

  test('staff filter by employer through a searchable select', async ({ page }) => {
    await signIn(page, 'manager@acme.test');
    await page.goto(JOBS);
    const table = page.getByRole('table', { name: 'Jobs' });
    await expect(table.getByRole('link', { name: 'Warehouse team leader' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Employer' }).fill('Contoso');
    await page.getByRole('option', { name: 'Contoso Ltd' }).click();
    await expect(page).toHaveURL(/[?&]employer=\d+/);
    await expect(table.getByRole('link', { name: 'IT support technician' })).toBeVisible();
    await expect(table.getByRole('link', { name: 'Warehouse team leader' })).toHaveCount(0);

    // A shared URL restores the choice, with the employer's name.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Employer' })).toHaveValue('Contoso Ltd');
  });

  test('the CSV export downloads the filtered list', async ({ page }) => {
    await signIn(page, 'manager@acme.test');
    await page.goto(`${JOBS}?status=unlisted`);
    await expect(page.getByRole('link', { name: 'Stock controller' })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('jobs.csv');
    const { readFileSync } = await import('node:fs');
    const csv = readFileSync((await download.path()) ?? '', 'utf8');
    expect(csv).toContain('Stock controller');
    expect(csv).not.toContain('Warehouse team leader');
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the three pages pass axe and stack at 390 px (${theme})`, async ({ page }) => {
      await signIn(page, MODERATOR, { theme });
      await page.setViewportSize({ width: 390, height: 844 });
      for (const [path, name] of [
        ['', 'Jobs'],
        ['/hold', 'Review queue'],
        ['/flagged-jobs', 'Flagged jobs'],
      ] as const) {
        await page.goto(`${JOBS}${path}`);
        await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
        await expect(page.getByRole('table', { name })).toBeVisible();
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(sideways, `${name}: no sideways scroll`).toBeLessThanOrEqual(0);
        await expectAccessible(page, `${name} (${theme}, 390 px)`);
      }
    });
  }

  test('an employer user sees only its own jobs', async ({ page }) => {
    await signIn(page, HR);
    await page.goto(JOBS);
    const table = page.getByRole('table', { name: 'Jobs' });
    await expect(table.getByRole('link', { name: 'Warehouse team leader' })).toBeVisible();
    await expect(table.getByRole('link', { name: 'Office manager' })).toBeVisible();
    await expect(table.getByRole('link', { name: 'Receptionist' })).toHaveCount(0);
    // No employer column or filter for an employer user.
    await expect(table.getByRole('columnheader', { name: 'Employer' })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Employer' })).toHaveCount(0);
    await expect(page.locator('#main-content').getByRole('link', { name: 'Post a job' })).toBeVisible();
  });

  test('selected jobs are tagged in bulk, and each row shows its rating', async ({ page }) => {
    const stamp = Date.now();
    const titles = [`E2E tag one ${stamp}`, `E2E tag two ${stamp}`];
    for (const title of titles) await createJob(page.request, title);
    await signIn(page, 'manager@acme.test');

    await page.goto(`${JOBS}?q=${encodeURIComponent('Warehouse team leader')}`);
    await expect(page.getByRole('row', { name: /Warehouse team leader/ })).toContainText('4.0 of 5 (3)');

    await page.goto(`${JOBS}?q=${encodeURIComponent(`E2E tag`)}`);
    for (const title of titles) await page.getByRole('checkbox', { name: `Select ${title}` }).check();
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await bar.getByRole('button', { name: 'Tag' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tag the selected jobs (2)' });
    await dialog.getByRole('button', { name: 'Apply to 2 jobs' }).click();
    await expect(dialog.getByText('This field is required.')).toBeVisible();
    await dialog.getByLabel('Tags to add').fill('summer-campaign');
    await dialog.getByLabel('Tags to add').press('Enter');
    await expectAccessible(page, 'bulk tag modal');
    await dialog.getByRole('button', { name: 'Apply to 2 jobs' }).click();
    const tagged = page.getByRole('alert').filter({ hasText: 'Tagged 2 jobs:' });
    for (const title of titles) await expect(tagged).toContainText(`“${title}”`);
    await page.goto(`${JOBS}?tag=summer-campaign`);
    for (const title of titles) await expect(page.getByRole('link', { name: title })).toBeVisible();
  });

  test('a live job is unlisted then relisted in bulk; expiring asks first', async ({ page }) => {
    const title = `E2E bulk job ${Date.now()}`;
    await createJob(page.request, title, true);
    await signIn(page, 'manager@acme.test');
    await page.goto(`${JOBS}?q=${encodeURIComponent(title)}`);
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row).toContainText('Live');

    await row.getByRole('checkbox', { name: `Select ${title}` }).check();
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await expect(bar).toContainText('Selected: 1');
    await bar.getByRole('button', { name: 'Unlist' }).click();
    await expect(page.getByText(`Unlisted “${title}”`)).toBeVisible();
    await expect(row).toContainText('Unlisted');

    await row.getByRole('checkbox', { name: `Select ${title}` }).check();
    await bar.getByRole('button', { name: 'Relist' }).click();
    await expect(page.getByText(`Relisted “${title}”`)).toBeVisible();
    await expect(row).toContainText('Live');

    await row.getByRole('checkbox', { name: `Select ${title}` }).check();
    await bar.getByRole('button', { name: 'Expire' }).click();
    const dialog = page.getByRole('dialog', { name: 'Expire the selected jobs (1)?' });
    await expect(dialog).toContainText('cannot be undone');
    await expect(dialog).toContainText(title);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toContainText('Live');
  });

  test('a moderator rejects one job with a reason and approves another', async ({ page }) => {
    const stamp = Date.now();
    const good = `E2E approve me ${stamp}`;
    const bad = `E2E reject me ${stamp}`;
    await createJob(page.request, good);
    await createJob(page.request, bad);
    await signIn(page, MODERATOR);
    await page.goto(`${JOBS}/hold`);
    await expect(page.getByRole('heading', { level: 1, name: 'Review queue' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Customer service adviser' })).toBeVisible();
    await expectAccessible(page, 'jobs on hold');

    // Rejected first: the reject modal is checked by axe before any snackbar shows.
    await page.getByRole('checkbox', { name: `Select ${bad}` }).check();
    await page.getByRole('button', { name: 'Reject', exact: true }).click();
    const reject = page.getByRole('dialog', { name: `Reject ${bad}` });
    await expect(reject).toContainText('e-mailed to the employer');
    await expect(reject).toContainText('refunded');
    await expectAccessible(page, 'reject modal');
    await reject.getByRole('button', { name: 'Reject and send e-mail' }).click();
    await expect(reject.getByText('This field is required.')).toBeVisible();
    await reject.getByLabel(/^Reason/).fill('The job description is missing the location and hours.');
    await reject.getByRole('button', { name: 'Reject and send e-mail' }).click();
    await expect(page.getByText(`Rejected “${bad}”`)).toBeVisible();
    await expect(page.getByRole('link', { name: bad })).toHaveCount(0);

    await page.getByRole('checkbox', { name: `Select ${good}` }).check();
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    const approve = page.getByRole('dialog', { name: 'Approve the selected jobs (1)?' });
    await expect(approve).toContainText(good);
    await approve.getByRole('button', { name: 'Approve (1)' }).click();
    await expect(page.getByText(`Approved “${good}”`)).toBeVisible();
    await expect(page.getByRole('link', { name: good })).toHaveCount(0);

    // The approved job is live in the list.
    await page.goto(`${JOBS}?q=${encodeURIComponent(good)}`);
    await expect(page.getByRole('row', { name: new RegExp(good) })).toContainText('Live');
  });

  test('a moderator dismisses the reports of a flagged job', async ({ page }) => {
    await signIn(page, MODERATOR);
    await page.goto(`${JOBS}/flagged-jobs`);
    const table = page.getByRole('table', { name: 'Flagged jobs' });
    const row = table.getByRole('row', { name: /Delivery driver \(van\)/ });
    await expect(row).toContainText('2');
    await expect(row).toContainText('Northwind Traders');
    // Acme Health Careers' reported job belongs to another site.
    await expect(table.getByRole('link', { name: 'Receptionist' })).toHaveCount(0);

    // Most reports first; "Latest" writes the URL.
    await page.getByText('Latest', { exact: true }).click();
    await expect(page).toHaveURL(/sort=-last_reported_at/);

    await row.getByRole('button', { name: 'Review reports: Delivery driver (van)' }).click();
    const drawer = page.getByRole('dialog', { name: 'Reports: Delivery driver (van)' });
    await expect(drawer.getByRole('button', { name: 'Dismiss reports' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Open the job' })).toBeVisible();
    await expectAccessible(page, 'flagged job reports');
    await drawer.getByRole('button', { name: 'Dismiss reports' }).click();
    // A question first, with room for a note (undo.spec.ts follows the note and the Undo).
    await page
      .getByRole('dialog', { name: 'Dismiss the reports on “Delivery driver (van)”?' })
      .getByRole('button', { name: 'Dismiss reports' })
      .click();
    await expect(page.getByText('Reports dismissed: 2')).toBeVisible();
    await expect(table.getByRole('link', { name: 'Delivery driver (van)' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No reported jobs' })).toBeVisible();
  });
});
