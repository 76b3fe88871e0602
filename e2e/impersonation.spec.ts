import { ACME, ACME_JOBS, expect, expectAccessible, signIn, test } from './fixtures.js';

test.describe('impersonation', () => {
  test('an account owner acts as an employer user with a reason, sees the banner, exits back to the same page, and finds both in the audit log', async ({
    page,
  }) => {
    await signIn(page, 'owner@acme.test');
    await page.goto(`${ACME}${ACME_JOBS}/employers?q=Northwind`);
    await page.getByRole('link', { name: 'Northwind Traders' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Northwind Traders' })).toBeVisible();
    const employerPage = page.url();

    await page.getByRole('button', { name: 'Actions for Hana Northwind' }).click();
    await page.getByRole('menuitem', { name: 'Act as this person' }).click();
    const dialog = page.getByRole('dialog', { name: 'Act as Hana Northwind' });
    await expect(dialog).toContainText('at most 60 minutes');
    await dialog.getByRole('button', { name: 'Act as Hana Northwind' }).click();
    await expect(dialog.getByText('Give a reason of at least 3 characters.')).toBeVisible();
    await expectAccessible(page, 'impersonation reason');
    await dialog.getByLabel(/^Reason/).fill('Helping with a job that will not publish');
    await dialog.getByRole('button', { name: 'Act as Hana Northwind' }).click();

    const banner = page.getByRole('region', { name: 'Impersonation' });
    await expect(banner).toContainText('You are impersonating Hana Northwind (hr@northwind.test)');
    await expect(banner).toContainText('by Olivia Acme, until');
    await expect(page).toHaveURL(`${ACME}/`);
    // The person's own view: their employer's menu, not the staff one.
    await expect(page.getByRole('link', { name: 'Employers' })).toHaveCount(0);
    await expectAccessible(page, 'dashboard while impersonating');

    await banner.getByRole('button', { name: 'Exit' }).click();
    await expect(banner).toBeHidden();
    await expect(page).toHaveURL(employerPage);
    await expect(page.getByRole('heading', { level: 1, name: 'Northwind Traders' })).toBeVisible();

    await page.goto(`${ACME}/1/audit-log?impersonated=true`);
    const table = page.getByRole('table', { name: 'Audit log' });
    await expect(table).toContainText('impersonation.ended');
    await expect(table).toContainText('hr@northwind.test');
    await expect(table).toContainText('as them, by Olivia Acme');
    await page.goto(`${ACME}/1/audit-log?q=impersonation.started`);
    await expect(table.getByRole('row').nth(1)).toContainText('owner@acme.test');
  });
});
