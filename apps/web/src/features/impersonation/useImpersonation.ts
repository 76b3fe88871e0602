import type { ImpersonationResponse } from '@talent/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import type { z } from 'zod';
import { safeRedirectPath } from '../../app/router/redirect-path.js';
import { api } from '../../shared/api/client.js';
import { useAuthStore } from '../../shared/auth/auth-store.js';

/**
 * Start and leave an impersonation (DESIGN §6). Starting keeps the staff token and the current
 * page; leaving revokes the impersonation session and restores both. Nothing cached for one
 * person may show for the other, so the query cache is emptied each time.
 */
export function useImpersonation() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const here = useRouterState({ select: (s) => s.location.href });

  async function start(userId: number, reason: string) {
    const { data } = await api<z.infer<typeof ImpersonationResponse>>(`/v1/impersonate/users/${userId}`, {
      method: 'POST',
      body: { reason },
    });
    useAuthStore.getState().impersonate(data.access_token, here);
    client.clear();
    await navigate({ to: '/' });
  }

  async function leave() {
    // The session may have ended by itself (an hour at most): leaving still goes back.
    await api('/v1/impersonate', { method: 'DELETE' }).catch(() => undefined);
    const back = safeRedirectPath(useAuthStore.getState().leaveImpersonation());
    client.clear();
    await navigate({ href: back, replace: true });
  }

  return { start, leave };
}
