import { type AccountUserListQuery, EMPLOYER_USER_STATUSES, GRANT_SCOPES } from '@talent/contract';
import { z } from 'zod';
import { enumParam, idParam, pageParam, textParam } from '../../shared/list/search-params.js';

export const PEOPLE_PER_PAGE = [25, 50, 100] as const;

/** `users?tab=&q=&status=&role=&scope=&page=&per_page=`; a bad part is dropped alone. */
export const accountUsersSearch = z.object({
  tab: enumParam(['people', 'roles']),
  q: textParam(200),
  status: enumParam(EMPLOYER_USER_STATUSES),
  role: idParam,
  scope: enumParam(GRANT_SCOPES),
  page: pageParam,
  per_page: z.coerce
    .number()
    .int()
    .refine((v) => (PEOPLE_PER_PAGE as readonly number[]).includes(v))
    .optional()
    .catch(undefined),
});
export type AccountUsersSearch = z.infer<typeof accountUsersSearch>;

/** The filters that narrow the people (the "Filters (n)" count, "Reset filters"). */
export const PEOPLE_FILTERS = ['status', 'role', 'scope'] as const;

export function peopleQueryOf(s: AccountUsersSearch): Partial<AccountUserListQuery> {
  return {
    q: s.q,
    'filter[status]': s.status,
    'filter[role]': s.role,
    'filter[scope]': s.scope,
    page: s.page ?? 1,
    per_page: s.per_page ?? PEOPLE_PER_PAGE[0],
  };
}
