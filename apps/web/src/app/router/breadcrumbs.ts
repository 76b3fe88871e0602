import { ROUTES, routePath, type SignedInAppRoute, signedInRoute } from '../../shared/routes/manifest.js';
import type { CrumbStep } from '../../shared/ui/breadcrumbs.js';

/**
 * The breadcrumb trail of a signed-in page, from the dashboard to the page, following each route's
 * `parent` in the table. The router keeps it in the page's static data for PageHeader.
 */
export function trailOf(route: SignedInAppRoute): CrumbStep[] {
  const trail: CrumbStep[] = [];
  for (let at: SignedInAppRoute | null = route; at !== null; at = at.parent ? signedInRoute(at.parent) : null) {
    // A cycle would never end; route-table.test.ts keeps every chain ending at the dashboard.
    if (trail.length > Object.keys(ROUTES).length) throw new Error(`The parents of ${route.id} make a cycle`);
    trail.unshift({ title: at.title, path: routePath(at.scope, at.path) });
  }
  return trail;
}
