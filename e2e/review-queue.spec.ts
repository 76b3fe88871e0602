import type { APIRequestContext } from '@playwright/test';
import { ACME, ACME_JOBS, apiCall, expect, expectAccessible, signIn, test, tokenFor } from './fixtures.js';
import { editAsEmployer, liveNorthwindJob, publicTitle } from './job-edits.helpers.js';

// Issue 19, item 5: one name for the review queue everywhere, "Submitted for review" in a job's
// history, "Next in queue" after a decision, and the queue first on a moderator's dashboard.
const SITE = `${ACME}${ACME_JOBS}`;
const MODERATOR = 'moderator@acme.test';

/** Northwind jobs of this run, published (so in review), oldest first. */
async function submitted(request: APIRequestContext, titles: string[]) {
  const hr = apiCall(request, await tokenFor(request, 'hr@northwind.test'));
  const me = (await (await hr.call('me')).json()) as {
    data: { accounts: { id: number; sites: { id: number; employers: { id: number; name: string }[] }[] }[] };
  };
  const employer = me.data.accounts[0]!.sites.find((s) => s.id === 1)!.employers.find(
    (e) => e.name === 'Northwind Traders',
  )!;
  const select = { accountId: 1, siteId: 1, employerId: employer.id };
  const ids: string[] = [];
  for (const title of titles) {
    const created = await hr.call('createJob', {
      body: { title, description: '<p>x</p>', work_type: 'full_time', product: 'standard' },
      select,
    });
    const id = ((await created.json()) as { data: { id: string } }).data.id;
    expect((await hr.call('publishJob', { params: { uuid: id }, select })).status()).toBe(200);
    ids.push(id);
  }
  return ids;
}

test.describe('the review queue', () => {
  test('reads the same in the menu, on its page, on the dashboard and on a job in it', async ({ page }) => {
    await signIn(page, MODERATOR);
    await page.goto(`${ACME}/`);
    // The moderator's dashboard starts with the queue.
    const sections = page.getByRole('heading', { level: 2 });
    await expect(sections.first()).toHaveText('Review queue');
    const card = page.getByRole('region', { name: 'Review queue' });
    await expect(card.getByRole('link').first()).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'Jobs', exact: true }).click();
    await expect(nav.getByRole('link', { name: 'Review queue', exact: true })).toBeVisible();
    // The jobs' figures call the status what the status badge calls it.
    await expect(page.getByRole('heading', { level: 3, name: 'In review' })).toBeVisible();
    await expectAccessible(page, 'moderator dashboard with the review queue');

    // The card lists the queue's oldest jobs, in the queue's own order.
    const firstOnCard = (await card.getByRole('listitem').first().getByRole('link').textContent())!.trim();
    await card.getByRole('link', { name: /^Open the queue/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Review queue' })).toBeVisible();
    await expect(page).toHaveTitle(/Review queue/);
    const table = page.getByRole('table', { name: 'Review queue' });
    await expect(table.getByRole('row').nth(1).getByRole('link')).toHaveText(firstOnCard);

    await table.getByRole('link', { name: firstOnCard }).click();
    await expect(page.getByRole('heading', { level: 1, name: firstOnCard })).toBeVisible();
    await expect(page.getByText('In review', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('This job is in the review queue: it goes live once approved.')).toBeVisible();
    // Its history says it was submitted, not published.
    await expect(page.getByText('Submitted for review')).toBeVisible();
    await expect(page.getByText('Published', { exact: true })).toHaveCount(0);
  });

  test('after approving or rejecting, "Next in queue" opens the next job of the queue, in its order and search', async ({
    page,
  }) => {
    const word = `Queuejob${Date.now()}`;
    const titles = [`${word} one`, `${word} two`, `${word} three`];
    await submitted(page.request, titles);
    await signIn(page, MODERATOR);
    await page.goto(`${SITE}/jobs/hold?q=${word}`);
    const table = page.getByRole('table', { name: 'Review queue' });
    await expect(table.getByRole('row')).toHaveCount(4);
    await table.getByRole('link', { name: titles[0] }).click();
    await expect(page.getByRole('heading', { level: 1, name: titles[0] })).toBeVisible();

    // Approve the first from its page: the review buttons give way to "Next in queue".
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText(`“${titles[0]}” was approved and is live.`)).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Next in queue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: titles[1] })).toBeVisible();

    // Reject the second: the snackbar offers the next one too.
    await page.getByRole('button', { name: 'Reject' }).click();
    const reject = page.getByRole('dialog');
    await reject.getByRole('textbox', { name: /^Reason/ }).fill('The advert names no employer address.');
    await reject.getByRole('button', { name: 'Reject and send e-mail' }).click();
    const done = page.getByRole('alert').filter({ hasText: `“${titles[1]}” was rejected` });
    await done.getByRole('button', { name: 'Next in queue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: titles[2] })).toBeVisible();

    // The last one: nothing else in this search, so back to the queue, which says it is empty.
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('main').getByRole('button', { name: 'Next in queue' }).click();
    await expect(page.getByText('The review queue is empty: nothing else is waiting for review.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Review queue' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/jobs/hold\\?q=${word}`));
  });
});

// SECURITY 34: an approval names the version the moderator saw. The employer changes its edit while
// the moderator reads it: the approval is refused, the page shows the newer version, and approving
// that one makes it live.
test.describe('an edit changed during its review', () => {
  test('is not approved as seen: the moderator is told, reads the newer version, then approves it', async ({
    page,
  }) => {
    const word = `Rider${Date.now()}`;
    const title = `${word} courier`;
    const { id } = await liveNorthwindJob(page.request, { title });
    const edit = (newTitle: string) => editAsEmployer(page.request, id, { title: newTitle });
    await edit(`${word} courier, cash in hand`);

    await signIn(page, MODERATOR);
    await page.goto(`${SITE}/jobs/${id}`);
    const changes = page.getByRole('region', { name: 'Changes waiting for review' });
    await expect(changes.getByRole('region', { name: 'Title' })).toContainText(`${word} courier, cash in hand`);
    // Meanwhile the employer changes it again.
    await edit(`${word} courier, pay a deposit first`);
    await page.getByRole('button', { name: 'Approve changes' }).click();
    await page
      .getByRole('dialog', { name: `Approve the changes to “${title}”?` })
      .getByRole('button', { name: 'Approve changes' })
      .click();
    await expect(page.getByText(`“${title}” was changed while you reviewed it.`)).toBeVisible();
    await expect(changes.getByRole('region', { name: 'Title' })).toContainText(`${word} courier, pay a deposit first`);
    expect(await publicTitle(page.request, id)).toBe(title);

    await page.getByRole('button', { name: 'Approve changes' }).click();
    await page
      .getByRole('dialog', { name: `Approve the changes to “${title}”?` })
      .getByRole('button', { name: 'Approve changes' })
      .click();
    await expect(page.getByText(`The changes to “${title}” are live.`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: `${word} courier, pay a deposit first` })).toBeVisible();
    await expect(changes).toHaveCount(0);
    await expectAccessible(page, 'moderator approved an edit');
  });
});
