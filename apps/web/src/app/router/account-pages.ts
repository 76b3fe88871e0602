import { accountUsersSearch } from '../../features/account-users/search.js';
import { auditLogSearch } from '../../features/audit-log/search.js';
import { lazyPage } from './lazy-page.js';
import type { Page } from './site-pages.js';

/** The real screen of an `ACCOUNT_ROUTES` path (`/{account}/…`); others keep the placeholder. */
export const ACCOUNT_PAGES: Partial<Record<string, Page>> = {
  sites: { component: lazyPage(() => import('../../features/sites/SitesPage.js'), 'SitesPage') },
  users: {
    component: lazyPage(() => import('../../features/account-users/AccountUsersPage.js'), 'AccountUsersPage'),
    search: accountUsersSearch,
  },
  'audit-log': {
    component: lazyPage(() => import('../../features/audit-log/AuditLogPage.js'), 'AuditLogPage'),
    search: auditLogSearch,
  },
};
