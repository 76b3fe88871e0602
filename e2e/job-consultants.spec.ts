import { ACME, ACME_JOBS, expect, expectAccessible, signIn, test } from './fixtures.js';

const JOBS = `${ACME}${ACME_JOBS}/jobs`;

test.describe('consultants on jobs', () => {
  test('staff assign a consultant in the job form, see it on the job, and filter jobs by consultant', async ({
    page,
  }) => {
    await signIn(page, 'manager@acme.test');
    await page.goto(`${JOBS}/create`);
    await page
      .getByRole('textbox', { name: 'Employer' })
      .or(page.getByRole('combobox', { name: 'Employer' }))
      .first()
      .click();
    await page.getByRole('option', { name: 'Northwind Traders' }).click();
    await page
      .getByRole('textbox', { name: 'Consultant' })
      .or(page.getByRole('combobox', { name: 'Consultant' }))
      .first()
      .click();
    // Only enabled consultants are offered.
    await expect(page.getByRole('option', { name: 'Tom Archer' })).toHaveCount(0);
    await page.getByRole('option', { name: 'Chloé Laurent' }).click();
    await page.getByLabel('Job title').fill('E2E Yard marshal');
    await expectAccessible(page, 'job form with consultant');
    await page.getByRole('button', { name: 'Save draft' }).click();
    // A saved draft stays in the form; its page shows the consultant.
    await expect(page).toHaveURL(/jobs\/edit\?id=[0-9a-f-]{36}$/);
    await page.goto(`${JOBS}/${new URL(page.url()).searchParams.get('id')}`);
    await expect(page.getByText('Chloé Laurent')).toBeVisible();

    await page.goto(JOBS);
    await page
      .getByRole('textbox', { name: 'Consultant' })
      .or(page.getByRole('combobox', { name: 'Consultant' }))
      .first()
      .click();
    await page.getByRole('option', { name: 'Omar Farouk' }).click();
    await expect(page).toHaveURL(/consultant=\d+/);
    const table = page.getByRole('table').first();
    await expect(table).toContainText('Ground operations agent');
    await expect(table).not.toContainText('Warehouse team leader');
  });

  test('an employer user’s job form has no consultant field', async ({ page }) => {
    await signIn(page, 'hr@northwind.test');
    await page.goto(`${JOBS}/create`);
    await expect(page.getByLabel('Job title')).toBeVisible();
    await expect(page.getByText('Consultant', { exact: true })).toHaveCount(0);
  });
});
