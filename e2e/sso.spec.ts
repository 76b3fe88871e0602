import { ar } from '@talent/contract/locales/ar';
import { fr } from '@talent/contract/locales/fr';
import type { DevOidcProvider } from '../scripts/dev-oidc-provider.mjs';
import {
  ACME,
  apiCall,
  expect,
  expectAccessible,
  GLOBEX,
  portalHeaders,
  signIn,
  test,
  tokenFor,
  withPreferences,
} from './fixtures.js';
import { acmeProves, acmeProviders, ensureAcmeProvider, PROVIDER_NAME, signInAtIdp, startIdp } from './sso.helpers.js';
import { codeAt, PASSWORD as FRESH_PASSWORD, freshPerson } from './two-factor.helpers.js';

// Single sign-on against a real OpenID Connect provider process (scripts/dev-oidc-provider.mjs).
let idp: DevOidcProvider;
test.beforeAll(async () => {
  idp = await startIdp();
});
test.afterAll(async () => {
  await idp?.close();
});

const UNKNOWN = 'Unknown OAuth provider.';

test.describe('single sign-on', () => {
  test.describe.configure({ mode: 'serial' });

  test('an owner sets up Acme SSO on the security page; "Sign in with Acme SSO" leads through the provider back to the wanted page', async ({
    page,
    browser,
  }) => {
    // Setup through the page (an existing "Acme SSO" of the demo data is removed first, so it is added here).
    for (const existing of (await acmeProviders(page)).filter((p) => p.display_name === PROVIDER_NAME)) {
      const owner = apiCall(page.request, await tokenFor(page.request, 'owner@acme.test'));
      const removed = await owner.call('deleteIdentityProvider', {
        params: { uuid: existing.id },
        select: { accountId: 1 },
      });
      expect(removed.status()).toBe(204);
    }
    await signIn(page, 'owner@acme.test');
    await page.goto(`${ACME}/1/security`);
    const card = page.locator('section[aria-labelledby="account-identity-providers"]');
    await expect(card.getByRole('heading', { name: 'Identity providers' })).toBeVisible();
    await card.getByRole('button', { name: 'Add a provider' }).click();

    const dialog = page.getByRole('dialog', { name: 'Add an identity provider' });
    await expect(dialog).toBeVisible();
    // Google's issuer is the preset's: no field for it; Entra asks for its tenant.
    await expect(dialog.getByLabel(/^Issuer URL/)).toHaveCount(0);
    await dialog.getByRole('combobox', { name: 'Provider type' }).click();
    await page.getByRole('option', { name: 'Microsoft Entra ID' }).click();
    await expect(dialog.getByLabel(/^Directory \(tenant\) ID/)).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Provider type' }).click();
    await page.getByRole('option', { name: 'Other OpenID Connect provider' }).click();
    await dialog.getByLabel(/^Name on the sign-in button/).fill(PROVIDER_NAME);
    await dialog.getByLabel(/^Issuer URL/).fill(idp.issuer);
    await dialog.getByLabel(/^Client ID/).fill(idp.clientId);
    // Nothing sent without the secret a new provider needs.
    await dialog.getByRole('button', { name: 'Add provider' }).click();
    await expect(dialog.getByText('Enter the client secret the provider gave you.')).toBeVisible();
    await dialog.getByLabel(/^Client secret/).fill(idp.clientSecret);
    const domains = dialog.getByLabel(/^Allowed e-mail domains/);
    await domains.fill('Acme.test');
    await domains.press('Enter');
    await expect(dialog.getByText('acme.test', { exact: true })).toBeVisible();
    await dialog.getByRole('switch', { name: /^Create people on their first sign-in/ }).click({ force: true });
    // Roles that fit the account level only: an owner's, not a recruiter's (an employer's role).
    await dialog.getByRole('combobox', { name: /^Role for new people/ }).click();
    await expect(page.getByRole('option', { name: 'Account owner' })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Recruiter' })).toHaveCount(0);
    await dialog.getByRole('combobox', { name: /^Role for new people/ }).press('Escape');
    await dialog.getByRole('switch', { name: /^Create people on their first sign-in/ }).click({ force: true });
    await expectAccessible(page, 'provider dialog');
    await dialog.getByRole('button', { name: 'Add provider' }).click();
    await expect(dialog).toBeHidden();

    const row = card.getByRole('row', { name: new RegExp(PROVIDER_NAME) });
    await expect(row.getByText(idp.issuer)).toBeVisible();
    await expect(row.getByText('On', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: `Test the connection to ${PROVIDER_NAME}` }).click();
    await expect(row.getByText('Connection works')).toBeVisible();
    await expect(row.getByText('Signing keys: 1.')).toBeVisible();

    // The secret is write-only; the redirect URI is the one to register at the provider.
    await row.getByRole('button', { name: `Change ${PROVIDER_NAME}` }).click();
    const edit = page.getByRole('dialog', { name: `Change ${PROVIDER_NAME}` });
    await expect(edit.getByLabel(/^Replace the client secret/)).toHaveValue('');
    await expect(edit.getByText('A secret is set. Leave this blank to keep it.')).toBeVisible();
    const [provider] = (await acmeProviders(page)).filter((p) => p.display_name === PROVIDER_NAME);
    await expect(edit.getByLabel(/^Redirect URI/)).toHaveValue(
      new RegExp(`/portal/auth/oauth/${provider!.id}/callback$`),
    );
    await expect(edit.getByRole('combobox', { name: 'Provider type' })).toHaveValue('Other OpenID Connect provider');
    await expect(edit.getByLabel(/^Issuer URL/)).toHaveValue(idp.issuer);
    await expectAccessible(page, 'provider dialog, editing');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expectAccessible(page, 'sign-in security with a provider');

    // A person of Acme, signed out, wants the jobs list.
    const context = await browser.newContext();
    const guest = await context.newPage();
    await guest.goto(`${ACME}/1/1/jobs`);
    await expect(guest).toHaveURL(`${ACME}/login?to=%2F1%2F1%2Fjobs`);
    await guest.getByRole('link', { name: `Sign in with ${PROVIDER_NAME}` }).click();
    await signInAtIdp(guest, 'manager@acme.test');
    await expect(guest).toHaveURL(`${ACME}/1/1/jobs`);
    await expect(guest.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
    // The one-time code left no trace in the address.
    expect(await guest.evaluate(() => window.location.hash)).toBe('');
    await context.close();
  });

  test('a provider that is not Acme’s, or not configured, is "Unknown OAuth provider." in three languages', async ({
    page,
  }) => {
    const acmeId = await ensureAcmeProvider(page, idp);
    // Not configured anywhere.
    await page.goto(`${ACME}/portal/auth/oauth/00000000-0000-4000-8000-000000000000/start?to=%2F1%2F1%2Fjobs`);
    await expect(page).toHaveURL(/\/login\?/);
    await expect(page.getByRole('alert')).toHaveText(UNKNOWN);
    // Acme's provider on Globex's brand host.
    await page.goto(`${GLOBEX}/portal/auth/oauth/${acmeId}/start`);
    await expect(page).toHaveURL(`${GLOBEX}/login?sso_error=unknown_oauth_provider`);
    await expect(page.getByRole('alert')).toHaveText(UNKNOWN);
    // Globex's login page offers no Acme button.
    await expect(page.getByRole('link', { name: /Sign in with/ })).toHaveCount(0);

    for (const [language, catalogue] of [
      ['fr', fr],
      ['ar', ar],
    ] as const) {
      const other = await page.context().browser()!.newPage();
      await withPreferences(other, { language });
      await other.goto(`${ACME}/login?sso_error=unknown_oauth_provider`);
      await expect(other.getByRole('alert')).toHaveText(catalogue.errors.unknown_oauth_provider);
      expect(catalogue.errors.unknown_oauth_provider).not.toBe(UNKNOWN);
      await other.close();
    }
    // A one-time code that does not work (made up, used, or from another browser) leads back to the
    // login page, which says so; the wanted page is kept for the next try.
    await page.goto(`${ACME}/login/sso#code=made-up&to=%2F1%2F1%2Fjobs`);
    await expect(page).toHaveURL(`${ACME}/login?sso_error=sso_code_invalid&to=%2F1%2F1%2Fjobs`);
    await expect(page.getByRole('alert')).toHaveText(/already used, or was started in another browser/);
    // A crafted code shows the general message, never the address's words.
    await page.goto(`${ACME}/login?sso_error=Call%20555-0100%20now`);
    await expect(page.getByRole('alert')).toHaveText(/did not complete/);
  });

  test('the login page with a provider and a failed SSO message is accessible in light and dark, English and Arabic', async ({
    browser,
    page,
  }) => {
    await ensureAcmeProvider(page, idp);
    for (const language of ['en', 'ar'] as const) {
      for (const theme of ['light', 'dark'] as const) {
        const view = await browser.newPage();
        await withPreferences(view, { language, theme });
        await view.goto(`${ACME}/login?sso_error=sso_no_access`);
        await expect(view.getByRole('alert')).toBeVisible();
        await expect(view.locator(`a[href^="/portal/auth/oauth/"]`)).toBeVisible();
        await expectAccessible(view, `login with SSO, ${language}, ${theme}`);
        await view.close();
      }
    }
  });

  test('the security page is accessible in light and dark, English and Arabic', async ({ browser, page }) => {
    // Eight full-page axe runs over the page's three cards.
    test.setTimeout(90_000);
    await ensureAcmeProvider(page, idp);
    for (const language of ['en', 'ar'] as const) {
      for (const theme of ['light', 'dark'] as const) {
        const view = await browser.newPage();
        await signIn(view, 'owner@acme.test', { language, theme });
        await view.goto(`${ACME}/1/security`);
        const card = view.locator('section[aria-labelledby="account-identity-providers"]');
        await expect(card.getByRole('row').nth(1)).toBeVisible();
        await card.getByRole('row').nth(1).getByRole('button').first().click();
        await expect(card.getByTestId('provider-test-result')).toBeVisible();
        await expectAccessible(view, `sign-in security, ${language}, ${theme}`);
        await card.getByRole('button').first().click();
        await expect(view.getByRole('dialog')).toBeVisible();
        await expectAccessible(view, `provider dialog, ${language}, ${theme}`);
        await view.close();
      }
    }
  });

  test('an account that requires SSO refuses its staff’s passwords with a clear message, but not its break-glass owner’s', async ({
    page,
    request,
  }) => {
    await ensureAcmeProvider(page, idp);
    const owner = apiCall(request, await tokenFor(request, 'owner@acme.test'));
    const ownerId = ((await (await owner.call('me')).json()) as { data: { id: number } }).data.id;
    const rule = (on: boolean) =>
      owner.call('saveAccountSecurity', {
        body: { require_two_factor: false, require_sso: on, sso_break_glass_user_id: on ? ownerId : null },
        select: { accountId: 1 },
      });
    try {
      await signIn(page, 'owner@acme.test');
      await page.goto(`${ACME}/1/security`);
      const rules = page.locator('section[aria-labelledby="account-security-rule"]');
      const sso = rules.getByRole('switch', { name: /^Require single sign-on/ });
      // Not without an owner who keeps the password: the field says so, nothing changes.
      await sso.click({ force: true });
      await expect(
        rules.getByText('Choose an owner of this account who may still sign in with a password.'),
      ).toBeVisible();
      await expect(sso).not.toBeChecked();
      await rules.getByRole('combobox', { name: /^Owner who may still use a password/ }).click();
      await page.getByRole('option', { name: /owner@acme\.test/ }).click();
      await expect(page.getByText('The sign-in rule has been saved.')).toBeVisible();
      await sso.click({ force: true });
      await expect(sso).toBeChecked();

      const guest = await page.context().browser()!.newPage();
      await guest.goto(`${ACME}/login`);
      await guest.locator('input[name="email"]').fill('moderator@acme.test');
      await guest.locator('input[name="password"]').fill('Portal!2345');
      await guest.locator('button[type="submit"]').click();
      await expect(guest.getByRole('alert')).toHaveText(
        'Your organisation signs in with its identity provider. Use the button on the sign-in page.',
      );
      await expect(guest.getByRole('link', { name: `Sign in with ${PROVIDER_NAME}` })).toBeVisible();
      await guest.close();
      // The break-glass owner keeps the password.
      expect(
        (
          await request.post(`${ACME}/portal/auth/login`, {
            headers: portalHeaders(),
            data: { email: 'owner@acme.test', password: 'Portal!2345' },
          })
        ).status(),
      ).toBe(200);
    } finally {
      expect((await rule(false)).status()).toBe(200);
    }
  });

  test('someone with two-factor sign-in is asked for the code after the provider, unless the provider vouched for a second factor', async ({
    browser,
    page,
    request,
  }) => {
    await ensureAcmeProvider(page, idp);
    // Fresh people have addresses at example.test: Acme proves it (by hand, no DNS here).
    await acmeProves(page, 'example.test');
    const email = await freshPerson(request, 'sso-totp');
    const person = apiCall(request, await tokenFor(request, email, FRESH_PASSWORD));
    const setup = (await (await person.call('startTwoFactor')).json()) as {
      data: { manual_key: string };
    };
    const secret = setup.data.manual_key.replaceAll(' ', '');
    expect((await person.call('confirmTwoFactor', { body: { code: await codeAt(secret) } })).status()).toBe(200);

    const context = await browser.newContext();
    const guest = await context.newPage();
    await guest.goto(`${ACME}/login?to=%2Fnotifications`);
    await guest.getByRole('link', { name: `Sign in with ${PROVIDER_NAME}` }).click();
    await signInAtIdp(guest, email);
    await expect(guest).toHaveURL(`${ACME}/login/sso`);
    await expect(guest.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
    await expect(guest.getByLabel(/^Authentication code/)).toBeVisible();
    await expectAccessible(guest, 'code step after single sign-on');
    // The enrolment used this step's code: the next one.
    await guest.getByLabel(/^Authentication code/).fill(await codeAt(secret, 1));
    await guest.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(guest).toHaveURL(`${ACME}/notifications`);
    await context.close();

    // The provider says a second factor was used (amr: mfa), and its owner marked it as enforcing
    // one: straight in. (Without the mark the code is asked all the same: the API tests say so.)
    await ensureAcmeProvider(page, idp, { enforcesMfa: true });
    const trusted = await browser.newContext();
    const second = await trusted.newPage();
    await second.goto(`${ACME}/login?to=%2Fnotifications`);
    await second.getByRole('link', { name: `Sign in with ${PROVIDER_NAME}` }).click();
    await expect(second.getByRole('heading', { name: 'Development identity provider' })).toBeVisible();
    await second.getByLabel('E-mail address').fill(email);
    await second.getByLabel(/second factor/).check();
    await second.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(second).toHaveURL(`${ACME}/notifications`);
    await trusted.close();
  });

  test('the owner claims an e-mail domain, sees the TXT record to publish and checks it; platform staff approve one by hand', async ({
    browser,
    page,
  }) => {
    test.setTimeout(90_000);
    const domain = `e2e-${Date.now()}.test`;
    await signIn(page, 'owner@acme.test');
    await page.goto(`${ACME}/1/security`);
    const card = page.locator('section[aria-labelledby="account-email-domains"]');
    await expect(card.getByRole('heading', { name: 'Domains' })).toBeVisible();
    // The demo's acme.test, approved by platform staff.
    const acme = card.getByRole('row', { name: /acme\.test/ }).first();
    await expect(acme.getByText('Proven')).toBeVisible();
    // (Names and reasons are direction-isolated inside the sentence: \u2068…\u2069.)
    await expect(acme.getByText(/^Approved by platform staff \(\u2068Pat Admin\u2069\)/)).toBeVisible();
    // An owner has no "Approve by hand".
    await expect(card.getByRole('button', { name: /^Approve .* by hand$/ })).toHaveCount(0);

    // Not a domain: the field says so.
    await card.getByRole('textbox', { name: /^Domain/ }).fill('not a domain');
    await card.getByRole('button', { name: 'Add domain' }).click();
    await expect(card.getByText('Enter a domain name, such as example.com.')).toBeVisible();
    await card.getByRole('textbox', { name: /^Domain/ }).fill(domain.toUpperCase());
    await card.getByRole('button', { name: 'Add domain' }).click();
    await expect(page.getByText(`${domain} was added. Publish its TXT record, then check it.`)).toBeVisible();
    const row = card.getByRole('row', { name: new RegExp(domain.replaceAll('.', '\\.')) });
    await expect(row.getByText('Waiting for its record')).toBeVisible();
    await expect(row.getByText(`_talent-portal.${domain}`, { exact: true })).toBeVisible();
    await expect(row.getByText(/^talent-portal-verification=/)).toBeVisible();
    await expect(row.getByRole('button', { name: `Copy the record’s value for ${domain}` })).toBeVisible();
    await expectAccessible(page, 'domains with a pending one');
    // No record published (nor any DNS here): Check says where it looked.
    await row.getByRole('button', { name: `Check the DNS record of ${domain}` }).click();
    await expect(
      page.getByText(new RegExp(`The TXT record was not found at _talent-portal\\.${domain.replaceAll('.', '\\.')}`)),
    ).toBeVisible();

    // Platform staff approve it by hand, with a reason.
    const staff = await browser.newPage();
    await signIn(staff, 'admin@portal.test');
    await staff.goto(`${ACME}/1/security`);
    const staffCard = staff.locator('section[aria-labelledby="account-email-domains"]');
    await staffCard.getByRole('button', { name: `Approve ${domain} by hand` }).click();
    const dialog = staff.getByRole('dialog', { name: `Approve ${domain} by hand` });
    await expect(dialog).toBeVisible();
    await expectAccessible(staff, 'approve a domain by hand');
    await dialog.getByLabel(/^Why you approve it/).fill('Confirmed with the registrar.');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(staff.getByText(`${domain} was approved.`)).toBeVisible();
    const approved = staffCard.getByRole('row', { name: new RegExp(domain.replaceAll('.', '\\.')) });
    await expect(approved.getByText('Proven')).toBeVisible();
    await expect(approved.getByText('Reason: \u2068Confirmed with the registrar.\u2069')).toBeVisible();
    await staff.close();

    // The owner removes it, after a warning.
    await page.reload();
    await row.getByRole('button', { name: `Remove ${domain}` }).click();
    const confirm = page.getByRole('dialog', { name: `Remove ${domain}` });
    await expect(confirm.getByText(/will no longer be able to sign in/)).toBeVisible();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText(`${domain} was removed.`)).toBeVisible();
    await expect(card.getByRole('row', { name: new RegExp(domain.replaceAll('.', '\\.')) })).toHaveCount(0);
  });

  test('removing the provider asks first; then the login page has no button and the rule no SSO switch', async ({
    page,
  }) => {
    await ensureAcmeProvider(page, idp);
    await signIn(page, 'owner@acme.test');
    await page.goto(`${ACME}/1/security`);
    const rules = page.locator('section[aria-labelledby="account-security-rule"]');
    await expect(rules.getByRole('switch', { name: /^Require single sign-on/ })).toBeVisible();
    const card = page.locator('section[aria-labelledby="account-identity-providers"]');
    await card.getByRole('button', { name: `Remove ${PROVIDER_NAME}` }).click();
    const confirm = page.getByRole('dialog', { name: `Remove ${PROVIDER_NAME}` });
    await expect(confirm.getByText(`People will no longer be able to sign in with ${PROVIDER_NAME}.`)).toBeVisible();
    await expectAccessible(page, 'remove a provider');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(card.getByRole('row', { name: new RegExp(PROVIDER_NAME) })).toBeVisible();

    await card.getByRole('button', { name: `Remove ${PROVIDER_NAME}` }).click();
    await page
      .getByRole('dialog', { name: `Remove ${PROVIDER_NAME}` })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect(page.getByText(`${PROVIDER_NAME} was removed.`)).toBeVisible();
    await expect(card.getByText('No identity provider yet')).toBeVisible();
    await expect(rules.getByRole('switch', { name: /^Require single sign-on/ })).toHaveCount(0);

    const guest = await page.context().browser()!.newPage();
    await guest.goto(`${ACME}/login`);
    await expect(guest.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(guest.getByRole('link', { name: /Sign in with/ })).toHaveCount(0);
    await guest.close();
  });
});
