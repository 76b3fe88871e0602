import { ACCOUNT_STATUSES, type PlatformAccountListQuery } from '@talent/contract';
import { z } from 'zod';
import { enumParam, pagingParams, textParam } from '../../shared/list/search-params.js';

/** `platform/accounts?q=&status=&page=&per_page=`; a bad part is dropped alone. */
export const platformAccountsSearch = z.object({
  q: textParam(200),
  status: enumParam(ACCOUNT_STATUSES),
  ...pagingParams,
});
export type PlatformAccountsSearch = z.infer<typeof platformAccountsSearch>;

export const PLATFORM_ACCOUNT_FILTERS = ['status'] as const;

export const platformAccountsQueryOf = (s: PlatformAccountsSearch): Partial<PlatformAccountListQuery> => ({
  q: s.q,
  'filter[status]': s.status,
  page: s.page ?? 1,
  per_page: s.per_page ?? 25,
});
