import { JOB_SORTS, JOB_STATUSES, JOB_TAG_MAX, type JobListQuery } from '@talent/contract';
import { z } from 'zod';
import {
  countSet,
  dayParam,
  enumParam,
  idParam,
  pageQueryOf,
  pagingParams,
  textParam,
} from '../../shared/list/search-params.js';

export const FLAGGED_SORTS = ['-open_reports', '-last_reported_at'] as const;

/** `jobs?q=&status=&employer=&consultant=&classification=&tag=&from=&to=&sort=&page=&per_page=`. */
export const jobsSearch = z.object({
  q: textParam(200),
  status: enumParam(JOB_STATUSES),
  employer: idParam,
  consultant: idParam,
  classification: textParam(100),
  tag: textParam(JOB_TAG_MAX),
  from: dayParam,
  to: dayParam,
  sort: enumParam(JOB_SORTS),
  ...pagingParams,
});
export type JobsSearch = z.infer<typeof jobsSearch>;

/** `jobs/flagged-jobs?sort=&page=`. */
export const flaggedSearch = z.object({
  sort: enumParam(FLAGGED_SORTS),
  ...pagingParams,
});
export type FlaggedSearch = z.infer<typeof flaggedSearch>;

/** The filters of the panel (the search box aside): what the "Filters (n)" button counts. */
export const JOB_FILTERS = ['status', 'employer', 'consultant', 'classification', 'tag', 'from', 'to'] as const;

/** True while any filter (not sort or paging) narrows the list. */
export const isFiltered = (s: JobsSearch) => Boolean(s.q) || countSet(s, JOB_FILTERS) > 0;

/** The API query of a list URL (flat `filter[...]` keys, as the contract declares them). */
export function jobListQueryOf(search: JobsSearch): Partial<JobListQuery> {
  const query: Partial<JobListQuery> = pageQueryOf(search, '-created_at');
  if (search.q) query.q = search.q;
  if (search.status) query['filter[status]'] = search.status;
  if (search.employer) query['filter[employer]'] = search.employer;
  if (search.consultant) query['filter[consultant]'] = search.consultant;
  if (search.classification) query['filter[classification]'] = search.classification;
  if (search.tag) query['filter[tag]'] = search.tag;
  if (search.from) query['filter[from]'] = search.from;
  if (search.to) query['filter[to]'] = search.to;
  return query;
}

/** The filters of the export: the list's, without paging and sorting. */
export function jobExportQuery(search: JobsSearch): Record<string, string | number | undefined> {
  const { page: _p, per_page: _pp, sort: _s, ...filters } = jobListQueryOf(search);
  return filters;
}
