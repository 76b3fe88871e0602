import { readdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { ACME, ACME_JOBS, expect, expectAccessible, latestMailTo, signIn, test } from './fixtures.js';
import { outboxDir } from './worker-server.js';

const APPLICATIONS = `${ACME}${ACME_JOBS}/applications`;
const outboxCount = () => {
  try {
    return readdirSync(outboxDir()).filter((f) => f.endsWith('.eml')).length;
  } catch {
    return 0; // no mail sent yet
  }
};

async function chooseJob(page: Page, title: string) {
  await page
    .getByRole('textbox', { name: 'Job' })
    .or(page.getByRole('combobox', { name: 'Job' }))
    .click();
  await page.getByRole('option', { name: new RegExp(`^${title.replace(/[()]/g, '\\$&')}`) }).click();
}

test.describe('applications', () => {
  test('a manager filters to one job, shortlists three new applications at once, and the candidates are e-mailed', async ({
    page,
  }) => {
    test.slow(); // The e-mails wait out the 15-second undo window: 27 s on a quiet machine.
    await signIn(page, 'manager@acme.test');
    await page.goto(`${APPLICATIONS}?status=new`);
    await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
    await chooseJob(page, 'Warehouse team leader');
    await expect(page).toHaveURL(/job=[0-9a-f-]{36}/);
    const table = page.getByRole('table', { name: 'Applications' });
    await expect(table.getByRole('row').nth(1)).toContainText('Warehouse team leader');

    const rows = table.getByRole('row');
    const names: string[] = [];
    const emails: string[] = [];
    for (let i = 1; i <= 3; i++) {
      const row = rows.nth(i);
      names.push((await row.getByRole('link').first().textContent())!.trim());
      emails.push((await row.locator('[dir="ltr"]').first().textContent())!.trim());
      await row.getByRole('checkbox').check();
    }
    const before = outboxCount();
    await page
      .getByRole('region', { name: 'Selected applications' })
      .getByRole('button', { name: 'Change status' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Change the status of 3 applications' });
    await dialog
      .getByRole('textbox', { name: 'New status' })
      .or(dialog.getByRole('combobox', { name: 'New status' }))
      .click();
    await page.getByRole('option', { name: 'Shortlisted' }).click();
    await expect(dialog).toContainText('Move 3 applications from New to Shortlisted?');
    await expect(dialog).toContainText('Each of the 3 candidates receives an e-mail');
    await expectAccessible(page, 'status change confirmation');
    await dialog.getByRole('button', { name: 'Change status' }).click();
    const moved = page.getByRole('alert').filter({ hasText: '3 applications moved to Shortlisted: ' });
    await expect(moved).toContainText('· 3 candidates will be e-mailed in a few seconds');
    for (const name of names) await expect(moved).toContainText(`“${name}”`);

    // The e-mails wait until the change can no longer be undone (15 s), then go out.
    await expect.poll(outboxCount, { timeout: 40_000 }).toBe(before + 3);
    for (const [i, email] of emails.entries()) expect(await latestMailTo(email)).toContain(names[i]!);

    // Each has the change in its history.
    await page.goto(`${APPLICATIONS}?q=${encodeURIComponent(emails[0]!)}`);
    await page.getByRole('link', { name: names[0]! }).first().click();
    await page.getByRole('tab', { name: 'History' }).click();
    await expect(page).toHaveURL(/\/history$/);
    await expect(page.getByText('Status changed from New to Shortlisted')).toBeVisible();
    await expect(page.getByText('candidate e-mailed').first()).toBeVisible();
    await expectAccessible(page, 'application history');
  });

  test('one status change, tags, feedback and every tab of an application', async ({ page }) => {
    test.slow(); // Every tab of an application, with two accessibility scans: 27 s on a quiet machine.
    await signIn(page, 'manager@acme.test');
    await page.goto(`${APPLICATIONS}?q=Amira`);
    await page.getByRole('link', { name: 'Amira Haddad' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Amira Haddad' })).toBeVisible();
    await expect(page.getByText('Applied for')).toBeVisible();

    await page.getByRole('button', { name: 'Change status' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change the status' });
    await dialog
      .getByRole('textbox', { name: 'New status' })
      .or(dialog.getByRole('combobox', { name: 'New status' }))
      .click();
    await page.getByRole('option', { name: 'Interviewed' }).click();
    await expect(dialog).toContainText('Move Amira Haddad’s application from Screening to Interviewed?');
    await expect(dialog).toContainText('The candidate receives an e-mail');
    await dialog.getByRole('button', { name: 'Change status' }).click();
    await expect(page.getByText('“Amira Haddad” moved to Interviewed')).toBeVisible();
    // Amira reads Arabic: her e-mail is in Arabic.
    // (Sent once the change's undo window has passed.)
    await expect
      .poll(() => latestMailTo('amira.haddad@example.com'), { timeout: 40_000 })
      .toContain('شكرًا على مقابلتك');

    await page.getByLabel('Tags').first().fill('bilingual');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Save tags' }).click();
    await expect(page.getByText('Tags saved.')).toBeVisible();

    await page.getByRole('tab', { name: 'Feedback' }).click();
    // The stars are visually-hidden radios under their star labels: click the fourth label.
    await page.locator(`label[for="${await page.getByRole('radio', { name: '4 stars' }).getAttribute('id')}"]`).click();
    const note = 'Calm and clear on safety.';
    await page.getByLabel('Notes').fill(note);
    // The saved note once showed twice, in the list and still in the textarea (the refetched list
    // could commit before the form's reset): watch every change of the page for that moment.
    await page.evaluate((note) => {
      const seen = window as Window & { twice?: boolean };
      new MutationObserver(() => {
        const area = document.querySelector<HTMLTextAreaElement>('textarea[data-path="notes"]');
        const listed = [...document.querySelectorAll('p')].some((p) => p.textContent === note);
        if (listed && area?.value === note) seen.twice = true;
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    }, note);
    await page.getByRole('button', { name: 'Save feedback' }).click();
    await expect(page.getByLabel('Notes')).toHaveValue('');
    await expect(page.getByText(note)).toBeVisible();
    expect(await page.evaluate(() => (window as Window & { twice?: boolean }).twice ?? false)).toBe(false);
    await expectAccessible(page, 'application feedback');

    for (const tab of ['Candidate', 'Documents', 'Overview']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expectAccessible(page, `application ${tab}`);
    }
    await page.getByRole('tab', { name: 'Candidate' }).click();
    await expect(page.getByText('amira.haddad@example.com')).toBeVisible();
  });

  test('the board moves a card from the keyboard menu after a confirmation', async ({ page }) => {
    await signIn(page, 'manager@acme.test');
    await page.goto(`${APPLICATIONS}?view=board&q=Lucas`);
    const card = page.getByRole('button', { name: 'Move the application of Lucas Martin' }).first();
    await expect(card).toBeVisible();
    await expectAccessible(page, 'applications board');
    await card.click();
    await page.getByRole('menuitem', { name: 'Offer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move the application' });
    await expect(dialog).toContainText('Move Lucas Martin from Inbox to Offer?');
    await dialog.getByRole('button', { name: 'Move to Offer' }).click();
    await expect(page.getByText('Moved to Offer')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Offer' })).toContainText('Lucas Martin');
  });

  test('an employer user sees only its own applications; the job page lists its applicants', async ({ page }) => {
    await signIn(page, 'hr@northwind.test');
    await page.goto(`${APPLICATIONS}?q=Priya`);
    await expect(page.getByText('No application matches')).toBeVisible();
    await page.goto(`${APPLICATIONS}?per_page=100`);
    await expect(page.getByRole('table', { name: 'Applications' })).not.toContainText('Ground operations agent');
    await expect(page.getByRole('columnheader', { name: 'Employer' })).toHaveCount(0);

    await page.goto(`${ACME}${ACME_JOBS}/jobs?q=Warehouse`);
    await page.getByRole('link', { name: 'Warehouse team leader' }).first().click();
    await page.getByRole('tab', { name: 'Applications' }).click();
    const panel = page.getByRole('table', { name: 'Applications to this job' });
    await expect(panel.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open in applications' })).toHaveAttribute(
      'href',
      /applications\?job=/,
    );
  });

  test('staff see Blue Yonder applicants too', async ({ page }) => {
    await signIn(page, 'manager@acme.test');
    await page.goto(`${APPLICATIONS}?q=Priya`);
    await expect(page.getByRole('table', { name: 'Applications' })).toContainText('Ground operations agent');
  });
});
