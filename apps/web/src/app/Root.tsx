import { type ComponentType, startTransition, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GuestApp } from './GuestApp.js';
import type { SignIn } from './portal.js';

/** The app's chunk; main.tsx starts fetching it at once when the first screen is not a guest page. */
export const loadPortal = () => import('./portal.js');

// Started once, however often React mounts (StrictMode mounts twice in development).
let starting: Promise<ComponentType> | null = null;
const startOnce = () => {
  starting ??= loadPortal().then((portal) => portal.startPortal());
  return starting;
};

type Mode = { kind: 'guest' } | { kind: 'loading' } | { kind: 'app'; App: ComponentType };

/**
 * A guest's first visit to a guest page shows it without the app; any other address, or a
 * sign-in, loads the app, which then keeps the page for good (logout and expiry included).
 */
export function Root({ guestFirst }: { guestFirst: boolean }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>(guestFirst ? { kind: 'guest' } : { kind: 'loading' });

  useEffect(() => {
    // A transition: the first render of the layout and screen yields to the browser every few
    // milliseconds instead of blocking it in one long task (the spinner stays until it commits).
    if (mode.kind === 'loading') void startOnce().then((App) => startTransition(() => setMode({ kind: 'app', App })));
  }, [mode.kind]);

  const leave = useCallback(async (signIn?: SignIn) => {
    if (!signIn) {
      setMode({ kind: 'loading' });
      return;
    }
    const portal = await loadPortal();
    const App = await portal.startPortal(signIn);
    setMode({ kind: 'app', App });
  }, []);

  if (mode.kind === 'guest') return <GuestApp leave={leave} />;
  if (mode.kind === 'app') return <mode.App />;
  // The spinner of index.html, until the app's chunk is in (a sign-in: until its first screen is ready).
  return <div className="boot-spinner" role="status" aria-label={t('loading')} />;
}
