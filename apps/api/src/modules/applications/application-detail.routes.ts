import {
  ApplicationCandidateResponse,
  type ApplicationDocument,
  ApplicationDocumentsResponse,
  ApplicationEnabledBody,
  ApplicationFeedbackBody,
  ApplicationFeedbackListResponse,
  ApplicationFeedbackResponse,
  ApplicationHistoryResponse,
  ApplicationIdParam,
  ApplicationListQuery,
  ApplicationListResponse,
  ApplicationOverviewResponse,
  ApplicationResponse,
  ApplicationTagsBody,
  JobApplicationsQuery,
  JobIdParam,
  SeekerIdParam,
} from '@talent/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit.js';
import { notFound } from '../../platform/errors.js';
import { pageMeta } from '../../platform/pagination.js';
import { findJob } from '../jobs/jobs.repo.js';

import { sendResume } from '../seekers/resume-file.js';
import { findSeeker, findSeekerRow } from '../seekers/seeker-rows.js';
import { listApplicationFeedback } from './application-feedback.repo.js';
import { listEvents } from './application-history.repo.js';
import { READ, scopeOf, tags, UPDATE } from './application-scope.js';
import { listApplications } from './applications.repo.js';
import {
  addApplicationFeedback,
  getApplication,
  setApplicationEnabled,
  setApplicationTags,
  withStages,
} from './applications.service.js';

const params = ApplicationIdParam;

/** One application's tabs and edits, the feedback staff keep on it, and the lists of a job and of a candidate. */
export const applicationDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The candidate of an application the caller may read (404 otherwise), as a raw row. */
  const applicantOf = async (scope: ReturnType<typeof scopeOf>, id: string) => {
    const application = await getApplication(app.db, scope, id);
    const row = await findSeekerRow(app.db, scope, application.seeker.id);
    if (!row) throw notFound();
    return row.seeker;
  };

  app.get(
    '/applications/:uuid/overview',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'An application with the cover letter and answers the candidate sent',
        params,
        response: { 200: ApplicationOverviewResponse },
      },
    },
    async (request) => ({ data: await getApplication(app.db, scopeOf(request), request.params.uuid) }),
  );

  app.get(
    '/applications/:uuid/candidate',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'The applicant, as whoever may read the application sees them',
        params,
        response: { 200: ApplicationCandidateResponse },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const application = await getApplication(app.db, scope, request.params.uuid);
      const seeker = await findSeeker(app.db, scope, application.seeker.id);
      if (!seeker) throw notFound();
      return { data: seeker };
    },
  );

  app.get(
    '/applications/:uuid/documents',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'The applicant’s documents (their résumé, if any)',
        params,
        response: { 200: ApplicationDocumentsResponse },
      },
    },
    async (request) => {
      const seeker = await applicantOf(scopeOf(request), request.params.uuid);
      const documents: ApplicationDocument[] = [];
      if (seeker.resumeKey && seeker.resumeName && seeker.resumeType && seeker.resumeSize !== null) {
        documents.push({
          kind: 'resume',
          file_name: seeker.resumeName,
          content_type: seeker.resumeType,
          size: seeker.resumeSize,
          download_path: `/portal/v1/applications/${request.params.uuid}/documents/resume`,
        });
      }
      return { data: documents };
    },
  );

  app.get(
    '/applications/:uuid/documents/resume',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Download the applicant’s résumé (as an attachment)',
        description: 'No résumé → 404.',
        params,
        produces: ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      },
    },
    async (request, reply) => sendResume(app, reply, await applicantOf(scopeOf(request), request.params.uuid)),
  );

  const feedbackOf = async (scope: ReturnType<typeof scopeOf>, id: string) => {
    await getApplication(app.db, scope, id);
    return listApplicationFeedback(app.db, scope.accountId, id);
  };

  app.get(
    '/applications/:uuid/feedback',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Staff feedback on the application (the feedback tab), with the mean rating',
        params,
        response: { 200: ApplicationFeedbackListResponse },
      },
    },
    async (request) => feedbackOf(scopeOf(request), request.params.uuid),
  );

  app.get(
    '/applications/:uuid/seeker-application-feedback',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Seeker application feedback: staff ratings and notes, newest first, with the mean',
        description: 'The path’s id is the application’s (`{application-uuid}` in the spec).',
        params,
        response: { 200: ApplicationFeedbackListResponse },
      },
    },
    async (request) => feedbackOf(scopeOf(request), request.params.uuid),
  );

  app.post(
    '/applications/:uuid/seeker-application-feedback',
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'Record a rating (1–5) and notes on an application',
        params,
        body: ApplicationFeedbackBody,
        response: { 201: ApplicationFeedbackResponse },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await addApplicationFeedback(
          app.ctx,
          scopeOf(request),
          request.params.uuid,
          request.body,
          actorOf(request),
        ),
      }),
  );

  app.get(
    '/applications/:uuid/history',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'The application’s history (status, stage, enabled), newest first',
        params,
        response: { 200: ApplicationHistoryResponse },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      await getApplication(app.db, scope, request.params.uuid);
      return { data: await listEvents(app.db, scope.accountId, request.params.uuid) };
    },
  );

  app.patch(
    '/applications/:uuid/enabled',
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'Enable or disable an application (written to its history)',
        params,
        body: ApplicationEnabledBody,
        response: { 200: ApplicationResponse },
      },
    },
    async (request) => ({
      data: await setApplicationEnabled(
        app.ctx,
        scopeOf(request),
        request.params.uuid,
        request.body.enabled,
        actorOf(request),
      ),
    }),
  );

  app.put(
    '/applications/:uuid/tags',
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'Replace an application’s tags',
        params,
        body: ApplicationTagsBody,
        response: { 200: ApplicationResponse },
      },
    },
    async (request) => ({
      data: await setApplicationTags(
        app.ctx,
        scopeOf(request),
        request.params.uuid,
        request.body.tags,
        actorOf(request),
      ),
    }),
  );

  app.get(
    '/jobs/:uuid/applications',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Applications to one job',
        description: 'The job must be one the caller may see (404 otherwise). Same `q`, filters and sorts as the list.',
        params: JobIdParam,
        querystring: JobApplicationsQuery,
        response: { 200: ApplicationListResponse },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      if (!(await findJob(app.db, scope, request.params.uuid))) throw notFound();
      const query = await withStages(app.db, scope, { ...request.query, 'filter[job]': request.params.uuid });
      const { rows, total } = await listApplications(app.db, scope, query);
      return { data: rows, meta: pageMeta(request.query, total) };
    },
  );

  app.get(
    '/seekers/:uuid/job-applications',
    {
      config: { access: { action: 'read', subject: 'seekers' } },
      schema: {
        tags,
        summary: 'A candidate’s applications on the site',
        description: 'Same `q`, filters and sorts as the list.',
        params: SeekerIdParam,
        querystring: ApplicationListQuery,
        response: { 200: ApplicationListResponse },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      if (!(await findSeekerRow(app.db, scope, request.params.uuid))) throw notFound();
      const query = await withStages(app.db, scope, { ...request.query, seekerId: request.params.uuid });
      const { rows, total } = await listApplications(app.db, scope, query);
      return { data: rows, meta: pageMeta(request.query, total) };
    },
  );
};
