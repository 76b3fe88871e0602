import type { TokenResponse } from '@talent/contract';
import { type AnchorHTMLAttributes, createContext, type MouseEvent, type Ref, useContext } from 'react';

/**
 * How the guest pages move and sign in. A first visit to a guest page runs without the app's
 * router (`GuestApp`), so the login page's budget holds; once the app is loaded, the router's
 * guest layout provides the same moves.
 */
export type GuestNav = {
  /** The query string of the current address, as sent (`?to=`, `?token=&email=`). */
  search: URLSearchParams;
  /** To another page of the portal. */
  go(href: string, options?: { replace?: boolean }): Promise<void>;
  /** Signs in with the token, checks the session, and opens `to` (a same-site path). */
  enter(token: TokenResponse, to: string): Promise<void>;
};

const GuestNavContext = createContext<GuestNav | null>(null);
export const GuestNavProvider = GuestNavContext.Provider;

export function useGuestNav(): GuestNav {
  const nav = useContext(GuestNavContext);
  if (!nav) throw new Error('useGuestNav outside a GuestNavProvider');
  return nav;
}

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; ref?: Ref<HTMLAnchorElement> };

/** A link between portal pages (for Mantine's `component` prop): a real `href`, followed in-app. */
export function GuestLink({ to, onClick, ref, ...rest }: LinkProps) {
  const nav = useGuestNav();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // A modified click (new tab, new window) is the browser's.
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    void nav.go(to);
  };
  return <a ref={ref} href={to} {...rest} onClick={follow} />;
}
