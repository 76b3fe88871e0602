import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { useAuthStore } from '../../shared/auth/auth-store.js';
import { safeRedirectPath } from '../../shared/auth/redirect-path.js';
import { useSelectionStore } from '../../shared/selection/selection-store.js';

/**
 * Changes whose session the app runs as (an impersonation starts, ends or expires). The screens
 * come down first (the root shows its spinner), so not one request of the old screen goes out
 * under the new token; then `change` switches the token and selection and names where to go,
 * the cache is emptied (nothing of one person may show for the other), and the routes load
 * there, choosing a selection the new person can reach.
 */
export async function switchSession(
  router: AnyRouter,
  queryClient: QueryClient,
  change: () => string,
  { replace }: { replace: boolean },
) {
  const auth = useAuthStore.getState();
  auth.setSwitching(true);
  try {
    const href = change();
    queryClient.clear();
    await router.navigate({ href, replace });
    // From the error screen: what failed for one person runs again for the other.
    await router.invalidate({ filter: (match) => match.status === 'error' });
  } finally {
    auth.setSwitching(false);
  }
}

/** Back to the staff token and the selection it had; answers the page it was on. */
export function restoreStaffSession(): string {
  const { path, selection } = useAuthStore.getState().leaveImpersonation();
  if (selection) useSelectionStore.getState().select(selection);
  return safeRedirectPath(path);
}
