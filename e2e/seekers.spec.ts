import { ACME, ACME_JOBS, expect, expectAccessible, GLOBEX, signIn, test } from './fixtures.js';

const SEEKERS = `${ACME}${ACME_JOBS}/seekers`;
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test.describe('candidates', () => {
  test('search, filter by tag, sort and page through the URL, then tag two at once', async ({ page }) => {
    await signIn(page, 'manager@acme.test');
    await page.goto(`${SEEKERS}?tag=priority`);
    const table = page.getByRole('table', { name: 'Candidates' });
    await expect(table).toContainText('Amira Haddad');
    await expect(table).toContainText('Priya Shah');

    await page.getByLabel('Search').fill('haddad');
    await expect(page).toHaveURL(/q=haddad/);
    await expect(table.getByRole('row')).toHaveCount(2);

    await page.goto(`${SEEKERS}?sort=last_name&per_page=10&page=2`);
    await expect(
      page.getByRole('textbox', { name: 'Sort by' }).or(page.getByRole('combobox', { name: 'Sort by' })),
    ).toHaveValue('Last name A–Z');
    await expect(page.getByText(/^11–20 of/)).toBeVisible();

    await page.goto(`${SEEKERS}?tag=priority`);
    await table.getByRole('checkbox', { name: 'Select Amira Haddad' }).check();
    await table.getByRole('checkbox', { name: 'Select Priya Shah' }).check();
    await page.getByRole('region', { name: 'Selected candidates' }).getByRole('button', { name: 'Tag' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tag the selected candidates (2)' });
    await dialog.getByLabel('Tags to add').fill('bilingual');
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Apply to 2 candidates' }).click();
    const tagged = page.getByRole('alert').filter({ hasText: 'Tagged 2 candidates: ' });
    for (const name of ['Amira Haddad', 'Priya Shah']) await expect(tagged).toContainText(`“${name}”`);
    await expect(table).toContainText('bilingual');
  });

  test('profile, applications, documents with a résumé round trip, e-mail and activity', async ({ page }) => {
    await signIn(page, 'manager@acme.test');
    await page.goto(`${SEEKERS}?q=Priya`);
    await page.getByRole('link', { name: 'Priya Shah' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Priya Shah' })).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    await expectAccessible(page, 'candidate profile');

    await page.getByRole('tab', { name: 'Applications' }).click();
    await expect(page.getByRole('table', { name: 'Applications of this candidate' })).toContainText(
      'Ground operations agent',
    );

    await page.getByRole('tab', { name: 'Documents' }).click();
    await expect(page.getByText('PDF or DOCX, up to 5 MB.')).toBeVisible();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'priya-shah-cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByText('priya-shah-cv.pdf was uploaded.')).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toBe('priya-shah-cv.pdf');
    await expectAccessible(page, 'candidate documents');

    await page.getByRole('button', { name: 'Send e-mail' }).click();
    const dialog = page.getByRole('dialog', { name: 'E-mail Priya Shah' });
    await dialog.getByLabel(/^Subject/).fill('Interview on Monday');
    await dialog.getByLabel(/^Message/).fill('Could you come at 10?');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('E-mail sent to priya.shah@example.com.')).toBeVisible();
    await page.getByRole('tab', { name: 'Activity' }).click();
    await expect(page.getByText('E-mail sent: Interview on Monday')).toBeVisible();
    await expect(page.getByText('Résumé uploaded: priya-shah-cv.pdf')).toBeVisible();
    await expectAccessible(page, 'candidate activity');
  });

  test('disabling names the candidate, says it cannot be undone, and is final', async ({ page }) => {
    await signIn(page, 'manager@acme.test');
    await page.goto(`${SEEKERS}?q=Ethan%20Clarke`);
    await page.getByRole('link', { name: 'Ethan Clarke' }).click();
    await page.getByRole('button', { name: 'Disable' }).click();
    const dialog = page.getByRole('dialog', { name: 'Disable Ethan Clarke?' });
    await expect(dialog).toContainText('Disabling cannot be undone');
    await expectAccessible(page, 'disable confirmation');
    await dialog.getByRole('button', { name: 'Disable Ethan Clarke' }).click();
    await expect(page.getByText('Ethan Clarke is disabled.')).toBeVisible();
    await expect(page.getByText(/^Disabled on/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Disable' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /enable/i })).toHaveCount(0);
  });

  test('employer users cannot open candidates; another tenant sees none of Acme’s', async ({ page, browser }) => {
    await signIn(page, 'hr@northwind.test');
    await page.goto(SEEKERS);
    await expect(page.getByText(/permission to access this page/)).toBeVisible();

    const globex = await browser.newPage();
    await signIn(globex, 'owner@globex.test');
    await globex.goto(`${GLOBEX}/2/3/seekers?q=Haddad`);
    await expect(globex.getByText('No candidate matches')).toBeVisible();
    await globex.close();
  });

  test('Arabic, dark: the list reads right to left', async ({ page }) => {
    await signIn(page, 'manager@acme.test', { language: 'ar', theme: 'dark' });
    await page.goto(SEEKERS);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'المرشحون' })).toBeVisible();
    await expectAccessible(page, 'candidates, Arabic, dark');
  });
});
