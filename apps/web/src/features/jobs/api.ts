import type {
  Job,
  JobDecision,
  JobListQuery,
  OperationBody,
  OperationId,
  OperationQuery,
  SaveJobBody,
} from '@talent/contract';
import { keepPreviousData, type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, apiBlob } from '../../shared/api/client.js';
import { saveBlob } from '../../shared/api/download.js';
import { useUploadFormFile } from '../../shared/api/upload.js';
import type { ActivitySource } from '../activity/api.js';

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

export const jobListQuery = (s: JobScope, query: Partial<JobListQuery>) =>
  queryOptions({
    queryKey: jobKeys.list(s, query),
    queryFn: ({ signal }) => api('listJobs', { query, signal }),
    placeholderData: keepPreviousData,
  });

export const onHoldJobsQuery = (s: JobScope, query: Partial<JobListQuery>) =>
  queryOptions({
    queryKey: jobKeys.onHold(s, query),
    queryFn: ({ signal }) => api('listOnHoldJobs', { query, signal }),
    placeholderData: keepPreviousData,
  });

export const jobQuery = (s: JobScope, id: string) =>
  queryOptions({
    queryKey: jobKeys.detail(s, id),
    queryFn: ({ signal }) => api('getJob', { params: { uuid: id }, signal }).then((r): Job => r.data),
  });

export const jobOptionsQuery = (s: JobScope) =>
  queryOptions({
    queryKey: jobKeys.options(s),
    queryFn: ({ signal }) => api('jobOptions', { signal }).then((r) => r.data),
    staleTime: 5 * 60_000,
  });

export const jobStatusesQuery = (locale: string) =>
  queryOptions({
    queryKey: jobKeys.statuses(locale),
    queryFn: ({ signal }) => api('jobStatuses', { signal }).then((r) => r.data),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** For the activity feed (features/activity): the job's history. */
export const jobActivitySource = (id: string): ActivitySource => ({ op: 'jobActivity', params: { uuid: id } });

export const flaggedJobsQuery = (s: JobScope, query: Query) =>
  queryOptions({
    queryKey: jobKeys.flagged(s, query),
    queryFn: ({ signal }) => api('listFlaggedJobs', { query, signal }),
    placeholderData: keepPreviousData,
  });

export const jobFlagsQuery = (s: JobScope, id: string) =>
  queryOptions({
    queryKey: jobKeys.flags(s, id),
    queryFn: ({ signal }) => api('getJobFlags', { params: { uuid: id }, signal }).then((r) => r.data),
  });

export const jobFeedbackQuery = (s: JobScope, id: string, query: Query) =>
  queryOptions({
    queryKey: jobKeys.feedback(s, id, query),
    queryFn: ({ signal }) => api('listJobFeedback', { params: { uuid: id }, query, signal }),
    placeholderData: keepPreviousData,
  });

export const averageRatingQuery = (s: JobScope, id: string) =>
  queryOptions({
    queryKey: jobKeys.rating(s, id),
    queryFn: ({ signal }) => api('jobAverageRating', { params: { uuid: id }, signal }).then((r) => r.data),
  });

/** After any change every list and detail of the scope is refetched. */
function useRefresh(s: JobScope) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: jobKeys.all(s) });
}

/** Moderation: hide a job's feedback (left out of the average) or show it again; the job's lists refresh. */
export function useFeedbackVisibility(s: JobScope, jobId: string) {
  const refresh = useRefresh(s);
  return useMutation({
    mutationFn: ({ id, hidden }: { id: string; hidden: boolean }) =>
      api(hidden ? 'hideJobFeedback' : 'unhideJobFeedback', { params: { uuid: jobId, id } }).then((r) => r.data),
    onSuccess: refresh,
  });
}

/** Create (id null) or save a job's content. */
export function useSaveJob(s: JobScope, id: string | null) {
  const refresh = useRefresh(s);
  return useMutation({
    mutationFn: (body: SaveJobBody) =>
      (id === null ? api('createJob', { body }) : api('updateJob', { params: { uuid: id }, body })).then((r) => r.data),
    onSuccess: refresh,
  });
}

/** Publish (one credit; 422 `insufficient_credits` when none), clone, delete, tags: one job each. */
export function useJobAction(s: JobScope) {
  const refresh = useRefresh(s);
  const queryClient = useQueryClient();
  return {
    publish: useMutation({
      mutationFn: (id: string) => api('publishJob', { params: { uuid: id } }).then((r) => r.data),
      // The balance changed too.
      onSuccess: async () => {
        await refresh();
        await queryClient.invalidateQueries({ queryKey: ['credits'] });
      },
    }),
    clone: useMutation({
      mutationFn: (id: string) => api('cloneJob', { params: { uuid: id } }).then((r) => r.data),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api('deleteJob', { params: { uuid: id } }),
      onSuccess: refresh,
    }),
    tags: useMutation({
      mutationFn: ({ id, tags }: { id: string; tags: string[] }) =>
        api('setJobTags', { params: { uuid: id }, body: { tags } }).then((r) => r.data),
      onSuccess: refresh,
    }),
    /** Takes back the employer's edit waiting for review; the live version stays. */
    withdrawEdit: useMutation({
      mutationFn: (id: string) => api('withdrawJobEdit', { params: { uuid: id } }).then((r) => r.data),
      onSuccess: refresh,
    }),
  };
}

/** What a moderator decides on: each job with the version of it on screen (`review.version`). */
export const decisionsOf = (jobs: readonly Job[]): JobDecision[] =>
  jobs.flatMap((job) => (job.review ? [{ id: job.id, version: job.review.version }] : []));

/** A decision refused because a job changed while it was on screen: the newer version is fetched. */
export const changedInReview = (e: unknown) => e instanceof ApiError && e.code === 'job_changed_in_review';

export type BulkJobAction = 'unlist' | 'relist' | 'expire';
const BULK_OPERATION = {
  unlist: 'unlistJobs',
  relist: 'relistJobs',
  expire: 'expireJobs',
} as const satisfies Record<BulkJobAction, OperationId>;

/**
 * One or many jobs at once; the answer lists which changed and why the others did not. Approving
 * and rejecting name the version each job was seen in; a job changed since refuses the decision
 * (409 `job_changed_in_review`) and the lists and the job are fetched again, newer version and all.
 */
export function useBulkJobs(s: JobScope) {
  const refresh = useRefresh(s);
  const queryClient = useQueryClient();
  const onReviewError = (e: unknown) => (changedInReview(e) ? refresh() : undefined);
  return {
    run: useMutation({
      mutationFn: ({ action, ids }: { action: BulkJobAction; ids: string[] }) =>
        api(BULK_OPERATION[action], { body: { ids } }).then((r) => r.data),
      onSuccess: refresh,
    }),
    approve: useMutation({
      mutationFn: (jobs: JobDecision[]) => api('approveJobs', { body: { jobs } }).then((r) => r.data),
      onSuccess: refresh,
      onError: onReviewError,
    }),
    tag: useMutation({
      mutationFn: (body: OperationBody<'tagJobs'>) => api('tagJobs', { body }).then((r) => r.data),
      onSuccess: refresh,
    }),
    reject: useMutation({
      mutationFn: (body: OperationBody<'rejectJobs'>) => api('rejectJobs', { body }).then((r) => r.data),
      // A rejection refunds the credit.
      onSuccess: async () => {
        await refresh();
        await queryClient.invalidateQueries({ queryKey: ['credits'] });
      },
      onError: onReviewError,
    }),
  };
}

export function useResolveFlags(s: JobScope) {
  const refresh = useRefresh(s);
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & OperationBody<'resolveJobFlags'>) =>
      api('resolveJobFlags', { params: { uuid: id }, body }).then((r) => r.data),
    onSuccess: refresh,
  });
}

/**
 * Takes back a dismissal of reports within its window (the answer's `undo.token`). A plain call, not
 * a mutation hook: "Undo" is pressed in a snackbar that outlives the screen that made the change.
 */
export async function undoDismissal(client: QueryClient, s: JobScope, token: string) {
  const { data } = await api('undoDismissJobFlags', { body: { token } });
  await client.invalidateQueries({ queryKey: jobKeys.all(s) });
  return data;
}

/** The review queue's next job after `after` (the one just decided), with the queue's search; null: none. */
export const nextInQueue = (query: OperationQuery<'nextOnHoldJob'>) =>
  api('nextOnHoldJob', { query }).then((r) => r.data);

export const useUploadBanner = () => useUploadFormFile('job_banner');

/** The jobs matching the list's filters as a CSV file. */
export async function downloadJobsCsv(query: OperationQuery<'exportJobs'>) {
  saveBlob(await apiBlob('exportJobs', { query }), 'jobs.csv');
}
