import type { Locator, Page } from '@playwright/test';
import { ACME, ACME_JOBS, apiCall, expect, expectAccessible, signIn, test, tokenFor } from './fixtures.js';

const APPLICATIONS = `${ACME}${ACME_JOBS}/applications`;
const STAGES = ['Inbox', 'Reviewing', 'Interviewing', 'Offer', 'Hired'];

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const box = async (target: Locator) => (await target.boundingBox())!;

test.describe('the applications board', () => {
  test('fits a 1440 px window: every column in view, the page no taller than the window, headings that stay', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'manager@acme.test');
    await page.goto(`${APPLICATIONS}?view=board`);
    const inbox = column(page, 'Inbox');
    await expect(inbox.getByRole('listitem').first()).toBeVisible();

    // The fifth column ends inside the window; the page does not scroll sideways or down.
    const last = await box(column(page, STAGES.at(-1)!));
    expect(last.x + last.width).toBeLessThanOrEqual(1440);
    const page_ = await page.evaluate(() => ({
      height: document.documentElement.scrollHeight,
      width: document.documentElement.scrollWidth,
      window: window.innerHeight,
    }));
    expect(page_.width).toBeLessThanOrEqual(1440);
    expect(Math.abs(page_.height - page_.window)).toBeLessThanOrEqual(2);

    // The Inbox holds more than the board draws: it scrolls inside itself under its heading.
    const heading = inbox.getByRole('heading', { level: 2, name: 'Inbox' });
    const before = await box(heading);
    await inbox.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect.poll(() => inbox.evaluate((el) => el.scrollTop)).toBeGreaterThan(500);
    await expect(heading).toBeInViewport();
    expect((await box(heading)).y).toBeCloseTo(before.y, 0);
    await expectAccessible(page, 'board at 1440 px');

    // Its last line leads to the list of that stage (active applications, as the column counts them).
    const more = inbox.getByRole('link', { name: /^Show \d+ more in the list$/ });
    const total = Number(await inbox.getByText(/^\d+$/).first().textContent());
    await expect(more).toHaveText(`Show ${total - 50} more in the list`);
    await more.click();
    await expect(page).toHaveURL(/[?&]stage=inbox/);
    await expect(page).toHaveURL(/[?&]state=active/);
    await expect(page).not.toHaveURL(/view=board/);
    await expect(page.getByRole('table', { name: 'Applications' })).toBeVisible();
    // The list counts what the column counted.
    await expect(page.getByText(`1–25 of ${total}`)).toBeVisible();
  });

  test('on a 390 px phone shows one column, chosen with a labelled switcher kept in the address', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'manager@acme.test');
    await page.goto(`${APPLICATIONS}?view=board`);
    await expect(column(page, 'Inbox')).toBeVisible();
    for (const name of STAGES.slice(1)) await expect(column(page, name)).toBeHidden();
    await expectAccessible(page, 'board at 390 px');

    const switcher = page.getByRole('combobox', { name: 'Stage shown' });
    await switcher.focus();
    await switcher.selectOption({ label: (await switcher.locator('option').nth(1).textContent())! });
    await expect(page).toHaveURL(/[?&]column=review/);
    await expect(column(page, 'Reviewing')).toBeVisible();
    await expect(column(page, 'Inbox')).toBeHidden();
    await page.reload();
    await expect(column(page, 'Reviewing')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Stage shown' })).toHaveValue('review');
    const reviewing = await box(column(page, 'Reviewing'));
    expect(reviewing.x + reviewing.width).toBeLessThanOrEqual(390);
  });

  test('a bulk change to Shortlisted takes the cards out of the Inbox, into Reviewing', async ({ page }) => {
    await signIn(page, 'manager@acme.test');
    await page.goto(`${APPLICATIONS}?stage=inbox&state=active&status=applied`);
    const table = page.getByRole('table', { name: 'Applications' });
    const chosen: { email: string; href: string }[] = [];
    for (let i = 1; i <= 3; i++) {
      const row = table.getByRole('row').nth(i);
      const email = (await row.locator('[dir="ltr"]').first().textContent())!.trim();
      chosen.push({ email, href: (await row.getByRole('link').first().getAttribute('href'))! });
      await row.getByRole('checkbox').check();
    }
    await page
      .getByRole('region', { name: 'Selected applications' })
      .getByRole('button', { name: 'Change status' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Change the status of 3 applications' });
    await dialog
      .getByRole('textbox', { name: 'New status' })
      .or(dialog.getByRole('combobox', { name: 'New status' }))
      .click();
    await page.getByRole('option', { name: 'Shortlisted' }).click();
    // The dialog says where the status takes them on the board.
    await expect(dialog).toContainText('They move to the Reviewing stage of the board.');
    await dialog.getByRole('button', { name: 'Change status' }).click();
    await expect(page.getByText('3 applications moved to Shortlisted')).toBeVisible();

    // (A candidate may have applied to other jobs too: each card is found by its application's link.)
    for (const { email, href } of chosen) {
      await page.goto(`${APPLICATIONS}?view=board&q=${encodeURIComponent(email)}`);
      const card = (name: string) => column(page, name).locator(`a[href="${href}"]`);
      await expect(card('Reviewing')).toBeVisible();
      await expect(card('Inbox')).toHaveCount(0);
    }
  });

  test('a keyboard move offers the stage’s status, and focus stays on the moved card', async ({ page, request }) => {
    // Other journeys may have moved Ethan on: he starts new, in the Inbox, whatever ran before.
    const portal = apiCall(request, await tokenFor(request, 'manager@acme.test'));
    const site = { accountId: 1, siteId: 1 };
    const found = await (await portal.call('listApplications', { query: { q: 'Ethan Clarke' }, select: site })).json();
    const ids = found.data.map((a: { id: string }) => a.id);
    expect(ids).toHaveLength(1);
    expect(
      (
        await portal.call('setApplicationsStatus', {
          body: { ids, status: 'new', email_candidates: false },
          select: site,
        })
      ).ok(),
    ).toBe(true);
    expect((await portal.call('setApplicationsStage', { body: { ids, stage: 'inbox' }, select: site })).ok()).toBe(
      true,
    );
    await signIn(page, 'manager@acme.test');
    await page.goto(`${APPLICATIONS}?view=board&q=Ethan%20Clarke`);
    const move = page.getByRole('button', { name: 'Move the application of Ethan Clarke' });
    await expect(column(page, 'Inbox').getByRole('button', { name: /Ethan Clarke/ })).toBeVisible();

    // Cancelled: focus comes back to the card's button.
    await move.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Interviewing' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Move the application' });
    await expect(dialog).toContainText('Move Ethan Clarke from Inbox to Interviewing?');
    // The stage's statuses are offered, never set unasked.
    await expect(dialog.getByRole('checkbox', { name: 'Also change the status (now New)' })).not.toBeChecked();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(move).toBeFocused();

    // Moved, with the status the stage offers: the card lands in Interviewing, still focused.
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Interviewing' }).focus();
    await page.keyboard.press('Enter');
    await dialog.getByRole('checkbox', { name: 'Also change the status (now New)' }).check();
    await expect(dialog.getByRole('combobox', { name: 'New status' })).toHaveValue('invited');
    await expect(dialog).toContainText('The candidate receives an e-mail');
    await expectAccessible(page, 'move dialog');
    await dialog.getByRole('button', { name: 'Move to Interviewing' }).click();
    await expect(
      page.getByText('“Ethan Clarke” moved to Invited · 1 candidate will be e-mailed in a few seconds'),
    ).toBeVisible();
    await expect(column(page, 'Interviewing').getByRole('button', { name: /Ethan Clarke/ })).toBeVisible();
    await expect(move).toBeFocused();
    await expect(column(page, 'Interviewing')).toContainText('Invited');
    await expect(column(page, 'Inbox').getByRole('listitem')).toHaveCount(0);
  });

  test('closed applications leave the stages for a lane of their own, and both views explain stage and status', async ({
    page,
  }) => {
    await signIn(page, 'manager@acme.test');
    await page.goto(`${APPLICATIONS}?view=board&q=Marcus%20Reed`);
    // Marcus withdrew: no stage shows him.
    for (const name of STAGES) await expect(column(page, name).getByRole('listitem')).toHaveCount(0);
    await page.getByRole('button', { name: 'Closed (1)' }).click();
    await expect(page).toHaveURL(/[?&]state=closed/);
    const closed = column(page, 'Closed');
    await expect(closed).toContainText('Marcus Reed');
    await expect(closed).toContainText('Withdrawn');
    await expect(closed.getByRole('button', { name: /^Move/ })).toHaveCount(0);

    await page.getByRole('button', { name: 'Stage and status: what is the difference?' }).click();
    await expect(page.getByRole('dialog')).toContainText('The status is what the candidate is told');
    await expectAccessible(page, 'stage and status help');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Back to the stages' }).click();
    await expect(page).not.toHaveURL(/state=/);
  });
});

test('site settings: staff choose the stage each status moves applications to', async ({ page }) => {
  await signIn(page, 'owner@acme.test');
  await page.goto(`${ACME}${ACME_JOBS}/settings`);
  const offered = page.getByRole('combobox', { name: 'Offered', exact: true });
  await expect(offered).toHaveValue('offer');
  await expect(page.getByRole('combobox', { name: 'Shortlisted', exact: true })).toHaveValue('review');
  await expect(page.getByText('Unsuccessful and Withdrawn close an application instead')).toBeVisible();
  await offered.selectOption({ label: 'Hired' });
  await page.getByRole('button', { name: 'Save stages' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Offered', exact: true })).toHaveValue('hired');
  await expectAccessible(page, 'stage of each status');
  // Back as it was, for the journeys that follow.
  await page.getByRole('combobox', { name: 'Offered', exact: true }).selectOption({ label: 'Offer' });
  await page.getByRole('button', { name: 'Save stages' }).click();
  await expect(page.getByText('Settings saved.').first()).toBeVisible();
});
