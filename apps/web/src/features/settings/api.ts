import type { OperationResponse, SaveSiteSettingsBody } from '@talent/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client.js';

type SiteScope = { accountId: number; siteId: number };
export type SiteSettings = OperationResponse<'siteSettings'>['data'];

export const settingsQuery = (s: SiteScope) =>
  queryOptions({
    queryKey: ['settings', s.accountId, s.siteId],
    queryFn: ({ signal }) => api('siteSettings', { signal }).then((r) => r.data),
  });

export function useSaveSettings(s: SiteScope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveSiteSettingsBody) => api('saveSiteSettings', { body }).then((r) => r.data),
    onSuccess: (data) => {
      client.setQueryData(settingsQuery(s).queryKey, data);
      // The pipeline's names are cached by the applications screens.
      return client.invalidateQueries({ queryKey: ['applications', s.accountId, s.siteId] });
    },
  });
}

export const cmsToken = () => api('cmsToken').then((r) => r.data);
