import {
  APPLICATION_SORTS,
  APPLICATION_STATES,
  APPLICATION_STATUSES,
  APPLICATION_TAG_MAX,
  type ApplicationListQuery,
} from '@talent/contract';
import { z } from 'zod';
import { countSet, dayParam, enumParam, idParam, pagingParams, textParam } from '../../shared/list/search-params.js';

/** The sorts the column headers offer (and the phone's sort menu). */
export const APPLICATION_HEADER_SORTS = [
  '-created_at',
  'created_at',
  'seeker',
  '-seeker',
  'status',
  '-status',
] as const satisfies readonly (typeof APPLICATION_SORTS)[number][];

/**
 * `applications?view=&column=&q=&status=&stage=&state=&job=&employer=&tag=&enabled=&from=&to=&sort=&page=&per_page=`;
 * `column` is the stage a phone shows on the board (one column at a time).
 */
export const applicationsSearch = z.object({
  view: enumParam(['list', 'board']),
  column: textParam(40),
  q: textParam(200),
  status: enumParam(APPLICATION_STATUSES),
  stage: textParam(40),
  state: enumParam(APPLICATION_STATES),
  job: z.uuid().optional().catch(undefined),
  employer: idParam,
  consultant: idParam,
  tag: textParam(APPLICATION_TAG_MAX),
  enabled: enumParam(['true', 'false']),
  from: dayParam,
  to: dayParam,
  sort: enumParam(APPLICATION_SORTS),
  ...pagingParams,
});
export type ApplicationsSearch = z.infer<typeof applicationsSearch>;

/** The filters of the panel (the search box aside): what the "Filters (n)" button counts. */
export const APPLICATION_FILTERS = [
  'job',
  'status',
  'stage',
  'state',
  'employer',
  'consultant',
  'tag',
  'enabled',
  'from',
  'to',
] as const;

/** The filters of the URL as the API's `filter[...]` keys (shared by list, board and export). */
export function applicationFiltersOf(s: ApplicationsSearch) {
  return {
    q: s.q,
    'filter[status]': s.status,
    'filter[stage]': s.stage,
    'filter[state]': s.state,
    'filter[job]': s.job,
    'filter[employer]': s.employer,
    'filter[consultant]': s.consultant,
    'filter[tag]': s.tag,
    'filter[enabled]': s.enabled,
    'filter[from]': s.from,
    'filter[to]': s.to,
  };
}

export function applicationListQueryOf(s: ApplicationsSearch): Partial<ApplicationListQuery> {
  return {
    ...applicationFiltersOf(s),
    sort: s.sort ?? '-created_at',
    page: s.page ?? 1,
    per_page: s.per_page ?? 25,
  };
}

/** True while a filter (not sort, paging or view) narrows the list. */
export const isFiltered = (s: ApplicationsSearch) => Boolean(s.q) || countSet(s, APPLICATION_FILTERS) > 0;

/**
 * The list behind one board column, for its "n more in the list" link: the board's filters, the
 * column's stage and only active applications (as the column counts them), or the closed ones.
 */
export function laneListSearch(s: ApplicationsSearch, stage: string | null): ApplicationsSearch {
  const { view: _view, column: _column, page: _page, ...filters } = s;
  return stage === null ? { ...filters, stage: undefined, state: 'closed' } : { ...filters, stage, state: 'active' };
}
