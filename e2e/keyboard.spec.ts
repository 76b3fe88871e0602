import type { Locator, Page } from '@playwright/test';
import { ACME, apiCall, expect, PASSWORD, signIn, test, tokenFor } from './fixtures.js';

// A person without a mouse: every step below is a key press or typed text (page.goto only for
// the first page, as one types an address). Each control reached must show that it has focus.

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement).catch(() => false);
/**
 * What shows focus: outline, ring (box-shadow) and border colour; of a field drawn as a box around
 * its input (a password), the box's.
 */
const look = (target: Locator) =>
  target
    .evaluate((el) => {
      const s = getComputedStyle(el.closest('div.mantine-Input-input') ?? el);
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

/** Whether focus is inside `target`. */
const focusedIn = (target: Locator) => target.evaluate((el) => el.contains(document.activeElement)).catch(() => false);

test.describe('focus goes where the person is', () => {
  test('sign-in: focus lands on the first screen’s heading', async ({ page }) => {
    await page.goto(`${ACME}/login`);
    await tabTo(page, page.getByLabel(/^E-mail/));
    await page.keyboard.type('owner@acme.test');
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${ACME}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('the password’s show/hide button is reached by Tab and works from the keyboard', async ({ page }) => {
    await page.goto(`${ACME}/login`);
    const password = page.getByLabel(/^Password/);
    await tabTo(page, password);
    await page.keyboard.type('secret-words');
    await expect(password).toHaveAttribute('type', 'password');
    const toggle = page.getByRole('button', { name: 'Show or hide the characters' });
    await tabTo(page, toggle, { max: 1 });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('Space');
    await expect(password).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Enter');
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('a “More actions” menu opens on its first item; its dialogs give focus back to it', async ({ page }) => {
    await signIn(page, 'owner@acme.test');
    await page.goto(`${ACME}/1/users?q=malik`);
    const rowMenu = page.getByRole('button', { name: 'Actions for Malik Moderator' });
    await tabTo(page, rowMenu);

    // A dialog of the page's own (state), opened from the first item.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Manage roles' })).toBeFocused();
    await page.keyboard.press('Enter');
    const roles = page.getByRole('dialog', { name: 'Roles of Malik Moderator' });
    await expect(roles).toBeVisible();
    await expect.poll(() => focusedIn(roles), 'focus in the dialog').toBe(true);
    await page.keyboard.press('Escape');
    await expect(roles).toBeHidden();
    await expect(rowMenu).toBeFocused();

    // A confirmation (the modals manager), further down the menu: Escape, then Cancel.
    for (const close of ['Escape', 'Cancel']) {
      await page.keyboard.press('Enter');
      const disable = page.getByRole('menuitem', { name: 'Disable sign-in' });
      for (let i = 0; i < 5 && !(await disable.evaluate((el) => el === document.activeElement)); i++) {
        await page.keyboard.press('ArrowDown');
      }
      await expect(disable).toBeFocused();
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('dialog', { name: 'Disable sign-in for Malik Moderator?' });
      await expect(confirm).toBeVisible();
      if (close === 'Escape') await page.keyboard.press('Escape');
      else {
        await tabTo(page, confirm.getByRole('button', { name: 'Cancel' }), { max: 6 });
        await page.keyboard.press('Enter');
      }
      await expect(confirm).toBeHidden();
      await expect(rowMenu, `focus back on the menu's button after ${close}`).toBeFocused();
    }
  });

  test('a row gone after its dialog: focus moves to the row now in its place, not to the page’s top', async ({
    page,
  }) => {
    const owner = apiCall(page.request, await tokenFor(page.request, 'owner@acme.test'));
    const roles = (await (await owner.call('listAccountRoles', { select: { accountId: 1 } })).json()) as {
      data: { id: number; key: string }[];
    };
    const moderator = roles.data.find((r) => r.key === 'moderator')!;
    const emails = ['first', 'second'].map((n) => `e2e.focus-${n}.${Date.now()}@example.test`);
    for (const email of emails) {
      const invited = await owner.call('inviteAccountUser', {
        body: { email, name: 'Focus Person', role_id: moderator.id, scope_type: 'site', scope_id: 2 },
        select: { accountId: 1 },
      });
      expect(invited.status()).toBe(201);
    }
    await signIn(page, 'owner@acme.test');
    await page.goto(`${ACME}/1/users`);
    const actions = page
      .getByRole('table', { name: 'Invitations not yet accepted' })
      .getByRole('button', { name: `Actions for the invitation to ${emails[0]}` });
    await tabTo(page, actions);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Send again' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Withdraw' })).toBeFocused();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: `Withdraw the invitation to ${emails[0]}?` });
    await tabTo(page, confirm.getByRole('button', { name: 'Withdraw' }), { max: 6 });
    await page.keyboard.press('Enter');
    await expect(actions).toHaveCount(0);
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName),
      )
      .toMatch(/^Actions for the invitation to /);
  });

  test('header menus open on their first item from the keyboard', async ({ page }) => {
    await signIn(page, 'owner@acme.test');
    await page.goto(`${ACME}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const theme = page.getByRole('button', { name: 'Theme', exact: true });
    await tabTo(page, theme);
    await page.keyboard.press('Enter');
    const first = page.getByRole('menu').getByRole('menuitemradio').first();
    await expect(first).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(theme).toBeFocused();
  });

  test('lists: opening a row moves focus to its heading; searching keeps focus; skip to results', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, 'manager@acme.test');
    await page.goto(`${ACME}/1/1/jobs`);
    const table = page.getByRole('table', { name: 'Jobs' });
    await expect(table.getByRole('link').first()).toBeVisible();

    // "Skip to main content", then "Skip to results" is the first thing in the content.
    await tabTo(page, page.getByRole('link', { name: 'Skip to main content' }), { max: 3 });
    await page.keyboard.press('Enter');
    const skip = page.getByRole('link', { name: 'Skip to results' });
    await tabTo(page, skip, { max: 1 });
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.querySelector('table') !== null)).toBe(true);
    await expect(page).toHaveURL(`${ACME}/1/1/jobs`);

    // Typing in the search box: the URL follows, focus stays in the box.
    const search = page.getByRole('searchbox', { name: 'Search' });
    await tabTo(page, search, { back: true });
    await page.keyboard.type('Seas');
    await expect(page).toHaveURL(/[?&]q=Seas/);
    await expect(search).toBeFocused();
    await page.keyboard.type('onal');
    await expect(page).toHaveURL(/[?&]q=Seasonal/);
    await expect(search).toBeFocused();
    await expect(search).toHaveValue('Seasonal');

    // A job opened with Enter: focus on its title.
    const link = table.getByRole('link', { name: /Seasonal/ }).first();
    const title = (await link.textContent()) ?? '';
    await tabTo(page, link);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeFocused();

    // Its "More actions": a confirmation from the menu, closed, gives focus back to the button.
    const more = page.getByRole('button', { name: 'More actions' });
    await tabTo(page, more);
    await page.keyboard.press('Enter');
    const remove = page.getByRole('menuitem', { name: 'Delete' });
    for (let i = 0; i < 4 && !(await remove.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: /^Delete/ });
    await expect(confirm).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(more).toBeFocused();
  });

  test('text fields show focus with a 2 px ring, light and dark', async ({ page }) => {
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await page.goto(`${ACME}/login`);
      const email = page.getByLabel(/^E-mail/);
      await tabTo(page, email);
      const ring = await email.evaluate((el) => {
        const s = getComputedStyle(el);
        return { width: s.outlineWidth, style: s.outlineStyle, color: s.outlineColor, background: s.backgroundColor };
      });
      expect(ring.width, theme).toBe('2px');
      expect(ring.style, theme).toBe('solid');
      expect(ring.color, theme).not.toBe(ring.background);
      // A password field is a box around its input: the box shows the ring.
      await tabTo(page, page.getByLabel(/^Password/));
      const box = page.locator('.mantine-Input-input:has(input[type="password"])');
      expect(await box.evaluate((el) => getComputedStyle(el).outlineWidth), theme).toBe('2px');
      // Not shown without focus.
      await page.keyboard.press('Tab');
      expect(await email.evaluate((el) => getComputedStyle(el).outlineStyle), theme).toBe('none');
    }
  });
});
