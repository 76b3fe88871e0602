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

type Place = { accountId: number; siteId: number | null };

/** The address of a page under the selection, when this user may open it (the router's own rule). */
function allowedHref(id: SignedInRouteId, ability: AppAbility, place: Place): string | undefined {
  const route = signedInRoute(id);
  if (!checkAccess(ability, route.access.action, route.access.subject)) return undefined;
  return hrefIn(route.scope, route.path, place) ?? undefined;
}

/**
 * Where a step is done: its screen, or, for a step done at a site while the account has none yet,
 * the account's sites (`viaSites`), where the first one is added.
 */
export function onboardingLink(
  key: OnboardingItemKey,
  ability: AppAbility,
  place: Place,
): { href: string; viaSites: boolean } | undefined {
  const own = allowedHref(ONBOARDING_SCREENS[key], ability, place);
  if (own) return { href: own, viaSites: false };
  if (place.siteId !== null || signedInRoute(ONBOARDING_SCREENS[key]).scope !== 'site') return undefined;
  const sites = allowedHref('sites', ability, place);
  return sites ? { href: sites, viaSites: true } : undefined;
}
