import { ModalsProvider } from '@mantine/modals';
import type { TokenResponse } from '@talent/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { type ComponentType, Suspense } from 'react';
import { restoreStaffSession, switchSession } from '../features/impersonation/switch-session.js';
import { configureApi } from '../shared/api/client.js';
import { useAuthStore } from '../shared/auth/auth-store.js';
import { focusPageHeading } from '../shared/focus/page-heading.js';
import { i18n } from '../shared/i18n/i18n.js';
import { meQuery } from '../shared/session/me-query.js';
import { watchGrants } from '../shared/session/watch-grants.js';
import { showSnackbar } from '../shared/ui/snackbar.js';
import { createQueryClient } from './query-client.js';
import { createPortalRouter } from './router/router.js';

/** A sign-in made on a guest page before the app was loaded, and where it leads. */
export type SignIn = { token: TokenResponse; to: string };

/**
 * Loads the app at the current address (or, after a sign-in, at its `to`): the query cache and
 * the router with its guards. After a sign-in, resolves once the first screen (its code and its
 * translations, router/screen.ts) is ready to show, so the login page stays until then. A cold
 * load resolves at once: the signed-in layout's frame is drawn while `/auth/me` answers
 * (routes.tsx), and a guest is sent to the login page when it says 401.
 */
export async function startPortal(signIn?: SignIn): Promise<ComponentType> {
  const queryClient = createQueryClient();
  if (signIn) {
    useAuthStore.getState().signIn(signIn.token.access_token, signIn.token.token_type);
    await queryClient.fetchQuery(meQuery);
    window.history.replaceState(null, '', signIn.to);
  }
  const router = createPortalRouter(queryClient);

  // An impersonation ended on the server (an hour at most, or refused): back to the staff session, where they were.
  const backToStaff = (message: string, kind: 'info' | 'error' = 'info') => {
    showSnackbar(kind, message);
    void switchSession(router, queryClient, restoreStaffSession, { replace: true });
  };
  configureApi({
    // Spec §7: any 401 shows "Your session has expired.", clears auth and goes to the login page.
    onUnauthorized: () => {
      const auth = useAuthStore.getState();
      if (!auth.token) return;
      if (auth.parentToken) {
        backToStaff(i18n.t('layout:impersonation.ended'));
        return;
      }
      auth.clear();
      queryClient.clear();
      showSnackbar('error', i18n.t('auth:sessionExpired'));
      void router.navigate({ to: '/login', replace: true });
    },
  });

  watchGrants(queryClient, router, (message) => {
    if (useAuthStore.getState().parentToken) backToStaff(message, 'error');
  });

  // A cold load is started by the router as it mounts, so its first view is presented at once.
  if (signIn) {
    await router.load();
    // The first signed-in screen, reached from the login page: focus goes to its heading, as after any navigation.
    focusPageHeading();
  }

  return function PortalApp() {
    return (
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          {/* Only if a translation namespace were missing from the route table (routes/). */}
          <Suspense fallback={<div className="boot-spinner" role="status" />}>
            <RouterProvider router={router} />
          </Suspense>
        </ModalsProvider>
      </QueryClientProvider>
    );
  };
}
