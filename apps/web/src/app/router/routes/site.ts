import type { SiteRouteId } from '../../../shared/routes/site.js';
import { screen } from '../screen.js';
import type { RouteBinding } from './binding.js';

// Screens used by more than one route.
const consultantForm = screen(
  () => import('../../../features/consultants/ConsultantFormPage.js'),
  'ConsultantFormPage',
  ['consultants'],
);
const employerForm = screen(() => import('../../../features/employers/form/EmployerFormPage.js'), 'EmployerFormPage', [
  'employers',
]);

const siteFormBuilder = screen(() => import('../../../features/site-forms/builder/SiteFormPage.js'), 'SiteFormPage', [
  'applications',
  'site-form-deliveries',
  'site-forms',
]);

/** What the router shows for each page of `SITE_ROUTES` (shared/routes/site.ts), and what it loads beside it. */
export const SITE_SCREENS = {
  applications: {
    screen: screen(() => import('../../../features/applications/list/ApplicationsPage.js'), 'ApplicationsPage', [
      'applications',
      'jobs-list',
    ]),
    load: (args) => import('../../../features/applications/loader.js').then((m) => m.loadApplications(args)),
  },
  application: {
    screen: screen(
      () => import('../../../features/applications/detail/ApplicationDetailPage.js'),
      'ApplicationDetailPage',
      ['applications', 'site-forms'],
    ),
  },
  consultants: {
    screen: screen(() => import('../../../features/consultants/ConsultantsPage.js'), 'ConsultantsPage', [
      'consultants',
    ]),
  },
  consultantCreate: {
    screen: consultantForm,
  },
  consultant: {
    screen: screen(() => import('../../../features/consultants/ConsultantDetailPage.js'), 'ConsultantDetailPage', [
      'activity',
      'applications',
      'consultants',
      'employers',
      'jobs',
    ]),
  },
  consultantEdit: {
    screen: consultantForm,
  },
  credits: {
    screen: screen(() => import('../../../features/credits/CreditSystemPage.js'), 'CreditSystemPage', [
      'credits',
      'credits-admin',
    ]),
  },
  buyCredits: {
    screen: screen(() => import('../../../features/credits/buy/BuyCreditsPage.js'), 'BuyCreditsPage', ['credits']),
  },
  paymentSuccess: {
    screen: screen(() => import('../../../features/credits/payment/PaymentSuccessPage.js'), 'PaymentSuccessPage', [
      'credits',
      'job-form',
    ]),
  },
  ownEmployer: {
    screen: screen(() => import('../../../features/own-employer/OwnEmployerPage.js'), 'OwnEmployerPage', [
      'company',
      'employers',
      'site-forms',
    ]),
  },
  ownEmployerEdit: {
    screen: screen(() => import('../../../features/own-employer/OwnEmployerEditPage.js'), 'OwnEmployerEditPage', [
      'company',
      'employers',
    ]),
  },
  employerUsers: {
    screen: screen(() => import('../../../features/employer-users/EmployerUsersPage.js'), 'EmployerUsersPage', [
      'invitations',
      'team',
    ]),
  },
  employers: {
    screen: screen(() => import('../../../features/employers/list/EmployersPage.js'), 'EmployersPage', ['employers']),
    load: (args) => import('../../../features/employers/loader.js').then((m) => m.loadEmployers(args)),
  },
  employerCreate: {
    screen: employerForm,
  },
  employersOnHold: {
    screen: screen(() => import('../../../features/employers/hold/EmployersOnHoldPage.js'), 'EmployersOnHoldPage', [
      'employers',
    ]),
  },
  employer: {
    screen: screen(() => import('../../../features/employers/detail/EmployerDetailPage.js'), 'EmployerDetailPage', [
      'activity',
      'applications',
      'credits',
      'credits-admin',
      'employers',
      'invitations',
      'jobs',
      'site-forms',
      'team',
    ]),
  },
  employerEdit: {
    screen: employerForm,
  },
  jobs: {
    screen: screen(() => import('../../../features/jobs/list/JobsPage.js'), 'JobsPage', [
      'job-form',
      'jobs',
      'jobs-list',
    ]),
    load: (args) => import('../../../features/jobs/loader.js').then((m) => m.loadJobs(args)),
  },
  jobCreate: {
    screen: screen(() => import('../../../features/jobs/form/JobFormPages.js'), 'JobCreatePage', ['job-form', 'jobs']),
  },
  jobEdit: {
    screen: screen(() => import('../../../features/jobs/form/JobFormPages.js'), 'JobEditPage', ['job-form', 'jobs']),
  },
  flaggedJobs: {
    screen: screen(() => import('../../../features/jobs/flagged/FlaggedJobsPage.js'), 'FlaggedJobsPage', [
      'jobs',
      'jobs-list',
    ]),
  },
  jobsOnHold: {
    screen: screen(() => import('../../../features/jobs/hold/JobsOnHoldPage.js'), 'JobsOnHoldPage', [
      'job-detail',
      'jobs',
      'jobs-list',
    ]),
  },
  job: {
    screen: screen(() => import('../../../features/jobs/detail/JobDetailPage.js'), 'JobDetailPage', [
      'activity',
      'applications',
      'employers',
      'job-detail',
      'jobs',
    ]),
  },
  seekers: {
    screen: screen(() => import('../../../features/seekers/list/SeekersPage.js'), 'SeekersPage', ['seekers']),
    load: (args) => import('../../../features/seekers/loader.js').then((m) => m.loadSeekers(args)),
  },
  seeker: {
    screen: screen(() => import('../../../features/seekers/detail/SeekerDetailPage.js'), 'SeekerDetailPage', [
      'activity',
      'applications',
      'employers',
      'seeker-privacy',
      'seekers',
    ]),
  },
  settings: {
    screen: screen(() => import('../../../features/settings/SettingsPage.js'), 'SettingsPage', [
      'applications',
      'credits-admin',
      'settings',
    ]),
  },
  privacyNotice: {
    screen: screen(() => import('../../../features/privacy-notice/PrivacyNoticePage.js'), 'PrivacyNoticePage', [
      'privacy-notice',
    ]),
  },
  siteForms: {
    screen: screen(() => import('../../../features/site-forms/list/SiteFormsPage.js'), 'SiteFormsPage', ['site-forms']),
    load: (args) => import('../../../features/site-forms/loader.js').then((m) => m.loadSiteForms(args)),
  },
  siteFormCreate: {
    screen: siteFormBuilder,
  },
  siteForm: {
    screen: siteFormBuilder,
  },
  siteFormSubmissions: {
    screen: siteFormBuilder,
  },
  siteFormDeliveries: {
    screen: siteFormBuilder,
  },
} satisfies Record<SiteRouteId, RouteBinding>;
