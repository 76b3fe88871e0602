import { z } from 'zod';
import { one, PaginationQuery, page } from './common.js';

/**
 * Credits are whole numbers; money is in minor units (pence, cents) with an ISO 4217 currency, so
 * no amount is ever a float.
 */
export const LEDGER_KINDS = ['purchase', 'job_posting', 'refund', 'staff_grant', 'staff_revoke'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export const PURCHASE_STATUSES = ['pending', 'paid', 'cancelled', 'failed'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];
export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** One purchase buys at most this many credits (a typo guard; larger deals go through staff grants). */
export const CREDIT_PURCHASE_MAX = 10_000;
/** A staff grant or revoke moves at most this many credits at once. */
export const CREDIT_ADJUSTMENT_MAX = 10_000;
export const CREDIT_REASON_MAX = 500;
export const DISCOUNT_TIERS_MAX = 20;

const id = z.number().int();
const minor = z.number().int().describe('Minor units of `currency` (e.g. pence).');

export const CreditBalanceSchema = z
  .object({
    employer_id: id,
    balance: z.number().int().nonnegative(),
    updated_at: z.iso.datetime().nullable().describe('Last change; null when the employer never had credits.'),
  })
  .meta({ id: 'CreditBalance' });
export type CreditBalance = z.infer<typeof CreditBalanceSchema>;
export const CreditBalanceResponse = one(CreditBalanceSchema);
export const CreditBalanceQuery = z.object({
  employer_id: z.coerce
    .number()
    .int()
    .positive()
    .max(2_147_483_647)
    .optional()
    .describe('Staff: whose balance. Employer users get their own (the selected employer) and may leave it out.'),
});

const Person = z.object({ id, name: z.string() });

export const LedgerEntrySchema = z
  .object({
    id,
    employer: z.object({ id, name: z.string() }),
    kind: z.enum(LEDGER_KINDS),
    amount: z.number().int().describe('Credits added (positive) or taken (negative).'),
    balance_after: z.number().int().nonnegative(),
    reason: z.string().nullable(),
    actor: Person.nullable(),
    impersonator: Person.nullable(),
    purchase_id: id.nullable(),
    job_id: z.string().nullable(),
    job_title: z
      .string()
      .nullable()
      .describe('The title of `job_id` while that job exists on the site; null once it is deleted.'),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'LedgerEntry' });
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>;

export const LedgerQuery = PaginationQuery.omit({ q: true }).extend({
  employer_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  'filter[kind]': z.enum(LEDGER_KINDS).optional(),
  'filter[from]': z.iso.date().optional().describe('First day included (UTC).'),
  'filter[to]': z.iso.date().optional().describe('Last day included (UTC).'),
});
export type LedgerQuery = z.infer<typeof LedgerQuery>;
export const LedgerListResponse = page(LedgerEntrySchema);
/** GET /v1/credit/ledgers/export.csv: the ledger's filters, every row. */
export const LedgerExportQuery = LedgerQuery.omit({ page: true, per_page: true });

export const DiscountTierSchema = z
  .object({
    id,
    min_quantity: z.number().int().positive(),
    unit_price: minor.nullable().describe('Price per credit from this quantity on; or null with `percent_off`.'),
    percent_off: z.number().int().min(1).max(100).nullable(),
  })
  .meta({ id: 'DiscountTier' });
export type DiscountTier = z.infer<typeof DiscountTierSchema>;

export const CreditPricingSchema = z
  .object({
    currency: z.string().length(3),
    unit_price: minor.describe('Price of one credit before any tier.'),
    tiers: z.array(DiscountTierSchema).describe('Ordered by `min_quantity`; the highest one reached applies.'),
  })
  .meta({ id: 'CreditPricing' });
export type CreditPricing = z.infer<typeof CreditPricingSchema>;
export const CreditPricingResponse = one(CreditPricingSchema);

/** One discount tier as a form sends it: a unit price or a percentage off, not both. */
export const TierInput = z
  .object({
    min_quantity: z.number().int().min(1).max(CREDIT_PURCHASE_MAX),
    unit_price: z.number().int().min(0).max(100_000_000).nullable().default(null),
    percent_off: z.number().int().min(1).max(100).nullable().default(null),
  })
  .refine((tier) => (tier.unit_price === null) !== (tier.percent_off === null), {
    path: ['unit_price'],
    message: 'one of unit_price or percent_off',
    // Checked even when the quantity is missing too, so a blank row is told both at once.
    when: ({ value }) => typeof value === 'object' && value !== null,
  });

/** PUT /v1/credit/discount-tiers: the site's whole tier list, replaced at once. */
export const SaveDiscountTiersBody = z
  .object({ tiers: z.array(TierInput).max(DISCOUNT_TIERS_MAX) })
  .superRefine((body, ctx) => {
    const seen = new Set<number>();
    body.tiers.forEach((tier, index) => {
      if (seen.has(tier.min_quantity)) {
        ctx.addIssue({ code: 'custom', path: ['tiers', index, 'min_quantity'], message: 'duplicate' });
      }
      seen.add(tier.min_quantity);
    });
  });
export type SaveDiscountTiersBody = z.infer<typeof SaveDiscountTiersBody>;

const Quantity = z.number().int().min(1).max(CREDIT_PURCHASE_MAX);

export const PurchasePreviewBody = z.object({ quantity: Quantity });
export type PurchasePreviewBody = z.infer<typeof PurchasePreviewBody>;

export const PurchasePreviewSchema = z
  .object({
    quantity: z.number().int(),
    currency: z.string(),
    base_unit_price: minor,
    unit_price: minor.describe('Price per credit after the tier (rounded for percent tiers; `total` is exact).'),
    tier: DiscountTierSchema.nullable(),
    subtotal: minor.describe('quantity × base_unit_price.'),
    discount: minor,
    total: minor,
  })
  .meta({ id: 'PurchasePreview' });
export type PurchasePreview = z.infer<typeof PurchasePreviewSchema>;
export const PurchasePreviewResponse = one(PurchasePreviewSchema);

export const CreatePurchaseBody = z.object({ quantity: Quantity });
export type CreatePurchaseBody = z.infer<typeof CreatePurchaseBody>;

export const PurchaseSchema = z
  .object({
    id,
    employer: z.object({ id, name: z.string() }),
    status: z.enum(PURCHASE_STATUSES),
    provider: z.enum(PAYMENT_PROVIDERS),
    quantity: z.number().int(),
    currency: z.string(),
    unit_price: minor,
    subtotal: minor,
    discount: minor,
    total: minor,
    tier: DiscountTierSchema.pick({ min_quantity: true, unit_price: true, percent_off: true }).nullable(),
    buyer: Person.nullable(),
    checkout_url: z.string().nullable().describe('Where the buyer pays while the purchase is pending.'),
    balance_after: z.number().int().nullable().describe('The wallet balance right after these credits arrived.'),
    created_at: z.iso.datetime(),
    paid_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'Purchase' });
export type Purchase = z.infer<typeof PurchaseSchema>;
export const PurchaseResponse = one(PurchaseSchema);
export const PurchaseIdParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** `Idempotency-Key`: the client's name for one checkout attempt (a retry sends the same key). */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

export const CreditActionSchema = z
  .object({
    key: z.string().describe('What costs credits, e.g. `job_posting`.'),
    cost: z.number().int().positive(),
  })
  .meta({ id: 'CreditAction' });
export type CreditAction = z.infer<typeof CreditActionSchema>;
export const CreditActionsResponse = z.object({ data: z.array(CreditActionSchema) });
/** Posting (submitting) one job costs this many credits. */
export const JOB_POSTING_COST = 1;

/** POST /v1/credit/adjustments (staff): a grant (positive) or revoke (negative) with a reason. */
export const CreditAdjustmentBody = z.object({
  employer_id: z.number().int().positive().max(2_147_483_647),
  amount: z
    .number()
    .int()
    .min(-CREDIT_ADJUSTMENT_MAX)
    .max(CREDIT_ADJUSTMENT_MAX)
    .refine((v) => v !== 0),
  reason: z.string().trim().min(1).max(CREDIT_REASON_MAX),
});
export type CreditAdjustmentBody = z.infer<typeof CreditAdjustmentBody>;
export const LedgerEntryResponse = one(LedgerEntrySchema);

export const WalletSchema = z
  .object({
    employer: z.object({ id, name: z.string() }),
    balance: z.number().int().nonnegative(),
    updated_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'Wallet' });
export const WalletListQuery = PaginationQuery;
export const WalletListResponse = page(WalletSchema);

/** The built-in test provider's checkout page (the purchase it pays for). */
export const TestCheckoutParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
/** The checkout link's secret: in the page's query, and in its Pay and Cancel forms. */
export const TestCheckoutTokenQuery = z.object({ token: z.string().min(20).max(128) });
