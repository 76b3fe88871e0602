import { SEEKER_SORTS, SEEKER_STATUSES, SEEKER_TAG_MAX, type SeekerListQuery } from '@talent/contract';
import { z } from 'zod';

export const SEEKER_PER_PAGE = [10, 25, 50, 100] as const;
const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

/** `seekers?q=&status=&tag=&sort=&page=&per_page=`; a bad part is dropped alone. */
export const seekersSearch = z.object({
  q: optional(z.coerce.string().trim().min(1).max(200)),
  status: optional(z.enum(SEEKER_STATUSES)),
  tag: optional(z.coerce.string().trim().min(1).max(SEEKER_TAG_MAX)),
  sort: optional(z.enum(SEEKER_SORTS)),
  page: optional(z.coerce.number().int().min(1).max(1_000_000)),
  per_page: optional(
    z.coerce
      .number()
      .int()
      .refine((v) => (SEEKER_PER_PAGE as readonly number[]).includes(v)),
  ),
});
export type SeekersSearch = z.infer<typeof seekersSearch>;

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

export const isFiltered = (s: SeekersSearch) => Boolean(s.q || s.status || s.tag);
