import type { SchemasOf } from './define.js';

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

export const privacyAdminSchemas = {
  privacySettings: { response: 'PrivacySettingsResponse' },
  savePrivacySettings: { body: 'SavePrivacySettingsBodySchema', response: 'PrivacySettingsResponse' },
  listSitePrivacy: { response: 'SitePrivacyListResponse' },
  saveSitePrivacy: { params: 'IdParam', body: 'SaveSitePrivacyBodySchema', response: 'SitePrivacyResponse' },
  retentionLimits: { response: 'RetentionLimitsResponse' },
  saveRetentionLimits: { body: 'SaveRetentionLimitsBodySchema', response: 'RetentionLimitsResponse' },
  listPendingErasures: { query: 'PendingErasureQuery', response: 'PendingErasureListResponse' },
  listPrivacyRequests: { query: 'PrivacyRequestListQuery', response: 'PrivacyRequestListResponse' },
  privacySummary: { response: 'PrivacySummaryResponse' },
  exportPrivacyRecord: { kind: 'file' },
} as const satisfies SchemasOf<typeof privacyAdminRoutes>;
