import type { Me } from '@talent/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { configureApi } from '../../shared/api/client.js';
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
export function watchGrants(queryClient: QueryClient, router: AnyRouter) {
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (event.query.queryKey[0] !== sessionKeys.me[0] || event.query.queryKey[1] !== sessionKeys.me[1]) return;
    const changed = correctSelection(queryClient, event.query.state.data as Me);
    // During a navigation the routes read the corrected selection themselves.
    if (changed && router.state.status === 'idle') void router.invalidate();
  });

  configureApi({
    onForbidden: (code) => {
      if (code !== 'forbidden') return;
      const { dataUpdatedAt } = queryClient.getQueryState(sessionKeys.me) ?? { dataUpdatedAt: 0 };
      if (Date.now() - dataUpdatedAt > RECHECK_AFTER_MS)
        void queryClient.invalidateQueries({ queryKey: sessionKeys.me });
    },
  });
}
