import { type ComponentType, useEffect, useMemo, useState } from 'react';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage.js';
import { type GuestNav, GuestNavProvider } from '../features/auth/guest-nav.js';
import { LoginPage } from '../features/auth/LoginPage.js';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage.js';
import { SetPasswordPage } from '../features/auth/SetPasswordPage.js';
import { SsoPage } from '../features/auth/SsoPage.js';
import { BlankFrame } from './layouts/BlankFrame.js';
import type { SignIn } from './portal.js';
import { ScrollTopButton } from './ScrollTopButton.js';

/** The unauthenticated-only pages; the router has the same paths (routes.tsx, `guestRoute`). */
const GUEST_PAGES: Record<string, ComponentType> = {
  '/login': LoginPage,
  '/login/sso': SsoPage,
  '/forgot-password': ForgotPasswordPage,
  '/reset-password': ResetPasswordPage,
  '/auth/profile/password': SetPasswordPage,
};

const pageOf = (pathname: string) => GUEST_PAGES[pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname];
export const isGuestPath = (pathname: string) => pageOf(pathname) !== undefined;

type Props = {
  /** The app takes over: at the current address, or signed in and at the sign-in's `to`. */
  leave(signIn?: SignIn): Promise<void>;
};

/**
 * A guest's first visit to a guest page, before the app (router, query cache, layouts) is loaded:
 * the page, moves between guest pages with the history API, and the hand-over to the app.
 */
export function GuestApp({ leave }: Props) {
  const [location, setLocation] = useState(() => ({ ...window.location }));
  useEffect(() => {
    const sync = () => setLocation({ ...window.location });
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  }, []);

  const nav = useMemo<GuestNav>(
    () => ({
      search: new URLSearchParams(location.search),
      go: async (href, options) => {
        window.history[options?.replace ? 'replaceState' : 'pushState'](null, '', href);
        if (!isGuestPath(window.location.pathname)) return leave();
        setLocation({ ...window.location });
        window.scrollTo({ top: 0 });
      },
      // The app checks the session before it shows `to`; until then the login page stays.
      enter: (token, to) => leave({ token, to }),
    }),
    [location.search, leave],
  );

  const Page = pageOf(location.pathname);
  if (!Page) return null;
  return (
    <GuestNavProvider value={nav}>
      <BlankFrame>
        <Page />
      </BlankFrame>
      <ScrollTopButton />
    </GuestNavProvider>
  );
}
