import type { SiteDashboard, SiteDashboardResponse } from '@talent/contract';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '../../shared/api/client.js';

/** Query keys of the dashboard; the tenant ids are part of every key. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  site: (accountId: number, siteId: number) => [...dashboardKeys.all, 'site', { accountId, siteId }] as const,
};

/** GET /v1/site/dashboard for the selected site (the client sends the selection headers). */
export const siteDashboardQuery = (accountId: number, siteId: number) =>
  queryOptions({
    queryKey: dashboardKeys.site(accountId, siteId),
    queryFn: ({ signal }) =>
      api<SiteDashboardResponse>('/v1/site/dashboard', { signal }).then((r): SiteDashboard => r.data),
    staleTime: 60_000,
    // A refusal or bad context will not change by asking again; server and network errors might.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
  });
