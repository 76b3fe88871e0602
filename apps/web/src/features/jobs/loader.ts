import type { RouteLoaderArgs } from '../../shared/routes/route-loader.js';
import { jobListQuery } from './api.js';
import { jobListQueryOf, jobsSearch } from './search.js';

/** JobsPage's list: the same URL parsing and query factory, so the screen finds it under way. */
export function loadJobs({ queryClient, search, selection }: RouteLoaderArgs) {
  return queryClient.ensureQueryData({
    ...jobListQuery(selection, jobListQueryOf(jobsSearch.parse(search))),
    revalidateIfStale: true,
  });
}
