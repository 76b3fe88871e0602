import type { APIRequestContext, Page } from '@playwright/test';
import { ACME, ACME_JOBS, apiCall, expect, expectAccessible, signIn, test, tokenFor } from './fixtures.js';

const CREDITS = `${ACME}${ACME_JOBS}/credit-system`;
const SITE = { accountId: 1, siteId: 1 };
type Wallet = { employer: { id: number; name: string }; balance: number };
type Tier = { min_quantity: number; unit_price: number | null; percent_off: number | null };

/** The manager's view of one employer's wallet, read through the API (other specs may have moved it). */
async function wallet(request: APIRequestContext, name: string): Promise<Wallet> {
  const api = apiCall(request, await tokenFor(request, 'manager@acme.test'));
  const res = await api.call('listWallets', { query: { q: name }, select: SITE });
  expect(res.status()).toBe(200);
  const found = ((await res.json()) as { data: Wallet[] }).data.find((w) => w.employer.name === name);
  expect(found, name).toBeTruthy();
  return found!;
}

async function walletRow(page: Page, name: string) {
  await page.getByLabel('Search employers').fill(name);
  const table = page.getByRole('table', { name: 'Employer balances' });
  const row = table.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(table.getByRole('row')).toHaveCount(2); // header + the one match
  return row;
}

test.describe('credits (staff)', () => {
  test('a manager sees every balance and grants credits with a reason', async ({ page }) => {
    const seeded = ['Northwind Traders', 'Contoso Ltd', 'Blue Yonder Airlines', 'Coho Winery'];
    const balances = await Promise.all(seeded.map((name) => wallet(page.request, name)));
    await signIn(page, 'manager@acme.test');
    await page.goto(CREDITS);
    await expect(page.getByRole('heading', { level: 1, name: 'Credits' })).toBeVisible();
    for (const { employer, balance } of balances) {
      const row = await walletRow(page, employer.name);
      await expect(row.getByTestId('wallet-balance')).toHaveText(String(balance));
    }

    const coho = balances[3]!;
    const row = await walletRow(page, 'Coho Winery');
    await row.getByRole('button', { name: 'Adjust credits of Coho Winery' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adjust credits of Coho Winery' });
    await expect(dialog.getByText('Current balance')).toBeVisible();

    // Client checks first: both fields are required.
    await dialog.getByRole('button', { name: 'Grant credits' }).click();
    await expect(dialog.getByText('This field is required.')).toHaveCount(2);

    const reason = `E2E goodwill ${Date.now()}`;
    await dialog.getByLabel(/^Credits/).fill('3');
    await dialog.getByLabel(/^Reason/).fill(reason);
    await expect(dialog.getByText('Coho Winery will receive 3 credits.')).toBeVisible();
    await expect(dialog.locator('dd').nth(1)).toHaveText(String(coho.balance + 3));
    await expectAccessible(page, 'adjust modal');
    await dialog.getByRole('button', { name: 'Grant credits' }).click();
    await expect(page.getByText('Granted 3 credits to Coho Winery')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row.getByTestId('wallet-balance')).toHaveText(String(coho.balance + 3));

    // The grant is in the site's transactions, with its reason.
    const ledger = page.getByRole('table', { name: 'Transactions' });
    const entry = ledger.getByRole('row').filter({ hasText: reason });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('Coho Winery');
    await expect(entry).toContainText('Granted by staff');
    await expect(entry).toContainText('+3');
  });

  test('revoking more than the balance is refused, by the form and by the server', async ({ page }) => {
    const api = apiCall(page.request, await tokenFor(page.request, 'manager@acme.test'));
    const blue = await wallet(page.request, 'Blue Yonder Airlines');
    expect(blue.balance).toBeGreaterThan(1);
    await signIn(page, 'manager@acme.test');
    await page.goto(CREDITS);
    const row = await walletRow(page, 'Blue Yonder Airlines');
    await row.getByRole('button', { name: 'Adjust credits of Blue Yonder Airlines' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adjust credits of Blue Yonder Airlines' });
    await expect(dialog.locator('dd').first()).toHaveText(String(blue.balance));
    await dialog.getByText('Revoke', { exact: true }).click();
    await dialog.getByLabel(/^Reason/).fill('E2E correction');

    // More than the balance the form knows: stopped before it is sent.
    await dialog.getByLabel(/^Credits/).fill(String(blue.balance + 1));
    await dialog.getByRole('button', { name: 'Revoke credits' }).click();
    await expect(dialog.getByText(`The employer has only ${blue.balance} credits`)).toBeVisible();

    // Someone else takes one credit meanwhile: the form's balance is stale and the server says no.
    const revoke = await api.call('adjustCredits', {
      body: { employer_id: blue.employer.id, amount: -1, reason: 'E2E concurrent revoke' },
      select: SITE,
    });
    expect(revoke.status()).toBe(201);
    await dialog.getByLabel(/^Credits/).fill(String(blue.balance));
    await dialog.getByRole('button', { name: 'Revoke credits' }).click();
    await expect(dialog.getByRole('alert')).toContainText(`The employer has only ${blue.balance - 1} credits`);
    await expect(dialog.locator('dd').first()).toHaveText(String(blue.balance - 1));
  });

  test('a manager adds a discount tier', async ({ page }) => {
    const token = await tokenFor(page.request, 'manager@acme.test');
    const manager = apiCall(page.request, token);
    const before = (await (await manager.call('discountTiers', { select: SITE })).json()) as {
      data: { tiers: Tier[] };
    };
    expect(before.data.tiers.some((t) => t.min_quantity === 50)).toBe(false);
    try {
      await signIn(page, 'manager@acme.test');
      await page.goto(CREDITS);
      await page.getByRole('button', { name: 'Edit tiers' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit discount tiers' });
      await expect(dialog.getByRole('listitem')).toHaveCount(before.data.tiers.length);

      await dialog.getByRole('button', { name: 'Add tier' }).click();
      const tier = dialog.getByRole('listitem').last();
      // Blank fields are stopped by the form.
      await dialog.getByRole('button', { name: 'Save tiers' }).click();
      await expect(tier.getByText('This field is required.')).toHaveCount(2);

      await tier.getByLabel(/^From/).fill('50');
      await tier.getByLabel('Rule').selectOption('price');
      await tier.getByLabel(/^Price per credit/).fill('15');
      await expect(tier.getByText('From 50 credits: £15.00 per credit')).toBeVisible();
      await expectAccessible(page, 'tiers editor');
      await dialog.getByRole('button', { name: 'Save tiers' }).click();
      await expect(page.getByText('Discount tiers saved.')).toBeVisible();
      await expect(dialog).toBeHidden();

      const listed = page.getByRole('table', { name: 'Pricing' }).getByRole('row', { name: /From 50 credits/ });
      await expect(listed).toContainText('£15.00 per credit');
    } finally {
      // Leave the site's pricing as it was for the specs that follow.
      const tiers = before.data.tiers.map(({ min_quantity, unit_price, percent_off }) => ({
        min_quantity,
        unit_price,
        percent_off,
      }));
      const res = await manager.call('saveDiscountTiers', { body: { tiers }, select: SITE });
      expect(res.status()).toBe(200);
    }
  });

  test('the employer page has a Credits tab for the manager, none for the moderator', async ({ page, browser }) => {
    const northwind = await wallet(page.request, 'Northwind Traders');
    const detail = `${ACME}${ACME_JOBS}/employers/${northwind.employer.id}`;
    await signIn(page, 'manager@acme.test');
    await page.goto(detail);
    await page.getByRole('tab', { name: 'Credits' }).click();
    await expect(page.getByTestId('employer-balance')).toHaveText(String(northwind.balance));
    await expect(page.getByRole('button', { name: 'Adjust credits' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Transactions' })).toBeVisible();

    const context = await browser.newContext();
    const moderator = await context.newPage();
    await signIn(moderator, 'moderator@acme.test');
    await moderator.goto(detail);
    await expect(moderator.getByRole('tab', { name: 'Users' })).toBeVisible();
    await expect(moderator.getByRole('tab', { name: 'Credits' })).toHaveCount(0);
    await context.close();
  });
});
