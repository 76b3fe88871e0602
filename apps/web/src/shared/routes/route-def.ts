import type { AccessRule } from '@talent/contract';
import type { ParseKeys } from 'i18next';

/**
 * Where a route hangs: `public` and `guest` (blank layout; guests only for `guest`), `root` (`/…`,
 * signed in), `account` (`/{account}/…`) and `site` (`/{account}/{site}/…`).
 */
export type RouteScope = 'public' | 'guest' | 'root' | 'account' | 'site';

type Common = {
  /** Path under the scope's prefix, TanStack Router syntax (`jobs/$id`). */
  readonly path: string;
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
  readonly title: ParseKeys<'common'>;
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
  /**
   * Judged, like the API's `platform: true` operations, by the person's platform-wide grants alone
   * (no selection): an account's owner holds every right inside the account, never the platform's.
   */
  readonly platform?: true;
  /** The id of the menu entry to light up when the path alone does not say (consultant forms, profile). */
  readonly highlight?: string;
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
