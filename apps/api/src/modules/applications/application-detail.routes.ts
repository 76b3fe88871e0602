import type { ApplicationDocument } from '@talent/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit.js';
import { registerOperations } from '../../platform/operations.js';
import { pageMeta } from '../../platform/pagination.js';
import { sendResume } from '../seekers/resume-file.js';
import {
  applicationApplicant,
  applicationCandidate,
  applicationFeedbackTab,
  applicationHistory,
  jobApplicationsPage,
  seekerApplicationsPage,
} from './application-detail.service.js';
import { scopeOf } from './application-scope.js';
import {
  addApplicationFeedback,
  getApplication,
  setApplicationEnabled,
  setApplicationTags,
} from './applications.service.js';

/** One application's tabs and edits, the feedback staff keep on it, and the lists of a job and of a candidate. */
export const applicationDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  registerOperations(app, {
    applicationOverview: async (request) => ({
      data: await getApplication(app.db, scopeOf(request), request.params.uuid),
    }),
    applicationCandidate: async (request) => ({
      data: await applicationCandidate(app.ctx, scopeOf(request), request.params.uuid),
    }),
    applicationDocuments: async (request) => {
      const seeker = await applicationApplicant(app.ctx, scopeOf(request), request.params.uuid);
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
      sendResume(app, reply, await applicationApplicant(app.ctx, scopeOf(request), request.params.uuid)),
    applicationStaffFeedback: async (request) => applicationFeedbackTab(app.ctx, scopeOf(request), request.params.uuid),
    applicationFeedback: async (request) => applicationFeedbackTab(app.ctx, scopeOf(request), request.params.uuid),
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
    applicationHistory: async (request) => ({
      data: await applicationHistory(app.ctx, scopeOf(request), request.params.uuid),
    }),
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
      const { rows, total } = await jobApplicationsPage(app.ctx, scopeOf(request), request.params.uuid, request.query);
      return { data: rows, meta: pageMeta(request.query, total) };
    },
    seekerApplications: async (request) => {
      const { rows, total } = await seekerApplicationsPage(
        app.ctx,
        scopeOf(request),
        request.params.uuid,
        request.query,
      );
      return { data: rows, meta: pageMeta(request.query, total) };
    },
  });
};
