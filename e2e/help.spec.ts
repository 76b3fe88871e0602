import { ACME, expect, signIn, test } from './fixtures.js';

test.describe('help page', () => {
  test('explains only the sections the user can open, from the user menu', async ({ page }) => {
    await signIn(page, 'hr@northwind.test');
    await page.goto(`${ACME}/`);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Help' }).click();
    await expect(page).toHaveURL(`${ACME}/second-page`);
    await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    const sections = page.getByRole('region', { name: 'Your sections' });
    await expect(sections.getByRole('link', { name: 'Jobs' })).toBeVisible();
    await expect(sections).toContainText('Credit balance and history');
    await expect(sections.getByRole('link', { name: 'Employers' })).toHaveCount(0);
    await expect(page.getByText('Acting as someone')).toHaveCount(0);
  });

  test('tells staff who may impersonate how to do it, in Arabic too', async ({ page }) => {
    await signIn(page, 'owner@acme.test', { language: 'ar' });
    await page.goto(`${ACME}/second-page`);
    await expect(page.getByRole('heading', { level: 1, name: 'المساعدة' })).toBeVisible();
    await expect(page.getByText('التصرف باسم شخص')).toBeVisible();
  });
});
