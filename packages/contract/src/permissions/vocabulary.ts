import { z } from 'zod';

/**
 * Subjects a permission can target. `all` is CASL's wildcard subject; it is
 * only reachable through the bare `all` permission, never as `all.<action>`.
 */
export const SUBJECTS = [
  'all',
  'portal',
  'dashboard',
  'accounts',
  'sites',
  'account_users',
  'roles',
  'employers',
  'employer_profile',
  'employer_users',
  'jobs',
  'flagged_jobs',
  'job_feedback',
  'seekers',
  'applications',
  'consultants',
  'credits',
  'notifications',
  'settings',
  'audit_log',
  'impersonation',
] as const;

/** Actions; `manage` is CASL's wildcard action and matches every other one. */
export const ACTIONS = [
  'manage',
  'access',
  'read',
  'create',
  'update',
  'delete',
  'approve',
  'export',
  'impersonate',
] as const;

export type Subject = (typeof SUBJECTS)[number];
export type Action = (typeof ACTIONS)[number];

export const SubjectSchema = z.enum(SUBJECTS);
export const ActionSchema = z.enum(ACTIONS);

export type AccessRule = { action: Action; subject: Subject };

/** Subjects a role can be granted individually (everything but the wildcard). */
export type GrantableSubject = Exclude<Subject, 'all'>;

/** One grantable `subject.action` pair, with the label key the role editor shows. */
export type PermissionEntry<S extends GrantableSubject = GrantableSubject> = {
  action: Action;
  i18nKey: `permissions.${S}.${Action}`;
};

export type PermissionRegistry = {
  readonly [S in GrantableSubject]: readonly PermissionEntry<S>[];
};

/**
 * Actions that make sense per subject, for the role editor. `access` is listed
 * only where it is meaningful on its own, since any other grant implies it.
 * Kept as a literal (not generated) so it is easy to review and translate.
 */
export const PERMISSION_REGISTRY: PermissionRegistry = {
  portal: [{ action: 'access', i18nKey: 'permissions.portal.access' }],
  dashboard: [
    { action: 'access', i18nKey: 'permissions.dashboard.access' },
    { action: 'read', i18nKey: 'permissions.dashboard.read' },
  ],
  accounts: [
    { action: 'read', i18nKey: 'permissions.accounts.read' },
    { action: 'create', i18nKey: 'permissions.accounts.create' },
    { action: 'update', i18nKey: 'permissions.accounts.update' },
    { action: 'delete', i18nKey: 'permissions.accounts.delete' },
  ],
  sites: [
    { action: 'read', i18nKey: 'permissions.sites.read' },
    { action: 'create', i18nKey: 'permissions.sites.create' },
    { action: 'update', i18nKey: 'permissions.sites.update' },
    { action: 'delete', i18nKey: 'permissions.sites.delete' },
  ],
  account_users: [
    { action: 'read', i18nKey: 'permissions.account_users.read' },
    { action: 'create', i18nKey: 'permissions.account_users.create' },
    { action: 'update', i18nKey: 'permissions.account_users.update' },
    { action: 'delete', i18nKey: 'permissions.account_users.delete' },
  ],
  roles: [
    { action: 'read', i18nKey: 'permissions.roles.read' },
    { action: 'create', i18nKey: 'permissions.roles.create' },
    { action: 'update', i18nKey: 'permissions.roles.update' },
    { action: 'delete', i18nKey: 'permissions.roles.delete' },
  ],
  employers: [
    { action: 'read', i18nKey: 'permissions.employers.read' },
    { action: 'create', i18nKey: 'permissions.employers.create' },
    { action: 'update', i18nKey: 'permissions.employers.update' },
    { action: 'delete', i18nKey: 'permissions.employers.delete' },
    { action: 'approve', i18nKey: 'permissions.employers.approve' },
    { action: 'export', i18nKey: 'permissions.employers.export' },
  ],
  employer_profile: [
    { action: 'read', i18nKey: 'permissions.employer_profile.read' },
    { action: 'update', i18nKey: 'permissions.employer_profile.update' },
    { action: 'approve', i18nKey: 'permissions.employer_profile.approve' },
  ],
  employer_users: [
    { action: 'read', i18nKey: 'permissions.employer_users.read' },
    { action: 'create', i18nKey: 'permissions.employer_users.create' },
    { action: 'update', i18nKey: 'permissions.employer_users.update' },
    { action: 'delete', i18nKey: 'permissions.employer_users.delete' },
  ],
  jobs: [
    { action: 'read', i18nKey: 'permissions.jobs.read' },
    { action: 'create', i18nKey: 'permissions.jobs.create' },
    { action: 'update', i18nKey: 'permissions.jobs.update' },
    { action: 'delete', i18nKey: 'permissions.jobs.delete' },
    { action: 'approve', i18nKey: 'permissions.jobs.approve' },
    { action: 'export', i18nKey: 'permissions.jobs.export' },
  ],
  flagged_jobs: [
    { action: 'read', i18nKey: 'permissions.flagged_jobs.read' },
    { action: 'update', i18nKey: 'permissions.flagged_jobs.update' },
    { action: 'approve', i18nKey: 'permissions.flagged_jobs.approve' },
  ],
  job_feedback: [
    { action: 'read', i18nKey: 'permissions.job_feedback.read' },
    { action: 'create', i18nKey: 'permissions.job_feedback.create' },
    { action: 'delete', i18nKey: 'permissions.job_feedback.delete' },
    { action: 'export', i18nKey: 'permissions.job_feedback.export' },
  ],
  seekers: [
    { action: 'read', i18nKey: 'permissions.seekers.read' },
    { action: 'update', i18nKey: 'permissions.seekers.update' },
    { action: 'delete', i18nKey: 'permissions.seekers.delete' },
    { action: 'export', i18nKey: 'permissions.seekers.export' },
  ],
  applications: [
    { action: 'read', i18nKey: 'permissions.applications.read' },
    { action: 'update', i18nKey: 'permissions.applications.update' },
    { action: 'export', i18nKey: 'permissions.applications.export' },
  ],
  consultants: [
    { action: 'read', i18nKey: 'permissions.consultants.read' },
    { action: 'create', i18nKey: 'permissions.consultants.create' },
    { action: 'update', i18nKey: 'permissions.consultants.update' },
    { action: 'delete', i18nKey: 'permissions.consultants.delete' },
  ],
  credits: [
    { action: 'read', i18nKey: 'permissions.credits.read' },
    { action: 'create', i18nKey: 'permissions.credits.create' },
    { action: 'update', i18nKey: 'permissions.credits.update' },
    { action: 'export', i18nKey: 'permissions.credits.export' },
  ],
  notifications: [
    { action: 'read', i18nKey: 'permissions.notifications.read' },
    { action: 'create', i18nKey: 'permissions.notifications.create' },
    { action: 'update', i18nKey: 'permissions.notifications.update' },
    { action: 'delete', i18nKey: 'permissions.notifications.delete' },
  ],
  settings: [
    { action: 'read', i18nKey: 'permissions.settings.read' },
    { action: 'update', i18nKey: 'permissions.settings.update' },
  ],
  audit_log: [
    { action: 'read', i18nKey: 'permissions.audit_log.read' },
    { action: 'export', i18nKey: 'permissions.audit_log.export' },
  ],
  impersonation: [{ action: 'impersonate', i18nKey: 'permissions.impersonation.impersonate' }],
};
