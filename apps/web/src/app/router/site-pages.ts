import { lazyPage } from './lazy-page.js';

/** A screen of the route table; it reads and checks its own URL state (its `search.ts`). */
export type Page = { component: ReturnType<typeof lazyPage> };

const consultantForm = lazyPage(() => import('../../features/consultants/ConsultantFormPage.js'), 'ConsultantFormPage');

const employerForm = lazyPage(() => import('../../features/employers/EmployerFormPage.js'), 'EmployerFormPage');

/**
 * The real screen of a `SITE_ROUTES` path, once its domain issue has built it; other paths
 * keep the placeholder page. Each screen checks its own URL state (filters, sort, page) with the
 * schema of its `search.ts`, so the route table (in every signed-in screen) carries no zod.
 */
export const SITE_PAGES: Partial<Record<string, Page>> = {
  applications: {
    component: lazyPage(() => import('../../features/applications/ApplicationsPage.js'), 'ApplicationsPage'),
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
  },
  'employers/create': { component: employerForm },
  'employers/hold': {
    component: lazyPage(() => import('../../features/employers/EmployersOnHoldPage.js'), 'EmployersOnHoldPage'),
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
  },
  'credit-system/create': {
    component: lazyPage(() => import('../../features/credits/buy/BuyCreditsPage.js'), 'BuyCreditsPage'),
  },
  'credit-system/payment-success': {
    component: lazyPage(() => import('../../features/credits/payment/PaymentSuccessPage.js'), 'PaymentSuccessPage'),
  },
  jobs: {
    component: lazyPage(() => import('../../features/jobs/list/JobsPage.js'), 'JobsPage'),
  },
  'jobs/create': {
    component: lazyPage(() => import('../../features/jobs/form/JobFormPages.js'), 'JobCreatePage'),
  },
  'jobs/edit': {
    component: lazyPage(() => import('../../features/jobs/form/JobFormPages.js'), 'JobEditPage'),
  },
  'jobs/hold': {
    component: lazyPage(() => import('../../features/jobs/hold/JobsOnHoldPage.js'), 'JobsOnHoldPage'),
  },
  'jobs/flagged-jobs': {
    component: lazyPage(() => import('../../features/jobs/flagged/FlaggedJobsPage.js'), 'FlaggedJobsPage'),
  },
  'jobs/$id': {
    component: lazyPage(() => import('../../features/jobs/detail/JobDetailPage.js'), 'JobDetailPage'),
  },
};
