import type { Page } from '@playwright/test';
import { type DevOidcProvider, startOidcProvider } from '../scripts/dev-oidc-provider.mjs';
import { ACME, apiCall, expect, portalHeaders, tokenFor } from './fixtures.js';

// Shared by sso.spec.ts and sso.screens.ts: the test identity provider (the development one the
// API tests use too) and Acme's provider pointing at it.

export const PROVIDER_NAME = 'Acme SSO';

export type Provider = { id: string; display_name: string; enabled: boolean };

/** The real OpenID Connect provider process of the tests, on a free port of 127.0.0.1. */
export const startIdp = (): Promise<DevOidcProvider> => startOidcProvider({ port: 0 });

/** Acme's providers, as its owner sees them (API). */
export async function acmeProviders(page: Page): Promise<Provider[]> {
  const owner = apiCall(page.request, await tokenFor(page.request, 'owner@acme.test'));
  const res = await owner.get('/v1/accounts/identity-providers', { accountId: 1 });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Provider[] }).data;
}

/**
 * Points Acme's "Acme SSO" at the test provider through the API (setup for specs about the sign-in,
 * not about the page): created when missing, else changed.
 */
export async function ensureAcmeProvider(page: Page, idp: DevOidcProvider): Promise<string> {
  const token = await tokenFor(page.request, 'owner@acme.test');
  const owner = apiCall(page.request, token);
  const body = {
    preset: 'oidc',
    display_name: PROVIDER_NAME,
    issuer: idp.issuer,
    client_id: idp.clientId,
    client_secret: idp.clientSecret,
    allowed_domains: [],
    enabled: true,
    jit_enabled: false,
    jit_role_id: null,
  };
  const existing = (await acmeProviders(page)).find((p) => p.display_name === PROVIDER_NAME);
  const res = existing
    ? await page.request.put(`${ACME}/portal/v1/accounts/identity-providers/${existing.id}`, {
        headers: portalHeaders(token, { accountId: 1 }),
        data: body,
      })
    : await owner.post('/v1/accounts/identity-providers', body, { accountId: 1 });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: Provider }).data.id;
}

/** The provider's own sign-in page: any address signs in there (a development provider). */
export async function signInAtIdp(page: Page, email: string) {
  await expect(page.getByRole('heading', { name: 'Development identity provider' })).toBeVisible();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}
