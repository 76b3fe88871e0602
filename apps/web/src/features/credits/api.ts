import type {
  CreatePurchaseBody,
  CreditAdjustmentBody,
  LedgerQuery,
  OperationQuery,
  PurchasePreview,
  SaveDiscountTiersBody,
} from '@talent/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiBlob } from '../../shared/api/client.js';
import { saveBlob } from '../../shared/api/download.js';

/** The selected account and site; `employerId` is the selected employer (an employer user) or null (staff). */
export type CreditScope = { accountId: number; siteId: number; employerId: number | null };

/** Every key starts with the tenant, so a switch of account, site or employer never shows stale data. */
export const creditKeys = {
  all: (s: CreditScope) => ['credits', s] as const,
  balance: (s: CreditScope, employerId: number | null) => [...creditKeys.all(s), 'balance', employerId] as const,
  ledger: (s: CreditScope, query: Partial<LedgerQuery>) => [...creditKeys.all(s), 'ledger', query] as const,
  wallets: (s: CreditScope, query: OperationQuery<'listWallets'>) => [...creditKeys.all(s), 'wallets', query] as const,
  pricing: (s: CreditScope) => [...creditKeys.all(s), 'pricing'] as const,
  preview: (s: CreditScope, quantity: number) => [...creditKeys.all(s), 'preview', quantity] as const,
  actions: (s: CreditScope) => [...creditKeys.all(s), 'actions'] as const,
  purchase: (s: CreditScope, id: number) => [...creditKeys.all(s), 'purchase', id] as const,
};

/** Staff pass the employer; an employer user's own balance needs none. */
export const balanceQuery = (s: CreditScope, employerId: number | null = null) =>
  queryOptions({
    queryKey: creditKeys.balance(s, employerId),
    queryFn: ({ signal }) =>
      api('creditBalance', { query: employerId === null ? {} : { employer_id: employerId }, signal }).then(
        (r) => r.data,
      ),
  });

export const ledgerQuery = (s: CreditScope, query: Partial<LedgerQuery>) =>
  queryOptions({
    queryKey: creditKeys.ledger(s, query),
    queryFn: ({ signal }) => api('listLedger', { query, signal }),
    placeholderData: keepPreviousData,
  });

export const walletsQuery = (s: CreditScope, query: OperationQuery<'listWallets'>) =>
  queryOptions({
    queryKey: creditKeys.wallets(s, query),
    queryFn: ({ signal }) => api('listWallets', { query, signal }),
    placeholderData: keepPreviousData,
  });

export const pricingQuery = (s: CreditScope) =>
  queryOptions({
    queryKey: creditKeys.pricing(s),
    queryFn: ({ signal }) => api('discountTiers', { signal }).then((r) => r.data),
    staleTime: 60_000,
  });

/** The server prices every quantity (the client never computes money). */
export const previewQuery = (s: CreditScope, quantity: number) =>
  queryOptions<PurchasePreview>({
    queryKey: creditKeys.preview(s, quantity),
    queryFn: ({ signal }) => api('previewPurchase', { body: { quantity }, signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const creditActionsQuery = (s: CreditScope) =>
  queryOptions({
    queryKey: creditKeys.actions(s),
    queryFn: ({ signal }) => api('creditActions', { signal }).then((r) => r.data),
    staleTime: 5 * 60_000,
  });

export const purchaseQuery = (s: CreditScope, id: number) =>
  queryOptions({
    queryKey: creditKeys.purchase(s, id),
    queryFn: ({ signal }) => api('getPurchase', { params: { id }, signal }).then((r) => r.data),
  });

/** Asks the provider now whether a pending purchase was paid (fulfils it if so). */
export const confirmPurchase = (id: number) => api('confirmPurchase', { params: { id } }).then((r) => r.data);

/**
 * Starts a checkout. `idempotencyKey` names this attempt: a retry (double click, network error)
 * with the same key gets the same purchase instead of a second one.
 */
export function useCreatePurchase() {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreatePurchaseBody; idempotencyKey: string }) =>
      api('createPurchase', { body, headers: { 'idempotency-key': idempotencyKey } }).then((r) => r.data),
  });
}

export function useAdjustCredits(s: CreditScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreditAdjustmentBody) => api('adjustCredits', { body }).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditKeys.all(s) }),
  });
}

export function useSaveTiers(s: CreditScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveDiscountTiersBody) => api('saveDiscountTiers', { body }).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditKeys.all(s) }),
  });
}

/** The ledger entries matching the table's filters as a CSV file. */
export async function downloadLedgerCsv(query: OperationQuery<'exportLedger'>) {
  saveBlob(await apiBlob('exportLedger', { query }), 'credit-transactions.csv');
}
