import type { AccountRouteId } from '../../../shared/routes/account.js';
import { screen } from '../screen.js';
import type { RouteBinding } from './binding.js';

/** What the router shows for each page of `ACCOUNT_ROUTES` (shared/routes/account.ts), and what it loads beside it. */
export const ACCOUNT_SCREENS = {
  sites: {
    screen: screen(() => import('../../../features/sites/SitesPage.js'), 'SitesPage', ['sites']),
  },
  accountUsers: {
    screen: screen(() => import('../../../features/account-users/AccountUsersPage.js'), 'AccountUsersPage', [
      'account-users',
      'invitations',
      'permissions',
      'team',
    ]),
  },
  auditLog: {
    screen: screen(() => import('../../../features/audit-log/AuditLogPage.js'), 'AuditLogPage', [
      'activity',
      'applications',
      'audit-log',
      'employers',
    ]),
  },
  brand: {
    screen: screen(() => import('../../../features/brand/BrandPage.js'), 'BrandPage', ['brand', 'account-security']),
  },
  accountSecurity: {
    screen: screen(() => import('../../../features/account-security/AccountSecurityPage.js'), 'AccountSecurityPage', [
      'account-security',
    ]),
  },
  privacy: {
    screen: screen(() => import('../../../features/privacy/PrivacyPage.js'), 'PrivacyPage', ['dashboard', 'privacy']),
  },
} satisfies Record<AccountRouteId, RouteBinding>;
