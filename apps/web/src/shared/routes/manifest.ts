import { ACCOUNT_ROUTES } from './account.js';
import { OPEN_ROUTES } from './open.js';
import { ROOT_ROUTES } from './root.js';
import type { OpenRoute, RouteScope, SignedInRoute } from './route-def.js';
import { SITE_ROUTES } from './site.js';

export type { OpenRoute, RouteDef, RouteScope, SignedInRoute } from './route-def.js';

/**
 * Every page of the portal, once, as data (scope, path, rule, title key, parent), merged from one
 * file per scope (open, root, account, site). It imports nothing but the contract's types, so any
 * layer may read it: the router (app/router: routes, guards, the screens bound to each id), the
 * shell (menus, shortcuts, quick links, document title), breadcrumbs, and a feature that links to
 * another page. Order matters within a scope: it is the order of the quick links. Ids are unique
 * across the files (app/router/route-table.test.ts).
 */
export const ROUTES = { ...OPEN_ROUTES, ...ROOT_ROUTES, ...ACCOUNT_ROUTES, ...SITE_ROUTES };

export type RouteId = keyof typeof ROUTES;
export type SignedInAppRoute = SignedInRoute & { readonly id: RouteId; readonly parent: SignedInRouteId | null };
export type AppRoute = (OpenRoute & { readonly id: RouteId }) | SignedInAppRoute;

type Table = typeof ROUTES;

/** One entry of the table with its id; its types stay literal (path, scope). */
export const entry = <K extends RouteId>(id: K): Entry<K> => ({ ...ROUTES[id], id });
/** An entry of the table with its id, its literal path kept (the router types links from it). */
export type Entry<K extends RouteId> = Table[K] & { readonly id: K };
export type EntryOf<S extends RouteScope> = { [K in RouteId]: Table[K]['scope'] extends S ? Entry<K> : never }[RouteId];

/** The table's routes of one scope, in table order, each with its id. */
export function routesIn<S extends RouteScope>(scope: S): EntryOf<S>[] {
  const found: EntryOf<S>[] = [];
  for (const id of Object.keys(ROUTES) as RouteId[]) {
    const entry = { ...ROUTES[id], id };
    if (isIn(entry, scope)) found.push(entry);
  }
  return found;
}
const isIn = <S extends RouteScope>(entry: Entry<RouteId>, scope: S): entry is EntryOf<S> => entry.scope === scope;

/** Every signed-in page (root, account, site), in table order. */
export const signedInRoutes = (): SignedInAppRoute[] => [
  ...routesIn('root'),
  ...routesIn('account'),
  ...routesIn('site'),
];

export const isSignedIn = (route: AppRoute): route is SignedInAppRoute => 'access' in route;

/** Ids of the signed-in routes: what a menu entry or a quick link may point to. */
export type SignedInRouteId = {
  [K in RouteId]: (typeof ROUTES)[K]['scope'] extends SignedInRoute['scope'] ? K : never;
}[RouteId];

/** A signed-in route by id, with the id. */
export function signedInRoute(id: SignedInRouteId): SignedInAppRoute {
  return { id, ...ROUTES[id] };
}

const PREFIX: Record<RouteScope, string> = {
  public: '/',
  guest: '/',
  root: '/',
  account: '/$account/',
  site: '/$account/$site/',
};

/** A route's full path in the router's syntax (`/$account/$site/jobs/$id`), as the router mounts it. */
export const routePath = (scope: RouteScope, path: string): string => (path === '/' ? '/' : `${PREFIX[scope]}${path}`);

/** The part of the selection an address is built from (shared/selection's store holds it). */
type SelectedPlace = { readonly accountId: number | null; readonly siteId: number | null };

/** `/…`, `/{account}/…` or `/{account}/{site}/…` of a route path under the current selection; null without one. */
export function hrefIn(scope: RouteScope, path: string, selection: SelectedPlace): string | null {
  const rest = path === '/' ? '' : path;
  if (scope === 'account' || scope === 'site') {
    if (selection.accountId === null) return null;
    if (scope === 'account') return `/${selection.accountId}/${rest}`;
    if (selection.siteId === null) return null;
    return `/${selection.accountId}/${selection.siteId}/${rest}`;
  }
  return `/${rest}`;
}
