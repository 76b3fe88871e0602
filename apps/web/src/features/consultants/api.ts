import type {
  ConsultantJobsResponse,
  ConsultantListQuery,
  ConsultantListResponse,
  ConsultantResponse,
  ConsultantStatus,
  SaveConsultantBody,
} from '@talent/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../shared/api/client.js';
import { uploadFormFile } from '../../shared/api/upload.js';

type SiteScope = { accountId: number; siteId: number };
export type Consultant = z.infer<typeof ConsultantResponse>['data'];

export const consultantKeys = {
  all: (s: SiteScope) => ['consultants', s.accountId, s.siteId] as const,
  one: (s: SiteScope, id: number) => [...consultantKeys.all(s), 'one', id] as const,
};

export const consultantListQuery = (s: SiteScope, query: Partial<ConsultantListQuery>) =>
  queryOptions({
    queryKey: [...consultantKeys.all(s), 'list', query],
    queryFn: ({ signal }) =>
      api<z.infer<typeof ConsultantListResponse>>('/v1/consultants', {
        query: query as Record<string, string | number>,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const consultantQuery = (s: SiteScope, id: number) =>
  queryOptions({
    queryKey: consultantKeys.one(s, id),
    queryFn: ({ signal }) =>
      api<z.infer<typeof ConsultantResponse>>(`/v1/consultants/${id}`, { signal }).then((r) => r.data),
  });

export const consultantJobsQuery = (s: SiteScope, id: number) =>
  queryOptions({
    queryKey: [...consultantKeys.one(s, id), 'jobs'],
    queryFn: ({ signal }) =>
      api<z.infer<typeof ConsultantJobsResponse>>(`/v1/consultants/${id}/jobs`, { query: { per_page: 50 }, signal }),
  });

export function useConsultantActions(s: SiteScope) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: consultantKeys.all(s) });
  return {
    save: useMutation({
      mutationFn: (v: { id: number | null; body: SaveConsultantBody }) =>
        api<z.infer<typeof ConsultantResponse>>(v.id === null ? '/v1/consultants' : `/v1/consultants/${v.id}`, {
          method: v.id === null ? 'POST' : 'PUT',
          body: v.body,
        }).then((r) => r.data),
      onSuccess: refresh,
    }),
    status: useMutation({
      mutationFn: (v: { id: number; status: ConsultantStatus }) =>
        api(`/v1/consultants/${v.id}/status`, { method: 'PATCH', body: { status: v.status } }),
      onSuccess: refresh,
    }),
    photo: useMutation({ mutationFn: (file: File) => uploadFormFile('consultant_photo', file) }),
  };
}
