import type {
  ActivityListResponse,
  AverageRatingResponse,
  BulkJobResponse,
  FlaggedJobDetailResponse,
  FlaggedJobListResponse,
  Job,
  JobFeedbackListResponse,
  JobListQuery,
  JobListResponse,
  JobOptionsResponse,
  JobResponse,
  JobStatusesResponse,
  ResolveFlagsBody,
  ResolveFlagsResponse,
  SaveJobBody,
} from '@talent/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, api, apiBlob } from '../../shared/api/client.js';
import { saveBlob } from '../../shared/api/download.js';
import { useUploadFormFile } from '../../shared/api/upload.js';

/**
 * The selected account and site, and the selected employer (an employer user) or null (staff).
 * The server limits an employer user to its own jobs; every key carries the scope.
 */
export type JobScope = { accountId: number; siteId: number; employerId: number | null };
type Query = Record<string, string | number | undefined>;

export const jobKeys = {
  all: (s: JobScope) => ['jobs', s] as const,
  lists: (s: JobScope) => [...jobKeys.all(s), 'list'] as const,
  list: (s: JobScope, query: Partial<JobListQuery>) => [...jobKeys.lists(s), query] as const,
  onHold: (s: JobScope, query: Partial<JobListQuery>) => [...jobKeys.lists(s), 'on-hold', query] as const,
  detail: (s: JobScope, id: string) => [...jobKeys.all(s), 'detail', id] as const,
  options: (s: JobScope) => [...jobKeys.all(s), 'options'] as const,
  statuses: (locale: string) => ['job-statuses', locale] as const,
  flagged: (s: JobScope, query: Query) => [...jobKeys.all(s), 'flagged', query] as const,
  flags: (s: JobScope, id: string) => [...jobKeys.all(s), 'flags', id] as const,
  feedback: (s: JobScope, id: string, query: Query) => [...jobKeys.detail(s, id), 'feedback', query] as const,
  rating: (s: JobScope, id: string) => [...jobKeys.detail(s, id), 'rating'] as const,
};

const retry = (failures: number, error: unknown) => !(error instanceof ApiError && error.status < 500) && failures < 2;

export const jobListQuery = (s: JobScope, query: Partial<JobListQuery>) =>
  queryOptions<z.infer<typeof JobListResponse>>({
    queryKey: jobKeys.list(s, query),
    queryFn: ({ signal }) => api('/v1/jobs', { query: query as Query, signal }),
    placeholderData: keepPreviousData,
    retry,
  });

export const onHoldJobsQuery = (s: JobScope, query: Partial<JobListQuery>) =>
  queryOptions<z.infer<typeof JobListResponse>>({
    queryKey: jobKeys.onHold(s, query),
    queryFn: ({ signal }) => api('/v1/jobs/on-hold', { query: query as Query, signal }),
    placeholderData: keepPreviousData,
    retry,
  });

export const jobQuery = (s: JobScope, id: string) =>
  queryOptions<Job>({
    queryKey: jobKeys.detail(s, id),
    queryFn: ({ signal }) => api<z.infer<typeof JobResponse>>(`/v1/jobs/${id}/detail`, { signal }).then((r) => r.data),
    retry,
  });

export const jobOptionsQuery = (s: JobScope) =>
  queryOptions<z.infer<typeof JobOptionsResponse>['data']>({
    queryKey: jobKeys.options(s),
    queryFn: ({ signal }) =>
      api<z.infer<typeof JobOptionsResponse>>('/v1/site/job-options', { signal }).then((r) => r.data),
    staleTime: 5 * 60_000,
    retry,
  });

export const jobStatusesQuery = (locale: string) =>
  queryOptions<z.infer<typeof JobStatusesResponse>['data']>({
    queryKey: jobKeys.statuses(locale),
    queryFn: ({ signal }) =>
      api<z.infer<typeof JobStatusesResponse>>('/v1/job-statuses', { signal }).then((r) => r.data),
    staleTime: Number.POSITIVE_INFINITY,
    retry,
  });

/** For the activity feed (features/activity): the job's history. */
export const jobActivityPath = (id: string) => `/v1/jobs/${id}/activity`;
export type JobActivityPage = z.infer<typeof ActivityListResponse>;

export const flaggedJobsQuery = (s: JobScope, query: Query) =>
  queryOptions<z.infer<typeof FlaggedJobListResponse>>({
    queryKey: jobKeys.flagged(s, query),
    queryFn: ({ signal }) => api('/v1/site/flagged-jobs', { query, signal }),
    placeholderData: keepPreviousData,
    retry,
  });

export const jobFlagsQuery = (s: JobScope, id: string) =>
  queryOptions<z.infer<typeof FlaggedJobDetailResponse>['data']>({
    queryKey: jobKeys.flags(s, id),
    queryFn: ({ signal }) =>
      api<z.infer<typeof FlaggedJobDetailResponse>>(`/v1/site/flagged-jobs/${id}`, { signal }).then((r) => r.data),
    retry,
  });

export const jobFeedbackQuery = (s: JobScope, id: string, query: Query) =>
  queryOptions<z.infer<typeof JobFeedbackListResponse>>({
    queryKey: jobKeys.feedback(s, id, query),
    queryFn: ({ signal }) => api(`/v1/site/job-feedbacks/${id}`, { query, signal }),
    placeholderData: keepPreviousData,
    retry,
  });

export const averageRatingQuery = (s: JobScope, id: string) =>
  queryOptions<z.infer<typeof AverageRatingResponse>['data']>({
    queryKey: jobKeys.rating(s, id),
    queryFn: ({ signal }) =>
      api<z.infer<typeof AverageRatingResponse>>(`/v1/site/job-feedbacks/${id}/average-rating`, { signal }).then(
        (r) => r.data,
      ),
    retry,
  });

/** After any change every list and detail of the scope is refetched. */
function useRefresh(s: JobScope) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: jobKeys.all(s) });
}

/** Create (id null) or save a job's content. */
export function useSaveJob(s: JobScope, id: string | null) {
  const refresh = useRefresh(s);
  return useMutation({
    mutationFn: (body: SaveJobBody) =>
      api<z.infer<typeof JobResponse>>(id === null ? '/v1/jobs' : `/v1/jobs/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        body,
      }).then((r) => r.data),
    onSuccess: refresh,
  });
}

/** Publish (one credit; 422 `insufficient_credits` when none), clone, delete, tags: one job each. */
export function useJobAction(s: JobScope) {
  const refresh = useRefresh(s);
  const queryClient = useQueryClient();
  return {
    publish: useMutation({
      mutationFn: (id: string) =>
        api<z.infer<typeof JobResponse>>(`/v1/jobs/${id}/publish`, { method: 'POST' }).then((r) => r.data),
      // The balance changed too.
      onSuccess: async () => {
        await refresh();
        await queryClient.invalidateQueries({ queryKey: ['credits'] });
      },
    }),
    clone: useMutation({
      mutationFn: (id: string) =>
        api<z.infer<typeof JobResponse>>(`/v1/jobs/${id}/clone`, { method: 'POST' }).then((r) => r.data),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api<void>(`/v1/jobs/${id}`, { method: 'DELETE' }),
      onSuccess: refresh,
    }),
    tags: useMutation({
      mutationFn: ({ id, tags }: { id: string; tags: string[] }) =>
        api<z.infer<typeof JobResponse>>(`/v1/jobs/${id}/tags`, { method: 'PUT', body: { tags } }).then((r) => r.data),
      onSuccess: refresh,
    }),
  };
}

export type BulkJobAction = 'approve' | 'unlist' | 'relist' | 'expire';

/** One or many jobs at once; the answer lists which changed and why the others did not. */
export function useBulkJobs(s: JobScope) {
  const refresh = useRefresh(s);
  const queryClient = useQueryClient();
  return {
    run: useMutation({
      mutationFn: ({ action, ids }: { action: BulkJobAction; ids: string[] }) =>
        api<z.infer<typeof BulkJobResponse>>(`/v1/jobs/${action}`, { method: 'POST', body: { ids } }).then(
          (r) => r.data,
        ),
      onSuccess: refresh,
    }),
    tag: useMutation({
      mutationFn: (body: { ids: string[]; add: string[]; remove: string[] }) =>
        api<z.infer<typeof BulkJobResponse>>('/v1/jobs/tag', { method: 'POST', body }).then((r) => r.data),
      onSuccess: refresh,
    }),
    reject: useMutation({
      mutationFn: (body: { ids: string[]; reason: string }) =>
        api<z.infer<typeof BulkJobResponse>>('/v1/jobs/reject', { method: 'POST', body }).then((r) => r.data),
      // A rejection refunds the credit.
      onSuccess: async () => {
        await refresh();
        await queryClient.invalidateQueries({ queryKey: ['credits'] });
      },
    }),
  };
}

export function useResolveFlags(s: JobScope) {
  const refresh = useRefresh(s);
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & z.input<typeof ResolveFlagsBody>) =>
      api<z.infer<typeof ResolveFlagsResponse>>(`/v1/site/flagged-jobs/${id}/resolve`, {
        method: 'POST',
        body,
      }).then((r) => r.data),
    onSuccess: refresh,
  });
}

export const useUploadBanner = () => useUploadFormFile('job_banner');

/** GET /v1/jobs/export.csv with the list's filters, saved as a file. */
export async function downloadJobsCsv(query: Query) {
  saveBlob(await apiBlob('/v1/jobs/export.csv', { query }), 'jobs.csv');
}
