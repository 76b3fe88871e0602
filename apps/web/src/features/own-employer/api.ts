import type { EmployerResponse, UpdateEmployerBody } from '@talent/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, api } from '../../shared/api/client.js';

/** The employer the signed-in user works for (the selected one); its id is part of the key. */
export type OwnScope = { accountId: number; siteId: number; employerId: number };

export const ownEmployerKey = (s: OwnScope) => ['own-employer', s] as const;

export const ownEmployerQuery = (s: OwnScope) =>
  queryOptions({
    queryKey: ownEmployerKey(s),
    queryFn: ({ signal }) => api<z.infer<typeof EmployerResponse>>('/v1/employer', { signal }).then((r) => r.data),
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
  });

export function useSaveOwnEmployer(s: OwnScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateEmployerBody) =>
      api<z.infer<typeof EmployerResponse>>('/v1/employer', { method: 'PUT', body }).then((r) => r.data),
    onSuccess: (saved) => queryClient.setQueryData(ownEmployerKey(s), saved),
  });
}
