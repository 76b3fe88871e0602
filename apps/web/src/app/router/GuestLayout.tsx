import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { useMemo } from 'react';
import { type GuestNav, GuestNavProvider } from '../../features/auth/guest-nav.js';
import { useAuthStore } from '../../shared/auth/auth-store.js';
import { meQuery } from '../../shared/session/me-query.js';
import { BlankFrame } from '../layouts/BlankFrame.js';

/** The guest pages inside the loaded app (after a logout, an expired session, a deep link). */
export function GuestLayout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const searchStr = useRouterState({ select: (s) => s.location.searchStr });
  const nav = useMemo<GuestNav>(
    () => ({
      search: new URLSearchParams(searchStr),
      go: (href, options) => navigate({ href, replace: options?.replace ?? false }),
      enter: async (token, to) => {
        queryClient.removeQueries();
        useAuthStore.getState().signIn(token.access_token, token.token_type);
        await queryClient.fetchQuery(meQuery);
        await navigate({ href: to, replace: true });
      },
    }),
    [searchStr, navigate, queryClient],
  );
  return (
    <GuestNavProvider value={nav}>
      <BlankFrame>
        <Outlet />
      </BlankFrame>
    </GuestNavProvider>
  );
}
