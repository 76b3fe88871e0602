import type { RouteLoaderArgs } from '../../shared/routes/route-loader.js';
import { seekerListQuery } from './api.js';
import { seekerListQueryOf, seekersSearch } from './search.js';

/** SeekersPage's list, keyed by the site as the screen keys it (a stale copy is fetched again). */
export function loadSeekers({ queryClient, search, selection: { accountId, siteId } }: RouteLoaderArgs) {
  return queryClient.ensureQueryData({
    ...seekerListQuery({ accountId, siteId }, seekerListQueryOf(seekersSearch.parse(search))),
    revalidateIfStale: true,
  });
}
