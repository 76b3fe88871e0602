import type { APIRequestContext } from '@playwright/test';
import {
  ACME,
  ACME_JOBS,
  apiCall,
  approveJobs,
  expect,
  expectAccessible,
  portalHeaders,
  type Select,
  signIn,
  test,
  tokenFor,
} from './fixtures.js';
import { liveNorthwindJob, publicTitle } from './job-edits.helpers.js';

// SECURITY 23 in the browser: a moderator unlists a reported job; its employer sees why and has no
// Relist (the API refuses it too); site staff can relist it and are told what they undo.
const HR = 'hr@northwind.test';
const MANAGER = 'manager@acme.test';
const MODERATOR = 'moderator@acme.test';
const JOBS = `${ACME}${ACME_JOBS}/jobs`;
const SITE = { accountId: 1, siteId: 1 };
const TITLE = 'Night shift loader';
const NOTE = 'The advert asks applicants for a registration fee.';

/** A live Northwind job with one visitor's report, made through the API. */
async function reportedJob(request: APIRequestContext) {
  const manager = apiCall(request, await tokenFor(request, MANAGER));
  const employers = (await (
    await manager.call('listEmployers', { query: { q: 'Northwind' }, select: SITE })
  ).json()) as {
    data: { id: number; name: string }[];
  };
  const northwind = employers.data.find((e) => e.name === 'Northwind Traders')!.id;
  const hr = apiCall(request, await tokenFor(request, HR));
  const select = { ...SITE, employerId: northwind };
  const created = await hr.call('createJob', {
    body: {
      title: TITLE,
      description: '<p>Load the vans for the morning rounds.</p>',
      work_type: 'part_time',
      classifications: ['logistics'],
      product: 'standard',
    },
    select,
  });
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  expect((await hr.call('publishJob', { params: { uuid: id }, select })).status()).toBe(200);
  const moderator = apiCall(request, await tokenFor(request, MODERATOR));
  await approveJobs(moderator, [id], SITE);
  const report = await request.post(`${ACME}/portal/public/jobs/${id}/reports`, {
    headers: portalHeaders(),
    data: { reason: 'scam', comments: 'They asked me to pay £50 before an interview.' },
  });
  expect(report.status()).toBe(202);
  return { id, select };
}

test.describe('moderation of reported jobs', () => {
  // One job goes through the three people in turn, each in a browser of their own.
  test.describe.configure({ mode: 'serial' });
  let job: { id: string; select: Select };

  test('a moderator unlists a reported job from the triage, with a note for the employer', async ({ page }) => {
    job = await reportedJob(page.request);
    await signIn(page, MODERATOR);
    await page.goto(`${JOBS}/flagged-jobs`);
    await page.getByRole('button', { name: `Review reports: ${TITLE}` }).click();
    const drawer = page.getByRole('dialog', { name: `Reports: ${TITLE}` });
    await drawer.getByRole('button', { name: 'Unlist job' }).click();
    const confirm = page.getByRole('dialog', { name: `Unlist ${TITLE}?` });
    await expect(confirm).toContainText('only the job board’s team can');
    await confirm.getByRole('textbox', { name: 'Note for the employer (optional)' }).fill(NOTE);
    await expectAccessible(page, 'unlist with a note');
    await confirm.getByRole('button', { name: 'Unlist job' }).click();
    await expect(page.getByText('Job unlisted; reports closed: 1')).toBeVisible();
  });

  test('the employer sees why, is offered no Relist, and the API refuses it', async ({ page }) => {
    await signIn(page, HR);
    await page.goto(`${JOBS}/${job.id}`);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    const notice = page.getByRole('alert').filter({ hasText: 'Unlisted by moderation' });
    await expect(notice).toContainText('after visitors reported it: Scam or fraud');
    await expect(notice).toContainText(NOTE);
    await expect(page.getByRole('button', { name: 'Relist' })).toHaveCount(0);
    // The content can still be fixed.
    await expect(page.getByRole('link', { name: 'Edit', exact: true })).toBeVisible();
    await expectAccessible(page, 'employer reads a moderated job');

    // In the list: marked, and the bulk bar will not relist it.
    await page.goto(`${JOBS}?q=${encodeURIComponent(TITLE)}`);
    const row = page.getByRole('row', { name: new RegExp(TITLE) });
    await expect(row).toContainText('By moderation');
    await row.getByRole('checkbox').check();
    await expect(page.getByRole('button', { name: 'Relist' })).toHaveAttribute('aria-disabled', 'true');

    const hr = apiCall(page.request, await tokenFor(page.request, HR));
    const refused = await hr.call('relistJobs', { body: { ids: [job.id] }, select: job.select });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('relist_needs_staff');
  });

  test('site staff relist it, told what they undo', async ({ page }) => {
    await signIn(page, MANAGER);
    await page.goto(`${JOBS}/${job.id}`);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Unlisted by moderation' })).toBeVisible();
    await page.getByRole('button', { name: 'Relist' }).click();
    const relist = page.getByRole('dialog', { name: `Relist “${TITLE}”?` });
    await expect(relist).toContainText('Moderation unlisted this job after reports (Scam or fraud)');
    await expect(relist).toContainText('its employer cannot relist it');
    await expectAccessible(page, 'staff relist a moderated job');
    await relist.getByRole('button', { name: 'Relist' }).click();
    await expect(page.getByText(`“${TITLE}” was relisted.`)).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Unlisted by moderation' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Unlist' })).toBeVisible();
  });
});

// SECURITY 34 in the browser: an employer's edit of a live job waits for review while visitors keep
// reading the approved version; the moderator compares the two in the review queue and approves.
const LIVE_TITLE = `Delivery rider ${Date.now()}`;
const EDITED_TITLE = `${LIVE_TITLE} (weekends)`;

test.describe('an employer’s edit of a live job', () => {
  test.describe.configure({ mode: 'serial' });
  let job: { id: string };

  test('waits for review: the employer sees what is live and what waits, visitors the approved version', async ({
    page,
  }) => {
    job = await liveNorthwindJob(page.request, { title: LIVE_TITLE });
    await signIn(page, HR);
    await page.goto(`${JOBS}/edit?id=${job.id}`);
    await expect(page.getByRole('alert').filter({ hasText: 'This job is online.' })).toBeVisible();
    await page.getByLabel('Job title').fill(EDITED_TITLE);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(`Your changes to “${EDITED_TITLE}” were sent for review.`)).toBeVisible();
    expect(await publicTitle(page.request, job.id)).toBe(LIVE_TITLE);

    await page.goto(`${JOBS}/${job.id}`);
    await expect(page.getByRole('heading', { level: 1, name: LIVE_TITLE })).toBeVisible();
    const changes = page.getByRole('region', { name: 'Changes waiting for review' });
    await expect(changes).toContainText('Visitors see the approved version until');
    const title = changes.getByRole('region', { name: 'Title' });
    await expect(title).toContainText(`Live now${LIVE_TITLE}`);
    await expect(title).toContainText(`Waiting for review${EDITED_TITLE}`);
    await expect(changes.getByRole('button', { name: 'Withdraw changes' })).toBeVisible();
    await expect(changes.getByRole('link', { name: 'Edit changes' })).toBeVisible();
    await expectAccessible(page, 'employer reads its changes waiting for review');
  });

  test('the moderator compares the versions in the review queue and approves: the edit goes live', async ({ page }) => {
    await signIn(page, MODERATOR);
    await page.goto(`${JOBS}/hold?q=${encodeURIComponent(LIVE_TITLE)}`);
    const table = page.getByRole('table', { name: 'Review queue' });
    const row = table.getByRole('row', { name: new RegExp(LIVE_TITLE) });
    await expect(row).toContainText('Changes: Title');
    await row.getByRole('button', { name: `Compare the changes to ${LIVE_TITLE}` }).click();
    const dialog = page.getByRole('dialog', { name: `Changes to “${LIVE_TITLE}”` });
    const title = dialog.getByRole('region', { name: 'Title' });
    await expect(title).toContainText(`Live now${LIVE_TITLE}`);
    await expect(title).toContainText(`Waiting for review${EDITED_TITLE}`);
    await expectAccessible(page, 'moderator compares an edit in the review queue');
    await dialog.getByRole('button', { name: 'Approve changes' }).click();
    await expect(page.getByText(`Approved “${LIVE_TITLE}”`)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    expect(await publicTitle(page.request, job.id)).toBe(EDITED_TITLE);
  });
});
