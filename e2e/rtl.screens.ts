import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ACME, test } from './fixtures.js';
import { becomeViewer, demoIds, screens, settle, type Viewer } from './screens.js';

// Every screen in Arabic, light and dark, wide (1440 px) and narrow (390 px), as full-page PNGs in
// `screenshots/rtl/<theme>-<width>/` (git-ignored). SCREENS_THEMES / SCREENS_WIDTHS / SCREENS_ONLY
// (comma-separated; ONLY matches screen names) narrow a run.
const OUT = join(process.cwd(), 'screenshots', 'rtl');
const pick = (name: string, all: string[]) => process.env[name]?.split(',') ?? all;
const only = process.env.SCREENS_ONLY?.split(',');

for (const theme of pick('SCREENS_THEMES', ['light', 'dark'])) {
  for (const width of pick('SCREENS_WIDTHS', ['1440', '390']).map(Number)) {
    test(`Arabic screens: ${theme}, ${width} px`, async ({ page }) => {
      test.setTimeout(900_000);
      const dir = join(OUT, `${theme}-${width}`);
      mkdirSync(dir, { recursive: true });
      const ids = await demoIds(page.request);
      await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
      await page.goto(`${ACME}/portal/health`);
      await page.evaluate((p) => localStorage.setItem('portal-preferences', JSON.stringify({ state: p, version: 0 })), {
        language: 'ar',
        theme,
      });
      let viewer: Viewer | null = null;
      for (const [index, screen] of screens(ids).entries()) {
        if (only && !only.some((o) => screen.name.includes(o))) continue;
        if (screen.viewer !== viewer) {
          await becomeViewer(page, screen.viewer);
          viewer = screen.viewer;
        }
        await page.goto(`${ACME}${screen.path}`);
        await settle(page);
        const file = `${String(index).padStart(2, '0')}-${screen.name.replace(/[^a-z0-9]+/gi, '-')}.png`;
        await page.screenshot({ path: join(dir, file), fullPage: true, animations: 'disabled' });
      }
    });
  }
}
