import type {
  ApproveEmployersBody,
  CreateEmployerBody,
  EmployerDetail,
  EmployerListQuery,
  OnHoldEmployerListQuery,
  OperationBody,
  OperationQuery,
  RejectEmployersBody,
  UpdateEmployerBody,
} from '@talent/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiBlob } from '../../shared/api/client.js';
import { saveBlob } from '../../shared/api/download.js';
import { useUploadFormFile } from '../../shared/api/upload.js';
import type { ActivitySource } from '../activity/api.js';

/** Query keys of employers; the tenant ids are part of every key. */
export const employerKeys = {
  all: ['employers'] as const,
  site: (accountId: number, siteId: number) => [...employerKeys.all, { accountId, siteId }] as const,
  lists: (accountId: number, siteId: number) => [...employerKeys.site(accountId, siteId), 'list'] as const,
  list: (accountId: number, siteId: number, query: Partial<EmployerListQuery>) =>
    [...employerKeys.lists(accountId, siteId), query] as const,
  onHold: (accountId: number, siteId: number, query: Partial<OnHoldEmployerListQuery>) =>
    [...employerKeys.lists(accountId, siteId), 'on-hold', query] as const,
  detail: (accountId: number, siteId: number, id: number) =>
    [...employerKeys.site(accountId, siteId), 'detail', id] as const,
  fieldOptions: (accountId: number, siteId: number) =>
    [...employerKeys.site(accountId, siteId), 'field-options'] as const,
};

type Tenant = { accountId: number; siteId: number };

export const employerListQuery = ({ accountId, siteId }: Tenant, query: Partial<EmployerListQuery>) =>
  queryOptions({
    queryKey: employerKeys.list(accountId, siteId, query),
    queryFn: ({ signal }) => api('listEmployers', { query, signal }),
    placeholderData: keepPreviousData,
  });

export const onHoldEmployersQuery = ({ accountId, siteId }: Tenant, query: Partial<OnHoldEmployerListQuery>) =>
  queryOptions({
    queryKey: employerKeys.onHold(accountId, siteId, query),
    queryFn: ({ signal }) => api('listOnHoldEmployers', { query, signal }),
    placeholderData: keepPreviousData,
  });

export const employerQuery = ({ accountId, siteId }: Tenant, id: number) =>
  queryOptions({
    queryKey: employerKeys.detail(accountId, siteId, id),
    queryFn: ({ signal }) => api('getEmployer', { params: { id }, signal }).then((r): EmployerDetail => r.data),
  });

export const fieldOptionsQuery = ({ accountId, siteId }: Tenant) =>
  queryOptions({
    queryKey: employerKeys.fieldOptions(accountId, siteId),
    queryFn: ({ signal }) => api('fieldOptions', { signal }).then((r) => r.data),
    staleTime: 5 * 60_000,
  });

/** For the activity feed (features/activity): the employer's history. */
export const employerActivitySource = (id: number): ActivitySource => ({ op: 'employerActivity', params: { id } });

/** After any change: every list and detail of the site is refetched. */
function useRefresh({ accountId, siteId }: Tenant) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: employerKeys.site(accountId, siteId) });
}

export function useSaveEmployer(tenant: Tenant, id: number | null) {
  const refresh = useRefresh(tenant);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateEmployerBody | UpdateEmployerBody) =>
      (id === null ? api('createEmployer', { body }) : api('updateEmployer', { params: { id }, body })).then(
        (r) => r.data,
      ),
    onSuccess: async (saved) => {
      // A save answers the profile; the registration it came from stays as it was.
      queryClient.setQueryData(
        employerKeys.detail(tenant.accountId, tenant.siteId, saved.id),
        (old: EmployerDetail | undefined): EmployerDetail => ({ registration: null, ...old, ...saved }),
      );
      await refresh();
    },
  });
}

export function useSetEmployersEnabled(tenant: Tenant) {
  const refresh = useRefresh(tenant);
  return useMutation({
    mutationFn: (body: OperationBody<'setEmployersStatus'>) => api('setEmployersStatus', { body }).then((r) => r.data),
    onSuccess: refresh,
  });
}

export function useApproveEmployers(tenant: Tenant) {
  const refresh = useRefresh(tenant);
  return useMutation({
    mutationFn: (body: ApproveEmployersBody) => api('approveEmployers', { body }).then((r) => r.data),
    onSuccess: refresh,
  });
}

export function useRejectEmployers(tenant: Tenant) {
  const refresh = useRefresh(tenant);
  return useMutation({
    mutationFn: (body: RejectEmployersBody) => api('rejectEmployers', { body }).then((r) => r.data),
    onSuccess: refresh,
  });
}

export const useUploadLogo = () => useUploadFormFile('employer_logo');

/** The employers matching the list's filters as a CSV file. */
export async function downloadEmployersCsv(query: OperationQuery<'exportEmployers'>) {
  saveBlob(await apiBlob('exportEmployers', { query }), 'employers.csv');
}
