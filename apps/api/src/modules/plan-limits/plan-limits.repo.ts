import type { AccountLimits, AccountUsage } from '@talent/contract';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { accounts, grants, invitations, jobs, sites, storedFiles } from '../../db/schema/index.js';
import { inTenant } from '../../platform/tenancy/in-tenant.js';

const planColumns = {
  max_sites: accounts.maxSites,
  max_people: accounts.maxPeople,
  max_live_jobs: accounts.maxLiveJobs,
  max_storage_mb: accounts.maxStorageMb,
};

export type NewSiteDefaultsRow = {
  creditPricing: { currency: string; unit_price: number } | null;
  discountTiers: { min_quantity: number; unit_price: number | null; percent_off: number | null }[];
};

/**
 * The account's limits, its row locked until the transaction ends. Every write a limit guards takes
 * this lock before counting, so two requests for the last place run one after the other. `no key
 * update`: rows of other tables that reference the account (audit, jobs…) are not held up by it.
 */
export async function lockPlan(q: Queryable, accountId: number): Promise<AccountLimits | null> {
  const [row] = await q.select(planColumns).from(accounts).where(eq(accounts.id, accountId)).for('no key update');
  return row ?? null;
}

export async function readPlan(q: Queryable, accountId: number): Promise<AccountLimits | null> {
  const [row] = await q.select(planColumns).from(accounts).where(eq(accounts.id, accountId));
  return row ?? null;
}

export async function savePlan(q: Queryable, accountId: number, limits: AccountLimits, defaults: NewSiteDefaultsRow) {
  await q
    .update(accounts)
    .set({
      maxSites: limits.max_sites,
      maxPeople: limits.max_people,
      maxLiveJobs: limits.max_live_jobs,
      maxStorageMb: limits.max_storage_mb,
      newSiteCreditPricing: defaults.creditPricing,
      newSiteDiscountTiers: defaults.discountTiers,
      updatedAt: sql`now()`,
    })
    .where(eq(accounts.id, accountId));
}

export async function newSiteDefaultsOf(q: Queryable, accountId: number): Promise<NewSiteDefaultsRow> {
  const [row] = await q
    .select({ creditPricing: accounts.newSiteCreditPricing, discountTiers: accounts.newSiteDiscountTiers })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row ?? { creditPricing: null, discountTiers: [] };
}

const count = sql<number>`count(*)::int`;

export async function countSites(q: Queryable, accountId: number) {
  const [row] = await q.select({ n: count }).from(sites).where(inTenant(sites, accountId));
  return row?.n ?? 0;
}

export async function countLiveJobs(q: Queryable, accountId: number) {
  const [row] = await q
    .select({ n: count })
    .from(jobs)
    .where(and(inTenant(jobs, accountId), eq(jobs.status, 'live')));
  return row?.n ?? 0;
}

/** Who takes a place: a role in the account, or an open invitation to one (an expired one frees it). */
const placeHolders = (accountId: number) =>
  sql`(select ${grants.userId} as user_id from ${grants} where ${inTenant(grants, accountId)}
    union select ${invitations.userId} from ${invitations}
    where ${inTenant(invitations, accountId)} and ${invitations.expiresAt} > now())`;

export async function countPeople(q: Queryable, accountId: number) {
  const result = await q.execute(sql`select count(*)::int as n from ${placeHolders(accountId)} p`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

/** Whether the person already takes a place in the account (a second role or a renewed offer costs none). */
export async function holdsPlace(q: Queryable, accountId: number, userId: number) {
  const [grant] = await q
    .select({ id: grants.id })
    .from(grants)
    .where(and(inTenant(grants, accountId), eq(grants.userId, userId)))
    .limit(1);
  if (grant) return true;
  const [offer] = await q
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(inTenant(invitations, accountId), eq(invitations.userId, userId), gt(invitations.expiresAt, sql`now()`)))
    .limit(1);
  return offer !== undefined;
}

export async function storedBytes(q: Queryable, accountId: number) {
  const [row] = await q
    .select({ n: sql<number>`coalesce(sum(${storedFiles.bytes}), 0)::bigint`.mapWith(Number) })
    .from(storedFiles)
    .where(inTenant(storedFiles, accountId));
  return row?.n ?? 0;
}

export async function recordStoredFile(q: Queryable, accountId: number, file: { key: string; bytes: number }) {
  await q.insert(storedFiles).values({ accountId, key: file.key, bytes: file.bytes });
}

export async function forgetStoredFile(q: Queryable, accountId: number, key: string) {
  await q.delete(storedFiles).where(and(inTenant(storedFiles, accountId), eq(storedFiles.key, key)));
}

/** Files deleted from storage (the orphan sweep, which knows keys but not accounts) stop counting. */
export async function forgetStoredKeys(q: Queryable, keys: string[]) {
  if (keys.length) await q.delete(storedFiles).where(inArray(storedFiles.key, keys));
}

export async function usageOf(q: Queryable, accountId: number): Promise<AccountUsage> {
  const [siteCount, people, liveJobs, bytes] = await Promise.all([
    countSites(q, accountId),
    countPeople(q, accountId),
    countLiveJobs(q, accountId),
    storedBytes(q, accountId),
  ]);
  return { sites: siteCount, people, live_jobs: liveJobs, storage_bytes: bytes };
}
