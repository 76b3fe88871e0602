import { type AppAbility, checkAccess } from '@talent/contract';
import { routesIn, type SignedInAppRoute } from '../../shared/routes/manifest.js';

/** Pages a link can lead to: no id in the path, not an edit form, not a confirmation page. */
const isDestination = (r: SignedInAppRoute) =>
  !r.path.includes('$') && !r.path.endsWith('/edit') && !r.path.endsWith('payment-success');

/**
 * The dashboard's quick links: the site pages of the manifest (their order, their rules) that this
 * user may open. The shell hands them to the dashboard (ShellDashboardPage.tsx).
 */
export function quickLinks(ability: AppAbility): SignedInAppRoute[] {
  return routesIn('site').filter((r) => isDestination(r) && checkAccess(ability, r.access.action, r.access.subject));
}
