import type { ConsultantListQuery, ConsultantStatus, OperationResponse, SaveConsultantBody } from '@talent/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client.js';
import { uploadFormFile } from '../../shared/api/upload.js';
import type { ActivitySource } from '../activity/api.js';

type SiteScope = { accountId: number; siteId: number };
export type Consultant = OperationResponse<'getConsultant'>['data'];

export const consultantKeys = {
  all: (s: SiteScope) => ['consultants', s.accountId, s.siteId] as const,
  one: (s: SiteScope, id: number) => [...consultantKeys.all(s), 'one', id] as const,
};

export const consultantListQuery = (s: SiteScope, query: Partial<ConsultantListQuery>) =>
  queryOptions({
    queryKey: [...consultantKeys.all(s), 'list', query],
    queryFn: ({ signal }) => api('listConsultants', { query, signal }),
    placeholderData: keepPreviousData,
  });

export const consultantQuery = (s: SiteScope, id: number) =>
  queryOptions({
    queryKey: consultantKeys.one(s, id),
    queryFn: ({ signal }) => api('getConsultant', { params: { id }, signal }).then((r) => r.data),
  });

export const consultantJobsQuery = (s: SiteScope, id: number) =>
  queryOptions({
    queryKey: [...consultantKeys.one(s, id), 'jobs'],
    queryFn: ({ signal }) => api('consultantJobs', { params: { id }, query: { per_page: 50 }, signal }),
  });

/** The site's enabled consultants (at most 100, by name), for staff to pick one per job. */
export const consultantOptionsQuery = (s: SiteScope) =>
  queryOptions({
    queryKey: ['consultants', s.accountId, s.siteId, 'options'] as const,
    queryFn: ({ signal }) =>
      api('listConsultants', { query: { 'filter[status]': 'enabled', per_page: 100, sort: 'name' }, signal }).then(
        (r) => r.data.map((c) => ({ value: String(c.id), label: c.name })),
      ),
    staleTime: 60_000,
  });

/** For the activity feed (features/activity): the consultant's history. */
export const consultantActivitySource = (id: number): ActivitySource => ({ op: 'consultantActivity', params: { id } });

export function useConsultantActions(s: SiteScope) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: consultantKeys.all(s) });
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id: number | null; body: SaveConsultantBody }) =>
        (id === null ? api('createConsultant', { body }) : api('updateConsultant', { params: { id }, body })).then(
          (r) => r.data,
        ),
      onSuccess: refresh,
    }),
    status: useMutation({
      mutationFn: (v: { id: number; status: ConsultantStatus }) =>
        api('setConsultantStatus', { params: { id: v.id }, body: { status: v.status } }),
      onSuccess: refresh,
    }),
    photo: useMutation({ mutationFn: (file: File) => uploadFormFile('consultant_photo', file) }),
  };
}
