import { ACME, expect, expectAccessible, GLOBEX, signIn, test } from './fixtures.js';

// Issue 33, item 5: the account's first steps on its owners' dashboard, each ticked from the data
// and leading to its screen; hidden for the whole account once someone hides it.
const CARD = 'Get your account ready';

test.describe('the first-steps checklist', () => {
  test('comes first on an owner’s dashboard: progress, a tick per step done, a link to each screen', async ({
    page,
  }) => {
    await signIn(page, 'owner@acme.test');
    await page.goto(`${ACME}/`);
    const card = page.getByRole('region', { name: CARD });
    await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(CARD);
    // The demo account has done all but one: no sign-in rule is required of its staff.
    await expect(card.getByRole('progressbar', { name: 'Steps done' })).toHaveAttribute(
      'aria-valuetext',
      '5 of 6 done',
    );
    const steps = card.getByRole('listitem');
    await expect(steps).toHaveCount(6);
    await expect(steps.filter({ hasText: 'Done:' })).toHaveCount(5);
    const security = steps.filter({ hasText: 'To do: Protect sign-in' });
    await expect(security).toHaveCount(1);
    await expectAccessible(page, 'owner dashboard with the first steps');

    await security.getByRole('link', { name: 'Open sign-in rules' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign-in security' })).toBeVisible();
    await page.goBack();
    await card.getByRole('link', { name: 'Open employers' }).click();
    await expect(page).toHaveURL(/\/1\/\d+\/employers$/);
  });

  test('is not shown to site staff', async ({ page }) => {
    await signIn(page, 'manager@acme.test');
    await page.goto(`${ACME}/`);
    await expect(page.getByRole('heading', { level: 2, name: 'Employers' })).toBeVisible();
    await expect(page.getByRole('region', { name: CARD })).toHaveCount(0);
  });

  test('once hidden, stays hidden for the account', async ({ page }) => {
    await signIn(page, 'owner@globex.test');
    await page.goto(`${GLOBEX}/`);
    const card = page.getByRole('region', { name: CARD });
    await card.getByRole('button', { name: 'Hide checklist' }).click();
    await expect(card).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Employers' })).toBeVisible();
    await expect(card).toHaveCount(0);
  });
});
