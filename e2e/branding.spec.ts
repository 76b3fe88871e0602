import { expect, type Page, test } from '@playwright/test';

const ACME = 'http://localhost:3100';
const GLOBEX = 'http://127.0.0.1:3100';

/** Console errors and uncaught exceptions (a CSP violation shows up here too). */
function trackErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const cssVar = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

test('localhost shows the Acme brand', async ({ page }) => {
  const errors = trackErrors(page);
  await page.goto(`${ACME}/`);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acme Talent');
  await expect(page).toHaveTitle('Acme Talent');
  await expect(page.getByText('Welcome to Acme Talent')).toBeVisible();
  await expect(page.getByText('is being set up')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  const logo = page.getByRole('img', { name: 'Acme Talent logo' });
  await expect(logo).toHaveAttribute('src', '/brands/acme.svg');
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/brands/acme.svg');

  await expect(page.locator('link[rel="stylesheet"][href^="/brands/"]')).toHaveAttribute(
    'href',
    /^\/brands\/acme\.css\?v=\d+$/,
  );
  expect(await cssVar(page, '--brand-primary')).toBe('#0b6e4f');
  // Set by acme.css itself: the brand stylesheet was loaded and applied.
  await expect.poll(() => cssVar(page, '--brand-accent')).toBe('#0b6e4f');
  expect(errors).toEqual([]);
});

test('127.0.0.1 shows the Globex brand', async ({ page }) => {
  const errors = trackErrors(page);
  await page.goto(`${GLOBEX}/`);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Globex Careers');
  await expect(page).toHaveTitle('Globex Careers');
  await expect(page.getByText('Globex Recruitment portal')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Globex Careers logo' })).toHaveAttribute('src', '/brands/globex.svg');
  await expect(page.locator('link[rel="stylesheet"][href^="/brands/"]')).toHaveAttribute(
    'href',
    /^\/brands\/globex\.css\?v=\d+$/,
  );
  expect(await cssVar(page, '--brand-primary')).toBe('#b4410c');
  expect(errors).toEqual([]);
});

test.describe('in Arabic', () => {
  test.use({ locale: 'ar-SA' });

  test('the page is right-to-left with the Arabic login heading', async ({ page }) => {
    await page.goto(`${ACME}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acme Talent');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByText('مرحبًا بكم في Acme Talent')).toBeVisible();
  });
});

test('without branding the default brand is shown and the failure logged', async ({ page }) => {
  const errors = trackErrors(page);
  await page.route('**/portal/accounts/branding?*', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.goto(`${ACME}/`);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Talent Portal');
  await expect(page).toHaveTitle('Talent Portal');
  await expect(page.getByRole('img')).toHaveCount(0);
  expect(await cssVar(page, '--brand-primary')).toBe('#a02fff');
  expect(errors.some((error) => error.includes('Could not load the branding of localhost'))).toBe(true);
});

test('a deep link that wants HTML gets the SPA', async ({ page, request }) => {
  const response = await page.goto(`${ACME}/some/deep/link`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acme Talent');

  const raw = await request.get(`${ACME}/some/deep/link`, { headers: { accept: 'text/html' } });
  expect(raw.status()).toBe(200);
  expect(raw.headers()['content-type']).toContain('text/html');
  expect(await raw.text()).toContain('<meta name="portal-config"');
});

test('hashed assets are immutable, index.html is never cached', async ({ request }) => {
  const index = await request.get(`${ACME}/`, { headers: { accept: 'text/html' } });
  expect(index.status()).toBe(200);
  expect(index.headers()['cache-control']).toContain('no-cache');

  const script = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(await index.text())?.[1];
  expect(script).toBeDefined();
  const asset = await request.get(`${ACME}${script}`);
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toContain('immutable');
});

test('an unknown API path is a JSON 404', async ({ request }) => {
  const response = await request.get(`${ACME}/portal/nope`, { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/json');
  expect(await response.json()).toMatchObject({ code: 'not_found' });
});
