import { z } from 'zod';

export const IdParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The page size of a list when the request names none. */
export const DEFAULT_PER_PAGE = 25;

export const PaginationQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(DEFAULT_PER_PAGE),
  q: z.string().trim().max(200).optional(),
});
export type PaginationQuery = z.infer<typeof PaginationQuery>;

export const PageMetaSchema = z.object({
  current_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});
export type PageMeta = z.infer<typeof PageMetaSchema>;

export const page = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: PageMetaSchema });
export const one = <T extends z.ZodType>(item: T) => z.object({ data: item });

export const MessageResponse = z.object({ message: z.string() });

/**
 * Tags to add to and remove from many rows at once (jobs, candidates, applications): at least one
 * of the two. The tagging dialog checks it before the bulk body adds the rows' ids.
 */
export const tagChange = (tag: z.ZodString, max: number) =>
  z
    .object({ add: z.array(tag).max(max).default([]), remove: z.array(tag).max(max).default([]) })
    .refine((b) => b.add.length + b.remove.length > 0, {
      path: ['add'],
      message: 'nothing to change',
      // Nothing given is a missing value, said alike by the dialog and the API.
      params: { rule: 'required' },
    });
