import type { APIRequestContext, Page } from '@playwright/test';
import { generate } from 'otplib';
import { ACME, apiCall, expect, latestMailTo, portalHeaders, tokenFor } from './fixtures.js';

// Shared by two-factor.spec.ts and two-factor.screens.ts.

export const PASSWORD = 'two-factor-e2e-passphrase';

/** The code the person's authenticator app shows `steps` 30-second steps from now. */
export const codeAt = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/**
 * A new person of Acme Jobs (invited by the owner, password chosen through the mailed link), so
 * turning on two-factor sign-in changes nothing for the demo users the other specs sign in as.
 */
export async function freshPerson(
  request: APIRequestContext,
  label: string,
  place: { role: string; scope_type: 'account' | 'site'; scope_id: number } = {
    role: 'moderator',
    scope_type: 'site',
    scope_id: 1,
  },
  /** Acme's single sign-on signs in only addresses of a domain Acme proved (`acme.test` in the demo). */
  domain = 'example.test',
): Promise<string> {
  const email = `e2e.${label}.${Date.now()}@${domain}`;
  const owner = apiCall(request, await tokenFor(request, 'owner@acme.test'));
  const roles = (await (await owner.call('listAccountRoles', { select: { accountId: 1 } })).json()) as {
    data: { id: number; key: string }[];
  };
  const role = roles.data.find((r) => r.key === place.role)!;
  const invited = await owner.call('inviteAccountUser', {
    body: { email, name: 'Tova Twofactor', role_id: role.id, scope_type: place.scope_type, scope_id: place.scope_id },
    select: { accountId: 1 },
  });
  expect(invited.status()).toBe(201);
  await expect.poll(async () => (await latestMailTo(email)).includes('/auth/profile/password?token=')).toBe(true);
  const link = /(http\S+\/auth\/profile\/password\?token=\S+)/.exec(await latestMailTo(email))![1]!;
  const reset = await request.post(`${ACME}/portal/auth/reset-password`, {
    headers: portalHeaders(),
    data: { token: new URL(link).searchParams.get('token'), password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(reset.status()).toBe(200);
  return email;
}

export async function passwordStep(page: Page, email: string) {
  await page.goto(`${ACME}/login`);
  // By name, not label: the screenshots run this in Arabic too.
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('button[type="submit"]').click();
}

/** Starts enrolment on the security tab (any language); answers the card and the key the app would read. */
export async function enrolOnSecurityPage(page: Page) {
  await page.goto(`${ACME}/auth/profile/security`);
  const card = page.locator('.portal-surface').filter({ has: page.getByTestId('two-factor-status') });
  await card.getByTestId('two-factor-set-up').click();
  await expect(card.locator('img')).toBeVisible();
  const secret = (await card.getByTestId('manual-key').innerText()).replaceAll(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  return { card, secret };
}
