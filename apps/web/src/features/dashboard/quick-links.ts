import { type AppAbility, checkAccess } from '@talent/contract';
import { routesIn, type SignedInAppRoute } from '../../app/router/route-table.js';

export type SiteRouteDef = SignedInAppRoute;
const SITE_ROUTES = routesIn('site');

/** Pages a link can lead to: no id in the path, not an edit form, not a confirmation page. */
const isDestination = (r: SiteRouteDef) =>
  !r.path.includes('$') && !r.path.endsWith('/edit') && !r.path.endsWith('payment-success');

/** The site pages of the route table (their order, their rules) that this user may open. */
export function quickLinks(ability: AppAbility): SiteRouteDef[] {
  return SITE_ROUTES.filter((r) => isDestination(r) && checkAccess(ability, r.access.action, r.access.subject));
}

/** One site page by path, when this user may open it; its rule is the router's own. */
export function allowedSiteRoute(ability: AppAbility, path: string): SiteRouteDef | undefined {
  const route = SITE_ROUTES.find((r) => r.path === path);
  return route && checkAccess(ability, route.access.action, route.access.subject) ? route : undefined;
}

export const sitePath = (accountId: number, siteId: number, path: string) => `/${accountId}/${siteId}/${path}`;
