import type { Selection } from '../../shared/selection/selection-store.js';
import { ACCOUNT_ROUTES } from './routes/account.js';
import { NOT_FOUND, OPEN_ROUTES } from './routes/open.js';
import { ROOT_ROUTES } from './routes/root.js';
import type { OpenRoute, RouteScope, SignedInRoute } from './routes/route-def.js';
import { SITE_ROUTES } from './routes/site.js';
import { screen } from './screen.js';

export type { OpenRoute, PrefetchArgs, RouteDef, RouteScope, SignedInRoute } from './routes/route-def.js';
export { NOT_FOUND };

/**
 * The layouts of the route tree, lazy like the screens (main: signed in; blank: the rest). `frame`
 * is the signed-in layout drawn while the session is checked, from the same chunk.
 */
export const LAYOUTS = {
  main: screen(() => import('../layouts/MainLayout.js'), 'MainLayout', []),
  frame: screen(() => import('../layouts/MainLayout.js'), 'LayoutFrame', []),
  blank: screen(() => import('../layouts/BlankLayout.js'), 'BlankLayout', []),
};

/**
 * Every page of the portal, once, merged from one file per scope (routes/: open, root, account,
 * site). From this table come the router's routes and guards (routes.tsx), the menus
 * (features/navigation/menu.ts, by id), the document title and breadcrumbs, the dashboard's quick
 * links, the lazy screens and the translations each loads. Order matters within a scope: it is the
 * order of the quick links. Ids are unique across the files (route-table.test.ts).
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

/** `/…`, `/{account}/…` or `/{account}/{site}/…` of a route path under the current selection; null without one. */
export function hrefIn(scope: RouteScope, path: string, selection: Selection): string | null {
  const rest = path === '/' ? '' : path;
  if (scope === 'account' || scope === 'site') {
    if (selection.accountId === null) return null;
    if (scope === 'account') return `/${selection.accountId}/${rest}`;
    if (selection.siteId === null) return null;
    return `/${selection.accountId}/${selection.siteId}/${rest}`;
  }
  return `/${rest}`;
}
