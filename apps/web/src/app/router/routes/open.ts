import { screen } from '../screen.js';
import type { OpenRoute } from './route-def.js';

// Screens used by more than one route.
const notFound = screen(() => import('../../../features/errors/NotFoundPage.js'), 'NotFoundPage', []);
const notAuthorized = screen(() => import('../../../features/errors/NotAuthorizedPage.js'), 'NotAuthorizedPage', []);

/** The pages before sign-in, in the blank layout: public ones, and guest ones (unauthenticated only). */
export const OPEN_ROUTES = {
  notAuthorized: { scope: 'public', path: 'not-authorized', screen: notAuthorized },
  notAuthorizedLegacy: { scope: 'public', path: 'pages/misc/not-authorized', screen: notAuthorized },
  notFound: { scope: 'public', path: 'pages/misc/not-found/$error', screen: notFound },

  // A site form's page for the public (issue 21). main.tsx shows it without the app on a first
  // visit; this entry serves a move to it inside the app.
  hostedForm: {
    scope: 'public',
    path: 'forms/$uuid',
    screen: screen(() => import('../../../features/site-forms/hosted/PublicFormPage.js'), 'PublicFormPage', [
      'site-forms',
    ]),
  },

  login: {
    scope: 'guest',
    path: 'login',
    search: (s): Record<string, string> => ({
      ...(typeof s.to === 'string' ? { to: s.to } : {}),
      ...(typeof s.sso_error === 'string' ? { sso_error: s.sso_error } : {}),
    }),
    screen: screen(() => import('../../../features/auth/LoginPage.js'), 'LoginPage', []),
  },
  // Where a sign-in through an identity provider comes back, with a one-time code in the fragment.
  loginSso: {
    scope: 'guest',
    path: 'login/sso',
    screen: screen(() => import('../../../features/auth/SsoPage.js'), 'SsoPage', []),
  },
  forgotPassword: {
    scope: 'guest',
    path: 'forgot-password',
    screen: screen(() => import('../../../features/auth/ForgotPasswordPage.js'), 'ForgotPasswordPage', []),
  },
  resetPassword: {
    scope: 'guest',
    path: 'reset-password',
    search: (s) => tokenSearch(s),
    screen: screen(() => import('../../../features/auth/ResetPasswordPage.js'), 'ResetPasswordPage', []),
  },
  // Spec §2: blank layout, unauthenticated only: the "choose your password" page of mailed links.
  setPassword: {
    scope: 'guest',
    path: 'auth/profile/password',
    search: (s) => tokenSearch(s),
    screen: screen(() => import('../../../features/auth/SetPasswordPage.js'), 'SetPasswordPage', []),
  },
} as const satisfies Record<string, OpenRoute>;

/** The router's page for an address nothing matches. */
export const NOT_FOUND = notFound;

function tokenSearch(search: Record<string, unknown>): Record<string, string> {
  return {
    ...(typeof search.token === 'string' ? { token: search.token } : {}),
    ...(typeof search.email === 'string' ? { email: search.email } : {}),
  };
}
