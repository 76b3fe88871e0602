import { ACME, ACME_JOBS, expect, expectAccessible, signIn, test } from './fixtures.js';

// Issue 19, item 8: money, dates and role names in the reader's language.
const JOBS = `${ACME}${ACME_JOBS}/jobs`;
const [NBSP, LRI, FSI, PDI, RLM] = ['\u00A0', '\u2066', '\u2068', '\u2069', '\u200F'];

test.describe('locale formatting', () => {
  test('pay in Arabic on the jobs list: one range, "UK£" in its own order, never broken', async ({ page }) => {
    await signIn(page, 'owner@acme.test', { language: 'ar' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${JOBS}?q=${encodeURIComponent('Warehouse team leader')}`);
    // Intl's range for Arabic (Latin digits, the portal's choice), the symbol isolated left to right,
    // the whole isolated from the line, and "per year" joined by a no-break space.
    const pay = `${FSI}${RLM}32,000–36,000${NBSP}${LRI}UK£${PDI}${PDI} في${NBSP}السنة`;
    const cell = page.locator('td').filter({ hasText: 'UK£' }).first();
    await expect(cell).toBeVisible();
    expect(await cell.innerText()).toBe(pay);

    // As drawn (right to left): the amount, then "UK£" read left to right (not "£UK"), then the unit.
    const x = await cell.evaluate((td) => {
      const node = document.createTreeWalker(td, NodeFilter.SHOW_TEXT).nextNode() as Text;
      const at = (char: string) => {
        const range = document.createRange();
        const i = node.data.indexOf(char);
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        return range.getBoundingClientRect().left;
      };
      return { u: at('U'), pound: at('£'), digit: at('3'), unit: at('ف') };
    });
    expect(x.u).toBeLessThan(x.pound);
    expect(x.pound).toBeLessThan(x.digit);
    // "per year" follows the whole amount, symbol included.
    expect(x.unit).toBeLessThan(x.u);
    // One line: the amount and the unit side by side.
    const lines = await cell
      .locator('p')
      .evaluate((p) => p.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(p).lineHeight));
    expect(lines).toBeLessThan(1.5);
    await expectAccessible(page, 'jobs list in Arabic');
  });

  test('date fields follow the language, not the browser (en-US here)', async ({ page }) => {
    await signIn(page, 'hr@northwind.test', { language: 'ar' });
    await page.goto(`${JOBS}/create`);
    const start = page.getByRole('textbox', { name: 'تاريخ البدء' });
    await expect(start).toHaveAttribute('placeholder', `${LRI}${FSI}يوم${PDI}/${FSI}شهر${PDI}/${FSI}سنة${PDI}${PDI}`);
    await start.fill('٠١/٠٣/٢٠٣٠');
    await start.blur();
    await expect(start).toHaveValue('01/03/2030');
    await expect(page.getByText('mm/dd/yyyy')).toHaveCount(0);

    // In English, day first: what the browser's own date input would have written 03/01/2030.
    await page.evaluate(() =>
      localStorage.setItem('portal-preferences', JSON.stringify({ state: { language: 'en' }, version: 0 })),
    );
    await page.reload();
    const english = page.getByRole('textbox', { name: 'Start date' });
    await expect(english).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    await english.fill('31/12/2030');
    await english.blur();
    await expect(english).toHaveValue('31/12/2030');
    await english.fill('12/31/2030');
    await english.blur();
    await expect(page.getByText('Enter a date as dd/mm/yyyy, for example 25/11/2026.')).toBeVisible();
  });

  test('the portal’s own role names read in French', async ({ page }) => {
    await signIn(page, 'owner@acme.test', { language: 'fr' });
    await page.goto(`${ACME}/1/users?tab=roles`);
    await expect(page.getByRole('article', { name: 'Propriétaire du compte' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Recruteur' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Recruiter' })).toHaveCount(0);
  });
});
