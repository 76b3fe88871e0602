import { LEDGER_KINDS, PURCHASE_STATUSES } from '@talent/contract';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, oneOf, tstz, updatedAt } from './columns.js';
import { employers, sites } from './tenancy.js';
import { users } from './users.js';

/**
 * One employer's credits. The balance is only ever changed in the transaction that appends its
 * ledger entry; the CHECK makes a negative balance impossible whatever the code does.
 */
export const creditWallets = pgTable(
  'credit_wallets',
  {
    employerId: integer('employer_id').notNull(),
    accountId: integer('account_id').notNull(),
    siteId: integer('site_id').notNull(),
    balance: integer('balance').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Keys include account_id, the distribution column on Citus (docs/deploy.md); the first column leads lookups.
    primaryKey({ name: 'credit_wallets_pkey', columns: [t.employerId, t.accountId] }),
    foreignKey({
      name: 'credit_wallets_employer_fk',
      columns: [t.employerId, t.siteId, t.accountId],
      foreignColumns: [employers.id, employers.siteId, employers.accountId],
    }).onDelete('cascade'),
    index('credit_wallets_site_idx').on(t.accountId, t.siteId),
    check('credit_wallets_balance_chk', sql`${t.balance} >= 0`),
  ],
);

/** A checkout: priced by the server when created, paid at most once. */
export const creditPurchases = pgTable(
  'credit_purchases',
  {
    id: serial('id'),
    accountId: integer('account_id').notNull(),
    siteId: integer('site_id').notNull(),
    employerId: integer('employer_id').notNull(),
    buyerUserId: integer('buyer_user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: PURCHASE_STATUSES }).notNull().default('pending'),
    provider: text('provider').notNull(),
    /** The provider's id of the checkout (Stripe Checkout Session id), once created. */
    providerRef: text('provider_ref'),
    checkoutUrl: text('checkout_url'),
    /** The portal address the buyer returns to (`…/credit-system/payment-success`), without the query. */
    returnUrl: text('return_url').notNull(),
    /** sha-256 of the secret in the built-in test checkout's link; null for other providers. */
    checkoutTokenHash: text('checkout_token_hash'),
    quantity: integer('quantity').notNull(),
    currency: text('currency').notNull(),
    unitPrice: integer('unit_price').notNull(),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull(),
    total: integer('total').notNull(),
    tierMinQuantity: integer('tier_min_quantity'),
    tierUnitPrice: integer('tier_unit_price'),
    tierPercentOff: integer('tier_percent_off'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** sha-256 of what was asked for with that key, so a reuse with another body is told apart. */
    requestHash: text('request_hash').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    paidAt: tstz('paid_at'),
  },
  (t) => [
    primaryKey({ name: 'credit_purchases_pkey', columns: [t.id, t.accountId] }),
    foreignKey({
      name: 'credit_purchases_employer_fk',
      columns: [t.employerId, t.siteId, t.accountId],
      foreignColumns: [employers.id, employers.siteId, employers.accountId],
    }).onDelete('cascade'),
    uniqueIndex('credit_purchases_idempotency_uq').on(t.employerId, t.idempotencyKey, t.accountId),
    // A provider's webhook finds the purchase by its reference alone: provider and reference lead.
    uniqueIndex('credit_purchases_provider_ref_uq').on(t.provider, t.providerRef, t.accountId),
    index('credit_purchases_employer_created_idx').on(t.employerId, t.createdAt),
    check('credit_purchases_status_chk', oneOf(t.status, PURCHASE_STATUSES)),
    check('credit_purchases_quantity_chk', sql`${t.quantity} > 0`),
    check(
      'credit_purchases_money_chk',
      sql`${t.total} >= 0 and ${t.discount} >= 0 and ${t.subtotal} = ${t.total} + ${t.discount}`,
    ),
    check('credit_purchases_paid_chk', sql`(${t.status} = 'paid') = (${t.paidAt} is not null)`),
  ],
);

/**
 * Append-only: every change of a balance, with the balance it left. Partial unique indexes make a
 * second credit for one purchase, a second debit for one job and a second refund for one job
 * impossible; CHECKs tie each kind to its sign and reference.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigserial('id', { mode: 'number' }),
    accountId: integer('account_id').notNull(),
    siteId: integer('site_id').notNull(),
    employerId: integer('employer_id').notNull(),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: text('reason'),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    impersonatorUserId: integer('impersonator_user_id').references(() => users.id, { onDelete: 'set null' }),
    purchaseId: integer('purchase_id'),
    jobId: uuid('job_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'credit_ledger_pkey', columns: [t.id, t.accountId] }),
    foreignKey({
      name: 'credit_ledger_wallet_fk',
      columns: [t.employerId, t.accountId],
      foreignColumns: [creditWallets.employerId, creditWallets.accountId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'credit_ledger_purchase_fk',
      columns: [t.purchaseId, t.accountId],
      foreignColumns: [creditPurchases.id, creditPurchases.accountId],
    }).onDelete('cascade'),
    index('credit_ledger_employer_created_idx').on(t.employerId, t.createdAt),
    index('credit_ledger_site_created_idx').on(t.accountId, t.siteId, t.createdAt),
    uniqueIndex('credit_ledger_purchase_uq').on(t.purchaseId, t.accountId).where(sql`${t.kind} = 'purchase'`),
    uniqueIndex('credit_ledger_job_posting_uq').on(t.jobId, t.accountId).where(sql`${t.kind} = 'job_posting'`),
    uniqueIndex('credit_ledger_job_refund_uq').on(t.jobId, t.accountId).where(sql`${t.kind} = 'refund'`),
    check('credit_ledger_balance_chk', sql`${t.balanceAfter} >= 0`),
    check(
      'credit_ledger_kind_chk',
      sql`(${t.kind} = 'purchase' and ${t.amount} > 0 and ${t.purchaseId} is not null)
        or (${t.kind} = 'job_posting' and ${t.amount} < 0 and ${t.jobId} is not null)
        or (${t.kind} = 'refund' and ${t.amount} > 0 and ${t.jobId} is not null)
        or (${t.kind} = 'staff_grant' and ${t.amount} > 0 and ${t.reason} is not null)
        or (${t.kind} = 'staff_revoke' and ${t.amount} < 0 and ${t.reason} is not null)`,
    ),
  ],
);

/** Per site: from `min_quantity` credits on, a unit price or a percentage off the site's base price. */
export const creditDiscountTiers = pgTable(
  'credit_discount_tiers',
  {
    id: serial('id'),
    accountId: integer('account_id').notNull(),
    siteId: integer('site_id').notNull(),
    minQuantity: integer('min_quantity').notNull(),
    unitPrice: integer('unit_price'),
    percentOff: integer('percent_off'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'credit_discount_tiers_pkey', columns: [t.id, t.accountId] }),
    foreignKey({ columns: [t.siteId, t.accountId], foreignColumns: [sites.id, sites.accountId] }).onDelete('cascade'),
    uniqueIndex('credit_discount_tiers_site_min_uq').on(t.accountId, t.siteId, t.minQuantity),
    check('credit_discount_tiers_min_chk', sql`${t.minQuantity} > 0`),
    check(
      'credit_discount_tiers_one_rule_chk',
      sql`(${t.unitPrice} is not null and ${t.unitPrice} >= 0 and ${t.percentOff} is null)
        or (${t.percentOff} is not null and ${t.percentOff} between 1 and 100 and ${t.unitPrice} is null)`,
    ),
  ],
);

/**
 * Provider events already handled (Stripe retries and replays them); one row per event id. Platform-wide
 * (an event is deduplicated before its tenant is known), so `purchase_id` names the purchase without a
 * foreign key: a key into the distributed purchases would keep the schema off Citus (docs/deploy.md).
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    purchaseId: integer('purchase_id'),
    receivedAt: tstz('received_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_provider_event_uq').on(t.provider, t.eventId)],
);
