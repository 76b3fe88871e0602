import type { SiteDashboard } from '@talent/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api/client.js';

/** Query keys of the dashboard; the tenant ids are part of every key. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  site: (accountId: number, siteId: number) => [...dashboardKeys.all, 'site', { accountId, siteId }] as const,
};

/** The selected site's dashboard (the client sends the selection headers). */
export const siteDashboardQuery = (accountId: number, siteId: number) =>
  queryOptions({
    queryKey: dashboardKeys.site(accountId, siteId),
    queryFn: ({ signal }) => api('siteDashboard', { signal }).then((r): SiteDashboard => r.data),
    staleTime: 60_000,
  });
