import { CONSULTANT_STATUSES, type ConsultantListQuery } from '@talent/contract';
import { z } from 'zod';
import { enumParam, pagingParams, textParam } from '../../shared/list/search-params.js';

/** `consultants?q=&status=&page=&per_page=`; a bad part is dropped alone. */
export const consultantsSearch = z.object({
  q: textParam(200),
  status: enumParam(CONSULTANT_STATUSES),
  ...pagingParams,
});
export type ConsultantsSearch = z.infer<typeof consultantsSearch>;

/** The filters of the panel (the search box aside): what the "Filters (n)" button counts. */
export const CONSULTANT_FILTERS = ['status'] as const;

/** The API query of the URL state: consultants are listed by name. */
export const consultantListQueryOf = (s: ConsultantsSearch): Partial<ConsultantListQuery> => ({
  q: s.q,
  'filter[status]': s.status,
  sort: 'name',
  page: s.page ?? 1,
  per_page: s.per_page ?? 25,
});
