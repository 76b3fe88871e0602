import { PORTAL, rule, scopeRoutes } from './route-def.js';

/** Signed-in pages at `/…`, whatever the selection. */
export const ROOT_ROUTES = scopeRoutes()({
  dashboard: {
    scope: 'root',
    path: '/',
    access: PORTAL,
    title: 'nav.dashboard',
    parent: null,
  },
  notifications: {
    scope: 'root',
    path: 'notifications',
    access: PORTAL,
    title: 'nav.notifications',
    parent: 'dashboard',
  },
  help: {
    scope: 'root',
    path: 'second-page',
    access: PORTAL,
    title: 'nav.secondPage',
    parent: 'dashboard',
  },
  profileSettings: {
    scope: 'root',
    path: 'auth/profile/settings',
    access: PORTAL,
    title: 'nav.profileSettings',
    parent: 'dashboard',
    highlight: 'profile',
  },
  // The API's rule for `/v1/platform/accounts`: platform staff only.
  platformAccounts: {
    scope: 'root',
    path: 'platform/accounts',
    access: rule('update', 'accounts'),
    platform: true,
    title: 'nav.platformAccounts',
    parent: 'dashboard',
  },
  profile: {
    scope: 'root',
    path: 'auth/profile/$tab',
    access: PORTAL,
    title: 'nav.profile',
    parent: 'dashboard',
    highlight: 'profile',
  },
});

export type RootRouteId = keyof typeof ROOT_ROUTES;
