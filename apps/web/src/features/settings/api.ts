import type {
  BrandSettingsResponse,
  CmsTokenResponse,
  SaveBrandBody,
  SaveSiteSettingsBody,
  SiteSettingsResponse,
} from '@talent/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../shared/api/client.js';

type SiteScope = { accountId: number; siteId: number };
export type SiteSettings = z.infer<typeof SiteSettingsResponse>['data'];

export const settingsQuery = (s: SiteScope) =>
  queryOptions({
    queryKey: ['settings', s.accountId, s.siteId],
    queryFn: ({ signal }) =>
      api<z.infer<typeof SiteSettingsResponse>>('/v1/site/settings', { signal }).then((r) => r.data),
  });

export function useSaveSettings(s: SiteScope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveSiteSettingsBody) =>
      api<z.infer<typeof SiteSettingsResponse>>('/v1/site/settings', { method: 'PUT', body }).then((r) => r.data),
    onSuccess: (data) => {
      client.setQueryData(settingsQuery(s).queryKey, data);
      // The pipeline's names are cached by the applications screens.
      return client.invalidateQueries({ queryKey: ['applications', s.accountId, s.siteId] });
    },
  });
}

export const cmsToken = () =>
  api<z.infer<typeof CmsTokenResponse>>('/v1/cms/auth/token', { method: 'POST' }).then((r) => r.data);

export const brandQuery = (accountId: number) =>
  queryOptions({
    queryKey: ['accounts', accountId, 'brand'],
    queryFn: ({ signal }) =>
      api<z.infer<typeof BrandSettingsResponse>>('/v1/accounts/brand', { signal }).then((r) => r.data),
  });

export function useSaveBrand(accountId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveBrandBody) =>
      api<z.infer<typeof BrandSettingsResponse>>('/v1/accounts/brand', { method: 'PUT', body }).then((r) => r.data),
    onSuccess: (data) => client.setQueryData(brandQuery(accountId).queryKey, data),
  });
}
