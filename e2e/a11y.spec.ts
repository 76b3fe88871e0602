import type { Page } from '@playwright/test';
import { ACME, expect, seriousViolations, test } from './fixtures.js';
import { becomeViewer, type DemoIds, demoIds, openOverlay, overlays, screens, settle, type Viewer } from './screens.js';

// axe on every screen (spec §2) in both themes, in a left-to-right and a right-to-left language:
// a browser page per language and part visits its screens, signing each screen's viewer in as it goes.
// The theme is "system", so the app follows the device's colour scheme as it changes: each screen
// loads once, is checked in light with every rule, then turned dark in place (as a device switching
// to dark mode would) and checked with the rules that read colours, since nothing else changes.
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

// No second try in CI: a violation fails again, and a retry of a whole sweep costs minutes.
test.describe.configure({ retries: 0 });

let ids: DemoIds;
test.beforeAll(async ({ request }) => {
  ids = await demoIds(request);
});

/** The violations in light (every rule), then in dark (colour rules), of what the page shows. */
async function lightAndDark(page: Page): Promise<{ light: string[]; dark: string[] }> {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  const light = await seriousViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  const dark = await seriousViolations(page, COLOUR_RULES);
  await page.emulateMedia({ colorScheme: 'light' });
  return { light, dark };
}

/** Signs the page's viewers in as the list asks, and checks each entry once it is shown. */
async function sweep<T extends { viewer: Viewer; name: string; path: string }>(
  page: Page,
  language: 'en' | 'ar',
  entries: readonly T[],
  show: (entry: T) => Promise<void>,
) {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(`${ACME}/portal/health`);
  await page.evaluate((p) => localStorage.setItem('portal-preferences', JSON.stringify({ state: p, version: 0 })), {
    language,
    theme: 'system',
  });
  let viewer: Viewer | null = null;
  for (const entry of entries) {
    if (entry.viewer !== viewer) {
      await becomeViewer(page, entry.viewer);
      viewer = entry.viewer;
    }
    await show(entry);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    const { light, dark } = await lightAndDark(page);
    expect.soft(light, `${entry.name} (${entry.path}), light`).toEqual([]);
    expect.soft(dark, `${entry.name} (${entry.path}), dark`).toEqual([]);
  }
}

/**
 * Shows a screen the way the last one was reached when it is the same viewer's: inside the app (a
 * history move, as the router's links make), which spares a whole page load of the app's code per
 * screen; otherwise, and whenever the app does not say it has moved, a full page load. The app
 * focuses the new screen's heading once the router has committed it (focusPageHeading), which is
 * the sign that the screen shown is the new one, never the last.
 */
function screenLoader(page: Page) {
  let last: { viewer: Viewer; pathname: string } | null = null;
  return async (entry: { viewer: Viewer; path: string }) => {
    const pathname = new URL(entry.path, ACME).pathname;
    // Guest pages are another app (main.tsx), with no router shell that focuses headings.
    const inApp = entry.viewer !== 'guest' && last?.viewer === entry.viewer && last.pathname !== pathname;
    last = { viewer: entry.viewer, pathname };
    if (inApp) {
      await page.evaluate((path) => {
        (document.activeElement as HTMLElement | null)?.blur();
        history.pushState(null, '', path);
        dispatchEvent(new PopStateEvent('popstate', { state: null }));
      }, entry.path);
      const moved = await page
        .waitForFunction(() => document.activeElement?.tagName === 'H1', undefined, { timeout: 8_000 })
        .then(() => true)
        .catch(() => false);
      if (moved) return settle(page);
    }
    await page.goto(`${ACME}${entry.path}`);
    await settle(page);
  };
}

// Each language's screens in two halves and its open dialogs apart: three tests with a budget of
// their own, so a busy machine slows the sweep without timing out one long test.
const half = (all: readonly unknown[], part: 0 | 1) =>
  part === 0 ? [0, Math.ceil(all.length / 2)] : [Math.ceil(all.length / 2), all.length];

for (const language of ['en', 'ar'] as const) {
  for (const part of [0, 1] as const) {
    test(`axe on every screen: ${language}, light and dark, part ${part + 1} of 2`, async ({ page }) => {
      test.setTimeout(900_000);
      const all = screens(ids);
      const [from, to] = half(all, part);
      await sweep(page, language, all.slice(from, to), screenLoader(page));
    });
  }
  test(`axe on every dialog and drawer, open: ${language}, light and dark`, async ({ page }) => {
    test.setTimeout(900_000);
    await sweep(page, language, overlays(ids), async (overlay) => {
      await page.setViewportSize(overlay.narrow ? { width: 390, height: 844 } : { width: 1280, height: 720 });
      await page.goto(`${ACME}${overlay.path}`);
      await settle(page);
      await openOverlay(page, overlay, language);
    });
  });
}
