/** What the callback hands the SPA in `/login/sso#code=…&to=…`. */
export type SsoFragment = { code: string; to: string | null };

let taken: SsoFragment | null = null;

/**
 * Reads the one-time code from the address's fragment and removes the fragment from the history
 * entry at once, so neither Back nor a copied address carries it. Called as the app boots and again
 * by the page: the first call takes it, later ones answer the same (React runs effects twice in
 * development; the code works only once).
 */
export function takeSsoFragment(): SsoFragment | null {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const code = fragment.get('code');
  if (code) {
    taken = { code, to: fragment.get('to') };
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
  }
  return taken;
}
