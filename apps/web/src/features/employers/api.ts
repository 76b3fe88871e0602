import type {
  ApproveEmployersBody,
  BulkEmployerResponse,
  CreateEmployerBody,
  Employer,
  EmployerListQuery,
  EmployerListResponse,
  EmployerResponse,
  FieldOptionsResponse,
  OnHoldEmployerListQuery,
  RejectEmployersBody,
  UpdateEmployerBody,
} from '@talent/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, api, apiBlob } from '../../shared/api/client.js';
import { saveBlob } from '../../shared/api/download.js';
import { useUploadFormFile } from '../../shared/api/upload.js';

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
type Query = Record<string, string | number | undefined>;

const retry = (failures: number, error: unknown) => !(error instanceof ApiError && error.status < 500) && failures < 2;

export const employerListQuery = ({ accountId, siteId }: Tenant, query: Partial<EmployerListQuery>) =>
  queryOptions({
    queryKey: employerKeys.list(accountId, siteId, query),
    queryFn: ({ signal }) =>
      api<z.infer<typeof EmployerListResponse>>('/v1/employers', { query: query as Query, signal }),
    placeholderData: keepPreviousData,
    retry,
  });

export const onHoldEmployersQuery = ({ accountId, siteId }: Tenant, query: Partial<OnHoldEmployerListQuery>) =>
  queryOptions({
    queryKey: employerKeys.onHold(accountId, siteId, query),
    queryFn: ({ signal }) =>
      api<z.infer<typeof EmployerListResponse>>('/v1/employers/on-hold', { query: query as Query, signal }),
    placeholderData: keepPreviousData,
    retry,
  });

export const employerQuery = ({ accountId, siteId }: Tenant, id: number) =>
  queryOptions({
    queryKey: employerKeys.detail(accountId, siteId, id),
    queryFn: ({ signal }) =>
      api<z.infer<typeof EmployerResponse>>(`/v1/employers/${id}`, { signal }).then((r): Employer => r.data),
    retry,
  });

export const fieldOptionsQuery = ({ accountId, siteId }: Tenant) =>
  queryOptions({
    queryKey: employerKeys.fieldOptions(accountId, siteId),
    queryFn: ({ signal }) =>
      api<z.infer<typeof FieldOptionsResponse>>('/v1/site/field-options', { signal }).then((r) => r.data),
    staleTime: 5 * 60_000,
    retry,
  });

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
      api<z.infer<typeof EmployerResponse>>(id === null ? '/v1/employers' : `/v1/employers/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        body,
      }).then((r) => r.data),
    onSuccess: async (saved) => {
      queryClient.setQueryData(employerKeys.detail(tenant.accountId, tenant.siteId, saved.id), saved);
      await refresh();
    },
  });
}

const bulk = (path: string, body: unknown) =>
  api<z.infer<typeof BulkEmployerResponse>>(path, { method: 'POST', body }).then((r) => r.data);

export function useSetEmployersEnabled(tenant: Tenant) {
  const refresh = useRefresh(tenant);
  return useMutation({
    mutationFn: (body: { ids: number[]; enabled: boolean }) => bulk('/v1/employers/status', body),
    onSuccess: refresh,
  });
}

export function useApproveEmployers(tenant: Tenant) {
  const refresh = useRefresh(tenant);
  return useMutation({
    mutationFn: (body: ApproveEmployersBody) => bulk('/v1/employers/approve', body),
    onSuccess: refresh,
  });
}

export function useRejectEmployers(tenant: Tenant) {
  const refresh = useRefresh(tenant);
  return useMutation({
    mutationFn: (body: RejectEmployersBody) => bulk('/v1/employers/reject', body),
    onSuccess: refresh,
  });
}

export const useUploadLogo = () => useUploadFormFile('employer_logo');

/** GET /v1/employers/export.csv with the list's filters, saved as a file. */
export async function downloadEmployersCsv(query: Query) {
  saveBlob(await apiBlob('/v1/employers/export.csv', { query }), 'employers.csv');
}
