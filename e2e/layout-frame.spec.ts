import type { Page, Route } from '@playwright/test';
import { ACME, ACME_JOBS, expect, signIn, test } from './fixtures.js';

/**
 * Issue 18: the signed-in layout is drawn before `/auth/me` answers. Its frame (header, navigation)
 * shows at once with skeletons where the user's parts go; the page itself, its data and the user's
 * menu wait for the session, and a guest still ends on the login page.
 */

const isMe = (url: URL) => url.pathname === '/portal/auth/me';

/** Holds every request `match` takes until `release()` is called. */
function hold(page: Page, match: (url: URL) => boolean) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  const held = page.route(match, async (route: Route) => {
    asked = true;
    await released;
    await route.continue();
  });
  return { held, release, asked: () => asked };
}

/** Records whether a header (the banner landmark) was ever in the page, from before the app starts. */
async function watchForBanner(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __bannerSeen: boolean };
    w.__bannerSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('header')) w.__bannerSeen = true;
    }).observe(document, { childList: true, subtree: true });
  });
}
const bannerSeen = (page: Page) => page.evaluate(() => (window as unknown as { __bannerSeen: boolean }).__bannerSeen);

test('a signed-in page draws its header and navigation before /auth/me answers, then fills them in', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1350, height: 940 });
  await signIn(page, 'owner@acme.test');
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) w.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const me = hold(page, isMe);
  await me.held;
  await page.goto(`${ACME}${ACME_JOBS}/jobs`);

  const banner = page.getByRole('banner');
  await expect(banner).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  expect(me.asked(), '/auth/me asked and not answered yet').toBe(true);
  // Skeletons where the user's parts go; no page, no list, no user menu before the session is known.
  await expect(page.locator('.mantine-Skeleton-root').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'User menu' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  await expect(page.getByRole('table')).toHaveCount(0);
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  const frame = { banner: await banner.boundingBox(), navigation: await navigation.boundingBox() };

  me.release();
  await expect(page.getByRole('heading', { name: 'Jobs', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Jobs' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  await expect(page.locator('header .mantine-Skeleton-root, nav .mantine-Skeleton-root')).toHaveCount(0);
  // The real header and navigation took the frame's place at the same sizes: nothing jumped.
  expect({ banner: await banner.boundingBox(), navigation: await navigation.boundingBox() }).toEqual(frame);
  const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
  expect(shift, 'cumulative layout shift').toBeLessThan(0.05);
});

test('a guest at a signed-in address goes to the login page without a frame of the signed-in layout', async ({
  page,
}) => {
  await watchForBanner(page);
  await page.goto(`${ACME}${ACME_JOBS}/jobs`);
  await expect(page).toHaveURL(/\/login\?to=%2F1%2F1%2Fjobs$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await bannerSeen(page), 'the signed-in frame was drawn for a guest').toBe(false);
});

test('an expired session shows the frame only until /auth/me says 401, then the login page', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    sessionStorage.setItem('e2e-seeded', '1');
    localStorage.setItem(
      'portal-auth',
      JSON.stringify({
        state: { token: 'expired-token', tokenType: 'Bearer', parentToken: null, redirectPath: null },
        version: 0,
      }),
    );
  });
  // The list's own request (started beside /auth/me) would also answer 401: held, so /auth/me decides.
  const api = hold(page, (url) => url.pathname.startsWith('/portal/') && !url.pathname.includes('branding'));
  await api.held;
  await page.goto(`${ACME}${ACME_JOBS}/jobs`);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);

  api.release();
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(page.getByText('Your session has expired.')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
});
