import type { APIRequestContext } from '@playwright/test';
import {
  ACME,
  ACME_JOBS,
  apiCall,
  approveJobs,
  expect,
  expectAccessible,
  portalHeaders,
  signIn,
  test,
  tokenFor,
} from './fixtures.js';

// Issue 19, item 4: the irreversible actions get a net. A dismissal of reports takes a note (kept in
// the job's history) and can be undone from its message; so can a bulk status change, whose e-mails
// wait until then. Only the job board's team may change a status without e-mailing the candidates.
const SITE = `${ACME}${ACME_JOBS}`;
const MODERATOR = 'moderator@acme.test';
const MANAGER = 'manager@acme.test';
const NOTE = 'Called the employer: the pay in the advert is right.';

/**
 * A live job with two visitors' reports, made through the API, for an employer of its own (other
 * journeys disable or drain the demo's employers).
 */
async function reportedJob(request: APIRequestContext, title: string) {
  const manager = apiCall(request, await tokenFor(request, MANAGER));
  const site = { accountId: 1, siteId: 1 };
  const employer = await manager.call('createEmployer', {
    body: { type: 'household', name: `Vineyard ${title}`, email: `vineyard.${Date.now()}@example.test` },
    select: site,
  });
  expect(employer.status()).toBe(201);
  const employerId = ((await employer.json()) as { data: { id: number } }).data.id;
  const moderator = apiCall(request, await tokenFor(request, MODERATOR));
  await moderator.call('approveEmployers', { body: { ids: [employerId] }, select: site });
  const credit = { employer_id: employerId, amount: 1, reason: 'Undo journey' };
  expect((await manager.call('adjustCredits', { body: credit, select: site })).status()).toBe(201);
  const created = await manager.call('createJob', {
    body: {
      employer_id: employerId,
      title,
      description: '<p>Harvest help.</p>',
      work_type: 'temporary',
      product: 'standard',
    },
    select: site,
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  expect((await manager.call('publishJob', { params: { uuid: id }, select: site })).status()).toBe(200);
  await approveJobs(moderator, [id], site);
  for (const reason of ['inaccurate', 'spam']) {
    const report = await request.post(`${ACME}/portal/public/jobs/${id}/reports`, {
      headers: portalHeaders(),
      data: { reason, comments: `Looks ${reason} to me.` },
    });
    expect(report.status()).toBe(202);
  }
  return id;
}

test.describe('undo', () => {
  test('a moderator dismisses reports with a note, sees it in the job’s history, and Undo brings them back', async ({
    page,
  }) => {
    const title = `Grape picker ${Date.now()}`;
    const id = await reportedJob(page.request, title);
    await signIn(page, MODERATOR);
    await page.goto(`${SITE}/jobs/flagged-jobs`);
    await page.getByRole('button', { name: `Review reports: ${title}` }).click();
    const drawer = page.getByRole('dialog', { name: `Reports: ${title}` });
    await drawer.getByRole('button', { name: 'Dismiss reports' }).click();
    const confirm = page.getByRole('dialog', { name: `Dismiss the reports on “${title}”?` });
    await expect(confirm).toContainText('You can undo this for a few seconds.');
    await confirm.getByRole('textbox', { name: 'Note (optional)' }).fill(NOTE);
    await expectAccessible(page, 'dismiss with a note');
    await confirm.getByRole('button', { name: 'Dismiss reports' }).click();

    const done = page.getByRole('alert').filter({ hasText: 'Reports dismissed: 2' });
    await expect(done).toBeVisible();
    await expect(page.getByRole('button', { name: `Review reports: ${title}` })).toHaveCount(0);
    await done.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('Dismissal undone: 2 reports are open again.')).toBeVisible();
    // Back in the triage list, with both reports open.
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toBeVisible();
    await expect(row).toContainText('2');

    // The job's history keeps the note and says the dismissal was undone.
    await page.goto(`${SITE}/jobs/${id}`);
    await expect(page.getByText(`Reports dismissed (2): “${NOTE}”`)).toBeVisible();
    await expect(page.getByText('Dismissal undone: reports open again (2)')).toBeVisible();
    await page.getByRole('tab', { name: 'Reports' }).click();
    await expect(page.getByText('Open reports (2)')).toBeVisible();
  });

  test('a bulk status change is undone from its message: statuses back, no e-mail sent', async ({ page }) => {
    await signIn(page, MANAGER);
    await page.goto(`${SITE}/applications?status=applied`);
    const table = page.getByRole('table', { name: 'Applications' });
    const rows = table.getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    const names: string[] = [];
    for (let i = 1; i <= 2; i++) {
      names.push((await rows.nth(i).getByRole('link').first().textContent())!.trim());
      await rows.nth(i).getByRole('checkbox').check();
    }
    await page
      .getByRole('region', { name: 'Selected applications' })
      .getByRole('button', { name: 'Change status' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Change the status of 2 applications' });
    await dialog
      .getByRole('textbox', { name: 'New status' })
      .or(dialog.getByRole('combobox', { name: 'New status' }))
      .click();
    await page.getByRole('option', { name: 'Unsuccessful' }).click();
    // Site staff may keep the candidates out of it; here they are to be told (the default).
    await expect(dialog.getByRole('checkbox', { name: 'Don’t e-mail the candidates' })).not.toBeChecked();
    await expect(dialog).toContainText('once it can no longer be undone');
    await dialog.getByRole('button', { name: 'Change status' }).click();

    const done = page.getByRole('alert').filter({ hasText: '2 applications moved to Unsuccessful' });
    await expect(done).toContainText('2 candidates will be e-mailed in a few seconds');
    await done.getByRole('button', { name: 'Undo' }).click();
    await expect(
      page.getByText('Change undone: 2 applications are back as they were · 2 e-mails not sent'),
    ).toBeVisible();
    // Still in the "applied" list, as they were.
    for (const name of names) await expect(table.getByRole('link', { name }).first()).toBeVisible();

    // The history of one says so.
    await table.getByRole('link', { name: names[0]! }).first().click();
    await page.getByRole('tab', { name: 'History' }).click();
    await expect(page.getByText('Status change undone: back from Unsuccessful to Applied')).toBeVisible();
    // The change it took back no longer claims to have e-mailed the candidate.
    await expect(page.getByText('change undone, e-mail not sent')).toBeVisible();
  });

  test('staff may change a status without e-mail; an employer is not offered it', async ({ page }) => {
    await signIn(page, 'hr@northwind.test');
    await page.goto(`${SITE}/applications`);
    const table = page.getByRole('table', { name: 'Applications' });
    await table.getByRole('row').nth(1).getByRole('checkbox').check();
    await page
      .getByRole('region', { name: 'Selected applications' })
      .getByRole('button', { name: 'Change status' })
      .click();
    const dialog = page.getByRole('dialog', { name: /Change the status/ });
    await expect(
      dialog.getByRole('textbox', { name: 'New status' }).or(dialog.getByRole('combobox', { name: 'New status' })),
    ).toBeVisible();
    await expect(dialog.getByRole('checkbox')).toHaveCount(0);
  });
});
