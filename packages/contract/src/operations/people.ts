import type { SchemasOf } from './define.js';

/** The site’s consultants and candidates. */
export const peopleRoutes = {
  listConsultants: 'GET /v1/consultants',
  createConsultant: 'POST /v1/consultants',
  getConsultant: 'GET /v1/consultants/:id',
  updateConsultant: 'PUT /v1/consultants/:id',
  setConsultantStatus: 'PATCH /v1/consultants/:id/status',
  consultantJobs: 'GET /v1/consultants/:id/jobs',
  consultantActivity: 'GET /v1/consultants/:id/activity',
  listSeekers: 'GET /v1/seekers',
  seekerSortOptions: 'GET /v1/seekers/sort-options',
  exportSeekers: 'GET /v1/seekers/export.csv',
  tagSeekers: 'POST /v1/seekers/tag',
  getSeeker: 'GET /v1/seekers/:uuid',
  setSeekerTags: 'PUT /v1/seekers/:uuid/tags',
  setSeekerStatus: 'PATCH /v1/seekers/:uuid/status',
  emailSeeker: 'POST /v1/seekers/:uuid/email',
  seekerActivity: 'GET /v1/seekers/:uuid/activity',
  seekerResume: 'GET /v1/seekers/:uuid/resume',
  uploadSeekerResume: 'POST /v1/seekers/:uuid/resume',
} as const;

export const peopleSchemas = {
  listConsultants: { query: 'ConsultantListQuery', response: 'ConsultantListResponse' },
  createConsultant: { body: 'SaveConsultantBody', response: 'ConsultantResponse' },
  getConsultant: { params: 'ConsultantIdParam', response: 'ConsultantResponse' },
  updateConsultant: { params: 'ConsultantIdParam', body: 'SaveConsultantBody', response: 'ConsultantResponse' },
  setConsultantStatus: { params: 'ConsultantIdParam', body: 'ConsultantStatusBody', response: 'ConsultantResponse' },
  consultantJobs: { params: 'ConsultantIdParam', query: 'ConsultantJobsQuery', response: 'ConsultantJobsResponse' },
  consultantActivity: { params: 'ConsultantIdParam', query: 'ActivityQuery', response: 'ActivityListResponse' },
  listSeekers: { query: 'SeekerListQuery', response: 'SeekerListResponse' },
  seekerSortOptions: { response: 'SeekerSortOptionsResponse' },
  exportSeekers: { query: 'SeekerExportQuery', kind: 'file' },
  tagSeekers: { body: 'BulkTagSeekersBody', response: 'BulkSeekerResponse' },
  getSeeker: { params: 'SeekerIdParam', response: 'SeekerResponse' },
  setSeekerTags: { params: 'SeekerIdParam', body: 'SeekerTagsBody', response: 'SeekerResponse' },
  setSeekerStatus: { params: 'SeekerIdParam', body: 'SeekerStatusBody', response: 'SeekerResponse' },
  emailSeeker: { params: 'SeekerIdParam', body: 'SeekerEmailBody', response: 'MessageResponse' },
  seekerActivity: { params: 'SeekerIdParam', query: 'ActivityQuery', response: 'ActivityListResponse' },
  seekerResume: { params: 'SeekerIdParam', kind: 'file' },
  uploadSeekerResume: { params: 'SeekerIdParam', response: 'SeekerResponse', kind: 'multipart' },
} as const satisfies SchemasOf<typeof peopleRoutes>;
