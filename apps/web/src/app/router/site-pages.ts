import { lazyRouteComponent } from '@tanstack/react-router';
import type { z } from 'zod';
import { applicationsSearch } from '../../features/applications/search.js';
import { LedgerFilters, PaymentReturnSearch } from '../../features/credits/search.js';
import { employersSearch, onHoldSearch } from '../../features/employers/search.js';
import { jobEditSearch } from '../../features/jobs/form/search.js';
import { flaggedSearch, jobsHoldSearch, jobsSearch } from '../../features/jobs/search.js';
import { seekersSearch } from '../../features/seekers/search.js';

export type Page = { component: ReturnType<typeof lazyRouteComponent>; search?: z.ZodType };

const consultantForm = lazyRouteComponent(
  () => import('../../features/consultants/ConsultantFormPage.js'),
  'ConsultantFormPage',
);

const employerForm = lazyRouteComponent(
  () => import('../../features/employers/EmployerFormPage.js'),
  'EmployerFormPage',
);

/**
 * The real screen of a `SITE_ROUTES` path, once its domain issue has built it; other paths
 * keep the placeholder page. `search` validates the URL state (filters, sort, page) of lists.
 */
export const SITE_PAGES: Partial<Record<string, Page>> = {
  applications: {
    component: lazyRouteComponent(() => import('../../features/applications/ApplicationsPage.js'), 'ApplicationsPage'),
    search: applicationsSearch,
  },
  consultants: {
    component: lazyRouteComponent(() => import('../../features/consultants/ConsultantsPage.js'), 'ConsultantsPage'),
  },
  'consultants/create': { component: consultantForm },
  'consultants/$id': {
    component: lazyRouteComponent(
      () => import('../../features/consultants/ConsultantDetailPage.js'),
      'ConsultantDetailPage',
    ),
  },
  'consultants/$id/edit': { component: consultantForm },
  settings: {
    component: lazyRouteComponent(() => import('../../features/settings/SettingsPage.js'), 'SettingsPage'),
  },
  seekers: {
    component: lazyRouteComponent(() => import('../../features/seekers/SeekersPage.js'), 'SeekersPage'),
    search: seekersSearch,
  },
  'seekers/$id/$tab': {
    component: lazyRouteComponent(
      () => import('../../features/seekers/detail/SeekerDetailPage.js'),
      'SeekerDetailPage',
    ),
  },
  'applications/$id/$tab': {
    component: lazyRouteComponent(
      () => import('../../features/applications/detail/ApplicationDetailPage.js'),
      'ApplicationDetailPage',
    ),
  },
  employers: {
    component: lazyRouteComponent(() => import('../../features/employers/EmployersPage.js'), 'EmployersPage'),
    search: employersSearch,
  },
  'employers/create': { component: employerForm },
  'employers/hold': {
    component: lazyRouteComponent(
      () => import('../../features/employers/EmployersOnHoldPage.js'),
      'EmployersOnHoldPage',
    ),
    search: onHoldSearch,
  },
  'employers/$id': {
    component: lazyRouteComponent(() => import('../../features/employers/EmployerDetailPage.js'), 'EmployerDetailPage'),
  },
  'employers/$id/edit': { component: employerForm },
  employer: {
    component: lazyRouteComponent(() => import('../../features/own-employer/OwnEmployerPage.js'), 'OwnEmployerPage'),
  },
  'employer/edit': {
    component: lazyRouteComponent(
      () => import('../../features/own-employer/OwnEmployerEditPage.js'),
      'OwnEmployerEditPage',
    ),
  },
  'employer/users': {
    component: lazyRouteComponent(
      () => import('../../features/employer-users/EmployerUsersPage.js'),
      'EmployerUsersPage',
    ),
  },
  'credit-system': {
    component: lazyRouteComponent(() => import('../../features/credits/CreditSystemPage.js'), 'CreditSystemPage'),
    search: LedgerFilters,
  },
  'credit-system/create': {
    component: lazyRouteComponent(() => import('../../features/credits/buy/BuyCreditsPage.js'), 'BuyCreditsPage'),
  },
  'credit-system/payment-success': {
    component: lazyRouteComponent(
      () => import('../../features/credits/payment/PaymentSuccessPage.js'),
      'PaymentSuccessPage',
    ),
    search: PaymentReturnSearch,
  },
  jobs: {
    component: lazyRouteComponent(() => import('../../features/jobs/list/JobsPage.js'), 'JobsPage'),
    search: jobsSearch,
  },
  'jobs/create': {
    component: lazyRouteComponent(() => import('../../features/jobs/form/JobFormPages.js'), 'JobCreatePage'),
  },
  'jobs/edit': {
    component: lazyRouteComponent(() => import('../../features/jobs/form/JobFormPages.js'), 'JobEditPage'),
    search: jobEditSearch,
  },
  'jobs/hold': {
    component: lazyRouteComponent(() => import('../../features/jobs/hold/JobsOnHoldPage.js'), 'JobsOnHoldPage'),
    search: jobsHoldSearch,
  },
  'jobs/flagged-jobs': {
    component: lazyRouteComponent(() => import('../../features/jobs/flagged/FlaggedJobsPage.js'), 'FlaggedJobsPage'),
    search: flaggedSearch,
  },
  'jobs/$id': {
    component: lazyRouteComponent(() => import('../../features/jobs/detail/JobDetailPage.js'), 'JobDetailPage'),
  },
};
