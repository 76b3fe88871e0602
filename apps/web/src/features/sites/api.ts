import type { SaveSiteBody, SiteListResponse, SiteResponse } from '@talent/contract';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../shared/api/client.js';

export type Site = z.infer<typeof SiteListResponse>['data'][number];

export const sitesQuery = (accountId: number) =>
  queryOptions({
    queryKey: ['accounts', accountId, 'sites'],
    queryFn: ({ signal }) => api<z.infer<typeof SiteListResponse>>('/v1/sites', { signal }).then((r) => r.data),
  });

export const saveSite = (id: number | null, body: SaveSiteBody) =>
  api<z.infer<typeof SiteResponse>>(id === null ? '/v1/sites' : `/v1/sites/${id}`, {
    method: id === null ? 'POST' : 'PUT',
    body,
  }).then((r) => r.data);
