import { ACME, apiCall, expect, expectAccessible, latestMailTo, signIn, test, tokenFor } from './fixtures.js';
import { codeAt, enrolOnSecurityPage, freshPerson, PASSWORD, passwordStep } from './two-factor.helpers.js';

test.describe('two-factor sign-in', () => {
  test('enrol on the security page, then sign in with password and code, then with a recovery code', async ({
    page,
    request,
  }) => {
    const email = await freshPerson(request, 'totp');
    await passwordStep(page, email);
    await expect(page).toHaveURL(`${ACME}/`);

    await page.goto(`${ACME}/auth/profile/security`);
    await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
    await expect(page.getByTestId('two-factor-status')).toHaveText('Off');
    const { card, secret } = await enrolOnSecurityPage(page);
    await expect(card.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
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
    await expect.poll(async () => (await latestMailTo(email)).includes('Two-factor sign-in was turned on')).toBe(true);

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

  test('an account that requires it sends staff without it to the security page until they enrol', async ({
    page,
    request,
  }) => {
    // A new owner of Acme, with two-factor sign-in set up through the API, turns the rule on; a new
    // moderator then signs in. The rule is turned off again whatever happens, for the other specs.
    const ownerEmail = await freshPerson(request, 'policy-owner', {
      role: 'owner',
      scope_type: 'account',
      scope_id: 1,
    });
    const staffEmail = await freshPerson(request, 'policy-staff');
    const owner = apiCall(request, await tokenFor(request, ownerEmail, PASSWORD));
    const setup = (await (await owner.call('startTwoFactor')).json()) as {
      data: { manual_key: string };
    };
    const secret = setup.data.manual_key.replaceAll(' ', '');
    expect((await owner.call('confirmTwoFactor', { body: { code: await codeAt(secret) } })).status()).toBe(200);
    const rule = (on: boolean) =>
      owner.call('saveAccountSecurity', { body: { require_two_factor: on }, select: { accountId: 1 } });
    expect((await rule(true)).status()).toBe(200);
    try {
      await passwordStep(page, staffEmail);
      await expect(page).toHaveURL(`${ACME}/auth/profile/security`);
      await expect(
        page.getByText('Your organisation requires two-factor sign-in. Set it up to continue using the portal.'),
      ).toBeVisible();
      await expectAccessible(page, 'enrolment required');
      // Nowhere else to go until it is set up.
      await page.goto(`${ACME}/notifications`);
      await expect(page).toHaveURL(`${ACME}/auth/profile/security`);

      const { card, secret: staffSecret } = await enrolOnSecurityPage(page);
      await card.getByLabel(/^Code from the app/).fill(await codeAt(staffSecret));
      await card.getByRole('button', { name: 'Confirm and turn on' }).click();
      await card.getByTestId('recovery-codes').getByRole('button', { name: 'I have saved them' }).click();
      await page.goto(`${ACME}/notifications`);
      await expect(page).toHaveURL(`${ACME}/notifications`);
    } finally {
      expect((await rule(false)).status()).toBe(200);
    }
  });

  test('the rule has its own account page, and an owner without a second factor cannot lock themselves out', async ({
    page,
  }) => {
    await signIn(page, 'owner@acme.test');
    await page.goto(`${ACME}/`);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    if (await nav.getByRole('link', { name: 'Sign-in security' }).isHidden())
      await nav.getByRole('button', { name: 'Account' }).click();
    await nav.getByRole('link', { name: 'Sign-in security' }).click();
    await expect(page).toHaveURL(`${ACME}/1/security`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign-in security' })).toBeVisible();
    const rule = page.getByRole('switch', { name: 'Require two-factor sign-in' });
    await expect(rule).not.toBeChecked();
    await expectAccessible(page, 'account sign-in security');
    await rule.click({ force: true });
    await expect(
      page.getByText('Turn on two-factor sign-in for yourself first, or this rule would lock you out.'),
    ).toBeVisible();
    await expect(rule).not.toBeChecked();
    // The site's settings no longer carry the account's rule.
    await page.goto(`${ACME}/1/1/settings`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Require two-factor sign-in' })).toHaveCount(0);
  });
});
