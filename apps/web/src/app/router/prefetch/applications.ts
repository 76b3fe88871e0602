import { applicationListQuery, stagesQuery } from '../../../features/applications/api.js';
import { applicationListQueryOf, applicationsSearch } from '../../../features/applications/search.js';
import type { PrefetchArgs } from '../route-table.js';

/** ApplicationsPage's list (unless the board is shown) and its stages, as the screen asks for them. */
export function prefetchApplications({ queryClient, search, selection }: PrefetchArgs) {
  const s = applicationsSearch.parse(search);
  return Promise.all([
    s.view === 'board'
      ? undefined
      : queryClient.prefetchQuery(applicationListQuery(selection, applicationListQueryOf(s))),
    queryClient.prefetchQuery(stagesQuery(selection)),
  ]);
}
