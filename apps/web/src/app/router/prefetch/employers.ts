import { employerListQuery } from '../../../features/employers/api.js';
import { employersSearch, listQuery } from '../../../features/employers/search.js';
import type { PrefetchArgs } from '../route-table.js';

/** EmployersPage's list, keyed by the site as the screen keys it. */
export function prefetchEmployers({ queryClient, search, selection: { accountId, siteId } }: PrefetchArgs) {
  return queryClient.prefetchQuery(employerListQuery({ accountId, siteId }, listQuery(employersSearch.parse(search))));
}
