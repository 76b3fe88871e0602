// Mantine's global sheets; each component's own sheet comes with it (vite.config.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
// The web font (shared/theme/fonts.css says how it loads): Inter, Noto Sans Arabic, Inter's fallback.
import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/noto-sans-arabic/wght.css';
import './shared/theme/fonts.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.js';
import { isGuestPath } from './app/GuestApp.js';
import { HostedFormRoot, hostedFormUuid } from './app/HostedFormRoot.js';
import { loadPortal, Root } from './app/Root.js';
import { takeSsoFragment } from './features/auth/sso-fragment.js';
import { configureApi } from './shared/api/client.js';
import { useAuthStore } from './shared/auth/auth-store.js';
import { applyBranding, loadBranding } from './shared/branding/branding.js';
import { useBrandingStore } from './shared/branding/branding-store.js';
import { keepFocusOnPage } from './shared/focus/lost-focus.js';
import { fixMenuFocus } from './shared/focus/menu-focus.js';
import { i18n, initI18n } from './shared/i18n/i18n.js';
import { usePreferences } from './shared/preferences/preferences-store.js';
import { useSelectionStore } from './shared/selection/selection-store.js';

// index.html shows a centred spinner until this finishes (spec §2 root shell).
async function boot() {
  // The one-time code of a sign-in through an identity provider leaves the address and history first.
  if (window.location.pathname === '/login/sso') takeSsoFragment();
  // A guest on a guest page gets that page alone; anything else needs the app, fetched meanwhile.
  const guestFirst = !useAuthStore.getState().token && isGuestPath(window.location.pathname);
  // A site form's hosted page is for the public, signed in or not: it never loads the app.
  const hostedForm = hostedFormUuid(window.location.pathname);
  if (!guestFirst && !hostedForm) void loadPortal();

  const [branding] = await Promise.all([
    loadBranding(window.location.hostname),
    initI18n(usePreferences.getState().language),
  ]);
  applyBranding(branding);
  useBrandingStore.setState({ branding });

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
  });

  // Focus for keyboard users, app-wide (shared/focus): menus and lost focus.
  fixMenuFocus();
  keepFocusOnPage();

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App>{hostedForm ? <HostedFormRoot uuid={hostedForm} /> : <Root guestFirst={guestFirst} />}</App>
    </StrictMode>,
  );
}

void boot();
