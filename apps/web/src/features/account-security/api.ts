import type { SaveAccountSecurityBody } from '@talent/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client.js';

export const accountSecurityQuery = (accountId: number) =>
  queryOptions({
    queryKey: ['accounts', accountId, 'security'],
    queryFn: ({ signal }) => api('accountSecurity', { signal }).then((r) => r.data),
  });

export function useSaveAccountSecurity(accountId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveAccountSecurityBody) => api('saveAccountSecurity', { body }).then((r) => r.data),
    onSuccess: (data) => client.setQueryData(accountSecurityQuery(accountId).queryKey, data),
  });
}
