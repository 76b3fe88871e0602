import type { OnboardingItemKey } from '@talent/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { accountDomains, accounts, creditPurchases, employers, jobs } from '../../db/schema/index.js';
import { inTenant } from '../../platform/tenancy/in-tenant.js';
import { provenHostsOnly } from '../branding/proven-hosts.js';
import { NEW_ACCOUNT_COLORS } from '../platform-accounts/new-account-brand.js';

// The checklist reads accounts rows by their own id (the account is the tenant): the other tables
// are filtered with inTenant on the same account.

/** A host of the account's own serves its brand: proven (a pending claim serves nothing yet). */
export const hasProvenHost = (accountId: number): SQL<boolean> =>
  sql`exists (select 1 from ${accountDomains} where ${inTenant(accountDomains, accountId)} and ${provenHostsOnly})`;

/**
 * The brand differs from what a new account gets: a logo, a stylesheet, colours other than the
 * defaults, or a title other than the account's name (a new account's title is its name).
 */
const brandSet = sql<boolean>`(${accounts.logoSquare} <> '' or ${accounts.stylesheetPath} <> ''
  or ${accounts.primaryColor} <> ${NEW_ACCOUNT_COLORS.primaryColor}
  or ${accounts.primaryDarkenColor} <> ${NEW_ACCOUNT_COLORS.primaryDarkenColor}
  or (${accounts.title} <> '' and ${accounts.title} <> ${accounts.name}))`;

/**
 * The account's staff must prove more than a password: two-factor sign-in or single sign-on
 * required of everyone. An identity provider alone, or one person's own second factor or passkey,
 * still lets anyone else in with a password alone, so neither counts.
 */
const signInRuleOn = sql<boolean>`(${accounts.requireTwoFactor} or ${accounts.requireSso})`;

const exists = (from: SQL, where: SQL) => sql<boolean>`exists (select 1 from ${from} where ${where})`;

/**
 * Every step of the account's checklist and whether it is hidden, in one query: one `exists` per
 * table, each over this account's rows only.
 */
export async function onboardingState(
  q: Queryable,
  accountId: number,
): Promise<{ steps: Record<OnboardingItemKey, boolean>; dismissed: boolean } | null> {
  const [row] = await q
    .select({
      brand: brandSet,
      host: hasProvenHost(accountId),
      employer: exists(sql`${employers}`, inTenant(employers, accountId)),
      // Published once (a live, expired or unlisted job keeps its date); a draft is not yet a job.
      job: exists(sql`${jobs}`, sql`${inTenant(jobs, accountId)} and ${jobs.publishedAt} is not null`),
      // The platform's payment provider took an employer's money for this account.
      payment: exists(
        sql`${creditPurchases}`,
        sql`${inTenant(creditPurchases, accountId)} and ${creditPurchases.status} = 'paid'`,
      ),
      security: signInRuleOn,
      dismissed: sql<boolean>`${accounts.onboardingDismissedAt} is not null`,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!row) return null;
  const { dismissed, ...steps } = row;
  return { steps, dismissed };
}

/** Hides the checklist; the first time counts (hiding it again keeps that date). */
export async function dismissOnboarding(q: Queryable, accountId: number): Promise<void> {
  await q
    .update(accounts)
    .set({ onboardingDismissedAt: sql`coalesce(${accounts.onboardingDismissedAt}, now())` })
    .where(eq(accounts.id, accountId));
}
