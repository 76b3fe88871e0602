import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { safeRedirectPath } from '../../app/router/redirect-path.js';
import { api } from '../../shared/api/client.js';
import { useAuthStore } from '../../shared/auth/auth-store.js';

/** Spec §4/§7: DELETE /auth/logout, then local auth cleared and off to the stored path or `/`. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    const target = safeRedirectPath(useAuthStore.getState().redirectPath);
    try {
      await api('/auth/logout', { method: 'DELETE' });
    } catch {
      // Already ended on the server (expired, revoked): signing out locally is what matters.
    }
    useAuthStore.getState().clear();
    queryClient.clear();
    await navigate({ href: target, replace: true });
  }, [queryClient, navigate]);
}
