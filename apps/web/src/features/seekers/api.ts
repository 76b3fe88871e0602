import type {
  OperationBody,
  OperationQuery,
  OperationResponse,
  SeekerEmailBody,
  SeekerListQuery,
} from '@talent/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiBlob } from '../../shared/api/client.js';
import { saveBlob } from '../../shared/api/download.js';
import type { ActivitySource } from '../activity/api.js';

type SiteScope = { accountId: number; siteId: number };
export type SeekerList = OperationResponse<'listSeekers'>;
export type SeekerRow = SeekerList['data'][number];

export const seekerKeys = {
  all: (s: SiteScope) => ['seekers', s.accountId, s.siteId] as const,
  list: (s: SiteScope, q: Partial<SeekerListQuery>) => [...seekerKeys.all(s), 'list', q] as const,
  one: (s: SiteScope, id: string) => [...seekerKeys.all(s), 'one', id] as const,
};

export const seekerListQuery = (s: SiteScope, query: Partial<SeekerListQuery>) =>
  queryOptions({
    queryKey: seekerKeys.list(s, query),
    queryFn: ({ signal }) => api('listSeekers', { query, signal }),
    placeholderData: keepPreviousData,
  });

export const seekerQuery = (s: SiteScope, id: string) =>
  queryOptions({
    queryKey: seekerKeys.one(s, id),
    queryFn: ({ signal }) => api('getSeeker', { params: { uuid: id }, signal }).then((r) => r.data),
  });

export const sortOptionsQuery = (s: SiteScope, locale: string) =>
  queryOptions({
    queryKey: [...seekerKeys.all(s), 'sort-options', locale],
    queryFn: ({ signal }) => api('seekerSortOptions', { signal }).then((r) => r.data),
    staleTime: 10 * 60_000,
  });

/** For the activity feed (features/activity): the candidate's history. */
export const seekerActivitySource = (id: string): ActivitySource => ({ op: 'seekerActivity', params: { uuid: id } });

/** Changes to candidates; each refreshes the site's candidate queries. */
export function useSeekerActions(s: SiteScope) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: seekerKeys.all(s) });
  return {
    tag: useMutation({
      mutationFn: (body: OperationBody<'tagSeekers'>) => api('tagSeekers', { body }).then((r) => r.data),
      onSuccess: refresh,
    }),
    setTags: useMutation({
      mutationFn: (v: { id: string; tags: string[] }) =>
        api('setSeekerTags', { params: { uuid: v.id }, body: { tags: v.tags } }),
      onSuccess: refresh,
    }),
    disable: useMutation({
      mutationFn: (id: string) => api('setSeekerStatus', { params: { uuid: id }, body: { status: 'disabled' } }),
      onSuccess: refresh,
    }),
    email: useMutation({
      mutationFn: (v: { id: string } & SeekerEmailBody) =>
        api('emailSeeker', { params: { uuid: v.id }, body: { subject: v.subject, body: v.body } }),
      onSuccess: refresh,
    }),
    // The candidate's activity gains the entry, so the detail is refreshed too.
    viewAsCandidate: useMutation({
      mutationFn: (v: { id: string; reason: string }) =>
        api('impersonateSeeker', { params: { uuid: v.id }, body: { reason: v.reason } }).then((r) => r.data),
      onSuccess: refresh,
    }),
    resume: useMutation({
      mutationFn: (v: { id: string; file: File }) => {
        const form = new FormData();
        form.append('file', v.file);
        return api('uploadSeekerResume', { params: { uuid: v.id }, form });
      },
      onSuccess: refresh,
    }),
  };
}

/** The candidates matching the list's filters as a CSV file. */
export async function downloadSeekersCsv(query: OperationQuery<'exportSeekers'>) {
  saveBlob(await apiBlob('exportSeekers', { query }), 'candidates.csv');
}

export async function downloadResume(id: string, fileName: string) {
  saveBlob(await apiBlob('seekerResume', { params: { uuid: id } }), fileName);
}
