import { chromium } from '@playwright/test';
const BASE = 'http://localhost:3621';
const [, , path, name, email = 'owner@acme.test', action = ''] = process.argv;
const res = await fetch(`${BASE}/portal/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-af-eid': 'talent-portal' }, body: JSON.stringify({ email, password: 'Portal!2345' }) });
const { access_token } = await res.json();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [lang, theme, width] of [['en', 'light', 1400], ['ar', 'dark', 1400], ['en', 'dark', 390], ['ar', 'light', 390]]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  await page.addInitScript(([t, l, th]) => {
    localStorage.setItem('portal-auth', JSON.stringify({ state: { token: t, tokenType: 'Bearer', parentToken: null, redirectPath: null }, version: 0 }));
    localStorage.setItem('portal-preferences', JSON.stringify({ state: { language: l, theme: th }, version: 0 }));
  }, [access_token, lang, theme]);
  await page.goto(`${BASE}${path}`);
  await page.waitForTimeout(2500);
  if (action) { await eval(action); await page.waitForTimeout(1200); }
  await page.screenshot({ path: `/tmp/shots/${name}-${lang}-${theme}-${width}.png`, fullPage: false });
  await ctx.close();
}
await browser.close();
