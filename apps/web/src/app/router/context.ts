import type { AccessRule } from '@talent/contract';
import type { QueryClient } from '@tanstack/react-query';

export type RouterContext = { queryClient: QueryClient };

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** What the route needs (spec §2: every route declares an action and a subject). */
    access?: AccessRule;
    /** i18n key of the page title, for the document title, breadcrumbs and search. */
    title?: string;
    /** Menu entry to highlight for this route (consultants and profile pages, spec §2). */
    menu?: string;
  }
}
