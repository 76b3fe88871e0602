import { ACME, expect, expectAccessible, signIn, test } from './fixtures.js';

// Issue 20, item 6: keyboard shortcuts, listed by `?` (or the user menu), `g` then a letter to a page.
test.describe('keyboard shortcuts', () => {
  test('? lists them; g then j opens the jobs; keys typed into a field stay in it', async ({ page }) => {
    await signIn(page, 'manager@acme.test');
    await page.goto(`${ACME}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(dialog).toBeVisible();
    const list = dialog.getByRole('table', { name: 'Keyboard shortcuts' });
    await expect(list).toContainText('Go to Jobs');
    await expect(list).toContainText('Go to Applications');
    await expectAccessible(page, 'keyboard shortcuts');
    // While the list is open, its keys are its own.
    await page.keyboard.press('g');
    await page.keyboard.press('j');
    await expect(page).toHaveURL(`${ACME}/`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.keyboard.press('g');
    await page.keyboard.press('j');
    await expect(page).toHaveURL(`${ACME}/1/1/jobs`);
    await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();

    // Typing "g", "a" and "?" into the search box searches; it opens nothing.
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.click();
    await search.pressSequentially('ga?');
    await expect(page).toHaveURL(/\/1\/1\/jobs/);
    await expect(dialog).toBeHidden();
    await expect(search).toHaveValue('ga?');

    // The user menu offers the list too.
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Keyboard shortcuts' }).click();
    await expect(dialog).toBeVisible();
  });

  test('an employer is offered only the pages they may open', async ({ page }) => {
    await signIn(page, 'hr@northwind.test');
    await page.goto(`${ACME}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('?');
    const list = page.getByRole('dialog', { name: 'Keyboard shortcuts' }).getByRole('table');
    await expect(list).toContainText('Go to Jobs');
    await expect(list).not.toContainText('Go to Employers');
    await page.keyboard.press('Escape');
    await page.keyboard.press('g');
    await page.keyboard.press('e');
    await expect(page).toHaveURL(`${ACME}/`);
  });
});
