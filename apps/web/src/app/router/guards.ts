import { type AccessRule, checkAccess, defineAbility, type Me } from '@talent/contract';
import { type ParsedLocation, redirect } from '@tanstack/react-router';
import { ApiError } from '../../shared/api/client.js';
import { useAuthStore } from '../../shared/auth/auth-store.js';
import { useSelectionStore } from '../../shared/selection/selection-store.js';
import { meQuery } from '../../shared/session/me-query.js';
import { abilitySelection } from '../../shared/session/selection.js';
import type { RouterContext } from './context.js';

/** `/login?to=<full path>`; no `to` for the root (spec §2). */
export function toLogin(location: Pick<ParsedLocation, 'href' | 'pathname'>) {
  return redirect({ to: '/login', search: location.pathname === '/' ? {} : { to: location.href }, replace: true });
}

export { safeRedirectPath } from '../../shared/auth/redirect-path.js';

/** Unauthenticated-only routes send a signed-in user to the root. */
export function requireGuest() {
  if (useAuthStore.getState().token) throw redirect({ to: '/', replace: true });
}

/** Signed in, with the user loaded; otherwise to the login page with the wanted path. */
export async function requireUser(context: RouterContext, location: ParsedLocation): Promise<Me> {
  if (!useAuthStore.getState().token) throw toLogin(location);
  try {
    return await context.queryClient.ensureQueryData(meQuery);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw toLogin(location);
    throw error;
  }
}

/**
 * The route's action on its subject, under the current selection (with none for a platform page:
 * platform-wide grants alone), else /not-authorized.
 */
export function requireAccess(me: Me, access: AccessRule | undefined, platform?: true) {
  if (!access) return;
  const { accountId, siteId, employerId } = useSelectionStore.getState();
  const ability = defineAbility(
    { permissions: me.permissions },
    platform ? {} : abilitySelection(me, { accountId, siteId, employerId }),
  );
  if (!checkAccess(ability, access.action, access.subject)) throw redirect({ to: '/not-authorized', replace: true });
}
