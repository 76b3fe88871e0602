import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { ErrorPanel } from '../../features/errors/ErrorPanel.js';
import { routeTree } from './routes.js';

export function createPortalRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Show the progress bar soon, but do not flash a pending screen for quick loads.
    defaultPendingMs: 300,
    scrollRestoration: false,
    // A screen that fails says so in the reader's language, with Try again and Log out; the
    // signed-in app's own failure has a fuller screen (routes.tsx, AppErrorScreen).
    defaultErrorComponent: ErrorPanel,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createPortalRouter>;
  }
}
