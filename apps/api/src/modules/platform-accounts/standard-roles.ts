import { STANDARD_ROLE_NAMES } from '@talent/contract';

/**
 * The roles every account starts with (an account may rename them or add its own), and the
 * platform's own. Product data: a new account gets these (platform console, demo seed, benchmark).
 */
export const STANDARD_ROLES = {
  platformAdmin: { key: 'platform_admin', name: STANDARD_ROLE_NAMES.platform_admin, permissions: ['all'] },
  owner: { key: 'owner', name: STANDARD_ROLE_NAMES.owner, permissions: ['all'] },
  siteManager: {
    key: 'site_manager',
    name: STANDARD_ROLE_NAMES.site_manager,
    permissions: [
      'dashboard.read',
      'employers.all',
      // To set up an employer's team, staff hold what the employer roles they hand on hold.
      'employer_profile.all',
      'employer_users.all',
      'jobs.all',
      'flagged_jobs.all',
      'job_feedback.all',
      'seekers.all',
      'applications.all',
      'consultants.all',
      'credits.all',
    ],
  },
  moderator: {
    key: 'moderator',
    name: STANDARD_ROLE_NAMES.moderator,
    permissions: [
      'dashboard.read',
      'employers.read',
      'employers.approve',
      'jobs.read',
      'jobs.approve',
      'flagged_jobs.all',
    ],
  },
  employerAdmin: {
    key: 'employer_admin',
    name: STANDARD_ROLE_NAMES.employer_admin,
    scopeType: 'employer',
    // Explicit actions, not `jobs.all`: an employer posts and edits its jobs but never approves them.
    permissions: [
      'jobs.read',
      'jobs.create',
      'jobs.update',
      'jobs.delete',
      'applications.read',
      'applications.update',
      'employer_profile.all',
      'employer_users.all',
      'credits.read',
      'credits.create',
      'credits.export',
    ],
  },
  employerRecruiter: {
    key: 'employer_recruiter',
    name: STANDARD_ROLE_NAMES.employer_recruiter,
    scopeType: 'employer',
    // Works jobs and candidates; sees the profile and team but manages neither, and buys nothing.
    permissions: [
      'jobs.read',
      'jobs.create',
      'jobs.update',
      'applications.read',
      'applications.update',
      'employer_profile.read',
      'employer_users.read',
      'credits.read',
    ],
  },
} as const;
