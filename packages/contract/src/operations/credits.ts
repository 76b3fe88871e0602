import { defineOperations } from './define.js';

/** Credits: balances, ledger, pricing and purchases. */
export const creditsRoutes = {
  creditBalance: 'GET /v1/credit/balance',
  listLedger: 'GET /v1/credit/ledgers',
  exportLedger: 'GET /v1/credit/ledgers/export.csv',
  listWallets: 'GET /v1/credit/wallets',
  discountTiers: 'GET /v1/credit/discount-tiers',
  saveDiscountTiers: 'PUT /v1/credit/discount-tiers',
  previewPurchase: 'POST /v1/credit/purchase/preview',
  createPurchase: 'POST /v1/credit/purchases',
  getPurchase: 'GET /v1/credit/purchases/:id',
  confirmPurchase: 'POST /v1/credit/purchases/:id/confirm',
  creditActions: 'GET /v1/credit/credit-actions',
  adjustCredits: 'POST /v1/credit/adjustments',
} as const;

export const creditsOperations = /* @__PURE__ */ defineOperations(creditsRoutes, {
  creditBalance: {
    access: { action: 'read', subject: 'credits' },
    query: 'CreditBalanceQuery',
    response: 'CreditBalanceResponse',
    tags: ['credits'],
    summary: 'Credit balance of the selected employer (or, for staff, of `employer_id`)',
  },
  listLedger: {
    access: { action: 'read', subject: 'credits' },
    query: 'LedgerQuery',
    response: 'LedgerListResponse',
    tags: ['credits'],
    summary: 'Credit transactions, newest first',
    description:
      'Employer users see their own employer’s; staff the whole site’s, or one employer’s with `employer_id`. Filters: `filter[kind]`, `filter[from]`, `filter[to]` (UTC days, inclusive).',
  },
  exportLedger: {
    access: { action: 'export', subject: 'credits' },
    query: 'LedgerExportQuery',
    produces: ['text/csv'],
    tags: ['credits'],
    summary: 'The filtered transactions as CSV (streamed, id order)',
  },
  listWallets: {
    access: { action: 'read', subject: 'credits', staff: true },
    query: 'PaginationQuery',
    response: 'WalletListResponse',
    tags: ['credits'],
    summary: 'Staff: every employer of the site with its balance',
  },
  discountTiers: {
    access: { action: 'read', subject: 'credits' },
    response: 'CreditPricingResponse',
    tags: ['credits'],
    summary: 'The site’s credit price and discount tiers',
  },
  saveDiscountTiers: {
    access: { action: 'update', subject: 'credits', staff: true },
    body: 'SaveDiscountTiersBody',
    response: 'CreditPricingResponse',
    tags: ['credits'],
    summary: 'Staff: replace the site’s discount tiers',
    description: 'Each tier has `unit_price` (minor units) or `percent_off`, not both; minimum quantities are unique.',
  },
  previewPurchase: {
    access: { action: 'read', subject: 'credits' },
    body: 'PurchasePreviewBody',
    response: 'PurchasePreviewResponse',
    tags: ['credits'],
    summary: 'Price a quantity of credits: tier, subtotal, discount and total',
  },
  createPurchase: {
    access: { action: 'create', subject: 'credits' },
    body: 'CreatePurchaseBody',
    response: 'PurchaseResponse',
    status: [200, 201],
    tags: ['credits'],
    summary: 'Start a checkout for credits',
    description:
      'Needs an `Idempotency-Key` header (8–100 of `A-Z a-z 0-9 _ -`). The same key and body answer the same purchase (200); the same key with another body answers 409. New purchases answer 201 with `checkout_url`.',
  },
  getPurchase: {
    access: { action: 'read', subject: 'credits' },
    params: 'PurchaseIdParam',
    response: 'PurchaseResponse',
    tags: ['credits'],
    summary: 'One purchase and its state',
  },
  confirmPurchase: {
    access: { action: 'read', subject: 'credits' },
    params: 'PurchaseIdParam',
    response: 'PurchaseResponse',
    tags: ['credits'],
    summary: 'Ask the provider now whether a pending purchase was paid (the return page calls this)',
    description: 'Fulfils it when paid, exactly once even if the webhook arrives too.',
  },
  creditActions: {
    access: { action: 'read', subject: 'credits' },
    response: 'CreditActionsResponse',
    tags: ['credits'],
    summary: 'What costs credits, and how many',
  },
  adjustCredits: {
    access: { action: 'update', subject: 'credits', staff: true },
    body: 'CreditAdjustmentBody',
    response: 'LedgerEntryResponse',
    status: 201,
    tags: ['credits'],
    summary: 'Staff: grant (positive) or revoke (negative) credits, with a reason',
    description: 'A revoke larger than the balance answers 422 `credits_exceed_balance`.',
  },
});
