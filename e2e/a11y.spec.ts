import { ACME, expect, seriousViolations, test } from './fixtures.js';
import { becomeViewer, type DemoIds, demoIds, openOverlay, overlays, screens, settle, type Viewer } from './screens.js';

// axe on every screen (spec §2) in both themes, in a left-to-right and a right-to-left language:
// one browser page per pair visits them all, signing each screen's viewer in as it goes.
// The light runs apply every rule. The dark ones change nothing but colours (same DOM, same
// names), so they run the rules that read colours; that keeps the sweep to a few minutes.
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

let ids: DemoIds;
test.beforeAll(async ({ request }) => {
  ids = await demoIds(request);
});

for (const language of ['en', 'ar'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`axe on every screen: ${language}, ${theme}`, async ({ page }) => {
      test.setTimeout(600_000);
      await page.goto(`${ACME}/portal/health`);
      await page.evaluate((p) => localStorage.setItem('portal-preferences', JSON.stringify({ state: p, version: 0 })), {
        language,
        theme,
      });
      let viewer: Viewer | null = null;
      for (const screen of screens(ids)) {
        if (screen.viewer !== viewer) {
          await becomeViewer(page, screen.viewer);
          viewer = screen.viewer;
        }
        await page.goto(`${ACME}${screen.path}`);
        await settle(page);
        await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
        const found = await seriousViolations(page, theme === 'dark' ? COLOUR_RULES : undefined);
        expect.soft(found, `${screen.name} (${screen.path})`).toEqual([]);
      }
      // Dialogs and drawers, open.
      for (const overlay of overlays(ids)) {
        if (overlay.viewer !== viewer) {
          await becomeViewer(page, overlay.viewer);
          viewer = overlay.viewer;
        }
        await page.setViewportSize(overlay.narrow ? { width: 390, height: 844 } : { width: 1280, height: 720 });
        await page.goto(`${ACME}${overlay.path}`);
        await settle(page);
        await openOverlay(page, overlay, language);
        const found = await seriousViolations(page, theme === 'dark' ? COLOUR_RULES : undefined);
        expect.soft(found, `${overlay.name} (${overlay.path})`).toEqual([]);
      }
    });
  }
}
