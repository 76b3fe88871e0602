import type { QueryClient } from '@tanstack/react-query';
import type { AppRoute } from './route-table.js';

export type RouterContext = { queryClient: QueryClient };

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The route table's entry (route-table.ts): rule, title, menu entry, screen, prefetch. */
    route?: AppRoute;
  }
}
