import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { accounts, grants } from '../../db/schema/index.js';
import { signsInThroughAccount } from '../sso/sso-eligibility.js';

export type SsoRule = { requireSso: boolean; breakGlassUserId: number | null };

export async function findSsoRule(q: Queryable, accountId: number): Promise<SsoRule> {
  const [row] = await q
    .select({ requireSso: accounts.requireSso, breakGlassUserId: accounts.ssoBreakGlassUserId })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row ?? { requireSso: false, breakGlassUserId: null };
}

export async function setSsoRule(q: Queryable, accountId: number, rule: SsoRule) {
  await q
    .update(accounts)
    .set({ requireSso: rule.requireSso, ssoBreakGlassUserId: rule.breakGlassUserId })
    .where(eq(accounts.id, accountId));
}

/**
 * Whether password sign-in is closed to the user: they hold a role in an account that requires
 * SSO, are not its break-glass owner, and are someone that account's providers can sign in
 * (`signsInThroughAccount`: its own staff only, at a domain it proved). Anyone else (an employer's
 * people, platform staff, someone who also works for another account, an address at a domain the
 * account has not proven) cannot sign in through its IdP, so the rule leaves them their password
 * rather than locking them out.
 */
export async function passwordClosedBySso(q: Queryable, userId: number): Promise<boolean> {
  const result = await q.execute(sql`
    select exists (
      select 1 from ${grants} g join ${accounts} a on a.id = g.account_id
      where g.user_id = ${userId} and a.require_sso
        and a.sso_break_glass_user_id is distinct from ${userId}
        and ${signsInThroughAccount(userId, sql`a.id`)}
    ) as closed`);
  return Boolean((result as unknown as { rows: { closed: boolean }[] }).rows[0]?.closed);
}
