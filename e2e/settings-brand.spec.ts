import type { Page } from '@playwright/test';
import { ACME, ACME_JOBS, expect, expectAccessible, GLOBEX, signIn, test } from './fixtures.js';

const SETTINGS = `${ACME}${ACME_JOBS}/settings`;
const brand = (page: Page) => page.getByRole('region', { name: 'Brand' });

async function setColours(page: Page, primary: string, darker: string) {
  await brand(page).getByLabel('Primary colour').fill(primary);
  await brand(page).getByLabel('Darker shade (hover)').fill(darker);
}

test.describe('brand editor', () => {
  test('the owner changes Acme’s colour and greeting; the login page of its host changes, Globex’s does not', async ({
    page,
    browser,
  }) => {
    await signIn(page, 'owner@acme.test');
    await page.goto(SETTINGS);
    await expect(brand(page).getByText('Preview of the login page')).toBeVisible();
    await expectAccessible(page, 'brand editor');

    // A colour white text cannot be read on is refused before it is sent, with the reason.
    await setColours(page, '#ffe066', '#08533b');
    await expect(brand(page).getByText('Too light')).toBeVisible();
    await brand(page).getByRole('button', { name: 'Save the brand' }).click();
    await expect(
      brand(page).getByText('This colour is too light: white text on it must reach a contrast of 4.5:1.'),
    ).toBeVisible();

    await setColours(page, '#1d4ed8', '#1e3a8a');
    await brand(page).getByLabel('Greeting (English)').fill('Recruit with Acme');
    await brand(page).getByRole('button', { name: 'Save the brand' }).click();
    await expect(page.getByText('Brand saved. The login page shows it now.')).toBeVisible();
    // The open app takes the new colour at once.
    await expect(page.getByRole('button', { name: 'Save the brand' })).toHaveCSS(
      'background-color',
      'rgb(29, 78, 216)',
    );

    const visitor = await browser.newContext();
    const login = await visitor.newPage();
    await login.goto(`${ACME}/login`);
    await expect(login.getByRole('heading', { level: 1, name: 'Recruit with Acme' })).toBeVisible();
    await expect(login.getByRole('button', { name: 'Sign in' })).toHaveCSS('background-color', 'rgb(29, 78, 216)');
    await login.goto(`${GLOBEX}/login`);
    await expect(login.getByRole('heading', { level: 1, name: 'Globex Recruitment portal' })).toBeVisible();
    await expect(login.getByRole('button', { name: 'Sign in' })).not.toHaveCSS('background-color', 'rgb(29, 78, 216)');
    await visitor.close();

    // Back to Acme's green for the specs that follow.
    await setColours(page, '#0b6e4f', '#08533b');
    await brand(page).getByLabel('Greeting (English)').fill('Welcome to Acme Talent');
    await brand(page).getByRole('button', { name: 'Save the brand' }).click();
    await expect(page.getByText('Brand saved. The login page shows it now.').first()).toBeVisible();
  });

  test('site staff do not see the brand editor', async ({ page }) => {
    await signIn(page, 'manager@acme.test');
    await page.goto(SETTINGS);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(brand(page)).toHaveCount(0);
  });
});
