import type { QueryClient } from '@tanstack/react-query';
import type { AppRoute } from '../../shared/routes/manifest.js';

export type RouterContext = { queryClient: QueryClient };

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The manifest's entry (shared/routes/manifest.ts): rule, title, parent, menu entry. */
    route?: AppRoute;
  }
}
