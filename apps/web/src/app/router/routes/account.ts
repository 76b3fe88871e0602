import { screen } from '../screen.js';
import type { RootRouteId } from './root.js';
import { rule, scopeRoutes } from './route-def.js';

/** Signed-in pages at `/{account}/…`: the whole account's. */
export const ACCOUNT_ROUTES = scopeRoutes<RootRouteId>()({
  sites: {
    scope: 'account',
    path: 'sites',
    access: rule('read', 'sites'),
    title: 'nav.sites',
    parent: 'dashboard',
    screen: screen(() => import('../../../features/sites/SitesPage.js'), 'SitesPage', ['sites']),
  },
  accountUsers: {
    scope: 'account',
    path: 'users',
    access: rule('read', 'account_users'),
    title: 'nav.accountUsers',
    parent: 'dashboard',
    screen: screen(() => import('../../../features/account-users/AccountUsersPage.js'), 'AccountUsersPage', [
      'account-users',
      'invitations',
      'permissions',
      'team',
    ]),
  },
  auditLog: {
    scope: 'account',
    path: 'audit-log',
    access: rule('read', 'audit_log'),
    title: 'nav.auditLog',
    parent: 'dashboard',
    screen: screen(() => import('../../../features/audit-log/AuditLogPage.js'), 'AuditLogPage', [
      'activity',
      'applications',
      'audit-log',
      'employers',
    ]),
  },
  // The API's rule for `/v1/accounts/brand`: the brand is the whole account's.
  brand: {
    scope: 'account',
    path: 'brand',
    access: rule('update', 'accounts'),
    title: 'nav.brand',
    parent: 'dashboard',
    screen: screen(() => import('../../../features/brand/BrandPage.js'), 'BrandPage', ['brand']),
  },
  // The API's rule for `/v1/accounts/security`: the sign-in rule is the whole account's.
  accountSecurity: {
    scope: 'account',
    path: 'security',
    access: rule('update', 'accounts'),
    title: 'nav.accountSecurity',
    parent: 'dashboard',
    screen: screen(() => import('../../../features/account-security/AccountSecurityPage.js'), 'AccountSecurityPage', [
      'account-security',
    ]),
  },
  // The API's rule for `/v1/privacy/settings`: retention and the record of processing are the account's.
  privacy: {
    scope: 'account',
    path: 'privacy',
    access: rule('read', 'privacy'),
    title: 'nav.privacy',
    parent: 'dashboard',
    screen: screen(() => import('../../../features/privacy/PrivacyPage.js'), 'PrivacyPage', ['dashboard', 'privacy']),
  },
});

export type AccountRouteId = keyof typeof ACCOUNT_ROUTES;
