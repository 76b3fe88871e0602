import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ACME, ACME_JOBS, apiCall, expect, expectAccessible, type Select, signIn, test, tokenFor } from './fixtures.js';

// Issue 19, item 11: the portal on a 390 px phone.
const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1440, height: 900 };
const SITE: Select = { accountId: 1, siteId: 1 };

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'on screen').not.toBeNull();
  return box as Box;
}

/** The header's controls, by the names screen readers hear (the switcher shows for someone with several sites). */
const headerControls = (page: Page) => {
  const header = page.getByRole('banner');
  return [
    header.getByRole('button', { name: 'Toggle navigation' }),
    header.getByRole('button', { name: 'Search' }),
    header.getByRole('button', { name: /^Switch account and site/ }),
    header.getByRole('link', { name: 'Post a job' }),
    header.getByRole('button', { name: 'Language' }),
    header.getByRole('button', { name: 'Theme' }),
    header.getByRole('link', { name: /^Notifications/ }),
    header.getByRole('button', { name: 'User menu' }),
  ];
};

/** An employer of the test's own (others journeys approve, reject or disable the demo's), on hold. */
async function employerOnHold(request: APIRequestContext, name: string): Promise<number> {
  const manager = apiCall(request, await tokenFor(request, 'manager@acme.test'));
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.test`;
  const created = await manager.call('createEmployer', { body: { type: 'household', name, email }, select: SITE });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { data: { id: number } }).data.id;
}

/** Nothing the user can press, and not the list's last row, lies under the scroll-to-top button at the page's end. */
async function expectScrollTopClear(page: Page, what: string) {
  const button = page.getByRole('button', { name: 'Scroll to top' });
  // Scrolled again until the button shows: a busy machine may still be laying out the page's end.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight }));
    await expect(button, what).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  const covered = await button.evaluate((self) => {
    const mine = self.getBoundingClientRect();
    const hits = (r: DOMRect) =>
      r.width > 0 &&
      r.height > 0 &&
      r.left < mine.right &&
      mine.left < r.right &&
      r.top < mine.bottom &&
      mine.top < r.bottom;
    const interactive = 'a[href], button, input, select, textarea, [role="button"], [role="checkbox"], [tabindex="0"]';
    const under = [...document.querySelectorAll<HTMLElement>(interactive)]
      .filter((el) => !self.contains(el) && !el.contains(self) && el.checkVisibility())
      .filter((el) => hits(el.getBoundingClientRect()))
      .map((el) => el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName);
    const rows = document.querySelectorAll('main tbody tr');
    const last = rows[rows.length - 1];
    if (last && hits(last.getBoundingClientRect())) under.push('the last row');
    return under;
  });
  expect(covered, `${what}: under the scroll-to-top button`).toEqual([]);
}

test.describe('on a phone', () => {
  test('every header control is a 44 px target, side by side in the bar, also on a wide screen', async ({ page }) => {
    await signIn(page, 'admin@portal.test');
    await page.setViewportSize(PHONE);
    await page.goto(`${ACME}${ACME_JOBS}/jobs`);
    await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
    const boxes: Box[] = [];
    for (const control of headerControls(page)) {
      const box = await boxOf(control);
      expect(box.width, String(control)).toBeGreaterThanOrEqual(44);
      expect(box.height, String(control)).toBeGreaterThanOrEqual(44);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      for (const other of boxes) expect(overlap(box, other), `${control} overlaps another`).toBe(false);
      boxes.push(box);
    }
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways, 'no sideways scroll').toBeLessThanOrEqual(0);

    await page.setViewportSize(WIDE);
    const header = page.getByRole('banner');
    const search = header.getByRole('button', { name: /^Search/ });
    for (const control of [search, ...headerControls(page).slice(2)]) {
      const box = await boxOf(control);
      expect(box.height, String(control)).toBeGreaterThanOrEqual(44);
      expect(box.width, String(control)).toBeGreaterThanOrEqual(44);
    }
  });

  test('a job card leaves out the fields a job does not have', async ({ page }) => {
    const manager = apiCall(page.request, await tokenFor(page.request, 'manager@acme.test'));
    const employerId = await employerOnHold(page.request, 'Phone Card Household');
    const moderator = apiCall(page.request, await tokenFor(page.request, 'moderator@acme.test'));
    expect((await moderator.call('approveEmployers', { body: { ids: [employerId] }, select: SITE })).status()).toBe(
      200,
    );
    const title = `Phone card job ${Date.now()}`;
    const created = await manager.call('createJob', {
      body: { employer_id: employerId, title, description: '<p>Sorting parcels.</p>', product: 'standard' },
      select: SITE,
    });
    expect(created.status()).toBe(201);

    await signIn(page, 'manager@acme.test');
    await page.setViewportSize(PHONE);
    await page.goto(`${ACME}${ACME_JOBS}/jobs?q=${encodeURIComponent(title)}`);
    const card = page.getByRole('row').filter({ has: page.getByRole('link', { name: title }) });
    await expect(card).toBeVisible();
    // A draft without pay, work type, rating or end date: title, employer, status and creation only.
    // (A cell's label is its `::before`: the cell itself is what shows or not.)
    for (const field of ['Pay', 'Work type', 'Rating', 'End date'])
      await expect(card.locator(`td[data-label="${field}"]`), field).toBeHidden();
    for (const field of ['Title', 'Employer', 'Status', 'Created'])
      await expect(card.locator(`td[data-label="${field}"]`), field).toBeVisible();
    expect(await card.innerText()).not.toContain('—');

    // The whole list: no card prints a label over nothing.
    await page.goto(`${ACME}${ACME_JOBS}/jobs`);
    await expect(page.getByRole('table', { name: 'Jobs' }).getByRole('row').first()).toBeVisible();
    const blank = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('main tbody td')]
        .filter((td) => td.checkVisibility() && !td.querySelector('input, a, button, img, svg, [class*="Badge"]'))
        .filter((td) => ['', '—'].includes(td.innerText.trim()))
        .map((td) => td.dataset.label),
    );
    expect(blank).toEqual([]);
    await expectAccessible(page, 'jobs as cards (390 px)');
  });

  test('the scroll-to-top button covers nothing at the end of a list or a form', async ({ page }) => {
    await signIn(page, 'manager@acme.test');
    await page.setViewportSize(PHONE);
    for (const [path, heading] of [
      ['/jobs', 'Jobs'],
      ['/applications?view=list', 'Applications'],
      ['/jobs/create', 'Post a job'],
    ] as const) {
      await page.goto(`${ACME}${ACME_JOBS}${path}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      if (path !== '/jobs/create') await expect(page.locator('main tbody tr').first()).toBeVisible();
      else await expect(page.getByRole('button', { name: 'Save draft' })).toBeVisible();
      await expectScrollTopClear(page, heading);
    }
  });

  test('a bulk result names the employer, in a message that leaves the header usable', async ({ page }) => {
    const rejected = 'The Phone Reject Household';
    const approved = 'The Phone Approve Household';
    await employerOnHold(page.request, rejected);
    await employerOnHold(page.request, approved);
    await signIn(page, 'admin@portal.test');
    await page.setViewportSize(PHONE);
    await page.goto(`${ACME}${ACME_JOBS}/employers/hold`);

    await page.getByRole('checkbox', { name: `Select ${rejected}` }).check();
    await page.getByRole('button', { name: 'Reject', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Reason/).fill('We could not reach anyone at the address you gave.');
    await dialog.getByRole('button', { name: 'Reject and send e-mail' }).click();
    const toast = page.getByRole('alert').filter({ hasText: `Rejected “${rejected}”` });
    await expect(toast).toBeVisible();
    // On a phone the message comes from the bottom, clear of the header's controls.
    // (Polled: the message slides in for a quarter of a second.)
    for (const control of headerControls(page).slice(1, 3))
      await expect.poll(async () => overlap(await boxOf(toast), await boxOf(control)), String(control)).toBe(false);
    const phoneBox = await boxOf(toast);
    expect(phoneBox.y + phoneBox.height).toBeGreaterThan(PHONE.height / 2);
    await toast.getByRole('button').last().click();

    // On a wide screen it keeps to the top, below the header's search box and switcher.
    await page.setViewportSize(WIDE);
    await page.getByRole('checkbox', { name: `Select ${approved}` }).check();
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve (1)' }).click();
    const wideToast = page.getByRole('alert').filter({ hasText: `Approved “${approved}”` });
    await expect(wideToast).toBeVisible();
    const header = page.getByRole('banner');
    for (const control of [
      header.getByRole('button', { name: /^Search/ }),
      header.getByRole('button', { name: /^Switch account and site/ }),
    ])
      await expect.poll(async () => overlap(await boxOf(wideToast), await boxOf(control)), String(control)).toBe(false);
    expect((await boxOf(wideToast)).y).toBeLessThan(WIDE.height / 2);
  });
});
