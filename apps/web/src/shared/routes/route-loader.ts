import type { QueryClient } from '@tanstack/react-query';

/**
 * What a feature's route loader (`features/<domain>/loader.ts`) gets: the raw URL state and the site
 * its queries are keyed by. The router calls it as soon as the route matches, before the screen's
 * code is in, so it must fill the cache with the same `queryOptions` factory the screen reads.
 */
export type RouteLoaderArgs = {
  queryClient: QueryClient;
  search: Record<string, unknown>;
  selection: { accountId: number; siteId: number; employerId: number | null };
};
