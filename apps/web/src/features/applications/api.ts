import type {
  ApplicationFeedbackBody,
  ApplicationListQuery,
  OperationBody,
  OperationParams,
  OperationQuery,
  OperationResponse,
} from '@talent/contract';
import { keepPreviousData, type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiBlob } from '../../shared/api/client.js';
import { saveBlob } from '../../shared/api/download.js';
import type { JobScope } from '../jobs/api.js';

type Query = OperationQuery<'applicationBoard'>;
export type ApplicationList = OperationResponse<'listApplications'>;
export type ApplicationRow = ApplicationList['data'][number];
export type Board = OperationResponse<'applicationBoard'>['data'];
export type BulkResult = OperationResponse<'setApplicationsStage'>['data'];

/** Keys name the tenant (and for employer users the employer), so nothing leaks across a switch. */
export const applicationKeys = {
  all: (s: JobScope) => ['applications', s.accountId, s.siteId, s.employerId] as const,
  list: (s: JobScope, q: Partial<ApplicationListQuery>) => [...applicationKeys.all(s), 'list', q] as const,
  board: (s: JobScope, q: Query) => [...applicationKeys.all(s), 'board', q] as const,
  one: (s: JobScope, id: string) => [...applicationKeys.all(s), 'one', id] as const,
};

/** Which applications a list shows: the site's, one job's or one candidate's. */
type ListOperation = 'listApplications' | 'jobApplications' | 'seekerApplications';
export type ApplicationListSource = {
  [K in ListOperation]: { op: K } & (OperationParams<K> extends never ? unknown : { params: OperationParams<K> });
}[ListOperation];
export const applicationsOfJob = (uuid: string): ApplicationListSource => ({ op: 'jobApplications', params: { uuid } });
export const applicationsOfSeeker = (uuid: string): ApplicationListSource => ({
  op: 'seekerApplications',
  params: { uuid },
});

export const applicationListQuery = (
  s: JobScope,
  query: Partial<ApplicationListQuery>,
  source: ApplicationListSource = { op: 'listApplications' },
) =>
  queryOptions({
    queryKey: [...applicationKeys.list(s, query), source],
    queryFn: ({ signal }): Promise<ApplicationList> =>
      'params' in source ? api(source.op, { params: source.params, query, signal }) : api(source.op, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const boardQuery = (s: JobScope, query: Query) =>
  queryOptions<Board>({
    queryKey: applicationKeys.board(s, query),
    queryFn: ({ signal }) => api('applicationBoard', { query, signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });

export const stagesQuery = (s: JobScope) =>
  queryOptions({
    queryKey: ['applications', s.accountId, s.siteId, 'stages'],
    queryFn: ({ signal }) => api('applicationStages', { signal }).then((r) => r.data),
    staleTime: 5 * 60_000,
  });

const tabKey = (s: JobScope, id: string, name: string) => [...applicationKeys.one(s, id), name];
/** One tab of an application's page: its own key under the application, its own operation. */
const tab = <T>(s: JobScope, id: string, name: string, load: (signal: AbortSignal) => Promise<T>) =>
  queryOptions({ queryKey: tabKey(s, id, name), queryFn: ({ signal }) => load(signal) });
export const overviewQuery = (s: JobScope, id: string) =>
  tab(s, id, 'overview', (signal) => api('applicationOverview', { params: { uuid: id }, signal }));
export const seekerQuery = (s: JobScope, id: string) =>
  tab(s, id, 'candidate', (signal) => api('applicationCandidate', { params: { uuid: id }, signal }));
export const documentsQuery = (s: JobScope, id: string) =>
  tab(s, id, 'documents', (signal) => api('applicationDocuments', { params: { uuid: id }, signal }));
export const historyQuery = (s: JobScope, id: string) =>
  tab(s, id, 'history', (signal) => api('applicationHistory', { params: { uuid: id }, signal }));
export const feedbackQuery = (s: JobScope, id: string) =>
  tab(s, id, 'feedback', (signal) => api('applicationFeedback', { params: { uuid: id }, signal }));

/** Every change to applications: each refreshes the tenant's lists, board and open details. */
export function useApplicationActions(s: JobScope) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: applicationKeys.all(s) });
  return {
    status: useMutation({
      mutationFn: (v: OperationBody<'setApplicationsStatus'>) =>
        api('setApplicationsStatus', { body: v }).then((r) => r.data),
      onSuccess: refresh,
    }),
    stage: useMutation({
      mutationFn: (v: OperationBody<'setApplicationsStage'>) =>
        api('setApplicationsStage', { body: v }).then((r) => r.data),
      onSuccess: refresh,
    }),
    tag: useMutation({
      mutationFn: (v: OperationBody<'tagApplications'>) => api('tagApplications', { body: v }).then((r) => r.data),
      onSuccess: refresh,
    }),
    setTags: useMutation({
      mutationFn: (v: { id: string; tags: string[] }) =>
        api('setApplicationTags', { params: { uuid: v.id }, body: { tags: v.tags } }),
      onSuccess: refresh,
    }),
    enabled: useMutation({
      mutationFn: (v: { id: string; enabled: boolean }) =>
        api('setApplicationEnabled', { params: { uuid: v.id }, body: { enabled: v.enabled } }),
      onSuccess: refresh,
    }),
    // Not waiting for the refresh: the form starts over as soon as the note is saved. Waiting for
    // every refetch of the application let the feedback list (back first) show the note while the
    // form still held it: the note was on the page twice.
    feedback: useMutation({
      mutationFn: (v: { id: string } & ApplicationFeedbackBody) =>
        api('addApplicationFeedback', { params: { uuid: v.id }, body: { rating: v.rating, notes: v.notes } }),
      onSuccess: () => void refresh(),
    }),
  };
}

/**
 * Takes back a status change within its window. A plain call, not a mutation hook: "Undo" is pressed
 * in a snackbar that outlives the dialog (and often the list selection) that made the change.
 */
export async function undoStatusChange(client: QueryClient, s: JobScope, token: string) {
  const { data } = await api('undoApplicationsStatus', { body: { token } });
  await client.invalidateQueries({ queryKey: applicationKeys.all(s) });
  return data;
}

/** The applications matching the list's filters as a CSV file. */
export async function downloadApplicationsCsv(query: OperationQuery<'exportApplications'>) {
  saveBlob(await apiBlob('exportApplications', { query }), 'applications.csv');
}

/** Downloads the résumé the candidate sent with an application. */
export async function downloadResume(id: string, fileName: string) {
  saveBlob(await apiBlob('applicationResume', { params: { uuid: id } }), fileName);
}
