import { lazyPage } from './lazy-page.js';
import type { Page } from './site-pages.js';

/** The real screen of an `ACCOUNT_ROUTES` path (`/{account}/…`); others keep the placeholder. */
export const ACCOUNT_PAGES: Partial<Record<string, Page>> = {
  sites: { component: lazyPage(() => import('../../features/sites/SitesPage.js'), 'SitesPage') },
  users: {
    component: lazyPage(() => import('../../features/account-users/AccountUsersPage.js'), 'AccountUsersPage'),
  },
  'audit-log': {
    component: lazyPage(() => import('../../features/audit-log/AuditLogPage.js'), 'AuditLogPage'),
  },
};
