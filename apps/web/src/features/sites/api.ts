import type { OperationResponse, SaveSiteBody } from '@talent/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api/client.js';

export type Site = OperationResponse<'listSites'>['data'][number];

export const sitesQuery = (accountId: number) =>
  queryOptions({
    queryKey: ['accounts', accountId, 'sites'],
    queryFn: ({ signal }) => api('listSites', { signal }).then((r) => r.data),
  });

export const saveSite = (id: number | null, body: SaveSiteBody) =>
  (id === null ? api('createSite', { body }) : api('updateSite', { params: { id }, body })).then((r) => r.data);
