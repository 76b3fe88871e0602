import {
  APPLICATION_SORTS,
  APPLICATION_STATUSES,
  APPLICATION_TAG_MAX,
  type ApplicationListQuery,
} from '@talent/contract';
import { z } from 'zod';

export const APPLICATION_PER_PAGE = [10, 25, 50, 100] as const;
const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const text = (max: number) => optional(z.coerce.string().trim().min(1).max(max));

/** `applications?view=&q=&status=&stage=&job=&employer=&tag=&enabled=&from=&to=&sort=&page=&per_page=`. */
export const applicationsSearch = z.object({
  view: optional(z.enum(['list', 'board'])),
  q: text(200),
  status: optional(z.enum(APPLICATION_STATUSES)),
  stage: text(40),
  job: optional(z.uuid()),
  employer: optional(z.coerce.number().int().positive().max(2_147_483_647)),
  consultant: optional(z.coerce.number().int().positive().max(2_147_483_647)),
  tag: text(APPLICATION_TAG_MAX),
  enabled: optional(z.enum(['true', 'false'])),
  from: optional(z.iso.date()),
  to: optional(z.iso.date()),
  sort: optional(z.enum(APPLICATION_SORTS)),
  page: optional(z.coerce.number().int().min(1).max(1_000_000)),
  per_page: optional(
    z.coerce
      .number()
      .int()
      .refine((v) => (APPLICATION_PER_PAGE as readonly number[]).includes(v)),
  ),
});
export type ApplicationsSearch = z.infer<typeof applicationsSearch>;

/** The filters of the URL as the API's `filter[...]` keys (shared by list, board and export). */
export function applicationFiltersOf(s: ApplicationsSearch) {
  return {
    q: s.q,
    'filter[status]': s.status,
    'filter[stage]': s.stage,
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
export const isFiltered = (s: ApplicationsSearch) =>
  Boolean(s.q || s.status || s.stage || s.job || s.employer || s.consultant || s.tag || s.enabled || s.from || s.to);
