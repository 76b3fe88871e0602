import type { Page } from '@playwright/test';

/**
 * Chromium's virtual authenticator (CDP WebAuthn domain) for this page: a platform authenticator
 * with resident keys and user verification that says yes, as a phone's fingerprint reader would.
 * It belongs to the page's browser context, so a passkey made here signs in on this page later.
 */
export async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const credentials = async () =>
    (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials.map((c) => ({
      rpId: c.rpId,
      resident: c.isResidentCredential,
    }));
  return { cdp, authenticatorId, credentials };
}

/** Adds a passkey on the security tab (the page must be signed in there), named in the same step; answers the list. */
export async function addPasskeyOnSecurityPage(page: Page, password: string, name: string) {
  await page.getByTestId('passkey-add').click();
  const form = page.getByTestId('passkey-add-form');
  await form.locator('input[name="name"]').fill(name);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
  await form.waitFor({ state: 'detached' });
  return page.getByTestId('passkey-list');
}
