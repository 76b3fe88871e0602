import type { APIRequestContext, Page } from '@playwright/test';
import { generate } from 'otplib';
import { ACME, apiCall, expect, expectAccessible, latestMailTo, portalHeaders, test, tokenFor } from './fixtures.js';

const PASSWORD = 'two-factor-e2e-passphrase';

/** The code the person's authenticator app shows `steps` 30-second steps from now. */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/**
 * A new person of Acme Jobs (invited by the owner, password chosen through the mailed link), so
 * turning on two-factor sign-in changes nothing for the demo users the other specs sign in as.
 */
export async function freshPerson(request: APIRequestContext, label: string): Promise<string> {
  const email = `e2e.${label}.${Date.now()}@example.test`;
  const owner = apiCall(request, await tokenFor(request, 'owner@acme.test'));
  const roles = (await (await owner.get('/v1/accounts/roles', { accountId: 1 })).json()) as {
    data: { id: number; key: string }[];
  };
  const moderator = roles.data.find((r) => r.key === 'moderator')!;
  const invited = await owner.post(
    '/v1/accounts/users',
    { email, name: 'Tova Twofactor', role_id: moderator.id, scope_type: 'site', scope_id: 1 },
    { accountId: 1 },
  );
  expect(invited.status()).toBe(201);
  await expect
    .poll(() => {
      try {
        return latestMailTo(email).includes('/auth/profile/password?token=');
      } catch {
        return false;
      }
    })
    .toBe(true);
  const link = /(http\S+\/auth\/profile\/password\?token=\S+)/.exec(latestMailTo(email))![1]!;
  const reset = await request.post(`${ACME}/portal/auth/reset-password`, {
    headers: portalHeaders(),
    data: { token: new URL(link).searchParams.get('token'), password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(reset.status()).toBe(200);
  return email;
}

export async function passwordStep(page: Page, email: string) {
  await page.goto(`${ACME}/login`);
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Enrols on the security tab as the person would; answers the secret and the recovery codes shown. */
export async function enrolOnSecurityPage(page: Page) {
  await page.goto(`${ACME}/auth/profile/security`);
  const card = page
    .locator('.portal-surface')
    .filter({ has: page.getByRole('heading', { name: 'Two-factor sign-in' }) });
  await expect(card.getByText('Off', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(card.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await card.getByTestId('manual-key').innerText()).replaceAll(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  return { card, secret };
}

test.describe('two-factor sign-in', () => {
  test('enrol on the security page, then sign in with password and code, then with a recovery code', async ({
    page,
    request,
  }) => {
    const email = await freshPerson(request, 'totp');
    await passwordStep(page, email);
    await expect(page).toHaveURL(`${ACME}/`);

    const { card, secret } = await enrolOnSecurityPage(page);
    await expectAccessible(page, 'two-factor set-up');
    // A wrong code is refused at the field; nothing is turned on.
    await card.getByLabel(/^Code from the app/).fill((await codeAt(secret, -10)) as string);
    await card.getByRole('button', { name: 'Confirm and turn on' }).click();
    await expect(
      card.getByText('This code is not valid. Enter the current code from your authenticator app.'),
    ).toBeVisible();
    await card.getByLabel(/^Code from the app/).fill(await codeAt(secret));
    await card.getByRole('button', { name: 'Confirm and turn on' }).click();

    const shown = card.getByTestId('recovery-codes');
    await expect(shown.getByRole('listitem')).toHaveCount(10);
    const codes = await shown.getByRole('listitem').allInnerTexts();
    await expectAccessible(page, 'recovery codes');
    await shown.getByRole('button', { name: 'I have saved them' }).click();
    await expect(card.getByText('On', { exact: true })).toBeVisible();
    await expect(card.getByText(/10 recovery codes left/)).toBeVisible();
    await expect
      .poll(() => {
        try {
          return latestMailTo(email).includes('Two-factor sign-in was turned on');
        } catch {
          return false;
        }
      })
      .toBe(true);

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(`${ACME}/login`);

    // The password alone now leads to the code step.
    await passwordStep(page, email);
    await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
    const codeField = page.getByLabel(/^Authentication code/);
    await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(codeField).toHaveAttribute('inputmode', 'numeric');
    await expectAccessible(page, 'code step');
    await codeField.fill('000000');
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(page.getByText('This code is not valid.', { exact: false })).toBeVisible();
    // The enrolment used this step's code: the next step's, which the app shows as it rolls over.
    await codeField.fill(await codeAt(secret, 1));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(page).toHaveURL(`${ACME}/`);

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(`${ACME}/login`);

    await passwordStep(page, email);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel(/^Recovery code/).fill(codes[0]!);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(page).toHaveURL(`${ACME}/`);
    await page.goto(`${ACME}/auth/profile/security`);
    await expect(page.getByText(/9 recovery codes left/)).toBeVisible();
  });
});
