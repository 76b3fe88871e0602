import { jobListQuery } from '../../../features/jobs/api.js';
import { jobListQueryOf, jobsSearch } from '../../../features/jobs/search.js';
import type { PrefetchArgs } from '../route-table.js';

/** JobsPage's list: the same URL parsing and query factory, so the screen finds it under way. */
export function prefetchJobs({ queryClient, search, selection }: PrefetchArgs) {
  return queryClient.prefetchQuery(jobListQuery(selection, jobListQueryOf(jobsSearch.parse(search))));
}
