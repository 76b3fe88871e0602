import { ACME, ACME_JOBS, expect, expectAccessible, signIn, test } from './fixtures.js';

const SEEKERS = `${ACME}${ACME_JOBS}/seekers`;

test.describe('viewing the site as a candidate', () => {
  test('the owner gives a reason, sees the candidate’s own read-only view, exits, and the activity keeps it', async ({
    page,
  }) => {
    await signIn(page, 'owner@acme.test');
    await page.goto(`${SEEKERS}?q=Lucas`);
    await page.getByRole('link', { name: 'Lucas Martin' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lucas Martin' })).toBeVisible();

    await page.getByRole('button', { name: 'View as candidate' }).click();
    const ask = page.getByRole('dialog', { name: 'View the site as Lucas Martin' });
    await ask.getByRole('button', { name: 'View as candidate' }).click();
    await expect(ask.getByText('This field is required.')).toBeVisible();
    await ask.getByLabel(/^Reason/).fill('He cannot find his application');
    await ask.getByRole('button', { name: 'View as candidate' }).click();

    const view = page.getByRole('dialog', { name: 'Lucas Martin on Acme Jobs' });
    await expect(view.getByText('You are seeing the account of Lucas Martin')).toBeVisible();
    await expect(view.getByRole('table', { name: /My applications/ })).toBeVisible();
    // The reason dialog fades out under it; axe would read its fading title as low contrast.
    await expect(ask).toBeHidden();
    await expectAccessible(page, 'candidate view');
    await view.getByRole('button', { name: 'Exit' }).click();
    await expect(view).toBeHidden();

    await page.getByRole('tab', { name: 'Activity' }).click();
    await expect(page.getByText('Viewed the site as Lucas Martin — He cannot find his application')).toBeVisible();
  });

  test('staff without the right to act as others do not get the button', async ({ page }) => {
    await signIn(page, 'manager@acme.test');
    await page.goto(`${SEEKERS}?q=Lucas`);
    await page.getByRole('link', { name: 'Lucas Martin' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lucas Martin' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'View as candidate' })).toHaveCount(0);
  });
});
