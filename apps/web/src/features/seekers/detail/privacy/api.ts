import type { PrivacyRequest } from '@talent/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiBlob } from '../../../../shared/api/client.js';
import { saveBlob } from '../../../../shared/api/download.js';
import { seekerKeys } from '../../api.js';

type SiteScope = { accountId: number; siteId: number };

/** Under the candidate's own key, so anything that refreshes the candidate refreshes these too. */
export const seekerPrivacyKeys = {
  erasure: (s: SiteScope, id: string) => [...seekerKeys.one(s, id), 'erasure'] as const,
  exports: (s: SiteScope, id: string) => [...seekerKeys.one(s, id), 'exports'] as const,
};

/** What erasing the candidate would remove; always read fresh (the dialog names it). */
export const erasurePreviewQuery = (s: SiteScope, id: string) =>
  queryOptions({
    queryKey: seekerPrivacyKeys.erasure(s, id),
    queryFn: ({ signal }) => api('seekerErasurePreview', { params: { uuid: id }, signal }).then((r) => r.data),
    staleTime: 0,
    gcTime: 0,
  });

const EXPORT_POLL_MS = 2000;
const waiting = (r: PrivacyRequest) => r.status === 'pending' || r.status === 'running';

/** The candidate's exports, asked again every two seconds while one is still being built. */
export const seekerExportsQuery = (s: SiteScope, id: string) =>
  queryOptions({
    queryKey: seekerPrivacyKeys.exports(s, id),
    queryFn: ({ signal }) => api('listSeekerExports', { params: { uuid: id }, signal }).then((r) => r.data),
    refetchInterval: (query) => (query.state.data?.some(waiting) ? EXPORT_POLL_MS : false),
  });

export function useSeekerPrivacyActions(s: SiteScope, id: string) {
  const client = useQueryClient();
  return {
    // The candidate's name and details change everywhere: every candidate query of the site goes.
    erase: useMutation({
      mutationFn: (reason: string) =>
        api('eraseSeeker', { params: { uuid: id }, body: { reason } }).then((r) => r.data),
      onSuccess: () => client.invalidateQueries({ queryKey: seekerKeys.all(s) }),
    }),
    requestExport: useMutation({
      mutationFn: () => api('requestSeekerExport', { params: { uuid: id } }).then((r) => r.data),
      onSuccess: () => client.invalidateQueries({ queryKey: seekerPrivacyKeys.exports(s, id) }),
    }),
  };
}

/** Saves a finished export's ZIP. */
export async function downloadExport(request: PrivacyRequest) {
  const day = request.created_at.slice(0, 10);
  saveBlob(await apiBlob('privacyExportFile', { params: { request: request.id } }), `candidate-data-${day}.zip`);
}
