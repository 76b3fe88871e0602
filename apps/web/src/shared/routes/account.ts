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
  },
  accountUsers: {
    scope: 'account',
    path: 'users',
    access: rule('read', 'account_users'),
    title: 'nav.accountUsers',
    parent: 'dashboard',
  },
  auditLog: {
    scope: 'account',
    path: 'audit-log',
    access: rule('read', 'audit_log'),
    title: 'nav.auditLog',
    parent: 'dashboard',
  },
  // The API's rule for `/v1/accounts/brand`: the brand is the whole account's.
  brand: {
    scope: 'account',
    path: 'brand',
    access: rule('update', 'accounts'),
    title: 'nav.brand',
    parent: 'dashboard',
  },
  // The API's rule for `/v1/accounts/security`: the sign-in rule is the whole account's.
  accountSecurity: {
    scope: 'account',
    path: 'security',
    access: rule('update', 'accounts'),
    title: 'nav.accountSecurity',
    parent: 'dashboard',
  },
  // The API's rule for `/v1/privacy/settings`: retention and the record of processing are the account's.
  privacy: {
    scope: 'account',
    path: 'privacy',
    access: rule('read', 'privacy'),
    title: 'nav.privacy',
    parent: 'dashboard',
  },
});

export type AccountRouteId = keyof typeof ACCOUNT_ROUTES;
