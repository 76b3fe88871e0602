import { selectionHeaders } from '@talent/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { api } from '../api/client.js';
import { useAuthStore } from '../auth/auth-store.js';
import { safeRedirectPath } from '../auth/redirect-path.js';

/**
 * Spec §4/§7: DELETE /auth/logout, then local auth cleared and off to the stored path or `/`
 * (or `back`: a page to come back to after signing in again, through the login page).
 * While impersonating, the staff session is ended too (the impersonation ends with it): logging
 * out leaves no live session behind in this browser.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (back?: string) => {
      const { redirectPath, token, parentToken, tokenType } = useAuthStore.getState();
      const target = safeRedirectPath(back ?? redirectPath);
      // Cleared first, so a session that already ended on the server (expired, revoked) does not
      // set off the app's "session expired" path: signing out locally is what matters.
      useAuthStore.getState().clear();
      await Promise.allSettled(
        [token, parentToken]
          .filter((t) => t !== null)
          .map((t) => api('logout', { headers: selectionHeaders({ token: t, tokenType }) })),
      );
      queryClient.clear();
      await navigate({ href: target, replace: true });
    },
    [queryClient, navigate],
  );
}
