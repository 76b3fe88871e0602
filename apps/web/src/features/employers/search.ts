import { EMPLOYER_SORTS, EMPLOYER_STATUSES, EMPLOYER_TYPES, type EmployerListQuery } from '@talent/contract';
import { z } from 'zod';
import { countSet, enumParam, pageQueryOf, pagingParams, textParam } from '../../shared/list/search-params.js';

/** `employers?q=&type=&status=&industry=&sort=&page=&per_page=`. */
export const employersSearch = z.object({
  q: textParam(200),
  type: enumParam(EMPLOYER_TYPES),
  status: enumParam(EMPLOYER_STATUSES),
  industry: textParam(100),
  sort: enumParam(EMPLOYER_SORTS),
  ...pagingParams,
});
export type EmployersSearch = z.infer<typeof employersSearch>;

/** The filters of the panel (the search box aside): what the "Filters (n)" button counts. */
export const EMPLOYER_FILTERS = ['type', 'status', 'industry'] as const;

/** True while any filter (not sort or paging) narrows the list. */
export const isFiltered = (s: EmployersSearch) => Boolean(s.q) || countSet(s, EMPLOYER_FILTERS) > 0;

/** The API query of a list URL (flat `filter[...]` keys, as the contract declares them). */
export function listQuery(search: EmployersSearch): Partial<EmployerListQuery> {
  const query: Partial<EmployerListQuery> = pageQueryOf(search, '-created_at');
  if (search.q) query.q = search.q;
  if (search.type) query['filter[type]'] = search.type;
  if (search.status) query['filter[status]'] = search.status;
  if (search.industry) query['filter[industry]'] = search.industry;
  return query;
}

/** The filters of the export: the list's, without paging and sorting. */
export function exportQuery(search: EmployersSearch): Record<string, string | undefined> {
  const { page: _p, per_page: _pp, sort: _s, ...filters } = listQuery(search);
  return filters;
}
