import { defineOperations } from './define.js';

const consultant = { params: 'ConsultantIdParam' } as const;
const seeker = { params: 'SeekerIdParam' } as const;

/** The site's consultants and candidates. */
export const peopleOperations = defineOperations({
  listConsultants: {
    method: 'GET',
    path: '/v1/consultants',
    query: 'ConsultantListQuery',
    response: 'ConsultantListResponse',
  },
  createConsultant: {
    method: 'POST',
    path: '/v1/consultants',
    body: 'SaveConsultantBody',
    response: 'ConsultantResponse',
  },
  getConsultant: { method: 'GET', path: '/v1/consultants/:id', ...consultant, response: 'ConsultantResponse' },
  updateConsultant: {
    method: 'PUT',
    path: '/v1/consultants/:id',
    ...consultant,
    body: 'SaveConsultantBody',
    response: 'ConsultantResponse',
  },
  setConsultantStatus: {
    method: 'PATCH',
    path: '/v1/consultants/:id/status',
    ...consultant,
    body: 'ConsultantStatusBody',
    response: 'ConsultantResponse',
  },
  consultantJobs: {
    method: 'GET',
    path: '/v1/consultants/:id/jobs',
    ...consultant,
    query: 'ConsultantJobsQuery',
    response: 'ConsultantJobsResponse',
  },
  consultantActivity: {
    method: 'GET',
    path: '/v1/consultants/:id/activity',
    ...consultant,
    query: 'ActivityQuery',
    response: 'ActivityListResponse',
  },

  listSeekers: { method: 'GET', path: '/v1/seekers', query: 'SeekerListQuery', response: 'SeekerListResponse' },
  seekerSortOptions: { method: 'GET', path: '/v1/seekers/sort-options', response: 'SeekerSortOptionsResponse' },
  exportSeekers: { method: 'GET', path: '/v1/seekers/export.csv', query: 'SeekerExportQuery', kind: 'file' },
  tagSeekers: { method: 'POST', path: '/v1/seekers/tag', body: 'BulkTagSeekersBody', response: 'BulkSeekerResponse' },
  getSeeker: { method: 'GET', path: '/v1/seekers/:uuid', ...seeker, response: 'SeekerResponse' },
  setSeekerTags: {
    method: 'PUT',
    path: '/v1/seekers/:uuid/tags',
    ...seeker,
    body: 'SeekerTagsBody',
    response: 'SeekerResponse',
  },
  setSeekerStatus: {
    method: 'PATCH',
    path: '/v1/seekers/:uuid/status',
    ...seeker,
    body: 'SeekerStatusBody',
    response: 'SeekerResponse',
  },
  emailSeeker: {
    method: 'POST',
    path: '/v1/seekers/:uuid/email',
    ...seeker,
    body: 'SeekerEmailBody',
    response: 'MessageResponse',
  },
  seekerActivity: {
    method: 'GET',
    path: '/v1/seekers/:uuid/activity',
    ...seeker,
    query: 'ActivityQuery',
    response: 'ActivityListResponse',
  },
  seekerResume: { method: 'GET', path: '/v1/seekers/:uuid/resume', ...seeker, kind: 'file' },
  uploadSeekerResume: {
    method: 'POST',
    path: '/v1/seekers/:uuid/resume',
    ...seeker,
    kind: 'multipart',
    response: 'SeekerResponse',
  },
});
