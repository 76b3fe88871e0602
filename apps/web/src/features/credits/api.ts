import type {
  CreatePurchaseBody,
  CreditActionsResponse,
  CreditAdjustmentBody,
  CreditBalanceResponse,
  CreditPricingResponse,
  LedgerEntryResponse,
  LedgerListResponse,
  LedgerQuery,
  PurchasePreview,
  PurchasePreviewResponse,
  PurchaseResponse,
  SaveDiscountTiersBody,
  WalletListResponse,
} from '@talent/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, api, apiBlob } from '../../shared/api/client.js';
import { saveBlob } from '../../shared/api/download.js';

/** The selected account and site; `employerId` is the selected employer (an employer user) or null (staff). */
export type CreditScope = { accountId: number; siteId: number; employerId: number | null };
type Query = Record<string, string | number | undefined>;

/** Every key starts with the tenant, so a switch of account, site or employer never shows stale data. */
export const creditKeys = {
  all: (s: CreditScope) => ['credits', s] as const,
  balance: (s: CreditScope, employerId: number | null) => [...creditKeys.all(s), 'balance', employerId] as const,
  ledger: (s: CreditScope, query: Partial<LedgerQuery>) => [...creditKeys.all(s), 'ledger', query] as const,
  wallets: (s: CreditScope, query: Query) => [...creditKeys.all(s), 'wallets', query] as const,
  pricing: (s: CreditScope) => [...creditKeys.all(s), 'pricing'] as const,
  preview: (s: CreditScope, quantity: number) => [...creditKeys.all(s), 'preview', quantity] as const,
  actions: (s: CreditScope) => [...creditKeys.all(s), 'actions'] as const,
  purchase: (s: CreditScope, id: number) => [...creditKeys.all(s), 'purchase', id] as const,
};

const retry = (failures: number, error: unknown) => !(error instanceof ApiError && error.status < 500) && failures < 2;

/** Staff pass the employer; an employer user's own balance needs none. */
export const balanceQuery = (s: CreditScope, employerId: number | null = null) =>
  queryOptions({
    queryKey: creditKeys.balance(s, employerId),
    queryFn: ({ signal }) =>
      api<z.infer<typeof CreditBalanceResponse>>('/v1/credit/balance', {
        query: employerId === null ? {} : { employer_id: employerId },
        signal,
      }).then((r) => r.data),
    retry,
  });

export const ledgerQuery = (s: CreditScope, query: Partial<LedgerQuery>) =>
  queryOptions({
    queryKey: creditKeys.ledger(s, query),
    queryFn: ({ signal }) =>
      api<z.infer<typeof LedgerListResponse>>('/v1/credit/ledgers', { query: query as Query, signal }),
    placeholderData: keepPreviousData,
    retry,
  });

export const walletsQuery = (s: CreditScope, query: { page?: number; per_page?: number; q?: string }) =>
  queryOptions({
    queryKey: creditKeys.wallets(s, query),
    queryFn: ({ signal }) => api<z.infer<typeof WalletListResponse>>('/v1/credit/wallets', { query, signal }),
    placeholderData: keepPreviousData,
    retry,
  });

export const pricingQuery = (s: CreditScope) =>
  queryOptions({
    queryKey: creditKeys.pricing(s),
    queryFn: ({ signal }) =>
      api<z.infer<typeof CreditPricingResponse>>('/v1/credit/discount-tiers', { signal }).then((r) => r.data),
    staleTime: 60_000,
    retry,
  });

/** The server prices every quantity (the client never computes money). */
export const previewQuery = (s: CreditScope, quantity: number) =>
  queryOptions<PurchasePreview>({
    queryKey: creditKeys.preview(s, quantity),
    queryFn: ({ signal }) =>
      api<z.infer<typeof PurchasePreviewResponse>>('/v1/credit/purchase/preview', {
        method: 'POST',
        body: { quantity },
        signal,
      }).then((r) => r.data),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry,
  });

export const creditActionsQuery = (s: CreditScope) =>
  queryOptions({
    queryKey: creditKeys.actions(s),
    queryFn: ({ signal }) =>
      api<z.infer<typeof CreditActionsResponse>>('/v1/credit/credit-actions', { signal }).then((r) => r.data),
    staleTime: 5 * 60_000,
    retry,
  });

export const purchaseQuery = (s: CreditScope, id: number) =>
  queryOptions({
    queryKey: creditKeys.purchase(s, id),
    queryFn: ({ signal }) =>
      api<z.infer<typeof PurchaseResponse>>(`/v1/credit/purchases/${id}`, { signal }).then((r) => r.data),
    retry,
  });

/** Asks the provider now whether a pending purchase was paid (fulfils it if so). */
export const confirmPurchase = (id: number) =>
  api<z.infer<typeof PurchaseResponse>>(`/v1/credit/purchases/${id}/confirm`, { method: 'POST' }).then((r) => r.data);

/**
 * Starts a checkout. `idempotencyKey` names this attempt: a retry (double click, network error)
 * with the same key gets the same purchase instead of a second one.
 */
export function useCreatePurchase() {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreatePurchaseBody; idempotencyKey: string }) =>
      api<z.infer<typeof PurchaseResponse>>('/v1/credit/purchases', {
        method: 'POST',
        body,
        headers: { 'idempotency-key': idempotencyKey },
      }).then((r) => r.data),
  });
}

export function useAdjustCredits(s: CreditScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreditAdjustmentBody) =>
      api<z.infer<typeof LedgerEntryResponse>>('/v1/credit/adjustments', { method: 'POST', body }).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditKeys.all(s) }),
  });
}

export function useSaveTiers(s: CreditScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveDiscountTiersBody) =>
      api<z.infer<typeof CreditPricingResponse>>('/v1/credit/discount-tiers', { method: 'PUT', body }).then(
        (r) => r.data,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditKeys.all(s) }),
  });
}

/** GET /v1/credit/ledgers/export.csv with the table's filters, saved as a file. */
export async function downloadLedgerCsv(query: Query) {
  saveBlob(await apiBlob('/v1/credit/ledgers/export.csv', { query }), 'credit-transactions.csv');
}
