import type { APIRequestContext, Page } from '@playwright/test';
import { ACME, apiCall, expect, tokenFor } from './fixtures.js';
import { PROVIDER_NAME, signInAtIdp } from './sso.helpers.js';

// Shared by invitations-sso.spec.ts and invitations-sso.screens.ts.

/** Globex's owner offers `email` the management of Globex Careers (site 3): the invitation's id. */
export async function globexInvites(request: APIRequestContext, email: string): Promise<number> {
  const owner = apiCall(request, await tokenFor(request, 'owner@globex.test'));
  const roles = (await (await owner.call('listAccountRoles', { select: { accountId: 2 } })).json()) as {
    data: { id: number; key: string }[];
  };
  const role = roles.data.find((r) => r.key === 'site_manager')!;
  const invited = await owner.call('inviteAccountUser', {
    body: { email, name: 'Typed by Globex', role_id: role.id, scope_type: 'site', scope_id: 3 },
    select: { accountId: 2 },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  return ((await invited.json()) as { data: { id: number } }).data.id;
}

/** The mailed link to the invitation, opened signed out and answered by signing in with Acme SSO. */
export async function openLinkThroughAcmeSso(page: Page, email: string, invitation: number) {
  await page.goto(`${ACME}/notifications?invitation=${invitation}&answer=accept`);
  await expect(page).toHaveURL(/\/login\?to=/);
  await page.locator('a[href^="/portal/auth/oauth/"]').click();
  await signInAtIdp(page, email);
  await expect(page).toHaveURL(`${ACME}/notifications?invitation=${invitation}&answer=accept`);
}

export { PROVIDER_NAME };
