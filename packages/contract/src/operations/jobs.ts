import { defineOperations } from './define.js';

const job = { params: 'JobIdParam' } as const;

export const jobOperations = defineOperations({
  jobStatuses: { method: 'GET', path: '/v1/job-statuses', response: 'JobStatusesResponse' },
  jobOptions: { method: 'GET', path: '/v1/site/job-options', response: 'JobOptionsResponse' },
  listJobs: { method: 'GET', path: '/v1/jobs', query: 'JobListQuery', response: 'JobListResponse' },
  listOnHoldJobs: { method: 'GET', path: '/v1/jobs/on-hold', query: 'OnHoldJobListQuery', response: 'JobListResponse' },
  exportJobs: { method: 'GET', path: '/v1/jobs/export.csv', query: 'JobExportQuery', kind: 'file' },
  getJob: { method: 'GET', path: '/v1/jobs/:uuid/detail', ...job, response: 'JobResponse' },
  jobActivity: {
    method: 'GET',
    path: '/v1/jobs/:uuid/activity',
    ...job,
    query: 'ActivityQuery',
    response: 'ActivityListResponse',
  },
  createJob: { method: 'POST', path: '/v1/jobs', body: 'SaveJobBody', response: 'JobResponse' },
  updateJob: { method: 'PUT', path: '/v1/jobs/:uuid', ...job, body: 'SaveJobBody', response: 'JobResponse' },
  deleteJob: { method: 'DELETE', path: '/v1/jobs/:uuid', ...job },
  publishJob: { method: 'POST', path: '/v1/jobs/:uuid/publish', ...job, response: 'JobResponse' },
  cloneJob: { method: 'POST', path: '/v1/jobs/:uuid/clone', ...job, response: 'JobResponse' },
  setJobTags: { method: 'PUT', path: '/v1/jobs/:uuid/tags', ...job, body: 'JobTagsBody', response: 'JobResponse' },
  approveJobs: { method: 'POST', path: '/v1/jobs/approve', body: 'JobIdsBody', response: 'BulkJobResponse' },
  unlistJobs: { method: 'POST', path: '/v1/jobs/unlist', body: 'JobIdsBody', response: 'BulkJobResponse' },
  relistJobs: { method: 'POST', path: '/v1/jobs/relist', body: 'JobIdsBody', response: 'BulkJobResponse' },
  expireJobs: { method: 'POST', path: '/v1/jobs/expire', body: 'JobIdsBody', response: 'BulkJobResponse' },
  tagJobs: { method: 'POST', path: '/v1/jobs/tag', body: 'BulkTagJobsBody', response: 'BulkJobResponse' },
  rejectJobs: { method: 'POST', path: '/v1/jobs/reject', body: 'RejectJobsBody', response: 'BulkJobResponse' },
  listFlaggedJobs: {
    method: 'GET',
    path: '/v1/site/flagged-jobs',
    query: 'FlaggedJobListQuery',
    response: 'FlaggedJobListResponse',
  },
  getJobFlags: { method: 'GET', path: '/v1/site/flagged-jobs/:uuid', ...job, response: 'FlaggedJobDetailResponse' },
  resolveJobFlags: {
    method: 'POST',
    path: '/v1/site/flagged-jobs/:uuid/resolve',
    ...job,
    body: 'ResolveFlagsBody',
    response: 'ResolveFlagsResponse',
  },
  listJobFeedback: {
    method: 'GET',
    path: '/v1/site/job-feedbacks/:uuid',
    ...job,
    query: 'JobFeedbackQuery',
    response: 'JobFeedbackListResponse',
  },
  jobAverageRating: {
    method: 'GET',
    path: '/v1/site/job-feedbacks/:uuid/average-rating',
    ...job,
    response: 'AverageRatingResponse',
  },
  uploadFormFile: {
    method: 'POST',
    path: '/v1/forms/upload-file',
    kind: 'multipart',
    response: 'UploadedFileResponse',
  },
});
