import type { lazyRouteComponent } from '@tanstack/react-router';
import type { z } from 'zod';

type Page = { component: ReturnType<typeof lazyRouteComponent>; search?: z.ZodType };

/**
 * The real screen of a `SITE_ROUTES` path, once its domain issue has built it; other paths
 * keep the placeholder page. `search` validates the URL state (filters, sort, page) of lists.
 */
export const SITE_PAGES: Partial<Record<string, Page>> = {};
