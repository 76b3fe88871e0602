import { chromium } from '@playwright/test';

const base = 'http://localhost:5300';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const login = async (request) => {
  const r = await request.post(`${base}/portal/auth/login`, {
    headers: { 'x-af-eid': 'talent-portal' },
    data: { email: 'admin@portal.test', password: 'Portal!2345' },
  });
  return (await r.json()).access_token;
};
for (const [lang, scheme, width] of [
  ['en', 'light', 1440],
  ['ar', 'dark', 390],
  ['en', 'dark', 390],
  ['ar', 'light', 1440],
]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme, locale: lang });
  const page = await context.newPage();
  const token = await login(page.request);
  await page.addInitScript(
    ([t, l, sc]) => {
      localStorage.setItem(
        'portal-auth',
        JSON.stringify({ state: { token: t, tokenType: 'Bearer', parentToken: null, redirectPath: null }, version: 0 }),
      );
      localStorage.setItem('portal-preferences', JSON.stringify({ state: { language: l, theme: sc }, version: 0 }));
    },
    [token, lang, scheme],
  );
  await page.goto(`${base}/platform/accounts`);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shots/accounts-${lang}-${scheme}-${width}.png`, fullPage: false });
  if (width === 1440 && lang === 'en') {
    await page.getByRole('button', { name: 'New account' }).click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shots/accounts-new-${lang}-${scheme}.png` });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Suspend Globex Recruitment' }).click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shots/accounts-suspend-${lang}-${scheme}.png` });
  }
  await context.close();
}
await browser.close();
