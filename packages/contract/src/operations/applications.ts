import { defineOperations } from './define.js';

const application = { params: 'ApplicationIdParam' } as const;
const bulk = { method: 'POST', response: 'BulkApplicationResponse' } as const;

export const applicationOperations = defineOperations({
  applicationStages: { method: 'GET', path: '/v1/site/application-stages', response: 'ApplicationStagesResponse' },
  listApplications: {
    method: 'GET',
    path: '/v1/applications',
    query: 'ApplicationListQuery',
    response: 'ApplicationListResponse',
  },
  jobApplications: {
    method: 'GET',
    path: '/v1/jobs/:uuid/applications',
    params: 'JobIdParam',
    query: 'JobApplicationsQuery',
    response: 'ApplicationListResponse',
  },
  seekerApplications: {
    method: 'GET',
    path: '/v1/seekers/:uuid/job-applications',
    params: 'SeekerIdParam',
    query: 'ApplicationListQuery',
    response: 'ApplicationListResponse',
  },
  applicationBoard: {
    method: 'GET',
    path: '/v1/applications/board',
    query: 'ApplicationBoardQuery',
    response: 'ApplicationBoardResponse',
  },
  exportApplications: {
    method: 'GET',
    path: '/v1/applications/export.csv',
    query: 'ApplicationExportQuery',
    kind: 'file',
  },
  setApplicationsStatus: { ...bulk, path: '/v1/applications/status', body: 'ChangeApplicationStatusBody' },
  setApplicationsStage: { ...bulk, path: '/v1/applications/stage', body: 'ChangeApplicationStageBody' },
  tagApplications: { ...bulk, path: '/v1/applications/tag', body: 'BulkTagApplicationsBody' },
  applicationOverview: {
    method: 'GET',
    path: '/v1/applications/:uuid/overview',
    ...application,
    response: 'ApplicationOverviewResponse',
  },
  applicationCandidate: {
    method: 'GET',
    path: '/v1/applications/:uuid/candidate',
    ...application,
    response: 'ApplicationCandidateResponse',
  },
  applicationDocuments: {
    method: 'GET',
    path: '/v1/applications/:uuid/documents',
    ...application,
    response: 'ApplicationDocumentsResponse',
  },
  applicationResume: { method: 'GET', path: '/v1/applications/:uuid/documents/resume', ...application, kind: 'file' },
  applicationHistory: {
    method: 'GET',
    path: '/v1/applications/:uuid/history',
    ...application,
    response: 'ApplicationHistoryResponse',
  },
  applicationFeedback: {
    method: 'GET',
    path: '/v1/applications/:uuid/seeker-application-feedback',
    ...application,
    response: 'ApplicationFeedbackListResponse',
  },
  addApplicationFeedback: {
    method: 'POST',
    path: '/v1/applications/:uuid/seeker-application-feedback',
    ...application,
    body: 'ApplicationFeedbackBody',
    response: 'ApplicationFeedbackResponse',
  },
  setApplicationEnabled: {
    method: 'PATCH',
    path: '/v1/applications/:uuid/enabled',
    ...application,
    body: 'ApplicationEnabledBody',
    response: 'ApplicationResponse',
  },
  setApplicationTags: {
    method: 'PUT',
    path: '/v1/applications/:uuid/tags',
    ...application,
    body: 'ApplicationTagsBody',
    response: 'ApplicationResponse',
  },
});
