import { type AccountUserListQuery, EMPLOYER_USER_STATUSES, GRANT_SCOPES } from '@talent/contract';
import { z } from 'zod';

export const PEOPLE_PER_PAGE = [25, 50, 100] as const;
const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

/** `users?tab=&q=&status=&role=&scope=&page=&per_page=`; a bad part is dropped alone. */
export const accountUsersSearch = z.object({
  tab: optional(z.enum(['people', 'roles'])),
  q: optional(z.coerce.string().trim().min(1).max(200)),
  status: optional(z.enum(EMPLOYER_USER_STATUSES)),
  role: optional(z.coerce.number().int().positive().max(2_147_483_647)),
  scope: optional(z.enum(GRANT_SCOPES)),
  page: optional(z.coerce.number().int().min(1).max(1_000_000)),
  per_page: optional(
    z.coerce
      .number()
      .int()
      .refine((v) => (PEOPLE_PER_PAGE as readonly number[]).includes(v)),
  ),
});
export type AccountUsersSearch = z.infer<typeof accountUsersSearch>;

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
