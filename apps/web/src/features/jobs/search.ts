import { JOB_SORTS, JOB_STATUSES, JOB_TAG_MAX, type JobListQuery } from '@talent/contract';
import { z } from 'zod';

export const JOB_PER_PAGE = [10, 25, 50, 100] as const;
export const FLAGGED_SORTS = ['-open_reports', '-last_reported_at'] as const;

/** Each part of the URL state is checked alone: one bad value is dropped, not the whole state. */
const pageNumber = z.coerce.number().int().min(1).max(1_000_000).optional().catch(undefined);
const perPage = z.coerce
  .number()
  .int()
  .refine((v) => (JOB_PER_PAGE as readonly number[]).includes(v))
  .optional()
  .catch(undefined);
const text = (max: number) => z.coerce.string().trim().min(1).max(max).optional().catch(undefined);
const day = z.iso.date().optional().catch(undefined);

/** `jobs?q=&status=&employer=&consultant=&classification=&tag=&from=&to=&sort=&page=&per_page=`. */
export const jobsSearch = z.object({
  q: text(200),
  status: z.enum(JOB_STATUSES).optional().catch(undefined),
  employer: z.coerce.number().int().positive().max(2_147_483_647).optional().catch(undefined),
  consultant: z.coerce.number().int().positive().max(2_147_483_647).optional().catch(undefined),
  classification: text(100),
  tag: text(JOB_TAG_MAX),
  from: day,
  to: day,
  sort: z.enum(JOB_SORTS).optional().catch(undefined),
  page: pageNumber,
  per_page: perPage,
});
export type JobsSearch = z.infer<typeof jobsSearch>;

/** `jobs/hold?q=&page=&per_page=`. */
export const jobsHoldSearch = z.object({ q: text(200), page: pageNumber, per_page: perPage });
export type JobsHoldSearch = z.infer<typeof jobsHoldSearch>;

/** `jobs/flagged-jobs?sort=&page=`. */
export const flaggedSearch = z.object({
  sort: z.enum(FLAGGED_SORTS).optional().catch(undefined),
  page: pageNumber,
  per_page: perPage,
});
export type FlaggedSearch = z.infer<typeof flaggedSearch>;

/** True while any filter (not sort or paging) narrows the list. */
export const isFiltered = (s: JobsSearch) =>
  Boolean(s.q || s.status || s.employer || s.consultant || s.classification || s.tag || s.from || s.to);

/** The API query of a list URL (flat `filter[...]` keys, as the contract declares them). */
export function jobListQueryOf(search: JobsSearch): Partial<JobListQuery> {
  const query: Partial<JobListQuery> = {
    page: search.page ?? 1,
    per_page: search.per_page ?? 25,
    sort: search.sort ?? '-created_at',
  };
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

/** Drops empty values, so the URL only carries what is set. */
export function cleanSearch<T extends object>(search: T): T {
  return Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined && v !== '')) as T;
}
