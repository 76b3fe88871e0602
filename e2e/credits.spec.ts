import type { APIRequestContext, Page } from '@playwright/test';
import {
  ACME,
  ACME_JOBS,
  apiCall,
  expect,
  expectAccessible,
  operationPath,
  signIn,
  test,
  tokenFor,
} from './fixtures.js';

const HR = 'hr@northwind.test';
const CREDITS = `${ACME}${ACME_JOBS}/credit-system`;

/**
 * Northwind's balance as the API tells it (seeded 18: a 3-credit grant and purchases of 10 and 5).
 * Read, not assumed: another journey of the same run may have granted or taken credits.
 */
async function northwindBalance(request: APIRequestContext): Promise<{ balance: number; entries: number }> {
  const api = apiCall(request, await tokenFor(request, HR));
  const me = (await (await api.call('me')).json()) as {
    data: { accounts: { id: number; sites: { id: number; employers: { id: number; name: string }[] }[] }[] };
  };
  const employer = me.data.accounts
    .find((a) => a.id === 1)!
    .sites.find((s) => s.id === 1)!
    .employers.find((e) => e.name === 'Northwind Traders')!;
  const select = { accountId: 1, siteId: 1, employerId: employer.id };
  const balance = (await (await api.call('creditBalance', { select })).json()) as { data: { balance: number } };
  const ledger = (await (await api.call('listLedger', { query: { per_page: 10 }, select })).json()) as {
    meta: { total: number };
  };
  return { balance: balance.data.balance, entries: ledger.meta.total };
}

/** From the buy page: a quantity, the server's price, then the test provider's checkout. */
async function startCheckout(page: Page, quantity: number) {
  await page.goto(`${CREDITS}/create`);
  await page.getByLabel(/^Number of credits/).fill(String(quantity));
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL(/\/portal\/payments\/test-checkout\/\d+\?token=/);
  return new URL(page.url());
}

test.describe('credits', () => {
  test('an employer buys 12 credits with the volume price; a replayed payment adds nothing', async ({ page }) => {
    const before = await northwindBalance(page.request);
    await signIn(page, HR);

    // The credits screen: balance, ledger, volume prices.
    await page.goto(CREDITS);
    await expect(page.getByRole('heading', { level: 1, name: 'Credits' })).toBeVisible();
    await expect(page.getByTestId('credit-balance')).toHaveText(String(before.balance));
    await expect(page.getByText('Posting a job costs one credit')).toBeVisible();
    const ledger = page.getByRole('table', { name: 'Transactions' });
    await expect(ledger.locator('tbody tr')).toHaveCount(Math.min(before.entries, 25));
    await expect(ledger.getByText('Welcome credits')).toBeVisible();
    const tiers = page.getByRole('table', { name: 'Volume prices' });
    await expect(tiers.getByRole('row', { name: /10 or more.*20%/ })).toBeVisible();

    // Buy: 12 credits reach the 20% tier (10+): 12 × £25.00 = £300.00 − £60.00.
    await page.getByRole('link', { name: 'Buy credits' }).first().click();
    await expect(page).toHaveURL(`${CREDITS}/create`);
    await expect(page.getByRole('heading', { level: 1, name: 'Buy credits' })).toBeVisible();
    // No quantity: the contract's rule, in the page's words, and nothing to pay.
    await page.getByLabel(/^Number of credits/).fill('');
    await expect(page.getByText('Enter a whole number between 1 and 10,000.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
    await page.getByLabel(/^Number of credits/).fill('12');
    await expect(page.getByText('Enter a whole number between 1 and 10,000.')).toHaveCount(0);
    await expect(page.getByTestId('price-total')).toHaveText('£240.00');
    await expect(page.getByTestId('price-summary')).toContainText('From 10: 20% off');
    await expect(page.getByTestId('price-summary')).toContainText('-£60.00');
    await expect(tiers.getByRole('row', { name: /10 or more.*Your price/ })).toBeVisible();
    await expectAccessible(page, 'buy credits');

    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL(/\/portal\/payments\/test-checkout\/\d+\?token=/);
    const checkout = new URL(page.url());
    await expect(page.getByText('£240.00')).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();

    // Back in the portal: credited once, with a receipt.
    await expect(page).toHaveURL(/\/credit-system\/payment-success\?purchase=\d+$/);
    await expect(page.getByRole('heading', { name: '12 credits added' })).toBeVisible();
    await expect(page.getByText(`Your balance is now ${before.balance + 12} credits.`)).toBeVisible();
    const receipt = page.getByRole('region', { name: /^Receipt #\d+/ });
    await expect(receipt).toBeVisible();
    await expect(receipt).toContainText('£240.00');
    await expect(receipt).toContainText('Northwind Traders');
    await expect(receipt.getByRole('button', { name: 'Print receipt' })).toBeVisible();

    await page.getByRole('link', { name: 'Back to credits' }).click();
    await expect(page).toHaveURL(CREDITS);
    await expect(page.getByTestId('credit-balance')).toHaveText(String(before.balance + 12));
    await expect(ledger.getByRole('row').filter({ hasText: '+12' })).toHaveCount(1);
    await expect(ledger.getByRole('row').filter({ hasText: '+12' })).toContainText('Purchase');

    // The checkout's "Pay" posted again (a replayed form, a webhook retry): nothing more is added.
    const id = checkout.pathname.split('/').pop();
    const replay = await page.request.post(`${ACME}/portal/payments/test-checkout/${id}/pay`, {
      form: { token: checkout.searchParams.get('token') ?? '' },
      maxRedirects: 0,
    });
    expect(replay.status()).toBeLessThan(400);
    expect((await northwindBalance(page.request)).balance).toBe(before.balance + 12);
    await page.reload();
    await expect(page.getByTestId('credit-balance')).toHaveText(String(before.balance + 12));
    await expect(ledger.getByRole('row').filter({ hasText: '+12' })).toHaveCount(1);
  });

  test('a cancelled checkout adds nothing and offers to try again', async ({ page }) => {
    const before = await northwindBalance(page.request);
    await signIn(page, HR);
    await startCheckout(page, 3);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await expect(page).toHaveURL(/\/credit-system\/payment-success\?purchase=\d+&cancelled=1$/);
    await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
    await expect(page.getByText('Nothing was charged and your balance is unchanged.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      `${ACME_JOBS}/credit-system/create`,
    );
    expect((await northwindBalance(page.request)).balance).toBe(before.balance);

    await page.getByRole('link', { name: 'Back to credits' }).click();
    await expect(page.getByTestId('credit-balance')).toHaveText(String(before.balance));
  });

  test('a payment service outage is shown; "Try again" reuses the attempt\'s Idempotency-Key', async ({ page }) => {
    await signIn(page, HR);
    const keys: string[] = [];
    await page.route(`**${operationPath('createPurchase')}`, async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (keys.length > 1) return route.continue();
      // The provider was down: the server answers 503 and keeps nothing of this attempt's checkout.
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          code: 'payment_unavailable',
          message: 'The payment service could not be reached. Try again in a moment.',
        }),
      });
    });
    await page.goto(`${CREDITS}/create`);
    await page.getByLabel(/^Number of credits/).fill('2');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'The payment could not be started' });
    await expect(alert).toContainText('The payment service could not be reached.');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.waitForURL(/\/portal\/payments\/test-checkout\/\d+\?token=/);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
  });

  test('a return link without a purchase of yours says so', async ({ page }) => {
    await signIn(page, HR);
    await page.goto(`${CREDITS}/payment-success?purchase=999999`);
    await expect(page.getByRole('heading', { name: 'Purchase not found' })).toBeVisible();
    await page.goto(`${CREDITS}/payment-success`);
    await expect(page.getByRole('heading', { name: 'Purchase not found' })).toBeVisible();
  });
});
