// Plain constants and types, no zod: the app's first chunk checks permissions with these alone
// (their schemas are in vocabulary-schemas.ts).

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
  'settings',
  'audit_log',
  'impersonation',
  'privacy',
  'identity_providers',
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

export type AccessRule = { action: Action; subject: Subject };

/** Subjects a role can be granted individually (everything but the wildcard). */
export type GrantableSubject = Exclude<Subject, 'all'>;

/** What a role is offered: `portal` is everyone's, `access` comes with any grant, `manage` is CASL's wildcard. */
export type OfferedSubject = Exclude<GrantableSubject, 'portal'>;
export type OfferedAction = Exclude<Action, 'manage' | 'access'>;

/**
 * The narrowest place at which a grant of a permission acts (wider places always count):
 * - `employer`: what an employer's own people may do for it (every route that checks it narrows
 *   to the selected employer);
 * - `site`: a job board's staff (candidates, moderation, settings: the whole site);
 * - `account`: the whole account (its people, roles, brand, audit log, new sites).
 * A grant at an employer of a `site` permission, or at a site of an `account` one, grants nothing.
 */
export type PermissionPlace = 'employer' | 'site' | 'account';

/** One grantable `subject.action` pair, with the label key the role editor shows and where it acts. */
export type PermissionEntry<S extends OfferedSubject = OfferedSubject> = {
  action: OfferedAction;
  i18nKey: `permissions.${S}.${OfferedAction}`;
  place: PermissionPlace;
};

export type PermissionRegistry = {
  readonly [S in OfferedSubject]?: readonly PermissionEntry<S>[];
};

const entry = <S extends OfferedSubject>(
  subject: S,
  action: OfferedAction,
  place: PermissionPlace,
): PermissionEntry<S> => ({
  action,
  i18nKey: `permissions.${subject}.${action}`,
  place,
});

/**
 * Every permission a role can hold, each enforced by a route or a named service check (the API's
 * `permission-coverage.test.ts` fails otherwise). `portal` is everyone's and `access` comes with
 * any grant of a subject, so neither is offered. Kept as a literal so it is easy to review.
 */
export const PERMISSION_REGISTRY: PermissionRegistry = {
  dashboard: [entry('dashboard', 'read', 'site')],
  accounts: [entry('accounts', 'update', 'account')],
  sites: [entry('sites', 'read', 'site'), entry('sites', 'create', 'account'), entry('sites', 'update', 'site')],
  account_users: [
    entry('account_users', 'read', 'account'),
    entry('account_users', 'create', 'account'),
    entry('account_users', 'update', 'account'),
    entry('account_users', 'delete', 'account'),
  ],
  roles: [
    entry('roles', 'read', 'account'),
    entry('roles', 'create', 'account'),
    entry('roles', 'update', 'account'),
    entry('roles', 'delete', 'account'),
  ],
  employers: [
    entry('employers', 'read', 'site'),
    entry('employers', 'create', 'site'),
    entry('employers', 'update', 'site'),
    entry('employers', 'approve', 'site'),
    entry('employers', 'export', 'site'),
  ],
  employer_profile: [entry('employer_profile', 'read', 'employer'), entry('employer_profile', 'update', 'employer')],
  employer_users: [
    entry('employer_users', 'read', 'employer'),
    entry('employer_users', 'create', 'employer'),
    entry('employer_users', 'update', 'employer'),
    entry('employer_users', 'delete', 'employer'),
  ],
  jobs: [
    entry('jobs', 'read', 'employer'),
    entry('jobs', 'create', 'employer'),
    entry('jobs', 'update', 'employer'),
    entry('jobs', 'delete', 'employer'),
    entry('jobs', 'approve', 'site'),
    entry('jobs', 'export', 'employer'),
  ],
  flagged_jobs: [entry('flagged_jobs', 'read', 'site'), entry('flagged_jobs', 'update', 'site')],
  job_feedback: [entry('job_feedback', 'read', 'employer')],
  seekers: [entry('seekers', 'read', 'site'), entry('seekers', 'update', 'site'), entry('seekers', 'export', 'site')],
  applications: [
    entry('applications', 'read', 'employer'),
    entry('applications', 'update', 'employer'),
    entry('applications', 'export', 'employer'),
  ],
  consultants: [
    entry('consultants', 'read', 'site'),
    entry('consultants', 'create', 'site'),
    entry('consultants', 'update', 'site'),
  ],
  credits: [
    entry('credits', 'read', 'employer'),
    entry('credits', 'create', 'employer'),
    entry('credits', 'update', 'site'),
    entry('credits', 'export', 'employer'),
  ],
  settings: [entry('settings', 'read', 'site'), entry('settings', 'update', 'site')],
  audit_log: [entry('audit_log', 'read', 'account'), entry('audit_log', 'export', 'account')],
  impersonation: [entry('impersonation', 'impersonate', 'site')],
  // Rules, notices and the record of processing are the account's; erasing and exporting one
  // candidate is done at the candidate's site.
  privacy: [
    entry('privacy', 'read', 'account'),
    entry('privacy', 'update', 'account'),
    entry('privacy', 'delete', 'site'),
    entry('privacy', 'export', 'site'),
  ],
  // An identity provider can sign in anyone of the account's staff, owners included: configuring
  // one (and requiring single sign-on) is an owner's power, apart from `accounts.update` (brand).
  identity_providers: [entry('identity_providers', 'update', 'account')],
};
