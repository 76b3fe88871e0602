import { defineOperations } from './define.js';

export const creditOperations = defineOperations({
  creditBalance: {
    method: 'GET',
    path: '/v1/credit/balance',
    query: 'CreditBalanceQuery',
    response: 'CreditBalanceResponse',
  },
  listLedger: { method: 'GET', path: '/v1/credit/ledgers', query: 'LedgerQuery', response: 'LedgerListResponse' },
  exportLedger: { method: 'GET', path: '/v1/credit/ledgers/export.csv', query: 'LedgerExportQuery', kind: 'file' },
  listWallets: { method: 'GET', path: '/v1/credit/wallets', query: 'WalletListQuery', response: 'WalletListResponse' },
  discountTiers: { method: 'GET', path: '/v1/credit/discount-tiers', response: 'CreditPricingResponse' },
  saveDiscountTiers: {
    method: 'PUT',
    path: '/v1/credit/discount-tiers',
    body: 'SaveDiscountTiersBody',
    response: 'CreditPricingResponse',
  },
  previewPurchase: {
    method: 'POST',
    path: '/v1/credit/purchase/preview',
    body: 'PurchasePreviewBody',
    response: 'PurchasePreviewResponse',
  },
  createPurchase: {
    method: 'POST',
    path: '/v1/credit/purchases',
    body: 'CreatePurchaseBody',
    response: 'PurchaseResponse',
  },
  getPurchase: {
    method: 'GET',
    path: '/v1/credit/purchases/:id',
    params: 'PurchaseIdParam',
    response: 'PurchaseResponse',
  },
  confirmPurchase: {
    method: 'POST',
    path: '/v1/credit/purchases/:id/confirm',
    params: 'PurchaseIdParam',
    response: 'PurchaseResponse',
  },
  creditActions: { method: 'GET', path: '/v1/credit/credit-actions', response: 'CreditActionsResponse' },
  adjustCredits: {
    method: 'POST',
    path: '/v1/credit/adjustments',
    body: 'CreditAdjustmentBody',
    response: 'LedgerEntryResponse',
  },
});
