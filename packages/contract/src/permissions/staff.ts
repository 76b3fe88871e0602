import { type AbilityUser, type AppAbility, defineAbility } from './ability.js';
import type { Selection } from './scope.js';

/**
 * What someone may do as staff of the selected site: their grants at the site, its account or
 * everywhere, never those given at an employer (an employer's people do not undo staff decisions,
 * whatever they hold at their employer). Used by the API to decide and by the web to show.
 */
export const staffAbility = (user: AbilityUser | null, selection: Selection): AppAbility =>
  defineAbility(user, { accountId: selection.accountId ?? null, siteId: selection.siteId ?? null });
