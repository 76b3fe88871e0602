import { ACME, expect, GLOBEX, test, trackErrors } from './fixtures.js';

const primary = (page: import('@playwright/test').Page) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--mantine-primary-color-filled').trim(),
  );

test('localhost shows the Acme brand on the login page', async ({ page }) => {
  const errors = trackErrors(page);
  await page.goto(`${ACME}/login`);
  await expect(page).toHaveTitle(/Acme Talent/);
  await expect(page.getByText('Welcome to Acme Talent')).toBeVisible();
  // The logo is decorative next to the brand name (alt=""), so it is found by its source.
  await expect(page.locator('img[src="/brands/acme.svg"]')).toBeVisible();
  const favicon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(favicon).toBe('/brands/acme.svg');
  const stylesheet = await page.locator('#brand-stylesheet').getAttribute('href');
  expect(stylesheet).toMatch(/^\/brands\/acme\.css\?v=\d+$/);
  expect(errors).toEqual([]);
});

test('127.0.0.1 shows the Globex brand, in other colours', async ({ page }) => {
  await page.goto(`${ACME}/login`);
  await expect(page).toHaveTitle(/Acme Talent/);
  const acmePrimary = await primary(page);
  await page.goto(`${GLOBEX}/login`);
  await expect(page).toHaveTitle(/Globex Careers/);
  await expect(page.getByText('Globex Recruitment portal')).toBeVisible();
  expect(await primary(page)).not.toBe(acmePrimary);
});

test('the default branding applies when the branding call fails, and the failure is logged', async ({ page }) => {
  const errors = trackErrors(page);
  await page.route('**/portal/accounts/branding**', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.goto(`${ACME}/login`);
  await expect(page).toHaveTitle(/Talent Portal/);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  expect(errors.some((e) => e.includes('branding'))).toBe(true);
});

test('index.html is not cached, hashed assets are immutable, deep links get the app, API 404s stay JSON', async ({
  request,
}) => {
  const index = await request.get(`${ACME}/1/1/jobs`, { headers: { accept: 'text/html' } });
  expect(index.status()).toBe(200);
  expect(index.headers()['cache-control']).toBe('no-cache');
  const html = await index.text();
  expect(html).toContain('name="portal-config"');
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeDefined();
  const asset = await request.get(`${ACME}${script}`);
  expect(asset.headers()['cache-control']).toContain('immutable');
  const api = await request.get(`${ACME}/portal/nope`, { headers: { accept: 'text/html' } });
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ code: 'not_found' });
});

test('the login page does not load the domain screens', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto(`${ACME}/login`);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  for (const name of ['MainLayout', 'DashboardPage', 'ProfilePage']) {
    expect(
      scripts.filter((s) => s.includes(name)),
      name,
    ).toEqual([]);
  }
});
