import type { DevOidcProvider } from '../scripts/dev-oidc-provider.mjs';
import { ACME, expect, expectAccessible, test, withPreferences } from './fixtures.js';
import { globexInvites, openLinkThroughAcmeSso } from './invitations-sso.helpers.js';
import { ensureAcmeProvider, startIdp } from './sso.helpers.js';
import { freshPerson, PASSWORD } from './two-factor.helpers.js';

// Issue 31 (SECURITY 32): a session opened through Acme's single sign-on acts for Acme only. A
// person of Acme whom Globex invites opens the mailed link after signing in with Acme SSO: the
// invitation is not shown there, and the page says how to answer it (their own sign-in).
let idp: DevOidcProvider;
test.beforeAll(async () => {
  idp = await startIdp();
});
test.afterAll(async () => {
  await idp?.close();
});

test('Globex’s invitation, opened through Acme’s single sign-on, asks for the person’s own sign-in, which answers it', async ({
  page,
  request,
}) => {
  await ensureAcmeProvider(page, idp);
  const email = await freshPerson(request, 'sso-invited', undefined, 'acme.test');
  const invitation = await globexInvites(request, email);

  await openLinkThroughAcmeSso(page, email, invitation);
  const notice = page.getByRole('alert').filter({ hasText: 'Is this invitation from another organisation?' });
  await expect(notice).toContainText(/You signed in through \u2068?Acme Talent Group\u2069?’s single sign-on/);
  await expect(page.getByRole('article', { name: 'Invitation to Globex Careers' })).toHaveCount(0);
  await expectAccessible(page, 'invitation of another account, through SSO');
  const arabicDark = await page.context().browser()!.newPage();
  await withPreferences(arabicDark, { language: 'ar', theme: 'dark' });
  await openLinkThroughAcmeSso(arabicDark, email, invitation);
  await expect(arabicDark.locator('.mantine-Alert-root')).toBeVisible();
  await expectAccessible(arabicDark, 'invitation of another account, through SSO, ar dark');
  await arabicDark.close();

  // Signing out comes back to the link through the login page; the password answers it.
  await notice.getByRole('button', { name: 'Sign out to sign in another way' }).click();
  await expect(page).toHaveURL(/\/login\?to=%2Fnotifications%3Finvitation%3D/);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(`${ACME}/notifications?invitation=${invitation}&answer=accept`);
  const card = page.getByRole('article', { name: 'Invitation to Globex Careers' });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Accept the invitation to Globex Careers' }).click();
  await expect(page.getByText(/You joined \u2068?Globex Careers/)).toBeVisible();
  await expect(card).toHaveCount(0);
});
