import type {
  AccountLimits,
  AccountPlanUsage,
  ErrorCode,
  PlanLimit,
  PlatformAccountLimits,
  SavePlatformAccountLimitsBody,
} from '@talent/contract';
import type { Queryable } from '../../db/client.js';
import { type AuditActor, recordAudit } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, type FieldProblems, invalidFields, notFound } from '../../platform/errors.js';
import {
  countLiveJobs,
  countPeople,
  countSites,
  holdsPlace,
  lockPlan,
  newSiteDefaultsOf,
  readPlan,
  savePlan,
  storedBytes,
  usageOf,
} from './plan-limits.repo.js';

const BYTES_PER_MB = 1_000_000;

const LIMITS: Record<
  PlanLimit,
  { field: keyof AccountLimits; code: ErrorCode; used: (q: Queryable, accountId: number) => Promise<number> }
> = {
  sites: { field: 'max_sites', code: 'plan_limit_sites', used: countSites },
  people: { field: 'max_people', code: 'plan_limit_people', used: countPeople },
  live_jobs: { field: 'max_live_jobs', code: 'plan_limit_live_jobs', used: countLiveJobs },
  storage_mb: { field: 'max_storage_mb', code: 'plan_limit_storage', used: storedBytes },
};

/** A limit in the unit its usage is counted in (storage: bytes). */
const capacity = (limit: PlanLimit, max: number) => (limit === 'storage_mb' ? max * BYTES_PER_MB : max);

/**
 * Refuses (409 `plan_limit_…`, naming the limit and its maximum) when `adding` more would take the
 * account over its plan. Call it in the transaction of the write it guards, before the write: it
 * locks the account's row, so a concurrent request waits here and then counts this one's row.
 */
export async function ensureRoom(tx: Queryable, accountId: number, limit: PlanLimit, adding = 1) {
  const plan = await lockPlan(tx, accountId);
  const { field, code, used } = LIMITS[limit];
  const max = plan?.[field];
  if (max == null || adding <= 0) return;
  if ((await used(tx, accountId)) + adding > capacity(limit, max)) throw new AppError(code, { params: { limit, max } });
}

/** Whether one more person fits (locking like `ensureRoom`), for callers that refuse in their own way. */
export async function roomForPerson(tx: Queryable, accountId: number, userId: number | null) {
  try {
    await ensureRoomForPerson(tx, accountId, userId);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'plan_limit_people') return false;
    throw error;
  }
}

/** A person takes a place unless they already hold a role or an open offer in the account. */
export async function ensureRoomForPerson(tx: Queryable, accountId: number, userId: number | null) {
  const counted = userId !== null && (await holdsPlace(tx, accountId, userId));
  await ensureRoom(tx, accountId, 'people', counted ? 0 : 1);
}

async function planOf(q: Queryable, accountId: number): Promise<PlatformAccountLimits> {
  const limits = await readPlan(q, accountId);
  if (!limits) throw notFound();
  const [usage, defaults] = await Promise.all([usageOf(q, accountId), newSiteDefaultsOf(q, accountId)]);
  return {
    limits,
    usage,
    new_site_defaults: { credit_pricing: defaults.creditPricing, discount_tiers: defaults.discountTiers },
  };
}

export const platformAccountLimits = (ctx: AppContext, accountId: number) => planOf(ctx.db, accountId);

/** What the owner sees: each limit and what is used of it. */
export async function accountPlanUsage(ctx: AppContext, accountId: number): Promise<AccountPlanUsage> {
  const { limits, usage } = await planOf(ctx.db, accountId);
  return { limits, usage };
}

const USAGE_OF: Record<keyof AccountLimits, (u: PlatformAccountLimits['usage']) => number> = {
  max_sites: (u) => u.sites,
  max_people: (u) => u.people,
  max_live_jobs: (u) => u.live_jobs,
  max_storage_mb: (u) => Math.ceil(u.storage_bytes / BYTES_PER_MB),
};

/**
 * Sets the plan. A limit below what the account already uses is refused on its field (nothing is
 * taken away to fit); the row is locked first, so usage cannot grow between the count and the save.
 */
export async function savePlatformAccountLimits(
  ctx: AppContext,
  accountId: number,
  body: SavePlatformAccountLimitsBody,
  actor: AuditActor,
): Promise<PlatformAccountLimits> {
  await ctx.db.transaction(async (tx) => {
    if (!(await lockPlan(tx, accountId))) throw notFound();
    const before = await planOf(tx, accountId);
    const problems: FieldProblems = {};
    for (const field of Object.keys(USAGE_OF) as (keyof AccountLimits)[]) {
      const max = body.limits[field];
      const used = USAGE_OF[field](before.usage);
      if (max !== null && max < used) problems[`limits.${field}`] = [{ rule: 'limit_below_usage', params: { used } }];
    }
    if (Object.keys(problems).length) throw invalidFields(problems);
    const defaults = {
      creditPricing: body.new_site_defaults.credit_pricing,
      discountTiers: [...body.new_site_defaults.discount_tiers].sort((a, b) => a.min_quantity - b.min_quantity),
    };
    await savePlan(tx, accountId, body.limits, defaults);
    const after = {
      ...body.limits,
      new_site_credit_pricing: defaults.creditPricing,
      new_site_discount_tiers: defaults.discountTiers,
    };
    const was = {
      ...before.limits,
      new_site_credit_pricing: before.new_site_defaults.credit_pricing,
      new_site_discount_tiers: before.new_site_defaults.discount_tiers,
    };
    const changed = Object.fromEntries(
      (Object.keys(after) as (keyof typeof after)[])
        .filter((k) => JSON.stringify(was[k]) !== JSON.stringify(after[k]))
        .map((k) => [k, { from: was[k], to: after[k] }]),
    );
    if (Object.keys(changed).length)
      await recordAudit(tx, actor, {
        action: 'platform.account_limits_changed',
        subjectType: 'account',
        subjectId: accountId,
        accountId,
        data: changed,
      });
  });
  return planOf(ctx.db, accountId);
}
