import { useNavigate, useSearch } from '@tanstack/react-router';
import type { z } from 'zod';
import { cleanSearch } from './search-params.js';

/** What every paged list's URL state holds besides its own filters and sort. */
export type ListSearchShape = { page?: number | undefined; per_page?: number | undefined };

/**
 * The search state `search` changed by `patch`. A changed filter starts again at page 1 (the page
 * is dropped) unless `keepPage`; page 1 and empty values are left out of the URL.
 */
export function nextSearch<T extends ListSearchShape>(search: T, patch: Partial<T>, keepPage = false): Partial<T> {
  const merged: T = { ...search, ...patch };
  if (!keepPage || merged.page === 1) merged.page = undefined;
  return cleanSearch(merged);
}

/** The same state on another page, or with another page size (back to page 1). */
export function pagedSearch<T extends ListSearchShape>(
  search: T,
  change: { page: number } | { per_page: number },
): Partial<T> {
  const merged: ListSearchShape = { ...search, ...change };
  if ('per_page' in change || merged.page === 1) merged.page = undefined;
  return cleanSearch({ ...search, page: merged.page, per_page: merged.per_page });
}

/**
 * The controls of a list's state `search`, each handing the next state to `write`: the URL for
 * `useListSearch`, or a component's own state for a list that must not own the URL (a panel in a
 * page whose URL belongs to another list).
 */
export function listControls<T extends ListSearchShape>(search: T, write: (next: Partial<T>) => void) {
  return {
    search,
    /** Sets filters and starts again at page 1; `{ keepPage: true }` for sorting. */
    set: (patch: Partial<T>, { keepPage = false } = {}) => write(nextSearch(search, patch, keepPage)),
    /** Clears every filter, keeping only `keep` (sort, page size). */
    reset: (keep: readonly (keyof T)[] = []) =>
      write(cleanSearch(Object.fromEntries(keep.map((k) => [k, search[k]])) as Partial<T>)),
    /** For the footer: another page, another page size. */
    onPage: (page: number) => write(pagedSearch(search, { page })),
    onPerPage: (perPage: number) => write(pagedSearch(search, { per_page: perPage })),
    /** Changes whenever the list shows other rows: the row selection is dropped then. */
    key: JSON.stringify(search),
  };
}

/**
 * A list's URL state (`?q=&status=&sort=&page=…`), parsed by `schema` (the feature's `search.ts`,
 * made of the contract's enums and `search-params.ts`), written back with `replace` so filtering
 * does not fill the history. Typed by the schema: no casts at the call sites.
 */
export function useListSearch<T extends ListSearchShape>(schema: z.ZodType<T>) {
  const navigate = useNavigate();
  const search = schema.parse(useSearch({ strict: false }));
  return listControls(search, (next) => void navigate({ to: '.', search: next, replace: true }));
}

export type ListSearch<T extends ListSearchShape> = ReturnType<typeof useListSearch<T>>;
