import type { ApplicationDocument } from '@talent/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit.js';
import { notFound } from '../../platform/errors.js';
import { registerOperations } from '../../platform/operations.js';
import { pageMeta } from '../../platform/pagination.js';
import { findJob } from '../jobs/jobs.repo.js';
import { sendResume } from '../seekers/resume-file.js';
import { findSeeker, findSeekerRow } from '../seekers/seeker-rows.js';
import { listApplicationFeedback } from './application-feedback.repo.js';
import { listEvents } from './application-history.repo.js';
import { scopeOf } from './application-scope.js';
import { listApplications } from './applications.repo.js';
import {
  addApplicationFeedback,
  getApplication,
  setApplicationEnabled,
  setApplicationTags,
  withStages,
} from './applications.service.js';

/** One application's tabs and edits, the feedback staff keep on it, and the lists of a job and of a candidate. */
export const applicationDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The candidate of an application the caller may read (404 otherwise), as a raw row. */
  const applicantOf = async (scope: ReturnType<typeof scopeOf>, id: string) => {
    const application = await getApplication(app.db, scope, id);
    const row = await findSeekerRow(app.db, scope, application.seeker.id);
    if (!row) throw notFound();
    return row.seeker;
  };

  const feedbackOf = async (scope: ReturnType<typeof scopeOf>, id: string) => {
    await getApplication(app.db, scope, id);
    return listApplicationFeedback(app.db, scope.accountId, id);
  };

  registerOperations(app, {
    applicationOverview: async (request) => ({
      data: await getApplication(app.db, scopeOf(request), request.params.uuid),
    }),
    applicationCandidate: async (request) => {
      const scope = scopeOf(request);
      const application = await getApplication(app.db, scope, request.params.uuid);
      const seeker = await findSeeker(app.db, scope, application.seeker.id);
      if (!seeker) throw notFound();
      return { data: seeker };
    },
    applicationDocuments: async (request) => {
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
    applicationResume: async (request, reply) =>
      sendResume(app, reply, await applicantOf(scopeOf(request), request.params.uuid)),
    applicationStaffFeedback: async (request) => feedbackOf(scopeOf(request), request.params.uuid),
    applicationFeedback: async (request) => feedbackOf(scopeOf(request), request.params.uuid),
    addApplicationFeedback: async (request, reply) =>
      reply.code(201).send({
        data: await addApplicationFeedback(
          app.ctx,
          scopeOf(request),
          request.params.uuid,
          request.body,
          actorOf(request),
        ),
      }),
    applicationHistory: async (request) => {
      const scope = scopeOf(request);
      await getApplication(app.db, scope, request.params.uuid);
      return { data: await listEvents(app.db, scope.accountId, request.params.uuid) };
    },
    setApplicationEnabled: async (request) => ({
      data: await setApplicationEnabled(
        app.ctx,
        scopeOf(request),
        request.params.uuid,
        request.body.enabled,
        actorOf(request),
      ),
    }),
    setApplicationTags: async (request) => ({
      data: await setApplicationTags(
        app.ctx,
        scopeOf(request),
        request.params.uuid,
        request.body.tags,
        actorOf(request),
      ),
    }),
    jobApplications: async (request) => {
      const scope = scopeOf(request);
      if (!(await findJob(app.db, scope, request.params.uuid))) throw notFound();
      const query = await withStages(app.db, scope, { ...request.query, 'filter[job]': request.params.uuid });
      const { rows, total } = await listApplications(app.db, scope, query);
      return { data: rows, meta: pageMeta(request.query, total) };
    },
    seekerApplications: async (request) => {
      const scope = scopeOf(request);
      if (!(await findSeekerRow(app.db, scope, request.params.uuid))) throw notFound();
      const query = await withStages(app.db, scope, { ...request.query, seekerId: request.params.uuid });
      const { rows, total } = await listApplications(app.db, scope, query);
      return { data: rows, meta: pageMeta(request.query, total) };
    },
  });
};
