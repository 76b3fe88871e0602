import { ACME, expect, signIn, test } from './fixtures.js';
import { png } from './images.js';

test.describe('profile picture', () => {
  test('a file that only claims to be an image is refused at the field by the server; a real one replaces the picture', async ({
    page,
  }) => {
    await signIn(page, 'moderator@acme.test');
    await page.goto(`${ACME}/auth/profile/account`);
    const card = page
      .locator('.portal-surface')
      .filter({ has: page.getByRole('heading', { name: 'Profile picture' }) });
    const file = card.locator('input[type="file"]');

    // Named and typed as a PNG, so the browser lets it through: the server reads the bytes (422 on `file`).
    await file.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
    await expect(card.getByRole('alert')).toHaveText('Image error.');

    await file.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png(64, 64) });
    await expect(card.getByRole('status').filter({ hasText: 'me.png uploaded.' })).toBeVisible();
    await expect(card.getByRole('alert')).toHaveCount(0);
    await expect(card.getByRole('img', { name: /^Profile picture of/ })).toBeVisible();

    await card.getByRole('button', { name: 'Remove picture' }).click();
    await expect(page.getByText('Your profile picture has been removed.')).toBeVisible();
  });
});
