import { z } from 'zod';
import { dayParam, pagingParams } from '../../../shared/list/search-params.js';
import type { SubmissionQuery } from '../api.js';

/** The submissions tab's URL state: version, days and paging. */
export const submissionsSearch = z.object({
  version: z.coerce.number().int().positive().max(1_000_000).optional().catch(undefined),
  from: dayParam,
  to: dayParam,
  ...pagingParams,
});
export type SubmissionsSearch = z.infer<typeof submissionsSearch>;

export const filterOf = (s: SubmissionsSearch): SubmissionQuery => ({
  ...(s.version ? { version: s.version } : {}),
  ...(s.from ? { from: s.from } : {}),
  ...(s.to ? { to: s.to } : {}),
});
export const submissionsListQuery = (s: SubmissionsSearch): SubmissionQuery => ({
  ...filterOf(s),
  page: s.page ?? 1,
  per_page: s.per_page ?? 25,
});
