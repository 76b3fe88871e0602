import type { z } from 'zod';
import { applicationsSearch } from '../../features/applications/search.js';
import { LedgerFilters, PaymentReturnSearch } from '../../features/credits/search.js';
import { employersSearch, onHoldSearch } from '../../features/employers/search.js';
import { jobEditSearch } from '../../features/jobs/form/search.js';
import { flaggedSearch, jobsHoldSearch, jobsSearch } from '../../features/jobs/search.js';
import { seekersSearch } from '../../features/seekers/search.js';
import { lazyPage } from './lazy-page.js';

export type Page = { component: ReturnType<typeof lazyPage>; search?: z.ZodType };

const consultantForm = lazyPage(() => import('../../features/consultants/ConsultantFormPage.js'), 'ConsultantFormPage');

const employerForm = lazyPage(() => import('../../features/employers/EmployerFormPage.js'), 'EmployerFormPage');

/**
 * The real screen of a `SITE_ROUTES` path, once its domain issue has built it; other paths
 * keep the placeholder page. `search` validates the URL state (filters, sort, page) of lists.
 */
export const SITE_PAGES: Partial<Record<string, Page>> = {
  applications: {
    component: lazyPage(() => import('../../features/applications/ApplicationsPage.js'), 'ApplicationsPage'),
    search: applicationsSearch,
  },
  consultants: {
    component: lazyPage(() => import('../../features/consultants/ConsultantsPage.js'), 'ConsultantsPage'),
  },
  'consultants/create': { component: consultantForm },
  'consultants/$id': {
    component: lazyPage(() => import('../../features/consultants/ConsultantDetailPage.js'), 'ConsultantDetailPage'),
  },
  'consultants/$id/edit': { component: consultantForm },
  settings: {
    component: lazyPage(() => import('../../features/settings/SettingsPage.js'), 'SettingsPage'),
  },
  seekers: {
    component: lazyPage(() => import('../../features/seekers/SeekersPage.js'), 'SeekersPage'),
    search: seekersSearch,
  },
  'seekers/$id/$tab': {
    component: lazyPage(() => import('../../features/seekers/detail/SeekerDetailPage.js'), 'SeekerDetailPage'),
  },
  'applications/$id/$tab': {
    component: lazyPage(
      () => import('../../features/applications/detail/ApplicationDetailPage.js'),
      'ApplicationDetailPage',
    ),
  },
  employers: {
    component: lazyPage(() => import('../../features/employers/EmployersPage.js'), 'EmployersPage'),
    search: employersSearch,
  },
  'employers/create': { component: employerForm },
  'employers/hold': {
    component: lazyPage(() => import('../../features/employers/EmployersOnHoldPage.js'), 'EmployersOnHoldPage'),
    search: onHoldSearch,
  },
  'employers/$id': {
    component: lazyPage(() => import('../../features/employers/EmployerDetailPage.js'), 'EmployerDetailPage'),
  },
  'employers/$id/edit': { component: employerForm },
  employer: {
    component: lazyPage(() => import('../../features/own-employer/OwnEmployerPage.js'), 'OwnEmployerPage'),
  },
  'employer/edit': {
    component: lazyPage(() => import('../../features/own-employer/OwnEmployerEditPage.js'), 'OwnEmployerEditPage'),
  },
  'employer/users': {
    component: lazyPage(() => import('../../features/employer-users/EmployerUsersPage.js'), 'EmployerUsersPage'),
  },
  'credit-system': {
    component: lazyPage(() => import('../../features/credits/CreditSystemPage.js'), 'CreditSystemPage'),
    search: LedgerFilters,
  },
  'credit-system/create': {
    component: lazyPage(() => import('../../features/credits/buy/BuyCreditsPage.js'), 'BuyCreditsPage'),
  },
  'credit-system/payment-success': {
    component: lazyPage(() => import('../../features/credits/payment/PaymentSuccessPage.js'), 'PaymentSuccessPage'),
    search: PaymentReturnSearch,
  },
  jobs: {
    component: lazyPage(() => import('../../features/jobs/list/JobsPage.js'), 'JobsPage'),
    search: jobsSearch,
  },
  'jobs/create': {
    component: lazyPage(() => import('../../features/jobs/form/JobFormPages.js'), 'JobCreatePage'),
  },
  'jobs/edit': {
    component: lazyPage(() => import('../../features/jobs/form/JobFormPages.js'), 'JobEditPage'),
    search: jobEditSearch,
  },
  'jobs/hold': {
    component: lazyPage(() => import('../../features/jobs/hold/JobsOnHoldPage.js'), 'JobsOnHoldPage'),
    search: jobsHoldSearch,
  },
  'jobs/flagged-jobs': {
    component: lazyPage(() => import('../../features/jobs/flagged/FlaggedJobsPage.js'), 'FlaggedJobsPage'),
    search: flaggedSearch,
  },
  'jobs/$id': {
    component: lazyPage(() => import('../../features/jobs/detail/JobDetailPage.js'), 'JobDetailPage'),
  },
};
