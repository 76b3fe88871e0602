import { ACME, expect, signIn, test } from './fixtures.js';

test.describe('audit log', () => {
  test('an account owner searches and filters who did what; others cannot open it', async ({ page }) => {
    await signIn(page, 'owner@acme.test');
    await page.goto(`${ACME}/1/audit-log`);
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Audit log' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();

    await page.getByRole('combobox', { name: 'About' }).click();
    await page.getByRole('option', { name: 'Jobs' }).click();
    await expect(page).toHaveURL(/subject=job/);
    await expect(table.getByRole('row').nth(1)).toContainText('job.');
    for (const code of await table.locator('code').allTextContents()) expect(code).toMatch(/^job\./);

    await page.getByLabel('Search').fill('job.published');
    await expect(page).toHaveURL(/q=job\.published/);
    await expect(table.locator('code').first()).toContainText('job.published');
    // Each row says what happened in words; the key stays below it for searching.
    await expect(table.getByRole('row').nth(1)).toContainText(/Published|Submitted for review/);
    for (const code of await table.locator('code').allTextContents()) expect(code).toMatch(/^job\.published/);

    // The state is in the URL: a reload keeps it.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'About' })).toHaveValue('Jobs');
    await expect(page.getByLabel('Search')).toHaveValue('job.published');

    // Search finds people by e-mail.
    await page.goto(`${ACME}/1/audit-log?q=manager%40acme.test`);
    await expect(table.getByRole('row').nth(1)).toContainText('manager@acme.test');
  });

  test('site staff do not see it', async ({ page }) => {
    await signIn(page, 'manager@acme.test');
    await page.goto(`${ACME}/1/audit-log`);
    await expect(
      page
        .getByText('You don\u2019t have permission to access this page.')
        .or(page.getByText("You don't have permission to access this page.")),
    ).toBeVisible();
  });
});
