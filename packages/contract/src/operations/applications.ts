import type { SchemasOf } from './define.js';

/** Applications: lists, board, detail tabs and changes. */
export const applicationRoutes = {
  applicationStages: 'GET /v1/site/application-stages',
  listApplications: 'GET /v1/applications',
  jobApplications: 'GET /v1/jobs/:uuid/applications',
  seekerApplications: 'GET /v1/seekers/:uuid/job-applications',
  applicationBoard: 'GET /v1/applications/board',
  exportApplications: 'GET /v1/applications/export.csv',
  setApplicationsStatus: 'POST /v1/applications/status',
  undoApplicationsStatus: 'POST /v1/applications/status/undo',
  setApplicationsStage: 'POST /v1/applications/stage',
  tagApplications: 'POST /v1/applications/tag',
  applicationOverview: 'GET /v1/applications/:uuid/overview',
  applicationCandidate: 'GET /v1/applications/:uuid/candidate',
  applicationDocuments: 'GET /v1/applications/:uuid/documents',
  applicationResume: 'GET /v1/applications/:uuid/documents/resume',
  applicationHistory: 'GET /v1/applications/:uuid/history',
  applicationFeedback: 'GET /v1/applications/:uuid/seeker-application-feedback',
  addApplicationFeedback: 'POST /v1/applications/:uuid/seeker-application-feedback',
  setApplicationEnabled: 'PATCH /v1/applications/:uuid/enabled',
  setApplicationTags: 'PUT /v1/applications/:uuid/tags',
} as const;

export const applicationSchemas = {
  applicationStages: { response: 'ApplicationStagesResponse' },
  listApplications: { query: 'ApplicationListQuery', response: 'ApplicationListResponse' },
  jobApplications: { params: 'JobIdParam', query: 'JobApplicationsQuery', response: 'ApplicationListResponse' },
  seekerApplications: { params: 'SeekerIdParam', query: 'ApplicationListQuery', response: 'ApplicationListResponse' },
  applicationBoard: { query: 'ApplicationBoardQuery', response: 'ApplicationBoardResponse' },
  exportApplications: { query: 'ApplicationExportQuery', kind: 'file' },
  setApplicationsStatus: { body: 'ChangeApplicationStatusBody', response: 'StatusChangeResponse' },
  undoApplicationsStatus: { body: 'UndoBody', response: 'UndoStatusChangeResponse' },
  setApplicationsStage: { body: 'ChangeApplicationStageBody', response: 'BulkApplicationResponse' },
  tagApplications: { body: 'BulkTagApplicationsBody', response: 'BulkApplicationResponse' },
  applicationOverview: { params: 'ApplicationIdParam', response: 'ApplicationOverviewResponse' },
  applicationCandidate: { params: 'ApplicationIdParam', response: 'ApplicationCandidateResponse' },
  applicationDocuments: { params: 'ApplicationIdParam', response: 'ApplicationDocumentsResponse' },
  applicationResume: { params: 'ApplicationIdParam', kind: 'file' },
  applicationHistory: { params: 'ApplicationIdParam', response: 'ApplicationHistoryResponse' },
  applicationFeedback: { params: 'ApplicationIdParam', response: 'ApplicationFeedbackListResponse' },
  addApplicationFeedback: {
    params: 'ApplicationIdParam',
    body: 'ApplicationFeedbackBody',
    response: 'ApplicationFeedbackResponse',
  },
  setApplicationEnabled: {
    params: 'ApplicationIdParam',
    body: 'ApplicationEnabledBody',
    response: 'ApplicationResponse',
  },
  setApplicationTags: { params: 'ApplicationIdParam', body: 'ApplicationTagsBody', response: 'ApplicationResponse' },
} as const satisfies SchemasOf<typeof applicationRoutes>;
