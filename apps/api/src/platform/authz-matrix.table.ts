import type { OperationId } from '@talent/contract';

/**
 * Reviewed authorisation table: for each operation, the demo roles that get past authorisation in
 * their own tenant (admin: platform; owner: Acme account; manager, moderator: Acme Jobs staff;
 * hr, recruiter: Northwind Traders on Acme Jobs; nobody: no membership). Operations open to
 * everyone signed in narrow further inside (an upload checks its purpose, a team its employer,
 * an id its tenant); those checks have their own tests. Regenerate with AUTHZ_MATRIX_WRITE=1 and
 * review the diff: a change here is a change of who may do what. Keyed by operationId; above each
 * line, the operation's route and the rule the contract's registry gives it.
 */
export type DemoRole = 'admin' | 'owner' | 'manager' | 'moderator' | 'hr' | 'recruiter' | 'nobody';

export const AUTHZ_MATRIX: Partial<Record<OperationId, readonly DemoRole[]>> = {
  // POST /v1/invitations/:invitation/accept: portal.access
  acceptInvitation: ['admin', 'owner', 'manager', 'moderator', 'hr', 'recruiter', 'nobody'],
  // GET /v1/accounts/scopes: account_users.read
  accountScopes: ['admin', 'owner'],
  // GET /v1/accounts/security: accounts.update
  accountSecurity: ['admin', 'owner'],
  // GET /v1/accounts/usage: accounts.update
  accountUsage: ['admin', 'owner'],
  // POST /v1/applications/:uuid/seeker-application-feedback: applications.update
  addApplicationFeedback: ['admin', 'owner', 'manager', 'hr', 'recruiter'],
  // POST /v1/accounts/hosts: accounts.update
  addBrandHost: ['admin', 'owner'],
  // POST /v1/accounts/email-domains: identity_providers.update
  addEmailDomain: ['admin', 'owner'],
  // POST /v1/accounts/users/:user/grants: account_users.update
  addGrant: ['admin', 'owner'],
  // POST /v1/user-account/passkeys: portal.access
  addPasskey: ['admin', 'owner', 'manager', 'moderator', 'hr', 'recruiter', 'nobody'],
  // POST /v1/credit/adjustments: credits.update as site staff (no employer selected)
  adjustCredits: ['admin', 'owner', 'manager'],
  // GET /v1/applications/board: applications.read
  applicationBoard: ['admin', 'owner', 'manager', 'hr', 'recruiter'],
  // GET /v1/applications/:uuid/candidate: applications.read
  applicationCandidate: ['admin', 'owner', 'manager', 'hr', 'recruiter'],
  // GET /v1/applications/:uuid/documents: applications.read
  applicationDocuments: ['admin', 'owner', 'manager', 'hr', 'recruiter'],
  // GET /v1/applications/:uuid/seeker-application-feedback: applications.read
  applicationFeedback: ['admin', 'owner', 'manager', 'hr', 'recruiter'],
  // GET /v1/applications/:uuid/history: applications.read
  applicationHistory: ['admin', 'owner', 'manager', 'hr', 'recruiter'],
  // GET /v1/applications/:uuid/overview: applications.read
  applicationOverview: ['admin', 'owner', 'manager', 'hr', 'recruiter'],
  // GET /v1/applications/:uuid/documents/resume: applications.read
  applicationResume: ['admin', 'owner', 'manager', 'hr', 'recruiter'],
  // GET /v1/applications/:uuid/feedback: applications.read
  applicationStaffFeedback: ['admin', 'owner', 'manager', 'hr', 'recruiter'],
  // GET /v1/site/application-stages: applications.read
  applicationStages: ['admin', 'owner', 'manager', 'hr', 'recruiter'],
  // GET /v1/application-statuses: portal.access
  applicationStatuses: ['admin', 'owner', 'manager', 'moderator', 'hr', 'recruiter', 'nobody'],
  // POST /v1/accounts/hosts/:uuid/approve: accounts.update as platform staff
  approveBrandHost: ['admin'],
  // POST /v1/accounts/email-domains/:uuid/approve: identity_providers.update as platform staff
  approveEmailDomain: ['admin'],
  // POST /v1/employers/approve: employers.approve
  approveEmployers: ['admin', 'owner', 'manager', 'moderator'],
  // POST /v1/jobs/approve: jobs.approve
  approveJobs: ['admin', 'owner', 'manager', 'moderator'],
  // GET /v1/audit-log: audit_log.read
  auditLog: ['admin', 'owner'],
  // GET /v1/accounts/brand: accounts.update
  brandSettings: ['admin', 'owner'],
  // PUT /v1/user-account/change-password: portal.access
  changePassword: ['admin', 'owner', 'manager', 'moderator', 'hr', 'recruiter', 'nobody'],
  // POST /v1/accounts/hosts/:uuid/check: accounts.update
  checkBrandHost: ['admin', 'owner'],
  // POST /v1/accounts/email-domains/:uuid/check: identity_providers.update
  checkEmailDomain: ['admin', 'owner'],
  // POST /v1/jobs/:uuid/clone: jobs.create
  cloneJob: ['admin', 'owner', 'manager', 'hr', 'recruiter'],
  // POST /v1/platform/accounts/:id/close: accounts.update as platform staff
  closePlatformAccount: ['admin'],
  // POST /v1/cms/auth/token: settings.update
  cmsToken: ['admin', 'owner'],
  // POST /v1/credit/purchases/:id/confirm: credits.read
  confirmPurchase: ['admin', 'owner', 'manager', 'hr', 'recruiter'],
  // POST /v1/user-account/two-factor/confirm: portal.access
  confirmTwoFactor: ['admin', 'owner', 'manager', 'moderator', 'hr', 'recruiter', 'nobody'],
  // GET /v1/consultants/:id/activity: consultants.read
  consultantActivity: ['admin', 'owner', 'manager'],
  // GET /v1/consultants/:id/jobs: consultants.read
  consultantJobs: ['admin', 'owner', 'manager'],
  // POST /v1/accounts/roles: roles.create
  createAccountRole: ['admin', 'owner'],
  // POST /v1/consultants: consultants.create
  createConsultant: ['admin', 'owner', 'manager'],
  // POST /v1/employers: employers.create
  createEmployer: ['admin', 'owner', 'manager'],
  // POST /v1/accounts/identity-providers: identity_providers.update
  createIdentityProvider: ['admin', 'owner'],
  // POST /v1/jobs: jobs.create
  createJob: ['admin', 'owner', 'manager', 'hr', 'recruiter'],
  // POST /v1/platform/accounts: accounts.update as platform staff
  createPlatformAccount: ['admin'],
  // POST /v1/credit/purchases: credits.create
  createPurchase: ['admin', 'owner', 'manager', 'hr'],
  // POST /v1/sites: sites.create
  createSite: ['admin', 'owner'],
  // POST /v1/site/forms: settings.update
  createSiteForm: ['admin', 'owner'],
  // GET /v1/credit/credit-actions: credits.read
  creditActions: ['admin', 'owner', 'manager', 'hr', 'recruiter'],
  // GET /v1/credit/balance: credits.read
  creditBalance: ['admin', 'owner', 'manager', 'hr', 'recruiter'],
  // POST /v1/invitations/:invitation/decline: portal.access
  declineInvitation: ['admin', 'owner', 'manager', 'moderator', 'hr', 'recruiter', 'nobody'],
  // DELETE /v1/accounts/roles/:role: roles.delete
  deleteAccountRole: ['admin', 'owner'],
  // DELETE /v1/accounts/identity-providers/:uuid: identity_providers.update
  deleteIdentityProvider: ['admin', 'owner'],
  // DELETE /v1/jobs/:uuid: jobs.delete
  deleteJob: ['admin', 'owner', 'manager', 'hr'],
  // DELETE /v1/notifications/:uuid: portal.access
  deleteNotification: ['admin', 'owner', 'manager', 'moderator', 'hr', 'recruiter', 'nobody'],
  // DELETE /v1/site/forms/:uuid: settings.update
  deleteSiteForm: ['admin', 'owner'],
  // DELETE /v1/site/forms/:uuid/submissions/:sid: settings.update
  deleteSiteFormSubmission: ['admin', 'owner'],
  // POST /v1/site/forms/:uuid/disable: settings.update
  disableSiteForm: ['admin', 'owner'],
  // POST /v1/user-account/two-factor/disable: portal.access
  disableTwoFactor: ['admin', 'owner', 'manager', 'moderator', 'hr', 'recruiter', 'nobody'],
  // GET /v1/credit/discount-tiers: credits.read
  discountTiers: ['admin', 'owner', 'manager', 'hr', 'recruiter'],
  // POST /v1/dashboard/onboarding/dismiss: accounts.update
  dismissOnboarding: ['admin', 'owner'],
  // POST /v1/seekers/:uuid/email: seekers.update
  emailSeeker: ['admin', 'owner', 'manager'],
  // GET /v1/employers/:id/activity: employers.read
  employerActivity: ['admin', 'owner', 'manager', 'moderator'],
  // GET /v1/employer/dashboard: any of credits.read, jobs.read, applications.read
  employerDashboard: ['admin', 'owner', 'manager', 'moderator', 'hr', 'recruiter'],
  // GET /v1/employers/:employer/roles: any of employers.read, employer_users.read
  employerRoles: ['admin', 'owner', 'manager', 'moderator', 'hr', 'recruiter'],
  // GET /v1/employer-types: portal.access
  employerTypes: ['admin', 'owner', 'manager', 'moderator', 'hr', 'recruiter', 'nobody'],
  // POST /v1/seekers/:uuid/erasure: privacy.delete
  eraseSeeker: ['admin', 'owner'],
  // POST /v1/jobs/expire: jobs.update
  expireJobs: ['admin', 'owner', 'manager', 'hr', 'recruiter'],
  // GET /v1/applications/export.csv: applications.export
  exportApplications: ['admin', 'owner', 'manager'],
  // GET /v1/audit-log/export.csv: audit_log.export
  exportAuditLog: ['admin', 'owner'],
  // GET /v1/employers/export.csv: employers.export
  exportEmployers: ['admin', 'owner', 'manager'],
  // GET /v1/jobs/export.csv: jobs.export
  exportJobs: ['admin', 'owner', 'manager'],
  // GET /v1/credit/ledgers/export.csv: credits.export
  exportLedger: ['admin', 'owner', 'manager', 'hr'],
  // GET /v1/platform/accounts/:id/export: accounts.update as platform staff
  exportPlatformAccount: ['admin'],
  // GET /v1/privacy/record.csv: privacy.read
  exportPrivacyRecord: ['admin', 'owner'],
  // GET /v1/seekers/export.csv: seekers.export
  exportSeekers: ['admin', 'owner', 'manager'],
  // GET /v1/site/forms/:uuid/submissions.csv: settings.read
  exportSiteFormSubmissions: ['admin', 'owner'],
  // GET /v1/site/field-options: any of employers.read, employer_profile.read
  fieldOptions: ['admin', 'owner', 'manager', 'moderator', 'hr', 'recruiter'],
  // GET /v1/consultants/:id: consultants.read
  getConsultant: ['admin', 'owner', 'manager'],
  // GET /v1/employers/:id: employers.read
  getEmployer: ['admin', 'owner', 'manager', 'moderator'],
  // GET /v1/jobs/:uuid/detail: jobs.read
  getJob: ['admin', 'owner', 'manager', 'moderator', 'hr', 'recruiter'],
  // GET /v1/site/flagged-jobs/:uuid: flagged_jobs.read
  getJobFlags: ['admin', 'owner', 'manager', 'moderator'],
  // GET /v1/credit/purchases/:id: credits.read
  getPurchase: ['admin', 'owner', 'manager', 'hr', 'recruiter'],
  // GET /v1/seekers/:uuid: seekers.read
  getSeeker: ['admin', 'owner', 'manager'],
  // GET /v1/site/forms/:uuid: settings.read
  getSiteForm: ['admin', 'owner'],
  // GET /v1/site/forms/:uuid/submissions/:sid: settings.read
  getSiteFormSubmission: ['admin', 'owner'],
  // POST /v1/site/job-feedbacks/:uuid/entries/:id/hide: flagged_jobs.update
  hideJobFeedback: ['admin', 'owner', 'manager', 'moderator'],
  // POST /v1/impersonate/seekers/:uuid: all of impersonation.impersonate, seekers.read
  impersonateSeeker: ['admin', 'owner'],
  // POST /v1/impersonate/users/:id: impersonation.impersonate
  impersonateUser: ['admin', 'owner'],
  // POST /v1/accounts/users: account_users.create
  inviteAccountUser: ['admin', 'owner'],
  // POST /v1/employers/:employer/users: any of employers.update, employer_users.create
  inviteEmployerUser: ['admin', 'owner', 'manager', 'hr'],
  // GET /v1/jobs/:uuid/activity: jobs.read
  jobActivity: ['admin', 'owner', 'manager', 'moderator', 'hr', 'recruiter'],
  // GET /v1/jobs/:uuid/applications: applications.read
  jobApplications: ['admin', 'owner', 'manager', 'hr', 'recruiter'],
  // GET /v1/site/job-feedbacks/:uuid/average-rating: job_feedback.read
  jobAverageRating: ['admin', 'owner', 'manager'],
  // GET /v1/site/job-options: jobs.read
  jobOptions: ['admin', 'owner', 'manager', 'moderator', 'hr', 'recruiter'],
  // GET /v1/job-statuses: portal.access
  jobStatuses: ['admin', 'owner', 'manager', 'moderator', 'hr', 'recruiter', 'nobody'],
  // GET /v1/accounts/invitations: account_users.read
  listAccountInvitations: ['admin', 'owner'],
  // GET /v1/accounts/roles: any of roles.read, account_users.read
  listAccountRoles: ['admin', 'owner'],
  // GET /v1/accounts/users: account_users.read
  listAccountUsers: ['admin', 'owner'],
  // GET /v1/applications: applications.read
  listApplications: ['admin', 'owner', 'manager', 'hr', 'recruiter'],
  // GET /v1/accounts/hosts: accounts.update
  listBrandHosts: ['admin', 'owner'],
  // GET /v1/consultants: consultants.read
  listConsultants: ['admin', 'owner', 'manager'],
  // GET /v1/accounts/email-domains: identity_providers.update
  listEmailDomains: ['admin', 'owner'],
  // GET /v1/employers/:employer/invitations: any of employers.read, employer_users.read
  listEmployerInvitations: ['admin', 'owner', 'manager', 'moderator', 'hr', 'recruiter'],
  // GET /v1/employers: employers.read
  listEmployers: ['admin', 'owner', 'manager', 'moderator'],
  // GET /v1/employers/:employer/users: any of employers.read, employer_users.read
  listEmployerUsers: ['admin', 'owner', 'manager', 'moderator', 'hr', 'recruiter'],
  // GET /v1/site/flagged-jobs: flagged_jobs.read
  listFlaggedJobs: ['admin', 'owner', 'manager', 'moderator'],
  // GET /v1/accounts/identity-providers: identity_providers.update
  listIdentityProviders: ['admin', 'owner'],
  // GET /v1/site/job-feedbacks/:uuid: job_feedback.read
  listJobFeedback: ['admin', 'owner', 'manager'],
  // GET /v1/jobs: jobs.read
  listJobs: ['admin', 'owner', 'manager', 'moderator', 'hr', 'recruiter'],
  // GET /v1/credit/ledgers: credits.read
  listLedger: ['admin', 'owner', 'manager', 'hr', 'recruiter'],
  // GET /v1/employers/on-hold: employers.approve
  listOnHoldEmployers: ['admin', 'owner', 'manager', 'moderator'],
  // GET /v1/jobs/on-hold: jobs.approve
  listOnHoldJobs: ['admin', 'owner', 'manager', 'moderator'],
  // GET /v1/privacy/pending: privacy.read
  listPendingErasures: ['admin', 'owner'],
  // GET /v1/platform/accounts: accounts.update as platform staff
  listPlatformAccounts: ['admin'],
  // GET /v1/privacy/notices: privacy.read
  listPrivacyNotices: ['admin', 'owner'],
  // GET /v1/privacy/requests: privacy.read
  listPrivacyRequests: ['admin', 'owner'],
  // GET /v1/seekers/:uuid/exports: privacy.export
  listSeekerExports: ['admin', 'owner'],
  // GET /v1/seekers: seekers.read
  listSeekers: ['admin', 'owner', 'manager'],
  // GET /v1/site/forms/:uuid/deliveries: settings.read
  listSiteFormDeliveries: ['admin', 'owner'],
  // GET /v1/site/forms: settings.read
  listSiteForms: ['admin', 'owner'],
  // GET /v1/site/forms/:uuid/submissions: settings.read
  listSiteFormSubmissions: ['admin', 'owner'],
  // GET /v1/privacy/sites: privacy.read
  listSitePrivacy: ['admin', 'owner'],
  // GET /v1/sites: sites.read
  listSites: ['admin', 'owner'],
  // GET /v1/credit/wallets: credits.read as site staff (no employer selected)
  listWallets: ['admin', 'owner', 'manager'],
  // DELETE /auth/logout: portal.access
  logout: ['admin', 'owner', 'manager', 'moderator', 'hr', 'recruiter', 'nobody'],
  // POST /v1/notifications/read-all: portal.access
  markAllNotificationsRead: ['admin', 'owner', 'manager', 'moderator', 'hr', 'recruiter', 'nobody'],
  // PATCH /v1/notifications/:uuid: portal.access
  markNotification: ['admin', 'owner', 'manager', 'moderator', 'hr', 'recruiter', 'nobody'],
  // GET /auth/me: portal.access
  me: ['admin', 'owner', 'manager', 'moderator', 'hr', 'recruiter', 'nobody'],
  // GET /v1/invitations: portal.access
  myInvitations: ['admin', 'owner', 'manager', 'moderator', 'hr', 'recruiter', 'nobody'],
  // GET /v1/jobs/on-hold/next: jobs.approve
  nextOnHoldJob: ['admin', 'owner', 'manager', 'moderator'],
  // GET /v1/notifications/inbox: portal.access
  notificationInbox: ['admin', 'owner', 'manager', 'moderator', 'hr', 'recruiter', 'nobody'],
  // GET /v1/notifications/stream: portal.access
  notificationStream: ['admin', 'owner', 'manager', 'moderator', 'hr', 'recruiter', 'nobody'],
  // GET /v1/dashboard/onboarding: accounts.update
  onboardingChecklist: ['admin', 'owner'],
  // GET /v1/employer: employer_profile.read
  ownEmployer: ['admin', 'owner', 'manager', 'hr', 'recruiter'],
  // POST /v1/user-account/passkeys/options: portal.access
  passkeyOptions: ['admin', 'owner', 'manager', 'moderator', 'hr', 'recruiter', 'nobody'],
  // GET /v1/user-account/passkeys: portal.access
  passkeys: ['admin', 'owner', 'manager', 'moderator', 'hr', 'recruiter', 'nobody'],
  // GET /v1/platform/accounts/:id: accounts.update as platform staff
  platformAccount: ['admin'],
  // GET /v1/platform/accounts/:id/limits: accounts.update as platform staff
  platformAccountLimits: ['admin'],
  // POST /v1/credit/purchase/preview: credits.read
  previewPurchase: ['admin', 'owner', 'manager', 'hr', 'recruiter'],
  // GET /v1/privacy/exports/:request/file: privacy.export
  privacyExportFile: ['admin', 'owner'],
  // GET /v1/privacy/settings: privacy.read
  privacySettings: ['admin', 'owner'],
  // GET /v1/privacy/summary: privacy.read
  privacySummary: ['admin', 'owner'],
  // GET /v1/user-account/profile: portal.access
  profile: ['admin', 'owner', 'manager', 'moderator', 'hr', 'recruiter', 'nobody'],
  // POST /v1/jobs/:uuid/publish: jobs.update
  publishJob: ['admin', 'owner', 'manager', 'hr', 'recruiter'],
  // POST /v1/privacy/notices: privacy.update
  publishPrivacyNotice: ['admin', 'owner'],
  // POST /v1/site/forms/:uuid/publish: settings.update
  publishSiteForm: ['admin', 'owner'],
  // POST /v1/user-account/two-factor/recovery-codes: portal.access
  regenerateRecoveryCodes: ['admin', 'owner', 'manager', 'moderator', 'hr', 'recruiter', 'nobody'],
  // POST /v1/platform/accounts/:id/reinstate: accounts.update as platform staff
  reinstatePlatformAccount: ['admin'],
  // POST /v1/employers/reject: employers.approve
  rejectEmployers: ['admin', 'owner', 'manager', 'moderator'],
  // POST /v1/jobs/reject: jobs.approve
  rejectJobs: ['admin', 'owner', 'manager', 'moderator'],
  // POST /v1/jobs/relist: jobs.update
  relistJobs: ['admin', 'owner', 'manager', 'hr', 'recruiter'],
  // DELETE /v1/accounts/users/:user: account_users.delete
  removeAccountUser: ['admin', 'owner'],
  // DELETE /v1/user-account/avatar: portal.access
  removeAvatar: ['admin', 'owner', 'manager', 'moderator', 'hr', 'recruiter', 'nobody'],
  // DELETE /v1/accounts/hosts/:uuid: accounts.update
  removeBrandHost: ['admin', 'owner'],
  // DELETE /v1/accounts/email-domains/:uuid: identity_providers.update
  removeEmailDomain: ['admin', 'owner'],
  // DELETE /v1/employers/:employer/users/:user: any of employers.update, employer_users.delete
  removeEmployerUser: ['admin', 'owner', 'manager', 'hr'],
  // DELETE /v1/accounts/users/:user/grants/:grant: account_users.update
  removeGrant: ['admin', 'owner'],
  // POST /v1/user-account/passkeys/:uuid/remove: portal.access
  removePasskey: ['admin', 'owner', 'manager', 'moderator', 'hr', 'recruiter', 'nobody'],
  // PATCH /v1/user-account/passkeys/:uuid: portal.access
  renamePasskey: ['admin', 'owner', 'manager', 'moderator', 'hr', 'recruiter', 'nobody'],
  // POST /v1/platform/accounts/:id/reopen: accounts.update as platform staff
  reopenPlatformAccount: ['admin'],
  // POST /v1/privacy/notices/:version/reconsent: privacy.update
  requestPrivacyReconsent: ['admin', 'owner'],
  // POST /v1/seekers/:uuid/exports: privacy.export
  requestSeekerExport: ['admin', 'owner'],
  // POST /v1/accounts/invitations/:invitation/resend: account_users.create
  resendAccountInvitation: ['admin', 'owner'],
  // POST /v1/employers/:employer/invitations/:invitation/resend: any of employers.update, employer_users.create
  resendEmployerInvitation: ['admin', 'owner', 'manager', 'hr'],
  // POST /v1/site/forms/:uuid/deliveries/:id/resend: settings.update
  resendSiteFormDelivery: ['admin', 'owner'],
  // POST /v1/site/flagged-jobs/:uuid/resolve: flagged_jobs.update
  resolveJobFlags: ['admin', 'owner', 'manager', 'moderator'],
  // GET /v1/privacy/limits: privacy.update as platform staff
  retentionLimits: ['admin'],
  // POST /v1/site/forms/:uuid/webhook-secret/reveal: settings.update
  revealSiteFormWebhookSecret: ['admin', 'owner'],
  // DELETE /v1/accounts/invitations/:invitation: account_users.delete
  revokeAccountInvitation: ['admin', 'owner'],
  // DELETE /v1/employers/:employer/invitations/:invitation: any of employers.update, employer_users.delete
  revokeEmployerInvitation: ['admin', 'owner', 'manager', 'hr'],
  // POST /v1/site/forms/:uuid/webhook-secret/rotate: settings.update
  rotateSiteFormWebhookSecret: ['admin', 'owner'],
  // PUT /v1/accounts/security: accounts.update
  saveAccountSecurity: ['admin', 'owner'],
  // PUT /v1/accounts/brand: accounts.update
  saveBrand: ['admin', 'owner'],
  // PUT /v1/credit/discount-tiers: credits.update as site staff (no employer selected)
  saveDiscountTiers: ['admin', 'owner', 'manager'],
  // PUT /v1/platform/accounts/:id/limits: accounts.update as platform staff
  savePlatformAccountLimits: ['admin'],
  // PUT /v1/privacy/settings: privacy.update
  savePrivacySettings: ['admin', 'owner'],
  // PUT /v1/privacy/limits: privacy.update as platform staff
  saveRetentionLimits: ['admin'],
  // PUT /v1/user-account/shortcut-tiles: portal.access
  saveShortcutTiles: ['admin', 'owner', 'manager', 'moderator', 'hr', 'recruiter', 'nobody'],
  // PUT /v1/site/forms/:uuid: settings.update
  saveSiteForm: ['admin', 'owner'],
  // PUT /v1/privacy/sites/:id: privacy.update
  saveSitePrivacy: ['admin', 'owner'],
  // PUT /v1/site/settings: settings.update
  saveSiteSettings: ['admin', 'owner'],
  // GET /v1/seekers/:uuid/activity: seekers.read
  seekerActivity: ['admin', 'owner', 'manager'],
  // GET /v1/seekers/:uuid/job-applications: seekers.read
  seekerApplications: ['admin', 'owner', 'manager'],
  // GET /v1/seekers/:uuid/erasure: privacy.delete
  seekerErasurePreview: ['admin', 'owner'],
  // GET /v1/seekers/:uuid/resume: seekers.read
  seekerResume: ['admin', 'owner', 'manager'],
  // GET /v1/seekers/sort-options: seekers.read
  seekerSortOptions: ['admin', 'owner', 'manager'],
  // PATCH /v1/applications/:uuid/enabled: applications.update
  setApplicationEnabled: ['admin', 'owner', 'manager', 'hr', 'recruiter'],
  // POST /v1/applications/stage: applications.update
  setApplicationsStage: ['admin', 'owner', 'manager', 'hr', 'recruiter'],
  // POST /v1/applications/status: applications.update
  setApplicationsStatus: ['admin', 'owner', 'manager', 'hr', 'recruiter'],
  // PUT /v1/applications/:uuid/tags: applications.update
  setApplicationTags: ['admin', 'owner', 'manager', 'hr', 'recruiter'],
  // PATCH /v1/consultants/:id/status: consultants.update
  setConsultantStatus: ['admin', 'owner', 'manager'],
  // POST /v1/employers/status: employers.update
  setEmployersStatus: ['admin', 'owner', 'manager'],
  // PUT /v1/jobs/:uuid/tags: jobs.update
  setJobTags: ['admin', 'owner', 'manager', 'hr', 'recruiter'],
  // PATCH /v1/seekers/:uuid/status: seekers.update
  setSeekerStatus: ['admin', 'owner', 'manager'],
  // PUT /v1/seekers/:uuid/tags: seekers.update
  setSeekerTags: ['admin', 'owner', 'manager'],
  // GET /v1/user-account/shortcut-tiles: portal.access
  shortcutTiles: ['admin', 'owner', 'manager', 'moderator', 'hr', 'recruiter', 'nobody'],
  // GET /v1/site/dashboard: dashboard.read
  siteDashboard: ['admin', 'owner', 'manager', 'moderator'],
  // GET /v1/site/forms/:uuid/submissions/:sid/files/:key: settings.read
  siteFormSubmissionFile: ['admin', 'owner'],
  // GET /v1/site/settings: settings.read
  siteSettings: ['admin', 'owner'],
  // POST /v1/user-account/two-factor/setup: portal.access
  startTwoFactor: ['admin', 'owner', 'manager', 'moderator', 'hr', 'recruiter', 'nobody'],
  // DELETE /v1/impersonate: portal.access
  stopImpersonation: ['admin', 'owner', 'manager', 'moderator', 'hr', 'recruiter', 'nobody'],
  // POST /v1/platform/accounts/:id/suspend: accounts.update as platform staff
  suspendPlatformAccount: ['admin'],
  // POST /v1/applications/tag: applications.update
  tagApplications: ['admin', 'owner', 'manager', 'hr', 'recruiter'],
  // POST /v1/jobs/tag: jobs.update
  tagJobs: ['admin', 'owner', 'manager', 'hr', 'recruiter'],
  // POST /v1/seekers/tag: seekers.update
  tagSeekers: ['admin', 'owner', 'manager'],
  // POST /v1/accounts/identity-providers/:uuid/test: identity_providers.update
  testIdentityProvider: ['admin', 'owner'],
  // GET /v1/user-account/two-factor: portal.access
  twoFactorStatus: ['admin', 'owner', 'manager', 'moderator', 'hr', 'recruiter', 'nobody'],
  // POST /v1/applications/status/undo: applications.update
  undoApplicationsStatus: ['admin', 'owner', 'manager', 'hr', 'recruiter'],
  // POST /v1/site/flagged-jobs/undo: flagged_jobs.update
  undoDismissJobFlags: ['admin', 'owner', 'manager', 'moderator'],
  // POST /v1/site/job-feedbacks/:uuid/entries/:id/unhide: flagged_jobs.update
  unhideJobFeedback: ['admin', 'owner', 'manager', 'moderator'],
  // POST /v1/jobs/unlist: jobs.update
  unlistJobs: ['admin', 'owner', 'manager', 'hr', 'recruiter'],
  // GET /v1/notifications/unread-count: portal.access
  unreadCount: ['admin', 'owner', 'manager', 'moderator', 'hr', 'recruiter', 'nobody'],
  // PUT /v1/accounts/roles/:role: roles.update
  updateAccountRole: ['admin', 'owner'],
  // PUT /v1/accounts/users/:user: account_users.update
  updateAccountUser: ['admin', 'owner'],
  // PUT /v1/consultants/:id: consultants.update
  updateConsultant: ['admin', 'owner', 'manager'],
  // PUT /v1/employers/:id: employers.update
  updateEmployer: ['admin', 'owner', 'manager'],
  // PUT /v1/employers/:employer/users/:user: any of employers.update, employer_users.update
  updateEmployerUser: ['admin', 'owner', 'manager', 'hr'],
  // PUT /v1/accounts/identity-providers/:uuid: identity_providers.update
  updateIdentityProvider: ['admin', 'owner'],
  // PUT /v1/jobs/:uuid: jobs.update
  updateJob: ['admin', 'owner', 'manager', 'hr', 'recruiter'],
  // PUT /v1/employer: employer_profile.update
  updateOwnEmployer: ['admin', 'owner', 'manager', 'hr'],
  // PUT /v1/platform/accounts/:id: accounts.update as platform staff
  updatePlatformAccount: ['admin'],
  // PUT /v1/user-account/profile: portal.access
  updateProfile: ['admin', 'owner', 'manager', 'moderator', 'hr', 'recruiter', 'nobody'],
  // PUT /v1/sites/:id: sites.update at the site :id
  updateSite: ['admin', 'owner'],
  // POST /v1/user-account/avatar: portal.access
  uploadAvatar: ['admin', 'owner', 'manager', 'moderator', 'hr', 'recruiter', 'nobody'],
  // POST /v1/forms/upload-file: any of employers.create, employers.update, employer_profile.update, jobs.create, jobs.update, consultants.create, consultants.update, accounts.update
  uploadFormFile: ['admin', 'owner', 'manager', 'hr', 'recruiter'],
  // POST /v1/seekers/:uuid/resume: seekers.update
  uploadSeekerResume: ['admin', 'owner', 'manager'],
  // DELETE /v1/jobs/:uuid/pending-edit: jobs.update
  withdrawJobEdit: ['admin', 'owner', 'manager', 'hr', 'recruiter'],
};
