import type { RouteLoaderArgs } from '../../shared/routes/route-loader.js';
import { siteFormsQuery } from './api.js';
import { siteFormsListQuery, siteFormsSearch } from './list/search.js';

/** SiteFormsPage's list, keyed by the site as the screen keys it (a stale copy is fetched again). */
export function loadSiteForms({ queryClient, search, selection: { accountId, siteId } }: RouteLoaderArgs) {
  return queryClient.ensureQueryData({
    ...siteFormsQuery({ accountId, siteId }, siteFormsListQuery(siteFormsSearch.parse(search))),
    revalidateIfStale: true,
  });
}
