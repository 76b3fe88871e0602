import { screen } from '../screen.js';
import { PORTAL, scopeRoutes } from './route-def.js';

/** Signed-in pages at `/…`, whatever the selection. */
export const ROOT_ROUTES = scopeRoutes()({
  dashboard: {
    scope: 'root',
    path: '/',
    access: PORTAL,
    title: 'nav.dashboard',
    parent: null,
    screen: screen(() => import('../../../features/dashboard/DashboardPage.js'), 'DashboardPage', [
      'dashboard',
      'invitations',
    ]),
  },
  notifications: {
    scope: 'root',
    path: 'notifications',
    access: PORTAL,
    title: 'nav.notifications',
    parent: 'dashboard',
    screen: screen(() => import('../../../features/notifications/NotificationsPage.js'), 'NotificationsPage', [
      'invitations',
      'notifications',
    ]),
  },
  help: {
    scope: 'root',
    path: 'second-page',
    access: PORTAL,
    title: 'nav.secondPage',
    parent: 'dashboard',
    screen: screen(() => import('../../../features/help/HelpPage.js'), 'HelpPage', ['help']),
  },
  profileSettings: {
    scope: 'root',
    path: 'auth/profile/settings',
    access: PORTAL,
    title: 'nav.profileSettings',
    parent: 'dashboard',
    highlight: 'profile',
    screen: screen(() => import('../../../features/profile/ProfileSettingsPage.js'), 'ProfileSettingsPage', [
      'profile',
    ]),
  },
  profile: {
    scope: 'root',
    path: 'auth/profile/$tab',
    access: PORTAL,
    title: 'nav.profile',
    parent: 'dashboard',
    highlight: 'profile',
    screen: screen(() => import('../../../features/profile/ProfilePage.js'), 'ProfilePage', ['profile']),
  },
});

export type RootRouteId = keyof typeof ROOT_ROUTES;
