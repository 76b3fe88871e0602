import type { SchemasOf } from './define.js';

/** One candidate's erasure and data exports, and the site's privacy notice (issue 23). */
export const candidatePrivacyRoutes = {
  seekerErasurePreview: 'GET /v1/seekers/:uuid/erasure',
  eraseSeeker: 'POST /v1/seekers/:uuid/erasure',
  listSeekerExports: 'GET /v1/seekers/:uuid/exports',
  requestSeekerExport: 'POST /v1/seekers/:uuid/exports',
  privacyExportFile: 'GET /v1/privacy/exports/:request/file',
  listPrivacyNotices: 'GET /v1/privacy/notices',
  publishPrivacyNotice: 'POST /v1/privacy/notices',
  requestPrivacyReconsent: 'POST /v1/privacy/notices/:version/reconsent',
} as const;

export const candidatePrivacySchemas = {
  seekerErasurePreview: { params: 'SeekerIdParam', response: 'ErasurePreviewResponse' },
  eraseSeeker: { params: 'SeekerIdParam', body: 'EraseSeekerBodySchema', response: 'ErasureResultResponse' },
  listSeekerExports: { params: 'SeekerIdParam', response: 'SeekerExportsSchema' },
  requestSeekerExport: { params: 'SeekerIdParam', response: 'PrivacyExportResponse' },
  privacyExportFile: { params: 'PrivacyExportParam', kind: 'file' },
  listPrivacyNotices: { response: 'PrivacyNoticesSchema' },
  publishPrivacyNotice: { body: 'PublishPrivacyNoticeBodySchema', response: 'PrivacyNoticeResponse' },
  requestPrivacyReconsent: { params: 'PrivacyNoticeVersionParam', response: 'ReconsentResultSchema' },
} as const satisfies SchemasOf<typeof candidatePrivacyRoutes>;
