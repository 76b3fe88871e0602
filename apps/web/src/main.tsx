import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles.css';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.js';
import { safeRedirectPath } from './app/router/redirect-path.js';
import { createPortalRouter } from './app/router/router.js';
import { configureApi } from './shared/api/client.js';
import { useAuthStore } from './shared/auth/auth-store.js';
import { applyBranding, loadBranding } from './shared/branding/branding.js';
import { useBrandingStore } from './shared/branding/branding-store.js';
import { i18n, initI18n } from './shared/i18n/i18n.js';
import { usePreferences } from './shared/preferences/preferences-store.js';
import { useSelectionStore } from './shared/selection/selection-store.js';
import { showSnackbar } from './shared/ui/snackbar.js';

// index.html shows a centred spinner until this finishes (spec §2 root shell).
async function boot() {
  const [branding] = await Promise.all([
    loadBranding(window.location.hostname),
    initI18n(usePreferences.getState().language),
  ]);
  applyBranding(branding);
  useBrandingStore.setState({ branding });

  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } });
  const router = createPortalRouter(queryClient);

  configureApi({
    context: () => {
      const auth = useAuthStore.getState();
      const selection = useSelectionStore.getState();
      return {
        token: auth.token,
        tokenType: auth.tokenType,
        ...selection,
        locale: i18n.language,
        brandingToken: branding.id,
      };
    },
    // Spec §7: any 401 shows "Your session has expired.", clears auth and goes to the login page.
    onUnauthorized: () => {
      const auth = useAuthStore.getState();
      if (!auth.token) return;
      // An impersonation ends by itself after an hour: back to the staff session, where they were.
      if (auth.parentToken) {
        const back = safeRedirectPath(auth.leaveImpersonation());
        queryClient.clear();
        showSnackbar('info', i18n.t('layout:impersonation.ended'));
        void router.navigate({ href: back, replace: true });
        return;
      }
      auth.clear();
      queryClient.clear();
      showSnackbar('error', i18n.t('auth:sessionExpired'));
      void router.navigate({ to: '/login', replace: true });
    },
  });

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  );
}

void boot();
