import type { EmployerDetail, UpdateEmployerBody } from '@talent/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client.js';

/** The employer the signed-in user works for (the selected one); its id is part of the key. */
export type OwnScope = { accountId: number; siteId: number; employerId: number };

export const ownEmployerKey = (s: OwnScope) => ['own-employer', s] as const;

export const ownEmployerQuery = (s: OwnScope) =>
  queryOptions({
    queryKey: ownEmployerKey(s),
    queryFn: ({ signal }) => api('ownEmployer', { signal }).then((r) => r.data),
  });

export function useSaveOwnEmployer(s: OwnScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateEmployerBody) => api('updateOwnEmployer', { body }).then((r) => r.data),
    // A save answers the profile; the registration it came from stays as it was.
    onSuccess: (saved) =>
      queryClient.setQueryData(
        ownEmployerKey(s),
        (old: EmployerDetail | undefined): EmployerDetail => ({
          registration: null,
          ...old,
          ...saved,
        }),
      ),
  });
}
