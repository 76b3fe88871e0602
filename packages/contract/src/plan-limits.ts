import { z } from 'zod';
import { one } from './common.js';
import { DISCOUNT_TIERS_MAX, DiscountTierSchema, TierInput } from './credits.js';

/**
 * What a plan limits per account. A limit of null is no limit. Storage is counted in bytes and
 * limited in megabytes (10^6 bytes), the unit people read on a plan.
 */
export const PLAN_LIMITS = ['sites', 'people', 'live_jobs', 'storage_mb'] as const;
export type PlanLimit = (typeof PLAN_LIMITS)[number];

/** The most any limit may be set to (a typo guard, far above any real plan). */
export const PLAN_LIMIT_MAX = 1_000_000;

const limit = z.number().int().min(0).max(PLAN_LIMIT_MAX).nullable();

export const AccountLimitsSchema = z
  .object({
    max_sites: limit,
    max_people: limit,
    max_live_jobs: limit,
    max_storage_mb: limit,
  })
  .meta({ id: 'AccountLimits' });
export type AccountLimits = z.infer<typeof AccountLimitsSchema>;

export const AccountUsageSchema = z
  .object({
    sites: z.number().int(),
    people: z.number().int().describe('People holding a role in the account, plus open invitations to new people.'),
    live_jobs: z.number().int().describe('Jobs on the board now (status `live`) across the account’s sites.'),
    storage_bytes: z.number().int().describe('Files the account’s people uploaded and the portal keeps.'),
  })
  .meta({ id: 'AccountUsage' });
export type AccountUsage = z.infer<typeof AccountUsageSchema>;

const currency = z.string().regex(/^[A-Z]{3}$/);
const unitPrice = z.number().int().min(0).max(100_000_000);

/** A new site's starting credit price; null: the platform's default. */
export const DefaultCreditPricing = z.object({ currency, unit_price: unitPrice }).nullable();

export const NewSiteDefaultsSchema = z
  .object({
    credit_pricing: DefaultCreditPricing.describe('Null: the platform’s default price.'),
    discount_tiers: z.array(DiscountTierSchema.omit({ id: true })),
  })
  .meta({ id: 'NewSiteDefaults' });
export type NewSiteDefaults = z.infer<typeof NewSiteDefaultsSchema>;

/** GET /v1/platform/accounts/:id/limits: what the plan allows, what is used, and what new sites start with. */
export const PlatformAccountLimitsSchema = z
  .object({ limits: AccountLimitsSchema, usage: AccountUsageSchema, new_site_defaults: NewSiteDefaultsSchema })
  .meta({ id: 'PlatformAccountLimits' });
export type PlatformAccountLimits = z.infer<typeof PlatformAccountLimitsSchema>;
export const PlatformAccountLimitsResponse = one(PlatformAccountLimitsSchema);

/** PUT /v1/platform/accounts/:id/limits: the whole plan at once; a limit below what is used is refused. */
export const SavePlatformAccountLimitsBody = z
  .object({
    limits: AccountLimitsSchema,
    new_site_defaults: z.object({
      credit_pricing: DefaultCreditPricing,
      discount_tiers: z.array(TierInput).max(DISCOUNT_TIERS_MAX),
    }),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<number>();
    body.new_site_defaults.discount_tiers.forEach((tier, index) => {
      if (seen.has(tier.min_quantity))
        ctx.addIssue({
          code: 'custom',
          path: ['new_site_defaults', 'discount_tiers', index, 'min_quantity'],
          message: 'duplicate',
        });
      seen.add(tier.min_quantity);
    });
  });
export type SavePlatformAccountLimitsBody = z.infer<typeof SavePlatformAccountLimitsBody>;

/** GET /v1/accounts/usage: the selected account's plan as its owner sees it. */
export const AccountPlanUsageSchema = z
  .object({ limits: AccountLimitsSchema, usage: AccountUsageSchema })
  .meta({ id: 'AccountPlanUsage' });
export type AccountPlanUsage = z.infer<typeof AccountPlanUsageSchema>;
export const AccountPlanUsageResponse = one(AccountPlanUsageSchema);
