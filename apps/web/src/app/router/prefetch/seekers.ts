import { seekerListQuery } from '../../../features/seekers/api.js';
import { seekerListQueryOf, seekersSearch } from '../../../features/seekers/search.js';
import type { PrefetchArgs } from '../route-table.js';

/** SeekersPage's list, keyed by the site as the screen keys it. */
export function prefetchSeekers({ queryClient, search, selection: { accountId, siteId } }: PrefetchArgs) {
  return queryClient.prefetchQuery(
    seekerListQuery({ accountId, siteId }, seekerListQueryOf(seekersSearch.parse(search))),
  );
}
