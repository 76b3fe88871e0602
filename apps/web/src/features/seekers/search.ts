import { SEEKER_SORTS, SEEKER_STATUSES, SEEKER_TAG_MAX, type SeekerListQuery } from '@talent/contract';
import { z } from 'zod';
import { countSet, enumParam, pagingParams, textParam } from '../../shared/list/search-params.js';

/** `seekers?q=&status=&tag=&sort=&page=&per_page=`; a bad part is dropped alone. */
export const seekersSearch = z.object({
  q: textParam(200),
  status: enumParam(SEEKER_STATUSES),
  tag: textParam(SEEKER_TAG_MAX),
  sort: enumParam(SEEKER_SORTS),
  ...pagingParams,
});
export type SeekersSearch = z.infer<typeof seekersSearch>;

/** The filters of the panel (the search box and the sort aside): what the "Filters (n)" button counts. */
export const SEEKER_FILTERS = ['status', 'tag'] as const;

export const seekerFiltersOf = (s: SeekersSearch) => ({
  q: s.q,
  'filter[status]': s.status,
  'filter[tag]': s.tag,
});

export const seekerListQueryOf = (s: SeekersSearch): Partial<SeekerListQuery> => ({
  ...seekerFiltersOf(s),
  sort: s.sort ?? '-created_at',
  page: s.page ?? 1,
  per_page: s.per_page ?? 25,
});

export const isFiltered = (s: SeekersSearch) => Boolean(s.q) || countSet(s, SEEKER_FILTERS) > 0;
