import type { Page } from '@playwright/test';
import { ACME, ACME_JOBS, expect, signIn, test } from './fixtures.js';

/**
 * Issue 18: a signed-in list does not jump while it loads (cumulative layout shift under 0.05, the
 * Web Vitals "good" line). The table keeps a full page of skeleton rows and one-line headers, so the
 * rows replace the skeleton in place. Measured on a cold load at Lighthouse's desktop size, with the
 * browser's own layout-shift entries (those after user input do not count).
 */

async function shiftOf(page: Page, path: string, table: string) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) w.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${ACME}${ACME_JOBS}/${path}`);
  await expect(page.getByRole('table', { name: table })).toBeVisible();
  await expect(page.getByRole('table', { name: table }).getByRole('row').nth(1)).toBeVisible();
  // Fonts and late styles settle after the rows (the notification stream keeps the network busy, so
  // no "network idle"): wait for the fonts, then give anything late a moment to move what it would.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForTimeout(750);
  return page.evaluate(() => (window as unknown as { __shift: number }).__shift);
}

for (const list of [
  { path: 'jobs', table: 'Jobs' },
  { path: 'applications', table: 'Applications' },
  { path: 'employers', table: 'Employers' },
  { path: 'seekers', table: 'Candidates' },
]) {
  test(`the ${list.path} list loads without a layout shift`, async ({ page }) => {
    await page.setViewportSize({ width: 1350, height: 940 });
    await signIn(page, 'owner@acme.test');
    const shift = await shiftOf(page, list.path, list.table);
    expect(shift, `cumulative layout shift of ${list.path}`).toBeLessThan(0.05);
  });
}
