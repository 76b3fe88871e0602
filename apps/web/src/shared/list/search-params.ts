import { z } from 'zod';

/** The page sizes every paged list offers (the API accepts up to 100). */
export const PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;

// Each part of a list's URL state is checked alone (`.catch(undefined)`): a bad value in a shared
// or hand-edited link is dropped, not the whole state.

/** `page=`: 1 or more. */
export const pageParam = z.coerce.number().int().min(1).max(1_000_000).optional().catch(undefined);

/** `per_page=`: one of `options` (a list with page sizes of its own). */
export const perPageParamOf = (options: readonly number[]) =>
  z.coerce
    .number()
    .int()
    .refine((v) => options.includes(v))
    .optional()
    .catch(undefined);

/** `per_page=`: one of PER_PAGE_OPTIONS. */
export const perPageParam = perPageParamOf(PER_PAGE_OPTIONS);

/** A free-text parameter (search, tag), trimmed; blank is absent. */
export const textParam = (max: number) => z.coerce.string().trim().min(1).max(max).optional().catch(undefined);

/** A database id parameter (`employer=4`). */
export const idParam = z.coerce.number().int().positive().max(2_147_483_647).optional().catch(undefined);

/** One of a contract enum's values (`status=live`). */
export const enumParam = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values).optional().catch(undefined);

/** A calendar day (`from=2026-01-31`). */
export const dayParam = z.iso.date().optional().catch(undefined);

/** Drops empty values, so the URL only carries what is set. */
export function cleanSearch<T extends object>(search: T): Partial<T> {
  return Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined && v !== '')) as Partial<T>;
}

/** How many of `keys` are set in `search`: the count on the "Filters (n)" button. */
export const countSet = <T extends object>(search: T, keys: readonly (keyof T)[]) =>
  keys.filter((k) => search[k] !== undefined && search[k] !== '').length;

/** `page=&per_page=`, the paging every list URL carries. */
export const pagingParams = { page: pageParam, per_page: perPageParam };

/** A moderation queue's URL, `?q=&page=&per_page=`: a search box and paging, no filters. */
export const queueSearch = z.object({ q: textParam(200), ...pagingParams });

/** The paging and sort an API list query starts from: page 1, 25 rows, `fallbackSort` unless the URL sorts. */
export const pageQueryOf = <S extends string>(
  search: { page?: number | undefined; per_page?: number | undefined; sort?: S | undefined },
  fallbackSort: S,
) => ({ page: search.page ?? 1, per_page: search.per_page ?? 25, sort: search.sort ?? fallbackSort });
