import { type AppAbility, checkAccess } from '@talent/contract';
import { routesIn, type SignedInAppRoute } from './manifest.js';

/** One site page by path, when this user may open it; its rule is the router's own. */
export function allowedSiteRoute(ability: AppAbility, path: string): SignedInAppRoute | undefined {
  const route = routesIn('site').find((r) => r.path === path);
  return route && checkAccess(ability, route.access.action, route.access.subject) ? route : undefined;
}

export const sitePath = (accountId: number, siteId: number, path: string) => `/${accountId}/${siteId}/${path}`;
