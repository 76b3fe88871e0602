import { siteFormsQuery } from '../../../features/site-forms/api.js';
import { siteFormsListQuery, siteFormsSearch } from '../../../features/site-forms/list/search.js';
import type { PrefetchArgs } from '../route-table.js';

/** SiteFormsPage's list, keyed by the site as the screen keys it. */
export function prefetchSiteForms({ queryClient, search, selection: { accountId, siteId } }: PrefetchArgs) {
  return queryClient.prefetchQuery(
    siteFormsQuery({ accountId, siteId }, siteFormsListQuery(siteFormsSearch.parse(search))),
  );
}
