import { defineOperations } from './define.js';

/** The account's privacy rules, platform limits, pending erasures, history and record of processing. */
export const privacyAdminRoutes = {
  privacySettings: 'GET /v1/privacy/settings',
  savePrivacySettings: 'PUT /v1/privacy/settings',
  listSitePrivacy: 'GET /v1/privacy/sites',
  saveSitePrivacy: 'PUT /v1/privacy/sites/:id',
  retentionLimits: 'GET /v1/privacy/limits',
  saveRetentionLimits: 'PUT /v1/privacy/limits',
  listPendingErasures: 'GET /v1/privacy/pending',
  listPrivacyRequests: 'GET /v1/privacy/requests',
  privacySummary: 'GET /v1/privacy/summary',
  exportPrivacyRecord: 'GET /v1/privacy/record.csv',
} as const;

export const privacyAdminOperations = /* @__PURE__ */ defineOperations(privacyAdminRoutes, {
  privacySettings: {
    access: { action: 'read', subject: 'privacy' },
    response: 'PrivacySettingsResponse',
    tags: ['privacy'],
    summary: 'The account’s retention rule, with the platform’s bounds',
    description: 'An account that never saved a rule gets the defaults: rule off, 24 months, 14 days of grace.',
  },
  savePrivacySettings: {
    access: { action: 'update', subject: 'privacy' },
    body: 'PrivacySettingsSchema',
    response: 'PrivacySettingsResponse',
    tags: ['privacy'],
    summary: 'Save the account’s retention rule',
    description:
      '`retention_months` must lie within the platform’s bounds (422 `retention_months_bounds` on the field, naming them). Audited `privacy.settings_updated` with the fields changed.',
  },
  listSitePrivacy: {
    access: { action: 'read', subject: 'privacy' },
    response: 'SitePrivacyListResponse',
    tags: ['privacy'],
    summary: 'Each site of the account with its own retention period (null: the account’s)',
  },
  saveSitePrivacy: {
    access: { action: 'update', subject: 'privacy' },
    params: 'IdParam',
    body: 'SaveSitePrivacyBodySchema',
    response: 'SitePrivacyResponse',
    tags: ['privacy'],
    summary: 'Set a site’s own retention period, or null for the account’s',
    description:
      'Needs the account to allow site periods (409 `site_retention_not_allowed`; clearing one is always allowed). Bounds as for the account. Another account’s site: 404.',
  },
  retentionLimits: {
    access: { action: 'update', subject: 'privacy', platform: true },
    response: 'RetentionLimitsResponse',
    tags: ['privacy'],
    summary: 'The platform’s bounds on every account’s retention period (platform staff)',
  },
  saveRetentionLimits: {
    access: { action: 'update', subject: 'privacy', platform: true },
    body: 'SaveRetentionLimitsBodySchema',
    response: 'RetentionLimitsResponse',
    tags: ['privacy'],
    summary: 'Set the platform’s bounds (platform staff)',
    description:
      'Accounts whose saved period falls outside the new bounds keep it; the retention sweep clamps it into them. Audited `privacy.limits_updated`.',
  },
  listPendingErasures: {
    access: { action: 'read', subject: 'privacy' },
    query: 'PendingErasureQuery',
    response: 'PendingErasureListResponse',
    tags: ['privacy'],
    summary: 'Candidates marked for erasure by the retention sweep, soonest due first',
  },
  listPrivacyRequests: {
    access: { action: 'read', subject: 'privacy' },
    query: 'PrivacyRequestListQuery',
    response: 'PrivacyRequestListResponse',
    tags: ['privacy'],
    summary: 'The account’s erasures and exports, newest first',
    description: '`seeker_name` is read live and is null once the candidate is erased.',
  },
  privacySummary: {
    access: { action: 'read', subject: 'privacy' },
    response: 'PrivacySummaryResponse',
    tags: ['privacy'],
    summary: 'Pending erasures, erasures and exports in 30 days, the suppression list’s size, the rule',
  },
  exportPrivacyRecord: {
    access: { action: 'read', subject: 'privacy' },
    produces: ['text/csv'],
    tags: ['privacy'],
    summary: 'The record of processing activities (GDPR Art. 30) as CSV',
    description:
      'One row per processing activity per site, from the account’s rule, sites, employers and notices; headers and texts in the language of Accept-Language. Audited `privacy.record_exported`.',
  },
});
