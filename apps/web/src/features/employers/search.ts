import { EMPLOYER_SORTS, EMPLOYER_STATUSES, EMPLOYER_TYPES, type EmployerListQuery } from '@talent/contract';
import { z } from 'zod';

export const PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;

/** Each part of the URL state is checked alone: one bad value is dropped, not the whole state. */
const pageNumber = z.coerce.number().int().min(1).max(1_000_000).optional().catch(undefined);
const perPage = z.coerce
  .number()
  .int()
  .refine((v) => (PER_PAGE_OPTIONS as readonly number[]).includes(v))
  .optional()
  .catch(undefined);
const text = z.coerce.string().trim().max(200).optional().catch(undefined);

/** `employers?q=&type=&status=&industry=&sort=&page=&per_page=`. */
export const employersSearch = z.object({
  q: text,
  type: z.enum(EMPLOYER_TYPES).optional().catch(undefined),
  status: z.enum(EMPLOYER_STATUSES).optional().catch(undefined),
  industry: z.coerce.string().trim().min(1).max(100).optional().catch(undefined),
  sort: z.enum(EMPLOYER_SORTS).optional().catch(undefined),
  page: pageNumber,
  per_page: perPage,
});
export type EmployersSearch = z.infer<typeof employersSearch>;

/** `employers/hold?q=&page=&per_page=`. */
export const onHoldSearch = z.object({ q: text, page: pageNumber, per_page: perPage });
export type OnHoldSearch = z.infer<typeof onHoldSearch>;

/** The API query of a list URL (flat `filter[...]` keys, as the contract declares them). */
export function listQuery(search: EmployersSearch): Partial<EmployerListQuery> {
  const query: Partial<EmployerListQuery> = {
    page: search.page ?? 1,
    per_page: search.per_page ?? 25,
    sort: search.sort ?? '-created_at',
  };
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
