import { screen } from '../screen.js';
import { rule, type SignedInRoute } from './route-def.js';

// Screens used by more than one route.
const consultantForm = screen(
  () => import('../../../features/consultants/ConsultantFormPage.js'),
  'ConsultantFormPage',
  ['consultants'],
);
const employerForm = screen(() => import('../../../features/employers/EmployerFormPage.js'), 'EmployerFormPage', [
  'employers',
]);

/** Signed-in pages at `/{account}/{site}/…`: a job board's. */
export const SITE_ROUTES = {
  applications: {
    scope: 'site',
    path: 'applications',
    access: rule('read', 'applications'),
    title: 'nav.applications',
    prefetch: (args) => import('../prefetch/applications.js').then((m) => m.prefetchApplications(args)),
    screen: screen(() => import('../../../features/applications/ApplicationsPage.js'), 'ApplicationsPage', [
      'applications',
      'jobs-list',
    ]),
  },
  application: {
    scope: 'site',
    path: 'applications/$id/$tab',
    access: rule('read', 'applications'),
    title: 'nav.applications',
    screen: screen(
      () => import('../../../features/applications/detail/ApplicationDetailPage.js'),
      'ApplicationDetailPage',
      ['applications'],
    ),
  },
  consultants: {
    scope: 'site',
    path: 'consultants',
    access: rule('read', 'consultants'),
    title: 'nav.consultants',
    highlight: 'consultants',
    screen: screen(() => import('../../../features/consultants/ConsultantsPage.js'), 'ConsultantsPage', [
      'consultants',
    ]),
  },
  consultantCreate: {
    scope: 'site',
    path: 'consultants/create',
    access: rule('create', 'consultants'),
    title: 'pages.consultantCreate',
    highlight: 'consultants',
    screen: consultantForm,
  },
  consultant: {
    scope: 'site',
    path: 'consultants/$id',
    access: rule('read', 'consultants'),
    title: 'pages.consultant',
    highlight: 'consultants',
    screen: screen(() => import('../../../features/consultants/ConsultantDetailPage.js'), 'ConsultantDetailPage', [
      'activity',
      'applications',
      'consultants',
      'employers',
      'jobs',
    ]),
  },
  consultantEdit: {
    scope: 'site',
    path: 'consultants/$id/edit',
    access: rule('update', 'consultants'),
    title: 'pages.consultantEdit',
    highlight: 'consultants',
    screen: consultantForm,
  },
  credits: {
    scope: 'site',
    path: 'credit-system',
    access: rule('read', 'credits'),
    title: 'nav.credits',
    screen: screen(() => import('../../../features/credits/CreditSystemPage.js'), 'CreditSystemPage', [
      'credits',
      'credits-admin',
    ]),
  },
  buyCredits: {
    scope: 'site',
    path: 'credit-system/create',
    access: rule('create', 'credits'),
    title: 'pages.buyCredits',
    screen: screen(() => import('../../../features/credits/buy/BuyCreditsPage.js'), 'BuyCreditsPage', ['credits']),
  },
  paymentSuccess: {
    scope: 'site',
    path: 'credit-system/payment-success',
    access: rule('read', 'credits'),
    title: 'pages.paymentSuccess',
    screen: screen(() => import('../../../features/credits/payment/PaymentSuccessPage.js'), 'PaymentSuccessPage', [
      'credits',
      'job-form',
    ]),
  },
  ownEmployer: {
    scope: 'site',
    path: 'employer',
    access: rule('read', 'employer_profile'),
    title: 'nav.ownEmployer',
    screen: screen(() => import('../../../features/own-employer/OwnEmployerPage.js'), 'OwnEmployerPage', [
      'company',
      'employers',
    ]),
  },
  ownEmployerEdit: {
    scope: 'site',
    path: 'employer/edit',
    access: rule('update', 'employer_profile'),
    title: 'pages.ownEmployerEdit',
    screen: screen(() => import('../../../features/own-employer/OwnEmployerEditPage.js'), 'OwnEmployerEditPage', [
      'company',
      'employers',
    ]),
  },
  employerUsers: {
    scope: 'site',
    path: 'employer/users',
    access: rule('read', 'employer_users'),
    title: 'nav.employerUsers',
    screen: screen(() => import('../../../features/employer-users/EmployerUsersPage.js'), 'EmployerUsersPage', [
      'invitations',
      'team',
    ]),
  },
  employers: {
    scope: 'site',
    path: 'employers',
    access: rule('read', 'employers'),
    title: 'nav.employers',
    prefetch: (args) => import('../prefetch/employers.js').then((m) => m.prefetchEmployers(args)),
    screen: screen(() => import('../../../features/employers/EmployersPage.js'), 'EmployersPage', ['employers']),
  },
  employerCreate: {
    scope: 'site',
    path: 'employers/create',
    access: rule('create', 'employers'),
    title: 'pages.employerCreate',
    screen: employerForm,
  },
  employersOnHold: {
    scope: 'site',
    path: 'employers/hold',
    access: rule('approve', 'employers'),
    title: 'nav.employersOnHold',
    screen: screen(() => import('../../../features/employers/EmployersOnHoldPage.js'), 'EmployersOnHoldPage', [
      'employers',
    ]),
  },
  employer: {
    scope: 'site',
    path: 'employers/$id',
    access: rule('read', 'employers'),
    title: 'pages.employer',
    screen: screen(() => import('../../../features/employers/EmployerDetailPage.js'), 'EmployerDetailPage', [
      'activity',
      'applications',
      'credits',
      'credits-admin',
      'employers',
      'invitations',
      'jobs',
      'team',
    ]),
  },
  employerEdit: {
    scope: 'site',
    path: 'employers/$id/edit',
    access: rule('update', 'employers'),
    title: 'pages.employerEdit',
    screen: employerForm,
  },
  jobs: {
    scope: 'site',
    path: 'jobs',
    access: rule('read', 'jobs'),
    title: 'nav.jobs',
    prefetch: (args) => import('../prefetch/jobs.js').then((m) => m.prefetchJobs(args)),
    screen: screen(() => import('../../../features/jobs/list/JobsPage.js'), 'JobsPage', [
      'job-form',
      'jobs',
      'jobs-list',
    ]),
  },
  jobCreate: {
    scope: 'site',
    path: 'jobs/create',
    access: rule('create', 'jobs'),
    title: 'pages.jobCreate',
    screen: screen(() => import('../../../features/jobs/form/JobFormPages.js'), 'JobCreatePage', ['job-form', 'jobs']),
  },
  jobEdit: {
    scope: 'site',
    path: 'jobs/edit',
    access: rule('update', 'jobs'),
    title: 'pages.jobEdit',
    screen: screen(() => import('../../../features/jobs/form/JobFormPages.js'), 'JobEditPage', ['job-form', 'jobs']),
  },
  flaggedJobs: {
    scope: 'site',
    path: 'jobs/flagged-jobs',
    access: rule('read', 'flagged_jobs'),
    title: 'nav.flaggedJobs',
    screen: screen(() => import('../../../features/jobs/flagged/FlaggedJobsPage.js'), 'FlaggedJobsPage', [
      'jobs',
      'jobs-list',
    ]),
  },
  jobsOnHold: {
    scope: 'site',
    path: 'jobs/hold',
    access: rule('approve', 'jobs'),
    title: 'nav.jobsOnHold',
    screen: screen(() => import('../../../features/jobs/hold/JobsOnHoldPage.js'), 'JobsOnHoldPage', [
      'jobs',
      'jobs-list',
    ]),
  },
  job: {
    scope: 'site',
    path: 'jobs/$id',
    access: rule('read', 'jobs'),
    title: 'pages.job',
    screen: screen(() => import('../../../features/jobs/detail/JobDetailPage.js'), 'JobDetailPage', [
      'activity',
      'applications',
      'employers',
      'job-detail',
      'jobs',
    ]),
  },
  seekers: {
    scope: 'site',
    path: 'seekers',
    access: rule('read', 'seekers'),
    title: 'nav.seekers',
    prefetch: (args) => import('../prefetch/seekers.js').then((m) => m.prefetchSeekers(args)),
    screen: screen(() => import('../../../features/seekers/SeekersPage.js'), 'SeekersPage', ['seekers']),
  },
  seeker: {
    scope: 'site',
    path: 'seekers/$id/$tab',
    access: rule('read', 'seekers'),
    title: 'nav.seekers',
    screen: screen(() => import('../../../features/seekers/detail/SeekerDetailPage.js'), 'SeekerDetailPage', [
      'activity',
      'applications',
      'employers',
      'seekers',
    ]),
  },
  // The spec leaves this rule open: the API's (read to open, update to save; the page is read-only without it).
  settings: {
    scope: 'site',
    path: 'settings',
    access: rule('read', 'settings'),
    title: 'nav.settings',
    screen: screen(() => import('../../../features/settings/SettingsPage.js'), 'SettingsPage', [
      'applications',
      'credits-admin',
      'settings',
    ]),
  },
} as const satisfies Record<string, SignedInRoute>;
