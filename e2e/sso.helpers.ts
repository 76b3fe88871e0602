import type { Page } from '@playwright/test';
import { type DevOidcProvider, startOidcProvider } from '../scripts/dev-oidc-provider.mjs';
import { apiCall, expect, tokenFor } from './fixtures.js';

// Shared by sso.spec.ts and sso.screens.ts: the test identity provider (the development one the
// API tests use too) and Acme's provider pointing at it.

export const PROVIDER_NAME = 'Acme SSO';

export type Provider = { id: string; display_name: string; enabled: boolean };

/** The real OpenID Connect provider process of the tests, on a free port of 127.0.0.1. */
export const startIdp = (): Promise<DevOidcProvider> => startOidcProvider({ port: 0 });

/** Acme's providers, as its owner sees them (API). */
export async function acmeProviders(page: Page): Promise<Provider[]> {
  const owner = apiCall(page.request, await tokenFor(page.request, 'owner@acme.test'));
  const res = await owner.call('listIdentityProviders', { select: { accountId: 1 } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Provider[] }).data;
}

/**
 * Points Acme's "Acme SSO" at the test provider through the API (setup for specs about the sign-in,
 * not about the page): created when missing, else changed.
 */
export async function ensureAcmeProvider(
  page: Page,
  idp: DevOidcProvider,
  options: { enforcesMfa?: boolean } = {},
): Promise<string> {
  const owner = apiCall(page.request, await tokenFor(page.request, 'owner@acme.test'));
  const body = {
    preset: 'oidc' as const,
    display_name: PROVIDER_NAME,
    issuer: idp.issuer,
    client_id: idp.clientId,
    client_secret: idp.clientSecret,
    allowed_domains: [],
    enabled: true,
    jit_enabled: false,
    jit_role_id: null,
    enforces_mfa: options.enforcesMfa ?? false,
  };
  const existing = (await acmeProviders(page)).find((p) => p.display_name === PROVIDER_NAME);
  const res = existing
    ? await owner.call('updateIdentityProvider', { params: { uuid: existing.id }, body, select: { accountId: 1 } })
    : await owner.call('createIdentityProvider', { body, select: { accountId: 1 } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: Provider }).data.id;
}

/** The provider's own sign-in page: any address signs in there (a development provider). */
export async function signInAtIdp(page: Page, email: string) {
  await expect(page.getByRole('heading', { name: 'Development identity provider' })).toBeVisible();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export type EmailDomain = { id: string; domain: string; status: 'pending' | 'verified' };

/** Acme's claimed e-mail domains, as its owner sees them (API). */
export async function acmeDomains(page: Page): Promise<EmailDomain[]> {
  const owner = apiCall(page.request, await tokenFor(page.request, 'owner@acme.test'));
  const res = await owner.call('listEmailDomains', { select: { accountId: 1 } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: EmailDomain[] }).data;
}

/** Acme claims `domain` (pending) unless it already has; its id. */
export async function acmeClaims(page: Page, domain: string): Promise<string> {
  const found = (await acmeDomains(page)).find((d) => d.domain === domain);
  if (found) return found.id;
  const owner = apiCall(page.request, await tokenFor(page.request, 'owner@acme.test'));
  const res = await owner.call('addEmailDomain', { body: { domain }, select: { accountId: 1 } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: EmailDomain }).data.id;
}

/**
 * Acme's providers sign in only addresses of domains it proved: a `.test` domain has no DNS, so
 * platform staff approve it by hand (setup for specs whose people have such addresses).
 */
export async function acmeProves(page: Page, domain: string) {
  const id = await acmeClaims(page, domain);
  if ((await acmeDomains(page)).find((d) => d.id === id)?.status === 'verified') return;
  const admin = apiCall(page.request, await tokenFor(page.request, 'admin@portal.test'));
  const res = await admin.call('approveEmailDomain', {
    params: { uuid: id },
    body: { reason: 'End-to-end test setup.' },
    select: { accountId: 1 },
  });
  expect(res.status(), await res.text()).toBe(200);
}
