import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit.js';
import { notFound } from '../../platform/errors.js';
import { registerOperations } from '../../platform/operations.js';
import { pageMeta } from '../../platform/pagination.js';
import { requireSite } from '../../platform/tenancy/selection.js';
import { attachmentDisposition } from '../seekers/resume-file.js';
import {
  deleteFormSubmission,
  getFormSubmission,
  listFormSubmissions,
  submissionFile,
  submissionsCsv,
} from './site-form-submissions.service.js';
import { siteFormView } from './site-form-views.js';
import {
  createForm,
  deleteForm,
  disableForm,
  getForm,
  publishForm,
  siteFormsPage,
  updateForm,
} from './site-forms.service.js';

/** Staff API of the selected site's forms: build, publish, disable, and read what was submitted. */
export const siteFormRoutes: FastifyPluginAsyncZod = async (app) => {
  registerOperations(app, {
    listSiteForms: async (request) => {
      const { rows, total } = await siteFormsPage(app.ctx, requireSite(request.selection), request.query);
      return {
        data: rows.map((r) => {
          const { fields: _, ...form } = siteFormView(r);
          return form;
        }),
        meta: pageMeta(request.query, total),
      };
    },
    createSiteForm: async (request, reply) => {
      const form = await createForm(app.ctx, requireSite(request.selection), request.body, actorOf(request));
      return reply.code(201).send({ data: form });
    },
    getSiteForm: async (request) => ({
      data: await getForm(app.ctx, requireSite(request.selection), request.params.uuid),
    }),
    saveSiteForm: async (request) => ({
      data: await updateForm(
        app.ctx,
        requireSite(request.selection),
        request.params.uuid,
        request.body,
        actorOf(request),
      ),
    }),
    publishSiteForm: async (request) => ({
      data: await publishForm(app.ctx, requireSite(request.selection), request.params.uuid, actorOf(request)),
    }),
    disableSiteForm: async (request) => ({
      data: await disableForm(app.ctx, requireSite(request.selection), request.params.uuid, actorOf(request)),
    }),
    deleteSiteForm: async (request, reply) => {
      await deleteForm(app.ctx, requireSite(request.selection), request.params.uuid, actorOf(request));
      return reply.code(204).send();
    },
    listSiteFormSubmissions: async (request) => {
      const { rows, total } = await listFormSubmissions(
        app.ctx,
        requireSite(request.selection),
        request.params.uuid,
        request.query,
      );
      return { data: rows, meta: pageMeta(request.query, total) };
    },
    exportSiteFormSubmissions: async (request, reply) => {
      const { rows } = await submissionsCsv(
        app.ctx,
        actorOf(request),
        requireSite(request.selection),
        request.params.uuid,
        request.query,
        request.locale,
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="form-submissions.csv"')
        .header('cache-control', 'no-store')
        .send(Readable.from(rows));
    },
    getSiteFormSubmission: async (request) => ({
      data: await getFormSubmission(app.ctx, requireSite(request.selection), request.params.uuid, request.params.sid),
    }),
    siteFormSubmissionFile: async (request, reply) => {
      const { uuid, sid, key } = request.params;
      const file = await submissionFile(app.ctx, requireSite(request.selection), uuid, sid, key);
      const object = await app.storage.open(file.key);
      if (!object) throw notFound();
      // Someone else's file never renders in the portal's origin: a download, typed as its bytes said.
      return reply
        .type(file.type)
        .header('content-disposition', attachmentDisposition(file.name))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .header('cache-control', 'private, no-store')
        .header('content-length', object.size)
        .send(object.stream);
    },
    deleteSiteFormSubmission: async (request, reply) => {
      await deleteFormSubmission(
        app.ctx,
        app.storage,
        requireSite(request.selection),
        request.params.uuid,
        request.params.sid,
        actorOf(request),
      );
      return reply.code(204).send();
    },
  });
};
