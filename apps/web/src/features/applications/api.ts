import type {
  ApplicationBoardResponse,
  ApplicationDocumentsResponse,
  ApplicationFeedbackBody,
  ApplicationFeedbackListResponse,
  ApplicationHistoryResponse,
  ApplicationListQuery,
  ApplicationListResponse,
  ApplicationOverviewResponse,
  ApplicationStagesResponse,
  ApplicationStatus,
  BulkApplicationResponse,
  SeekerResponse,
} from '@talent/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, apiBlob } from '../../shared/api/client.js';
import { saveBlob } from '../../shared/api/download.js';
import type { JobScope } from '../jobs/api.js';

type Query = Record<string, string | number | undefined>;
export type ApplicationList = z.infer<typeof ApplicationListResponse>;
export type ApplicationRow = ApplicationList['data'][number];
export type Board = z.infer<typeof ApplicationBoardResponse>['data'];
export type BulkResult = z.infer<typeof BulkApplicationResponse>['data'];

/** Keys name the tenant (and for employer users the employer), so nothing leaks across a switch. */
export const applicationKeys = {
  all: (s: JobScope) => ['applications', s.accountId, s.siteId, s.employerId] as const,
  list: (s: JobScope, q: Partial<ApplicationListQuery>) => [...applicationKeys.all(s), 'list', q] as const,
  board: (s: JobScope, q: Query) => [...applicationKeys.all(s), 'board', q] as const,
  one: (s: JobScope, id: string) => [...applicationKeys.all(s), 'one', id] as const,
};

export const applicationListQuery = (s: JobScope, query: Partial<ApplicationListQuery>, path = '/v1/applications') =>
  queryOptions({
    queryKey: [...applicationKeys.list(s, query), path],
    queryFn: ({ signal }) => api<ApplicationList>(path, { query: query as Query, signal }),
    placeholderData: keepPreviousData,
  });

export const boardQuery = (s: JobScope, query: Query) =>
  queryOptions<Board>({
    queryKey: applicationKeys.board(s, query),
    queryFn: ({ signal }) =>
      api<z.infer<typeof ApplicationBoardResponse>>('/v1/applications/board', { query, signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });

export const stagesQuery = (s: JobScope) =>
  queryOptions({
    queryKey: ['applications', s.accountId, s.siteId, 'stages'],
    queryFn: ({ signal }) =>
      api<z.infer<typeof ApplicationStagesResponse>>('/v1/site/application-stages', { signal }).then((r) => r.data),
    staleTime: 5 * 60_000,
  });

const tab = <T>(s: JobScope, id: string, name: string) =>
  queryOptions({
    queryKey: [...applicationKeys.one(s, id), name],
    queryFn: ({ signal }) => api<T>(`/v1/applications/${id}/${name}`, { signal }),
  });
export const overviewQuery = (s: JobScope, id: string) =>
  tab<z.infer<typeof ApplicationOverviewResponse>>(s, id, 'overview');
export const candidateQuery = (s: JobScope, id: string) => tab<z.infer<typeof SeekerResponse>>(s, id, 'candidate');
export const documentsQuery = (s: JobScope, id: string) =>
  tab<z.infer<typeof ApplicationDocumentsResponse>>(s, id, 'documents');
export const historyQuery = (s: JobScope, id: string) =>
  tab<z.infer<typeof ApplicationHistoryResponse>>(s, id, 'history');
export const feedbackQuery = (s: JobScope, id: string) =>
  queryOptions({
    queryKey: [...applicationKeys.one(s, id), 'feedback'],
    queryFn: ({ signal }) =>
      api<z.infer<typeof ApplicationFeedbackListResponse>>(`/v1/applications/${id}/seeker-application-feedback`, {
        signal,
      }),
  });

/** Every change to applications: each refreshes the tenant's lists, board and open details. */
export function useApplicationActions(s: JobScope) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: applicationKeys.all(s) });
  const bulk = (path: string) => (body: object) =>
    api<z.infer<typeof BulkApplicationResponse>>(path, { method: 'POST', body }).then((r) => r.data);
  return {
    status: useMutation({
      mutationFn: (v: { ids: string[]; status: ApplicationStatus }) => bulk('/v1/applications/status')(v),
      onSuccess: refresh,
    }),
    stage: useMutation({
      mutationFn: (v: { ids: string[]; stage: string }) => bulk('/v1/applications/stage')(v),
      onSuccess: refresh,
    }),
    tag: useMutation({
      mutationFn: (v: { ids: string[]; add: string[]; remove: string[] }) => bulk('/v1/applications/tag')(v),
      onSuccess: refresh,
    }),
    setTags: useMutation({
      mutationFn: (v: { id: string; tags: string[] }) =>
        api(`/v1/applications/${v.id}/tags`, { method: 'PUT', body: { tags: v.tags } }),
      onSuccess: refresh,
    }),
    enabled: useMutation({
      mutationFn: (v: { id: string; enabled: boolean }) =>
        api(`/v1/applications/${v.id}/enabled`, { method: 'PATCH', body: { enabled: v.enabled } }),
      onSuccess: refresh,
    }),
    feedback: useMutation({
      mutationFn: (v: { id: string } & ApplicationFeedbackBody) =>
        api(`/v1/applications/${v.id}/seeker-application-feedback`, {
          method: 'POST',
          body: { rating: v.rating, notes: v.notes },
        }),
      onSuccess: refresh,
    }),
  };
}

/** GET /v1/applications/export.csv with the list's filters, saved as a file. */
export async function downloadApplicationsCsv(query: Query) {
  saveBlob(await apiBlob('/v1/applications/export.csv', { query }), 'applications.csv');
}

/** Downloads a document of an application (the candidate's résumé). */
export async function downloadDocument(path: string, fileName: string) {
  saveBlob(await apiBlob(path.replace(/^\/portal/, '')), fileName);
}
