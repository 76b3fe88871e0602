import type {
  BulkSeekerResponse,
  SeekerEmailBody,
  SeekerImpersonationResponse,
  SeekerListQuery,
  SeekerListResponse,
  SeekerResponse,
  SeekerSortOptionsResponse,
} from '@talent/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, apiBlob } from '../../shared/api/client.js';
import { saveBlob } from '../../shared/api/download.js';

type Query = Record<string, string | number | undefined>;
type SiteScope = { accountId: number; siteId: number };
export type SeekerList = z.infer<typeof SeekerListResponse>;
export type SeekerRow = SeekerList['data'][number];

export const seekerKeys = {
  all: (s: SiteScope) => ['seekers', s.accountId, s.siteId] as const,
  list: (s: SiteScope, q: Partial<SeekerListQuery>) => [...seekerKeys.all(s), 'list', q] as const,
  one: (s: SiteScope, id: string) => [...seekerKeys.all(s), 'one', id] as const,
};

export const seekerListQuery = (s: SiteScope, query: Partial<SeekerListQuery>) =>
  queryOptions({
    queryKey: seekerKeys.list(s, query),
    queryFn: ({ signal }) => api<SeekerList>('/v1/seekers', { query: query as Query, signal }),
    placeholderData: keepPreviousData,
  });

export const seekerQuery = (s: SiteScope, id: string) =>
  queryOptions({
    queryKey: seekerKeys.one(s, id),
    queryFn: ({ signal }) => api<z.infer<typeof SeekerResponse>>(`/v1/seekers/${id}`, { signal }).then((r) => r.data),
  });

export const sortOptionsQuery = (s: SiteScope, locale: string) =>
  queryOptions({
    queryKey: [...seekerKeys.all(s), 'sort-options', locale],
    queryFn: ({ signal }) =>
      api<z.infer<typeof SeekerSortOptionsResponse>>('/v1/seekers/sort-options', { signal }).then((r) => r.data),
    staleTime: 10 * 60_000,
  });

/** Changes to candidates; each refreshes the site's candidate queries. */
export function useSeekerActions(s: SiteScope) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: seekerKeys.all(s) });
  return {
    tag: useMutation({
      mutationFn: (v: { ids: string[]; add: string[]; remove: string[] }) =>
        api<z.infer<typeof BulkSeekerResponse>>('/v1/seekers/tag', { method: 'POST', body: v }).then((r) => r.data),
      onSuccess: refresh,
    }),
    setTags: useMutation({
      mutationFn: (v: { id: string; tags: string[] }) =>
        api(`/v1/seekers/${v.id}/tags`, { method: 'PUT', body: { tags: v.tags } }),
      onSuccess: refresh,
    }),
    disable: useMutation({
      mutationFn: (id: string) => api(`/v1/seekers/${id}/status`, { method: 'PATCH', body: { status: 'disabled' } }),
      onSuccess: refresh,
    }),
    email: useMutation({
      mutationFn: (v: { id: string } & SeekerEmailBody) =>
        api(`/v1/seekers/${v.id}/email`, { method: 'POST', body: { subject: v.subject, body: v.body } }),
      onSuccess: refresh,
    }),
    // The candidate's activity gains the entry, so the detail is refreshed too.
    viewAsCandidate: useMutation({
      mutationFn: (v: { id: string; reason: string }) =>
        api<z.infer<typeof SeekerImpersonationResponse>>(`/v1/impersonate/seekers/${v.id}`, {
          method: 'POST',
          body: { reason: v.reason },
        }).then((r) => r.data),
      onSuccess: refresh,
    }),
    resume: useMutation({
      mutationFn: (v: { id: string; file: File }) => {
        const form = new FormData();
        form.append('file', v.file);
        return api(`/v1/seekers/${v.id}/resume`, { method: 'POST', body: form });
      },
      onSuccess: refresh,
    }),
  };
}

export async function downloadSeekersCsv(query: Query) {
  saveBlob(await apiBlob('/v1/seekers/export.csv', { query }), 'candidates.csv');
}

export async function downloadResume(id: string, fileName: string) {
  saveBlob(await apiBlob(`/v1/seekers/${id}/resume`), fileName);
}
