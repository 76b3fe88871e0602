import type { SaveBrandBody } from '@talent/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client.js';

export const brandQuery = (accountId: number) =>
  queryOptions({
    queryKey: ['accounts', accountId, 'brand'],
    queryFn: ({ signal }) => api('brandSettings', { signal }).then((r) => r.data),
  });

/** The account's plan limits and what is used of them (`GET /v1/accounts/usage`). */
export const accountUsageQuery = (accountId: number) =>
  queryOptions({
    queryKey: ['accounts', accountId, 'usage'],
    queryFn: ({ signal }) => api('accountUsage', { signal }).then((r) => r.data),
  });

export function useSaveBrand(accountId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveBrandBody) => api('saveBrand', { body }).then((r) => r.data),
    onSuccess: (data) => client.setQueryData(brandQuery(accountId).queryKey, data),
  });
}
