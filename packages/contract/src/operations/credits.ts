import type { SchemasOf } from './define.js';

/** Credits: balances, ledger, pricing and purchases. */
export const creditRoutes = {
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

export const creditSchemas = {
  creditBalance: { query: 'CreditBalanceQuery', response: 'CreditBalanceResponse' },
  listLedger: { query: 'LedgerQuery', response: 'LedgerListResponse' },
  exportLedger: { query: 'LedgerExportQuery', kind: 'file' },
  listWallets: { query: 'WalletListQuery', response: 'WalletListResponse' },
  discountTiers: { response: 'CreditPricingResponse' },
  saveDiscountTiers: { body: 'SaveDiscountTiersBody', response: 'CreditPricingResponse' },
  previewPurchase: { body: 'PurchasePreviewBody', response: 'PurchasePreviewResponse' },
  createPurchase: { body: 'CreatePurchaseBody', response: 'PurchaseResponse' },
  getPurchase: { params: 'PurchaseIdParam', response: 'PurchaseResponse' },
  confirmPurchase: { params: 'PurchaseIdParam', response: 'PurchaseResponse' },
  creditActions: { response: 'CreditActionsResponse' },
  adjustCredits: { body: 'CreditAdjustmentBody', response: 'LedgerEntryResponse' },
} as const satisfies SchemasOf<typeof creditRoutes>;
