import type { Me } from '@talent/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { configureApi } from '../api/client.js';
import { correctSelection } from './apply-selection.js';
import { sessionKeys } from './me-query.js';

/** A refusal asks again who the user is at most this often (a page may make several at once). */
const RECHECK_AFTER_MS = 2_000;

/**
 * Keeps the selection reachable when the user's grants change under an open app (a role taken
 * away, an employer gone): a refused call makes the app ask who the user is again, and each new
 * answer that no longer reaches the selection moves it to one that does; the routes then run
 * again and correct the address.
 */
export function watchGrants(
  queryClient: QueryClient,
  router: AnyRouter,
  /** The server ended the impersonation (and says why): back to the staff session. */
  impersonationEnded: (message: string) => void,
) {
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (event.query.queryKey[0] !== sessionKeys.me[0] || event.query.queryKey[1] !== sessionKeys.me[1]) return;
    if (correctSelection(queryClient, event.query.state.data as Me)) recheckRoutes(router);
  });

  // A refusal soon after the last answer asks again once that answer is RECHECK_AFTER_MS old, not
  // never: grants can change in that window (the refusal is how the app learns they did).
  let pending: ReturnType<typeof setTimeout> | null = null;
  configureApi({
    onForbidden: (code, message) => {
      // The account requires a second factor the impersonator's own session never proved.
      if (code === 'impersonation_second_factor_required') {
        impersonationEnded(message);
        return;
      }
      // The account began to require a second factor while the app was open: who-am-I says so,
      // and the routes then send the person to set it up.
      if (code === 'two_factor_enrolment_required') {
        void queryClient.invalidateQueries({ queryKey: sessionKeys.me }).then(() => recheckRoutes(router));
        return;
      }
      if (code !== 'forbidden' || pending) return;
      const { dataUpdatedAt } = queryClient.getQueryState(sessionKeys.me) ?? { dataUpdatedAt: 0 };
      pending = setTimeout(
        () => {
          pending = null;
          void queryClient.invalidateQueries({ queryKey: sessionKeys.me });
        },
        Math.max(0, dataUpdatedAt + RECHECK_AFTER_MS - Date.now()),
      );
    },
  });
}

/**
 * Runs the routes again under the corrected selection. A navigation under way may already have
 * passed its guards with the old one (its loader's prefetch is often what was refused), so it is
 * rechecked once it has resolved rather than left on an address the person no longer reaches.
 */
function recheckRoutes(router: AnyRouter) {
  if (router.state.status === 'idle') {
    void router.invalidate();
    return;
  }
  const stop = router.subscribe('onResolved', () => {
    stop();
    void router.invalidate();
  });
}
