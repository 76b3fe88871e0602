import type { AccessRule } from '@talent/contract';

type SiteRoute = { path: string; access: AccessRule; title: string; menu?: string };

const r = (
  path: string,
  action: AccessRule['action'],
  subject: AccessRule['subject'],
  title: string,
  menu?: string,
): SiteRoute => ({
  path,
  access: { action, subject },
  title,
  ...(menu ? { menu } : {}),
});

/**
 * The `/{account}/{site}/…` screens of spec §2 with what each needs. Domain issues replace the
 * placeholder page of a route with the real one; the path and the rule stay here.
 */
export const SITE_ROUTES: SiteRoute[] = [
  r('applications', 'read', 'applications', 'nav.applications'),
  r('applications/$id/$tab', 'read', 'applications', 'nav.applications'),
  r('consultants', 'read', 'consultants', 'nav.consultants', 'consultants'),
  r('consultants/create', 'create', 'consultants', 'pages.consultantCreate', 'consultants'),
  r('consultants/$id', 'read', 'consultants', 'pages.consultant', 'consultants'),
  r('consultants/$id/edit', 'update', 'consultants', 'pages.consultantEdit', 'consultants'),
  r('credit-system', 'read', 'credits', 'nav.credits'),
  r('credit-system/create', 'create', 'credits', 'pages.buyCredits'),
  r('credit-system/payment-success', 'read', 'credits', 'pages.paymentSuccess'),
  r('employer', 'read', 'employer_profile', 'nav.ownEmployer'),
  r('employer/edit', 'update', 'employer_profile', 'pages.ownEmployerEdit'),
  r('employer/users', 'read', 'employer_users', 'nav.employerUsers'),
  r('employers', 'read', 'employers', 'nav.employers'),
  r('employers/create', 'create', 'employers', 'pages.employerCreate'),
  r('employers/hold', 'approve', 'employers', 'nav.employersOnHold'),
  r('employers/$id', 'read', 'employers', 'pages.employer'),
  r('employers/$id/edit', 'update', 'employers', 'pages.employerEdit'),
  r('jobs', 'read', 'jobs', 'nav.jobs'),
  r('jobs/create', 'create', 'jobs', 'pages.jobCreate'),
  r('jobs/edit', 'update', 'jobs', 'pages.jobEdit'),
  r('jobs/flagged-jobs', 'read', 'flagged_jobs', 'nav.flaggedJobs'),
  r('jobs/hold', 'approve', 'jobs', 'nav.jobsOnHold'),
  r('jobs/$id', 'read', 'jobs', 'pages.job'),
  r('seekers', 'read', 'seekers', 'nav.seekers'),
  r('seekers/$id/$tab', 'read', 'seekers', 'nav.seekers'),
  // The spec leaves this rule open: the API's (read to open, update to save; the page is read-only without it).
  r('settings', 'read', 'settings', 'nav.settings'),
];

export const ACCOUNT_ROUTES: SiteRoute[] = [
  r('sites', 'read', 'sites', 'nav.sites'),
  r('users', 'read', 'account_users', 'nav.accountUsers'),
  r('audit-log', 'read', 'audit_log', 'nav.auditLog'),
];
