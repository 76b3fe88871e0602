import type { OpenRoute } from './route-def.js';

/** The pages before sign-in, in the blank layout: public ones, and guest ones (unauthenticated only). */
export const OPEN_ROUTES = {
  notAuthorized: { scope: 'public', path: 'not-authorized' },
  notAuthorizedLegacy: { scope: 'public', path: 'pages/misc/not-authorized' },
  notFound: { scope: 'public', path: 'pages/misc/not-found/$error' },

  // A site form's page for the public (issue 21). main.tsx shows it without the app on a first
  // visit; this entry serves a move to it inside the app.
  hostedForm: {
    scope: 'public',
    path: 'forms/$uuid',
  },

  login: {
    scope: 'guest',
    path: 'login',
    search: (s): Record<string, string> => ({
      ...(typeof s.to === 'string' ? { to: s.to } : {}),
      ...(typeof s.sso_error === 'string' ? { sso_error: s.sso_error } : {}),
    }),
  },
  // Where a sign-in through an identity provider comes back, with a one-time code in the fragment.
  loginSso: {
    scope: 'guest',
    path: 'login/sso',
  },
  forgotPassword: {
    scope: 'guest',
    path: 'forgot-password',
  },
  resetPassword: {
    scope: 'guest',
    path: 'reset-password',
    search: (s) => tokenSearch(s),
  },
  // Spec §2: blank layout, unauthenticated only: the "choose your password" page of mailed links.
  setPassword: {
    scope: 'guest',
    path: 'auth/profile/password',
    search: (s) => tokenSearch(s),
  },
} as const satisfies Record<string, OpenRoute>;

export type OpenRouteId = keyof typeof OPEN_ROUTES;

function tokenSearch(search: Record<string, unknown>): Record<string, string> {
  return {
    ...(typeof search.token === 'string' ? { token: search.token } : {}),
    ...(typeof search.email === 'string' ? { email: search.email } : {}),
  };
}
