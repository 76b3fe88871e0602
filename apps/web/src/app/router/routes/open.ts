import type { OpenRouteId } from '../../../shared/routes/open.js';
import { screen } from '../screen.js';
import type { RouteBinding } from './binding.js';

// Screens used by more than one route.
const notFound = screen(() => import('../../../features/errors/NotFoundPage.js'), 'NotFoundPage', []);
const notAuthorized = screen(() => import('../../../features/errors/NotAuthorizedPage.js'), 'NotAuthorizedPage', []);

/** The router's page for an address nothing matches. */
export const NOT_FOUND = notFound;

/** What the router shows for each page of `OPEN_ROUTES` (shared/routes/open.ts), and what it loads beside it. */
export const OPEN_SCREENS = {
  notAuthorized: {
    screen: notAuthorized,
  },
  notAuthorizedLegacy: {
    screen: notAuthorized,
  },
  notFound: {
    screen: notFound,
  },
  hostedForm: {
    screen: screen(() => import('../../../features/site-forms/hosted/PublicFormPage.js'), 'PublicFormPage', [
      'site-forms',
    ]),
  },
  login: {
    screen: screen(() => import('../../../features/auth/LoginPage.js'), 'LoginPage', []),
  },
  loginSso: {
    screen: screen(() => import('../../../features/auth/SsoPage.js'), 'SsoPage', []),
  },
  forgotPassword: {
    screen: screen(() => import('../../../features/auth/ForgotPasswordPage.js'), 'ForgotPasswordPage', []),
  },
  resetPassword: {
    screen: screen(() => import('../../../features/auth/ResetPasswordPage.js'), 'ResetPasswordPage', []),
  },
  setPassword: {
    screen: screen(() => import('../../../features/auth/SetPasswordPage.js'), 'SetPasswordPage', []),
  },
} satisfies Record<OpenRouteId, RouteBinding>;
