import { ACME, apiCall, expect, expectAccessible, signIn, test, tokenFor } from './fixtures.js';

const ACME_JOBS_SELECT = { accountId: 1, siteId: 1 };

test.describe('notifications', () => {
  test('the bell follows new notifications live, and the inbox reads, marks and deletes them', async ({ page }) => {
    const token = await signIn(page, 'moderator@acme.test');
    const api = apiCall(page.request, token);
    const unread = async () =>
      ((await (await api.call('unreadCount')).json()) as { data: { unread: number } }).data.unread;
    const bell = page.getByRole('link', { name: /^Notifications/ });

    await page.goto(`${ACME}/`);
    const before = await unread();
    await expect(bell).toHaveAccessibleName(before ? `Notifications (Unread: ${before})` : 'Notifications');

    // Someone else's action reaches this open page through the stream, without a reload.
    const manager = apiCall(page.request, await tokenFor(page.request, 'manager@acme.test'));
    const created = await manager.call('createEmployer', {
      body: { type: 'household', name: 'The Live Bell Household', email: 'live.bell@example.test' },
      select: ACME_JOBS_SELECT,
    });
    expect(created.status()).toBe(201);
    await expect(bell).toHaveAccessibleName(`Notifications (Unread: ${before + 1})`, { timeout: 5000 });

    await bell.click();
    await expect(page).toHaveURL(`${ACME}/notifications`);
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Notifications' });
    const newest = list.getByRole('listitem').first();
    await expect(newest).toContainText('New employer waiting for approval');
    await expect(newest).toContainText('The Live Bell Household registered on Acme Jobs and waits for your approval.');
    await expectAccessible(page, 'notification inbox');

    await newest.getByRole('button', { name: 'Mark “New employer waiting for approval” as read' }).click();
    await expect(bell).toHaveAccessibleName(before ? `Notifications (Unread: ${before})` : 'Notifications');
    await newest.getByRole('button', { name: 'Mark “New employer waiting for approval” as unread' }).click();
    await expect(bell).toHaveAccessibleName(`Notifications (Unread: ${before + 1})`);

    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(page.getByText('All notifications are marked as read.')).toBeVisible();
    await expect(bell).toHaveAccessibleName('Notifications');
    await page.getByText('Unread (0)', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Unread (0)' })).toBeChecked();
    await expect(page.getByText('Nothing unread')).toBeVisible();
    await page.getByText('All', { exact: true }).click();

    const liveBell = list.getByText('The Live Bell Household registered on Acme Jobs and waits for your approval.');
    await expect(liveBell).toHaveCount(1);
    await list
      .getByRole('listitem')
      .first()
      .getByRole('button', { name: 'Delete “New employer waiting for approval”' })
      .click();
    await expect(page.getByText('Notification deleted.')).toBeVisible();
    // Gone (a fuller inbox brings the next one onto the page, so the count may stay).
    await expect(liveBell).toHaveCount(0);

    // A notification opens the page it is about.
    // (In a long run other tests add newer ones, so take whichever comes first.)
    const link = list.getByRole('link').first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/1\/1\//);
    await link.click();
    await expect(page).toHaveURL(`${ACME}${href}`);
  });

  test('the inbox speaks the reader’s language, right to left in Arabic', async ({ page }) => {
    await signIn(page, 'hr@northwind.test', { language: 'ar', theme: 'dark' });
    await page.goto(`${ACME}/notifications`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'الإشعارات' })).toBeVisible();
    await expect(page.getByText('لم تتم الموافقة على الوظيفة').first()).toBeVisible();
    await expectAccessible(page, 'notification inbox, Arabic, dark');
  });
});
