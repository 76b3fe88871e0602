import type { RootRouteId } from '../../../shared/routes/root.js';
import { screen } from '../screen.js';
import type { RouteBinding } from './binding.js';

/** What the router shows for each page of `ROOT_ROUTES` (shared/routes/root.ts), and what it loads beside it. */
export const ROOT_SCREENS = {
  dashboard: {
    screen: screen(() => import('../../shell/ShellDashboardPage.js'), 'ShellDashboardPage', [
      'dashboard',
      'invitations',
    ]),
  },
  notifications: {
    screen: screen(() => import('../../../features/notifications/NotificationsPage.js'), 'NotificationsPage', [
      'invitations',
      'notifications',
    ]),
  },
  help: {
    screen: screen(() => import('../../shell/ShellHelpPage.js'), 'ShellHelpPage', ['help']),
  },
  profileSettings: {
    screen: screen(() => import('../../../features/profile/ProfileSettingsPage.js'), 'ProfileSettingsPage', [
      'profile',
    ]),
  },
  profile: {
    screen: screen(() => import('../../../features/profile/ProfilePage.js'), 'ProfilePage', ['profile']),
  },
  platformAccounts: {
    screen: screen(
      () => import('../../../features/platform-accounts/PlatformAccountsPage.js'),
      'PlatformAccountsPage',
      ['platform-accounts'],
    ),
  },
} satisfies Record<RootRouteId, RouteBinding>;
