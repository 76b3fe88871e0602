import { ACME, ACME_JOBS, expect, expectAccessible, signIn, test } from './fixtures.js';

const CONSULTANTS = `${ACME}${ACME_JOBS}/consultants`;

test.describe('consultants', () => {
  test('a manager lists and searches, adds a consultant with employers, edits, disables and enables', async ({
    page,
  }) => {
    await signIn(page, 'manager@acme.test');
    await page.goto(CONSULTANTS);
    const table = page.getByRole('table', { name: 'Consultants' });
    await expect(table).toContainText('Chloé Laurent');
    await expect(table).toContainText('Northwind Traders');
    await page.getByLabel('Search').fill('farouk');
    await expect(table.getByRole('row')).toHaveCount(2);

    await page.getByRole('link', { name: 'Add consultant' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add a consultant' })).toBeVisible();
    await page.getByLabel(/^Name/).fill('Ruth Ellis');
    await page.getByLabel(/^E-mail/).fill('chloe.laurent@acme.test');
    await page.getByLabel('Phone').fill('+44 113 496 0199');
    await page.getByRole('combobox', { name: 'Specialisations' }).click();
    await page.getByRole('option', { name: 'Engineering' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: 'Employers they look after' }).click();
    await page.getByRole('option', { name: 'Contoso Ltd' }).click();
    await page.keyboard.press('Escape');
    await expectAccessible(page, 'consultant form');
    await page.getByRole('button', { name: 'Add consultant' }).click();
    await expect(page.getByText('This e-mail address is already in use on this site.')).toBeVisible();
    await page.getByLabel(/^E-mail/).fill('ruth.ellis@acme.test');
    await page.getByRole('button', { name: 'Add consultant' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ruth Ellis' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contoso Ltd' })).toBeVisible();
    await expect(page.getByText('Engineering')).toBeVisible();
    await expectAccessible(page, 'consultant detail');

    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await page.getByLabel('About').fill('Engineering and IT roles.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Engineering and IT roles.')).toBeVisible();

    await page.getByRole('button', { name: 'Disable' }).click();
    const dialog = page.getByRole('dialog', { name: 'Disable Ruth Ellis?' });
    await dialog.getByRole('button', { name: 'Disable Ruth Ellis' }).click();
    await expect(page.getByText('Ruth Ellis is disabled.')).toBeVisible();
    await page.getByRole('button', { name: 'Enable' }).click();
    await page
      .getByRole('dialog', { name: 'Enable Ruth Ellis?' })
      .getByRole('button', { name: 'Enable Ruth Ellis' })
      .click();
    await expect(page.getByText('Ruth Ellis is enabled.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
    await expect(page.getByText('Added', { exact: true })).toBeVisible();
  });

  test('employer users and moderators cannot open consultants', async ({ page }) => {
    await signIn(page, 'hr@northwind.test');
    await page.goto(CONSULTANTS);
    await expect(page.getByText(/permission to access this page/)).toBeVisible();
  });
});
