import { readFileSync } from 'node:fs';
import { ACME, apiCall, expect, expectAccessible, signIn, test } from './fixtures.js';

const PRIVACY = `${ACME}/1/privacy`;
const SITE = { accountId: 1, siteId: 1 };

test.describe('privacy page', () => {
  test('an owner changes the retention rule: out of bounds refused on the field, then saved', async ({ page }) => {
    await signIn(page, 'owner@acme.test');
    await page.goto(PRIVACY);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
    const rule = page.getByRole('region', { name: 'Retention rule' });
    await expect(rule.getByText('Between 6 and 60 months (the platform’s bounds).')).toBeVisible();

    await rule.getByRole('switch', { name: 'Erase inactive candidates' }).check({ force: true });
    const months = rule.getByRole('textbox', { name: 'Inactive for' });
    await months.fill('3');
    await rule.getByRole('button', { name: 'Save rule' }).click();
    await expect(rule.getByText('Choose a period between 6 and 60 months.')).toBeVisible();

    await months.fill('18');
    await rule.getByRole('button', { name: 'Save rule' }).click();
    await expect(page.getByText('The retention rule was saved.')).toBeVisible();
    // The figures say the rule is on; a reload reads it back from the server.
    await expect(page.getByText('Rule on: 18 months inactive, then 14 days’ notice')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Inactive for' })).toHaveValue('18 months');
    await expect(page.getByRole('switch', { name: 'Erase inactive candidates' })).toBeChecked();
    // Saving it on applied it at once: the demo's candidates gone for over two years are pending.
    const pending = page.getByRole('region', { name: 'Candidates pending erasure' });
    await expect(async () => {
      await page.reload();
      // The page first (a busy machine takes seconds to draw it), then the list it read.
      await expect(pending).toBeVisible();
      await expect(pending.getByText('Wilhelmina Zeller')).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 60_000 });
    await expect(pending.getByText('Yasmin Zaidi')).toBeVisible();

    // Hard delete says what it costs before it is saved.
    await page.getByRole('switch', { name: /hard delete/ }).check({ force: true });
    await expect(page.getByText('Hard delete cannot be undone')).toBeVisible();
    await page.getByRole('switch', { name: /hard delete/ }).uncheck({ force: true });
    await expectAccessible(page, 'privacy');

    // Off again: nobody waits any more (the other journeys see the demo as it was).
    await page.getByRole('switch', { name: 'Erase inactive candidates' }).uncheck({ force: true });
    await page.getByRole('button', { name: 'Save rule' }).click();
    await expect(page.getByText('The retention rule was saved.')).toBeVisible();
    await expect(async () => {
      await page.reload();
      await expect(pending).toBeVisible();
      await expect(pending.getByText('Nobody is pending erasure')).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 60_000 });
  });

  test('history shows an erasure by staff; the pending list says who waits; the record downloads', async ({ page }) => {
    const token = await signIn(page, 'owner@acme.test');
    const api = apiCall(page.request, token);
    // A candidate of Acme Jobs erased by staff through the API, as the candidate screen does.
    const list = await api.call('listSeekers', { query: { per_page: 10, sort: '-created_at' }, select: SITE });
    expect(list.status()).toBe(200);
    // One not erased already (a database kept from an earlier run holds those).
    const seeker = ((await list.json()) as { data: { id: string; name: string }[] }).data.find(
      (s) => s.name.trim() !== 'Erased',
    );
    const erased = await api.call('eraseSeeker', {
      params: { uuid: seeker!.id },
      body: { reason: 'Asked by e-mail (e2e)' },
      select: SITE,
    });
    expect(erased.status()).toBe(200);

    await page.goto(PRIVACY);
    const history = page.getByRole('table', { name: 'Erasures and exports' });
    const row = history.getByRole('row').filter({ hasText: 'Asked by e-mail (e2e)' });
    await expect(row).toContainText('Erasure');
    await expect(row).toContainText('Erased candidate');
    await expect(row).toContainText('Olivia Acme');
    await expect(row).toContainText('Done');
    await expect(row).not.toContainText(seeker!.name);

    // The filter lives in the URL.
    await page.getByRole('combobox', { name: 'Request' }).click();
    await page.getByRole('option', { name: 'Data export' }).click();
    await expect(page).toHaveURL(/kind=export/);
    await expect(history.getByRole('row').filter({ hasText: 'Asked by e-mail (e2e)' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Reset filters' }).click();
    await expect(row).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download record of processing (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('record-of-processing.csv');
    const csv = readFileSync((await download.path()) ?? '', 'utf8');
    expect(csv).toContain('"Site","Processing activity","Purpose"');
    expect(csv).toContain('"Acme Jobs","Job applications"');
    expect(csv).not.toContain('Globex');

    // The download is in the audit log.
    const audit = await api.call('auditLog', {
      query: { 'filter[action]': 'privacy.record_exported' },
      select: { accountId: 1 },
    });
    expect(((await audit.json()) as { meta: { total: number } }).meta.total).toBeGreaterThan(0);
  });

  test('the dashboard counts link to the page; site staff cannot open it', async ({ page, browser }) => {
    await signIn(page, 'owner@acme.test');
    await page.goto(`${ACME}/`);
    const section = page.getByRole('region', { name: 'Candidate privacy' });
    await expect(section.getByText('Pending erasure')).toBeVisible();
    await section.getByRole('link', { name: 'Open the Privacy page' }).click();
    await expect(page).toHaveURL(/\/1\/privacy$/);

    const other = await browser.newPage();
    await signIn(other, 'manager@acme.test');
    await other.goto(PRIVACY);
    await expect(
      other
        .getByText('You don\u2019t have permission to access this page.')
        .or(other.getByText("You don't have permission to access this page.")),
    ).toBeVisible();
    await other.close();
  });
});
