import { ACME, expect, signIn, test } from './fixtures.js';

test.describe('sites', () => {
  test('account staff see their job boards with figures, add one and edit its address', async ({ page }) => {
    await signIn(page, 'owner@acme.test');
    await page.goto(`${ACME}/1/sites`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sites' })).toBeVisible();
    const acmeJobs = page.getByRole('article', { name: 'Acme Jobs' });
    await expect(acmeJobs.getByRole('link', { name: /jobs\.acme\.test/ })).toBeVisible();
    await expect(acmeJobs).toContainText('Live jobs');
    await expect(page.getByRole('article', { name: 'Globex Careers' })).toHaveCount(0);

    await page.getByRole('button', { name: 'New site' }).click();
    const dialog = page.getByRole('dialog', { name: 'New site' });
    await dialog.getByLabel(/^Name/).fill('Acme Graduates');
    await dialog.getByLabel('Address').fill('careers.globex.test');
    await dialog.getByRole('button', { name: 'Create site' }).click();
    await expect(dialog.getByText('Another site or brand already uses this address.')).toBeVisible();
    // A host nobody proved is refused, with the way to the hosts the account proves.
    await dialog.getByLabel('Address').fill('graduates.acme.test');
    await dialog.getByRole('button', { name: 'Create site' }).click();
    await expect(dialog.getByText(/^Prove this host first/)).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Brand → Hosts' })).toHaveAttribute('href', '/1/brand');
    // The account's proven hosts are offered.
    await dialog.getByLabel('Address').fill('local');
    await page.getByRole('option', { name: 'localhost' }).click();
    await dialog.getByRole('button', { name: 'Create site' }).click();
    await expect(page.getByText('Acme Graduates was created.')).toBeVisible();
    const created = page.getByRole('article', { name: 'Acme Graduates' });
    await expect(created).toContainText('localhost');

    await created.getByRole('button', { name: 'Edit Acme Graduates' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Acme Graduates' });
    await edit.getByLabel('Address').fill('');
    await edit.getByRole('textbox', { name: 'Name' }).click(); // closes the suggestions
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(created).toContainText('No address yet');

    // The new board is in the switcher at once, and opens.
    await created.getByRole('link', { name: 'Open Acme Graduates' }).click();
    await expect(
      page.getByRole('button', { name: /Switch account and site: Acme Talent Group › Acme Graduates/ }),
    ).toBeVisible();
  });

  test('site staff cannot open the account’s sites', async ({ page }) => {
    await signIn(page, 'manager@acme.test');
    await page.goto(`${ACME}/1/sites`);
    await expect(page.getByText(/permission to access this page/)).toBeVisible();
  });
});
