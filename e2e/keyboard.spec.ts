import type { Locator, Page } from '@playwright/test';
import { ACME, expect, PASSWORD, test } from './fixtures.js';

// A person without a mouse: every step below is a key press or typed text (page.goto only for
// the first page, as one types an address). Each control reached must show that it has focus.

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement).catch(() => false);
/** What shows focus: outline, ring (box-shadow) and border colour. */
const look = (target: Locator) =>
  target
    .evaluate((el) => {
      const s = getComputedStyle(el);
      const outline =
        s.outlineStyle === 'none' || s.outlineWidth === '0px' ? 'none' : `${s.outlineWidth} ${s.outlineColor}`;
      return `outline ${outline} | shadow ${s.boxShadow} | border ${s.borderColor}`;
    })
    .catch(() => null);

/**
 * Tabs (or Shift+Tabs) until `target` has focus, and checks that focus shows: the control looks
 * different (outline, ring or border) from how it looked just before the key press that reached it.
 */
async function tabTo(page: Page, target: Locator, { max = 150, back = false } = {}) {
  for (let i = 0; i < max; i++) {
    const before = await look(target);
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await isFocused(target)) {
      if (before !== null) expect(await look(target), `focus shows on ${target}`).not.toBe(before);
      return;
    }
  }
  await expect(target).toBeFocused();
}

test('keyboard only: sign in, a list row action, a form with a fixed error, a confirmation', async ({ page }) => {
  test.setTimeout(120_000);
  // Sign in.
  await page.goto(`${ACME}/login`);
  await tabTo(page, page.getByLabel(/^E-mail/));
  await page.keyboard.type('owner@acme.test');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^Password/)).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${ACME}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // A list, reached through the menu (a group opened from the keyboard): one row's actions.
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await tabTo(page, nav.getByRole('button', { name: 'Account', exact: true }));
  await page.keyboard.press('Enter');
  await tabTo(page, nav.getByRole('link', { name: 'Users', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/1\/users$/);
  const rowMenu = page.getByRole('button', { name: 'Actions for Manon Manager' });
  await tabTo(page, rowMenu);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Disable sign-in' })).toBeVisible();
  expect(await menu.evaluate((m) => m.contains(document.activeElement)), 'focus in the menu').toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(rowMenu).toBeFocused();

  // A form: sent empty, told what is missing at the fields, fixed, sent again.
  await tabTo(page, nav.getByRole('link', { name: 'Consultants', exact: true }), { back: true });
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('link', { name: 'Add consultant' }));
  await page.keyboard.press('Enter');
  const name = page.getByLabel(/^Name/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add a consultant' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Add consultant' });
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  await tabTo(page, name, { back: true });
  await page.keyboard.type('Keyboard Kim');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^E-mail/)).toBeFocused();
  await page.keyboard.type(`kim.${Date.now()}@acme.test`);
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Keyboard Kim' })).toBeVisible();

  // A confirmation: focus stays in the dialog, Escape closes it, focus goes back to its button.
  const disable = page.getByRole('button', { name: 'Disable', exact: true });
  await tabTo(page, disable);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Disable Keyboard Kim?' });
  await expect(dialog).toBeVisible();
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await dialog.evaluate((d) => d.contains(document.activeElement)), `focus stays in the dialog (${key})`).toBe(
      true,
    );
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(disable).toBeFocused();

  // Opened again and confirmed from the keyboard.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Disable Keyboard Kim' }), { max: 6 });
  await page.keyboard.press('Enter');
  await expect(page.getByText('Keyboard Kim is disabled.')).toBeVisible();
});
