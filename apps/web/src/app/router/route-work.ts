import type { QueryClient } from '@tanstack/react-query';
import type { ParsedLocation, StaticDataRouteOption } from '@tanstack/react-router';
import { useAuthStore } from '../../shared/auth/auth-store.js';
import { isSignedIn, type SignedInAppRoute } from '../../shared/routes/manifest.js';
import { useSelectionStore } from '../../shared/selection/selection-store.js';
import { LAYOUTS, type RouteBinding, SCREENS } from './route-table.js';

// A failed early start is not an error: the router loads the chunk again, and the screen asks
// for its data again, when they are needed; that is where a failure shows.
const quietly = (work: Promise<unknown>) => void work.catch(() => undefined);

/**
 * The route's own query (its feature's loader) under the current selection, when its address is the
 * selection's: the screen keys its queries by the selection, so a prefetch under another one would be
 * wasted. Site routes only.
 */
export function prefetchRoute(
  route: SignedInAppRoute,
  queryClient: QueryClient,
  location: ParsedLocation,
  load: RouteBinding['load'] = SCREENS[route.id].load,
) {
  if (!load || route.scope !== 'site') return;
  const { accountId, siteId, employerId } = useSelectionStore.getState();
  if (accountId === null || siteId === null || !location.pathname.startsWith(`/${accountId}/${siteId}/`)) return;
  quietly(load({ queryClient, search: location.search, selection: { accountId, siteId, employerId } }));
}

/**
 * A first visit on this device has no stored selection: the site that the address names is taken as
 * the one to start with, so the screen's query can start beside `/auth/me`. The guards check it once
 * `/auth/me` answers; if the user cannot act there, the correction drops whatever was fetched for it.
 */
export function seedSelectionFromAddress(pathname: string) {
  const store = useSelectionStore.getState();
  const site = /^\/(\d+)\/(\d+)\//.exec(pathname);
  if (store.accountId !== null || !site) return;
  store.select({ accountId: Number(site[1]), siteId: Number(site[2]), employerId: null });
}

/**
 * Called by the signed-in layout route before it waits for `/auth/me`: starts the layout's and the
 * screen's code and translations and the screen's main query, so the three run beside the session
 * check instead of after it (issue 18). The persisted selection says which tenant the query is for;
 * the guards still decide, once `/auth/me` answers, whether the screen is shown.
 */
export function startRouteWork(
  queryClient: QueryClient,
  location: ParsedLocation,
  matches: readonly { staticData: StaticDataRouteOption }[],
) {
  if (!useAuthStore.getState().token) return;
  seedSelectionFromAddress(location.pathname);
  const routes = matches.flatMap(({ staticData: { route } }) => (route && isSignedIn(route) ? [route] : []));
  // In the order the screen needs them: over HTTP/1.1 the browser queues what it asks for last.
  for (const route of routes) prefetchRoute(route, queryClient, location);
  for (const route of routes) quietly(SCREENS[route.id].screen.preload());
  quietly(LAYOUTS.main.preload());
}
