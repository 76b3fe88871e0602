import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { api } from '../../shared/api/client.js';
import { useAuthStore } from '../../shared/auth/auth-store.js';
import { useSelectionStore } from '../../shared/selection/selection-store.js';
import { restoreStaffSession, switchSession } from './switch-session.js';

/**
 * Start and leave an impersonation (DESIGN §6). Starting keeps the staff token, page and
 * selection, and opens the person's dashboard on a site they can reach (the route's selection
 * rule). Leaving revokes the impersonation session and restores all three.
 */
export function useImpersonation() {
  const client = useQueryClient();
  const router = useRouter();

  async function start(userId: number, reason: string) {
    const { data } = await api('impersonateUser', { params: { id: userId }, body: { reason } });
    const { accountId, siteId, employerId } = useSelectionStore.getState();
    const from = { path: router.state.location.href, selection: { accountId, siteId, employerId } };
    await switchSession(
      router,
      client,
      () => {
        useAuthStore.getState().impersonate(data.access_token, data.user, from);
        return '/';
      },
      { replace: false },
    );
  }

  async function leave() {
    // The session may have ended by itself (an hour at most): leaving still goes back.
    await api('stopImpersonation').catch(() => undefined);
    await switchSession(router, client, restoreStaffSession, { replace: true });
  }

  return { start, leave };
}
