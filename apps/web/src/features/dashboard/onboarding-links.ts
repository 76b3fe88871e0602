import { type AppAbility, checkAccess, type OnboardingItemKey } from '@talent/contract';
import { hrefIn, type SignedInRouteId, signedInRoute } from '../../shared/routes/manifest.js';

/**
 * The screen where each first step is done. The hosts serving the brand are listed with it; the
 * credit screen holds the site's prices and, for staff, its wallets.
 */
export const ONBOARDING_SCREENS = {
  brand: 'brand',
  host: 'brand',
  employer: 'employers',
  job: 'jobs',
  payment: 'credits',
  security: 'accountSecurity',
} as const satisfies Record<OnboardingItemKey, SignedInRouteId>;

/** The address of a step's screen under the selection, when this user may open it (the router's own rule). */
export function onboardingHref(
  key: OnboardingItemKey,
  ability: AppAbility,
  place: { accountId: number; siteId: number | null },
): string | undefined {
  const route = signedInRoute(ONBOARDING_SCREENS[key]);
  if (!checkAccess(ability, route.access.action, route.access.subject)) return undefined;
  return hrefIn(route.scope, route.path, place) ?? undefined;
}
