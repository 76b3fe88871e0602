import type { Page } from '@playwright/test';
import { ACME, apiCall, expect, expectAccessible, signIn, test, tokenFor } from './fixtures.js';

// Issue 20, item 6: the header's shortcut tiles, chosen by the user and kept on the server.
const DEFAULTS = ['Dashboard', 'Jobs', 'Applications', 'Candidates', 'Employers', 'Credits'];

const tilesButton = (page: Page) => page.getByRole('button', { name: 'Shortcuts', exact: true });
const tileList = (page: Page) => page.getByRole('list', { name: 'Shortcuts' });
const tileNames = (page: Page) => tileList(page).getByRole('link').allInnerTexts();

async function resetTiles(page: Page, email: string) {
  const token = await tokenFor(page.request, email);
  const res = await apiCall(page.request, token).call('saveShortcutTiles', { body: { tiles: null } });
  expect(res.status()).toBe(200);
  return token;
}

test.describe('header shortcut tiles', () => {
  test('open, move between tiles with the keyboard, open one, Escape returns to the button', async ({ page }) => {
    await resetTiles(page, 'manager@acme.test');
    await signIn(page, 'manager@acme.test');
    await page.goto(`${ACME}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await tilesButton(page).click();
    await expect(tileList(page)).toBeVisible();
    expect(await tileNames(page)).toEqual(DEFAULTS);
    // The page shown is the tile focused first.
    const dashboard = tileList(page).getByRole('link', { name: 'Dashboard' });
    await expect(dashboard).toBeFocused();
    await expect(dashboard).toHaveAttribute('aria-current', 'page');

    await page.keyboard.press('ArrowRight');
    await expect(tileList(page).getByRole('link', { name: 'Jobs' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(tileList(page).getByRole('link', { name: 'Employers' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(tileList(page).getByRole('link', { name: 'Credits' })).toBeFocused();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${ACME}/1/1/applications`);
    await expect(tileList(page)).toBeHidden();
    // The new page takes the focus to its heading once shown; the popover opens after that.
    await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeFocused();

    await tilesButton(page).click();
    await expect(tileList(page).getByRole('link', { name: 'Applications' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(tileList(page)).toBeHidden();
    await expect(tilesButton(page)).toBeFocused();
  });

  test('customise: add, remove, reorder by buttons and by dragging; the choice survives a reload', async ({ page }) => {
    const token = await resetTiles(page, 'manager@acme.test');
    await signIn(page, 'manager@acme.test');
    await page.goto(`${ACME}/`);
    await tilesButton(page).click();
    await page.getByRole('button', { name: 'Customise' }).click();
    const dialog = page.getByRole('dialog', { name: 'Customise shortcuts' });
    await expect(dialog).toBeVisible();
    // Only screens the manager's menu offers: no account pages.
    await expect(dialog).toContainText('Review queue');
    await expect(dialog).not.toContainText('Audit log');
    await expect(dialog.getByRole('button', { name: 'Add Sites' })).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Remove Credits' }).click();
    await dialog.getByRole('button', { name: 'Add Consultants' }).click();
    const up = dialog.getByRole('button', { name: 'Move Consultants up' });
    await up.click();
    // The moved row's button keeps the focus, so the keyboard can go on moving it.
    await expect(up).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('status')).toHaveText('Consultants moved to position 4 of 6.');
    // Drag "Jobs" onto the first row.
    const rows = dialog.getByRole('list').first().getByRole('listitem');
    await rows.filter({ hasText: 'Jobs' }).dragTo(rows.filter({ hasText: 'Dashboard' }));
    await expect(rows.first()).toContainText('Jobs');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(tilesButton(page)).toBeFocused();

    const chosen = ['Jobs', 'Dashboard', 'Applications', 'Consultants', 'Candidates', 'Employers'];
    await tilesButton(page).click();
    expect(await tileNames(page)).toEqual(chosen);
    const stored = await apiCall(page.request, token).call('shortcutTiles');
    expect((await stored.json()).data.tiles).toEqual([
      'jobs',
      'dashboard',
      'applications',
      'consultants',
      'seekers',
      'employers',
    ]);

    await page.reload();
    await tilesButton(page).click();
    expect(await tileNames(page)).toEqual(chosen);

    // Back to the defaults, which then follow the person's rights (nothing is frozen).
    await page.getByRole('button', { name: 'Customise' }).click();
    await dialog.getByRole('button', { name: 'Reset to defaults' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await tilesButton(page).click();
    expect(await tileNames(page)).toEqual(DEFAULTS);
    expect((await (await apiCall(page.request, token).call('shortcutTiles')).json()).data.tiles).toBe(null);
  });

  test('a saved tile the person cannot open does not show', async ({ page }) => {
    const token = await resetTiles(page, 'hr@northwind.test');
    const res = await apiCall(page.request, token).call('saveShortcutTiles', {
      body: { tiles: ['employers', 'credits', 'auditLog', 'jobs'] },
    });
    expect(res.status()).toBe(200);
    await signIn(page, 'hr@northwind.test');
    await page.goto(`${ACME}/`);
    await tilesButton(page).click();
    expect(await tileNames(page)).toEqual(['Credits', 'Jobs']);
  });

  for (const language of ['en', 'ar'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      test(`axe on the tiles and the customise dialog (${language}, ${theme})`, async ({ page }) => {
        await resetTiles(page, 'owner@acme.test');
        await signIn(page, 'owner@acme.test', { language, theme });
        await page.goto(`${ACME}/`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const name = language === 'ar' ? 'الاختصارات' : 'Shortcuts';
        await page.getByRole('button', { name, exact: true }).click();
        await expect(page.getByRole('list', { name })).toBeVisible();
        await expectAccessible(page, `tiles ${language} ${theme}`);
        if (language === 'ar') {
          // Right to left, the arrow keys follow the screen: ArrowLeft goes to the next tile.
          await page.keyboard.press('ArrowLeft');
          await expect(page.getByRole('list', { name }).getByRole('link').nth(1)).toBeFocused();
        }
        await page.getByRole('button', { name: language === 'ar' ? 'تخصيص' : 'Customise' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectAccessible(page, `customise ${language} ${theme}`);
      });
    }
  }

  test('on a phone the tiles open from the user menu', async ({ page }) => {
    await resetTiles(page, 'manager@acme.test');
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'manager@acme.test');
    await page.goto(`${ACME}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(tilesButton(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Shortcuts', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Shortcuts' });
    await expect(dialog).toBeVisible();
    expect(await tileNames(page)).toEqual(DEFAULTS);
    await dialog.getByRole('link', { name: 'Jobs' }).click();
    await expect(page).toHaveURL(`${ACME}/1/1/jobs`);
    await expect(dialog).toBeHidden();
  });
});
