import { ACME, ACME_JOBS, expect, latestMailTo, signIn, test } from './fixtures.js';

const EMPLOYERS = `${ACME}${ACME_JOBS}/employers`;

test.describe('employers', () => {
  test('a manager creates a household and a business employer, then edits one', async ({ page }) => {
    await signIn(page, 'manager@acme.test');
    await page.goto(EMPLOYERS);
    await page.getByRole('link', { name: 'New employer' }).first().click();
    await expect(page).toHaveURL(`${EMPLOYERS}/create`);

    // Household: no business fields at all.
    await expect(page.getByRole('heading', { level: 1, name: 'New employer' })).toBeVisible();
    await page
      .locator('label')
      .filter({ hasText: /^Household$/ })
      .click();
    await expect(page.getByRole('radio', { name: 'Household' })).toBeChecked();
    await expect(page.getByLabel(/^Business name/)).toHaveCount(0);
    await expect(page.getByLabel(/^Registration number/)).toHaveCount(0);
    await page.getByLabel(/^Name/).fill('The E2E Household');
    await page.getByLabel(/^E-mail/).fill('e2e.household@example.test');
    await page.getByRole('button', { name: 'Create employer' }).click();
    await expect(page).toHaveURL(new RegExp(`${EMPLOYERS}/\\d+$`));
    await expect(page.getByRole('heading', { level: 1, name: 'The E2E Household' })).toBeVisible();

    // Business: the business name is required.
    await page.goto(`${EMPLOYERS}/create`);
    await page.getByLabel(/^Name/).fill('E2E Widgets');
    await page.getByLabel(/^E-mail/).fill('hiring@e2e-widgets.test');
    await page.getByRole('button', { name: 'Create employer' }).click();
    await expect(page.getByText('This field is required.')).toBeVisible();
    await expect(page).toHaveURL(`${EMPLOYERS}/create`);
    await page.getByLabel(/^Business name/).fill('E2E Widgets Ltd');
    await page.getByLabel(/^Website/).fill('https://www.e2e-widgets.test');
    await page.getByRole('button', { name: 'Create employer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'E2E Widgets' })).toBeVisible();
    await expect(page.getByText('E2E Widgets Ltd')).toBeVisible();

    // Edit.
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page).toHaveURL(/\/edit$/);
    await page.getByLabel(/^Phone/).fill('+44 20 7946 0000');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('E2E Widgets was saved.')).toBeVisible();
    await expect(page.getByText('+44 20 7946 0000')).toBeVisible();
  });

  test('the list is filtered by status from the URL', async ({ page }) => {
    await signIn(page, 'manager@acme.test');
    await page.goto(`${EMPLOYERS}?status=disabled`);
    const table = page.getByRole('table', { name: 'Employers' });
    await expect(table.getByRole('link', { name: 'Wingtip Construction' })).toBeVisible();
    await expect(table.getByRole('link', { name: 'Contoso Ltd' })).toHaveCount(0);
    await expect(page.getByLabel('Status', { exact: true }).first()).toHaveValue('Disabled');

    // Changing a filter writes the URL.
    await page.getByRole('button', { name: 'Reset filters' }).click();
    await expect(page).toHaveURL(EMPLOYERS);
    await expect(table.getByRole('link', { name: 'Contoso Ltd' })).toBeVisible();
  });

  test('the CSV export downloads the filtered list', async ({ page }) => {
    await signIn(page, 'manager@acme.test');
    await page.goto(`${EMPLOYERS}?type=household`);
    await expect(page.getByRole('link', { name: 'The Martin Family' })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('employers.csv');
    const { readFileSync } = await import('node:fs');
    const csv = readFileSync((await download.path()) ?? '', 'utf8');
    expect(csv).toContain('The Martin Family');
    expect(csv).not.toContain('Contoso Ltd');
  });

  test('a moderator, who may read employers but not export them, is offered no export', async ({ page }) => {
    await signIn(page, 'moderator@acme.test');
    await page.goto(EMPLOYERS);
    await expect(page.getByRole('link', { name: 'Contoso Ltd' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
  });

  test('disabling an employer asks for confirmation', async ({ page }) => {
    await signIn(page, 'manager@acme.test');
    await page.goto(EMPLOYERS);
    await page.getByRole('link', { name: 'Coho Winery' }).click();
    await page.getByRole('button', { name: 'Disable' }).click();
    const dialog = page.getByRole('dialog', { name: 'Disable Coho Winery?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Disable' }).click();
    await expect(page.getByText('Disabled “Coho Winery”')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enable' })).toBeVisible();
  });

  test('a moderator approves one registration and rejects another with a reason', async ({ page }) => {
    await signIn(page, 'moderator@acme.test');
    await page.goto(`${EMPLOYERS}/hold`);

    await page.getByRole('checkbox', { name: 'Select Litware Solutions' }).check();
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    const approve = page.getByRole('dialog');
    await expect(approve).toContainText('Litware Solutions');
    await approve.getByRole('button', { name: 'Approve (1)' }).click();
    await expect(page.getByText('Approved “Litware Solutions”')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Litware Solutions' })).toHaveCount(0);

    await page.getByRole('checkbox', { name: 'Select The Okonkwo Household' }).check();
    await page.getByRole('button', { name: 'Reject', exact: true }).click();
    const reject = page.getByRole('dialog');
    await expect(reject).toContainText('e-mailed to the employer');
    await reject.getByRole('button', { name: 'Reject and send e-mail' }).click();
    await expect(reject.getByText('This field is required.')).toBeVisible();
    const reason = 'We could not verify the household address you gave.';
    await reject.getByLabel(/^Reason/).fill(reason);
    await reject.getByRole('button', { name: 'Reject and send e-mail' }).click();
    await expect(page.getByText('Rejected “The Okonkwo Household”')).toBeVisible();
    await expect(page.getByRole('link', { name: 'The Okonkwo Household' })).toHaveCount(0);
    await expect.poll(() => latestMailTo('ngozi.okonkwo@example.test')).toContain(reason);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`a manager opens the list, form, detail and hold (${theme}; axe: the sweep's manager screens)`, async ({
      page,
    }) => {
      await signIn(page, 'manager@acme.test', { theme });
      await page.goto(EMPLOYERS);
      await expect(page.getByRole('link', { name: 'Contoso Ltd' })).toBeVisible();
      await page.goto(`${EMPLOYERS}/create`);
      await expect(page.getByRole('heading', { level: 1, name: 'New employer' })).toBeVisible();
      await page.goto(EMPLOYERS);
      await page.getByRole('link', { name: 'Fabrikam Foods' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Fabrikam Foods' })).toBeVisible();
      await page.goto(`${EMPLOYERS}/hold`);
      await expect(page.getByRole('heading', { level: 1, name: 'Employers on hold' })).toBeVisible();
    });
  }
});
