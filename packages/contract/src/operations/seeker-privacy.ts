import { defineOperations } from './define.js';

/** One seeker's erasure and data exports, and the site's privacy notice (issue 23). */
export const seekerPrivacyRoutes = {
  seekerErasurePreview: 'GET /v1/seekers/:uuid/erasure',
  eraseSeeker: 'POST /v1/seekers/:uuid/erasure',
  listPrivacyNotices: 'GET /v1/privacy/notices',
  publishPrivacyNotice: 'POST /v1/privacy/notices',
  requestPrivacyReconsent: 'POST /v1/privacy/notices/:version/reconsent',
  requestSeekerExport: 'POST /v1/seekers/:uuid/exports',
  listSeekerExports: 'GET /v1/seekers/:uuid/exports',
  privacyExportFile: 'GET /v1/privacy/exports/:request/file',
} as const;

export const seekerPrivacyOperations = /* @__PURE__ */ defineOperations(seekerPrivacyRoutes, {
  seekerErasurePreview: {
    access: { action: 'delete', subject: 'privacy' },
    params: 'SeekerIdParam',
    response: 'ErasurePreviewResponse',
    tags: ['privacy'],
    summary: 'What erasing a candidate would remove',
    description: 'Counts of what goes, and the mode (`anonymise`, or `delete` when the account chose hard delete).',
  },
  eraseSeeker: {
    access: { action: 'delete', subject: 'privacy' },
    params: 'SeekerIdParam',
    body: 'EraseSeekerBodySchema',
    response: 'ErasureResultResponse',
    tags: ['privacy'],
    summary: 'Erase a candidate',
    description:
      'Removes the candidate’s personal data everywhere (anonymised, or deleted with the account’s hard delete), deletes their files and adds the address to the suppression list. The reason is kept in the audit log. Cannot be undone.',
  },
  listPrivacyNotices: {
    access: { action: 'read', subject: 'privacy' },
    response: 'PrivacyNoticesSchema',
    tags: ['privacy'],
    summary: 'Every version of the selected site’s privacy notice, newest first',
  },
  publishPrivacyNotice: {
    access: { action: 'update', subject: 'privacy' },
    body: 'PublishPrivacyNoticeBodySchema',
    response: 'PrivacyNoticeResponse',
    status: 201,
    tags: ['privacy'],
    summary: 'Publish the next version of the selected site’s privacy notice (en, fr and ar)',
    description:
      'Versions are never edited: each consent names the version it was given to. Public forms show the latest version from now on.',
  },
  requestPrivacyReconsent: {
    access: { action: 'update', subject: 'privacy' },
    params: 'PrivacyNoticeVersionParam',
    response: 'ReconsentResultSchema',
    tags: ['privacy'],
    summary: 'Ask the site’s candidates without consent to this (current) version to accept it',
    description:
      'Mails every enabled candidate whose latest consent is to an older version, or who has none, a link to accept it (valid 30 days, single use). An unknown version is 404; one that is no longer current 409 `conflict`; a second round for the same version within 24 hours 409 `reconsent_already_sent`.',
  },
  requestSeekerExport: {
    access: { action: 'export', subject: 'privacy' },
    params: 'SeekerIdParam',
    response: 'PrivacyExportResponse',
    status: 202,
    tags: ['privacy'],
    summary: 'Start an export of the candidate’s data (ZIP, built in the background)',
    description:
      '202 with the pending request; it turns `done` when the ZIP is ready, downloadable for 24 hours. Another site’s candidate → 404.',
  },
  listSeekerExports: {
    access: { action: 'export', subject: 'privacy' },
    params: 'SeekerIdParam',
    response: 'SeekerExportsSchema',
    tags: ['privacy'],
    summary: 'The candidate’s exports, newest first',
  },
  privacyExportFile: {
    access: { action: 'export', subject: 'privacy' },
    params: 'PrivacyExportParam',
    produces: ['application/zip'],
    tags: ['privacy'],
    summary: 'Download a finished export (ZIP attachment)',
    description:
      'Audited. 409 `export_not_ready` while it is built; 410 `export_expired` once its file was deleted; another site’s export → 404.',
  },
});
