import type { RouteLoaderArgs } from '../../shared/routes/route-loader.js';
import { applicationListQuery, stagesQuery } from './api.js';
import { applicationListQueryOf, applicationsSearch } from './search.js';

/**
 * ApplicationsPage's list (unless the board is shown) and its stages, as the screen asks for them.
 * `revalidateIfStale`: a stale copy is shown at once and fetched again, as the screen would.
 */
export function loadApplications({ queryClient, search, selection }: RouteLoaderArgs) {
  const s = applicationsSearch.parse(search);
  return Promise.all([
    s.view === 'board'
      ? undefined
      : queryClient.ensureQueryData({
          ...applicationListQuery(selection, applicationListQueryOf(s)),
          revalidateIfStale: true,
        }),
    queryClient.ensureQueryData({ ...stagesQuery(selection), revalidateIfStale: true }),
  ]);
}
