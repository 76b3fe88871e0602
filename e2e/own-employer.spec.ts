import { ACME, ACME_JOBS, apiCall, expect, expectAccessible, signIn, test, tokenFor } from './fixtures.js';

const HR = 'hr@northwind.test';
const MANAGER = 'manager@acme.test';
const ACME_JOBS_HEADERS = { accountId: 1, siteId: 1 };

async function northwindId(request: Parameters<typeof tokenFor>[0]) {
  const api = apiCall(request, await tokenFor(request, MANAGER));
  const res = await api.call('listEmployers', { query: { q: 'Northwind' }, select: ACME_JOBS_HEADERS });
  return ((await res.json()) as { data: { id: number }[] }).data[0]!.id;
}

test.describe('own employer', () => {
  test('an employer admin views and edits its company; staff see the change in the activity and the team', async ({
    page,
    browser,
  }) => {
    await signIn(page, HR);
    await page.goto(`${ACME}${ACME_JOBS}/employer`);
    await expect(page.getByRole('heading', { level: 1, name: 'Northwind Traders' })).toBeVisible();
    await expect(page.getByText('Northwind Traders Ltd')).toBeVisible(); // business name
    await expect(page.getByRole('link', { name: 'Team' })).toBeVisible();

    await page.getByRole('link', { name: 'Edit profile' }).click();
    await expect(page).toHaveURL(`${ACME}${ACME_JOBS}/employer/edit`);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit my company' })).toBeVisible();
    const phone = `+44 20 7946 ${String(Date.now()).slice(-4)}`;
    await page.getByLabel(/^Phone/).fill(phone);
    await page.getByLabel(/^Business name/).fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('This field is required.')).toBeVisible();
    await page.getByLabel(/^Business name/).fill('Northwind Traders Ltd');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your company profile was saved.')).toBeVisible();
    await expect(page).toHaveURL(`${ACME}${ACME_JOBS}/employer`);
    await expect(page.getByText(phone)).toBeVisible();

    const staff = await browser.newContext();
    const manager = await staff.newPage();
    await signIn(manager, MANAGER);
    await manager.goto(`${ACME}${ACME_JOBS}/employers/${await northwindId(page.request)}`);
    await expect(manager.getByLabel('Team of Northwind Traders').filter({ visible: true })).toContainText(HR);
    await manager.getByRole('tab', { name: 'Activity' }).click();
    await expect(manager.getByText(/Profile updated: .*Phone/).first()).toBeVisible();
    await expect(manager.getByText('by Hana Northwind').first()).toBeVisible();
    await expectAccessible(manager, 'employer activity');
    await staff.close();
  });

  test('a disabled employer’s users are told so instead of seeing failing screens', async ({ page, request }) => {
    const id = await northwindId(request);
    const manager = apiCall(request, await tokenFor(request, MANAGER));
    const disabled = await manager.call('setEmployersStatus', {
      body: { ids: [id], enabled: false },
      select: ACME_JOBS_HEADERS,
    });
    expect(disabled.status()).toBe(200);
    try {
      await signIn(page, HR);
      await page.goto(`${ACME}/`);
      await expect(page.getByRole('heading', { level: 1, name: /Northwind Traders.* is not available/ })).toBeVisible();
      await expect(page.getByText(/has been disabled/)).toBeVisible();
      await expectAccessible(page, 'employer unavailable');
      // The company's screens are not offered, and going there directly is refused.
      await page.goto(`${ACME}${ACME_JOBS}/employer/users`);
      await expect(page).toHaveURL(`${ACME}/not-authorized`);
    } finally {
      const enabled = await manager.call('setEmployersStatus', {
        body: { ids: [id], enabled: true },
        select: ACME_JOBS_HEADERS,
      });
      expect(enabled.status()).toBe(200);
    }
  });
});
