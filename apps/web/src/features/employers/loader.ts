import type { RouteLoaderArgs } from '../../shared/routes/route-loader.js';
import { employerListQuery } from './api.js';
import { employersSearch, listQuery } from './search.js';

/** EmployersPage's list, keyed by the site as the screen keys it (a stale copy is fetched again). */
export function loadEmployers({ queryClient, search, selection: { accountId, siteId } }: RouteLoaderArgs) {
  return queryClient.ensureQueryData({
    ...employerListQuery({ accountId, siteId }, listQuery(employersSearch.parse(search))),
    revalidateIfStale: true,
  });
}
