import type { AccessRule } from '@talent/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { CommonKey } from '../../../shared/i18n/keys.js';
import type { Selection } from '../../../shared/selection/selection-store.js';
import type { Screen } from '../screen.js';

/**
 * Where a route hangs: `public` and `guest` (blank layout; guests only for `guest`), `root` (`/…`,
 * signed in), `account` (`/{account}/…`) and `site` (`/{account}/{site}/…`).
 */
export type RouteScope = 'public' | 'guest' | 'root' | 'account' | 'site';

/** What a route's `prefetch` gets: the raw URL state and the selection its queries are keyed by. */
export type PrefetchArgs = {
  queryClient: QueryClient;
  search: Record<string, unknown>;
  selection: Selection & { accountId: number; siteId: number };
};

type Common = {
  /** Path under the scope's prefix, TanStack Router syntax (`jobs/$id`). */
  readonly path: string;
  /** Required: a route without a screen does not compile. */
  readonly screen: Screen;
};

/** A page before sign-in; `search` types the query string links may carry (the page reads it itself). */
export type OpenRoute = Common & {
  readonly scope: 'public' | 'guest';
  readonly search?: (search: Record<string, unknown>) => Record<string, string>;
};

/** A signed-in page: its rule (the guard and the menu), its title (document title, crumbs, search). */
export type SignedInRoute = Common & {
  readonly scope: 'root' | 'account' | 'site';
  readonly access: AccessRule;
  /** i18n key in `common`. */
  readonly title: CommonKey;
  /**
   * The page the breadcrumbs put before this one (its link is built from this page's own address,
   * so its path may hold no parameter this one lacks: route-table.test.ts). Every chain ends at
   * the dashboard, the one route without a parent.
   */
  readonly parent: string | null;
  /**
   * A page about the selected company of one's own ("My company"): the menus offer it only to people
   * who work for a company of the account, so staff who hold the rights but no company meet no dead end.
   */
  readonly ownCompany?: true;
  /** The id of the menu entry to light up when the path alone does not say (consultant forms, profile). */
  readonly highlight?: string;
  /**
   * Starts the screen's main query (the same `queryOptions` factory the screen uses, so the cache is
   * shared) as soon as the route matches, without waiting for its code. Site routes only.
   */
  readonly prefetch?: (args: PrefetchArgs) => Promise<unknown>;
};

export type RouteDef = OpenRoute | SignedInRoute;

export const PORTAL: AccessRule = { action: 'access', subject: 'portal' };
export const rule = (action: AccessRule['action'], subject: AccessRule['subject']): AccessRule => ({ action, subject });

/**
 * A file of signed-in routes, typed as written (literal paths and parents). Each `parent` must be a
 * route of the same file or of `Outer` (the ids of the files it may hang under), so a wrong id does
 * not compile: `scopeRoutes<RootRouteId>()({ jobs: { …, parent: 'dashboard' } })`.
 */
export const scopeRoutes =
  <Outer extends string = never>() =>
  <const T extends { [K in keyof T]: SignedInRoute & { readonly parent: Outer | Extract<keyof T, string> | null } }>(
    routes: T,
  ): T =>
    routes;
