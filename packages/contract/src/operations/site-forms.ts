import type { SchemasOf } from './define.js';

/** The site's forms (staff) and the hosted form page (public). */
export const siteFormRoutes = {
  listSiteForms: 'GET /v1/site/forms',
  createSiteForm: 'POST /v1/site/forms',
  getSiteForm: 'GET /v1/site/forms/:uuid',
  saveSiteForm: 'PUT /v1/site/forms/:uuid',
  publishSiteForm: 'POST /v1/site/forms/:uuid/publish',
  disableSiteForm: 'POST /v1/site/forms/:uuid/disable',
  deleteSiteForm: 'DELETE /v1/site/forms/:uuid',
  listSiteFormSubmissions: 'GET /v1/site/forms/:uuid/submissions',
  exportSiteFormSubmissions: 'GET /v1/site/forms/:uuid/submissions.csv',
  getSiteFormSubmission: 'GET /v1/site/forms/:uuid/submissions/:sid',
  deleteSiteFormSubmission: 'DELETE /v1/site/forms/:uuid/submissions/:sid',
  siteFormSubmissionFile: 'GET /v1/site/forms/:uuid/submissions/:sid/files/:key',
  listSiteFormDeliveries: 'GET /v1/site/forms/:uuid/deliveries',
  resendSiteFormDelivery: 'POST /v1/site/forms/:uuid/deliveries/:id/resend',
  revealSiteFormWebhookSecret: 'POST /v1/site/forms/:uuid/webhook-secret/reveal',
  rotateSiteFormWebhookSecret: 'POST /v1/site/forms/:uuid/webhook-secret/rotate',
  publicSiteForm: 'GET /public/forms/:uuid',
  submitSiteForm: 'POST /public/forms/:uuid/submissions',
} as const;

export const siteFormSchemas = {
  listSiteForms: { query: 'SiteFormListQuery', response: 'SiteFormListResponse' },
  createSiteForm: { body: 'SiteFormBody', response: 'SiteFormResponse' },
  getSiteForm: { params: 'SiteFormUuidParam', response: 'SiteFormResponse' },
  saveSiteForm: { params: 'SiteFormUuidParam', body: 'SiteFormBody', response: 'SiteFormResponse' },
  publishSiteForm: { params: 'SiteFormUuidParam', response: 'SiteFormResponse' },
  disableSiteForm: { params: 'SiteFormUuidParam', response: 'SiteFormResponse' },
  deleteSiteForm: { params: 'SiteFormUuidParam' },
  listSiteFormSubmissions: {
    params: 'SiteFormUuidParam',
    query: 'SiteFormSubmissionListQuery',
    response: 'SiteFormSubmissionListResponse',
  },
  exportSiteFormSubmissions: { params: 'SiteFormUuidParam', query: 'SiteFormSubmissionListQuery', kind: 'file' },
  getSiteFormSubmission: { params: 'SiteFormSubmissionParam', response: 'SiteFormSubmissionResponse' },
  deleteSiteFormSubmission: { params: 'SiteFormSubmissionParam' },
  siteFormSubmissionFile: { params: 'SiteFormSubmissionFileParam', kind: 'file' },
  listSiteFormDeliveries: {
    params: 'SiteFormUuidParam',
    query: 'WebhookDeliveriesQuery',
    response: 'WebhookDeliveryListResponse',
  },
  resendSiteFormDelivery: { params: 'WebhookDeliveryParam' },
  revealSiteFormWebhookSecret: { params: 'SiteFormUuidParam', response: 'WebhookSecretResponse' },
  rotateSiteFormWebhookSecret: { params: 'SiteFormUuidParam', response: 'WebhookSecretResponse' },
  publicSiteForm: { params: 'SiteFormUuidParam', query: 'PublicSiteFormQuery', response: 'PublicSiteFormResponse' },
  // JSON `SiteFormSubmissionBody`, or multipart with it in `data` and files by field key: parsed by the route.
  submitSiteForm: { params: 'SiteFormUuidParam', response: 'SiteFormSubmittedResponse', kind: 'multipart' },
} as const satisfies SchemasOf<typeof siteFormRoutes>;
