import { Readable } from 'node:stream';
import {
  SiteFormBody,
  SiteFormListQuery,
  SiteFormListResponse,
  SiteFormResponse,
  SiteFormSubmissionFileParam,
  SiteFormSubmissionListQuery,
  SiteFormSubmissionListResponse,
  SiteFormSubmissionParam,
  SiteFormSubmissionResponse,
  SiteFormUuidParam,
} from '@talent/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit.js';
import { notFound } from '../../platform/errors.js';
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
import { listForms } from './site-forms.repo.js';
import { createForm, deleteForm, disableForm, getForm, publishForm, updateForm } from './site-forms.service.js';

const tags = ['site forms'];
// The same right as the site's settings: the people who set up the site build its forms.
const READ = { action: 'read', subject: 'settings' } as const;
const UPDATE = { action: 'update', subject: 'settings' } as const;

/** Staff API of the selected site's forms: build, publish, disable, and read what was submitted. */
export const siteFormRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/site/forms',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'The selected site’s forms',
        querystring: SiteFormListQuery,
        response: { 200: SiteFormListResponse },
      },
    },
    async (request) => {
      const { rows, total } = await listForms(app.db, requireSite(request.selection), request.query);
      return {
        data: rows.map((r) => {
          const { fields: _, ...form } = siteFormView(r);
          return form;
        }),
        meta: pageMeta(request.query, total),
      };
    },
  );

  app.post(
    '/site/forms',
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'Create a form (a draft)',
        description:
          'An unknown handler is 422 `form_handler_invalid` on `handler`; a webhook address that is not https is 422 `form_url_invalid` on `url`.',
        body: SiteFormBody,
        response: { 201: SiteFormResponse },
      },
    },
    async (request, reply) => {
      const form = await createForm(app.ctx, requireSite(request.selection), request.body, actorOf(request));
      return reply.code(201).send({ data: form });
    },
  );

  app.get(
    '/site/forms/:uuid',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'One form with its draft',
        params: SiteFormUuidParam,
        response: { 200: SiteFormResponse },
      },
    },
    async (request) => ({ data: await getForm(app.ctx, requireSite(request.selection), request.params.uuid) }),
  );

  app.put(
    '/site/forms/:uuid',
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'Save the draft, name, handler, webhook address and allowed origins',
        description: 'What is published does not change until the next publish.',
        params: SiteFormUuidParam,
        body: SiteFormBody,
        response: { 200: SiteFormResponse },
      },
    },
    async (request) => ({
      data: await updateForm(
        app.ctx,
        requireSite(request.selection),
        request.params.uuid,
        request.body,
        actorOf(request),
      ),
    }),
  );

  app.post(
    '/site/forms/:uuid/publish',
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'Publish the draft as a new version',
        description:
          '422 `form_handler_missing` / `form_handler_invalid` on `handler`, `form_url_missing` / `form_url_invalid` on `url`. Earlier submissions keep the version they answered.',
        params: SiteFormUuidParam,
        response: { 200: SiteFormResponse },
      },
    },
    async (request) => ({
      data: await publishForm(app.ctx, requireSite(request.selection), request.params.uuid, actorOf(request)),
    }),
  );

  app.post(
    '/site/forms/:uuid/disable',
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'Take the form off the public (publishing again puts it back)',
        params: SiteFormUuidParam,
        response: { 200: SiteFormResponse },
      },
    },
    async (request) => ({
      data: await disableForm(app.ctx, requireSite(request.selection), request.params.uuid, actorOf(request)),
    }),
  );

  app.delete(
    '/site/forms/:uuid',
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'Delete a form without submissions',
        description: 'A form with submissions is 409 `form_has_submissions`: disable it instead.',
        params: SiteFormUuidParam,
      },
    },
    async (request, reply) => {
      await deleteForm(app.ctx, requireSite(request.selection), request.params.uuid, actorOf(request));
      return reply.code(204).send();
    },
  );

  app.get(
    '/site/forms/:uuid/submissions',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'A form’s submissions, newest first',
        description: '`q` searches the answers and e-mail; `version`, `from` and `to` (dates) filter.',
        params: SiteFormUuidParam,
        querystring: SiteFormSubmissionListQuery,
        response: { 200: SiteFormSubmissionListResponse },
      },
    },
    async (request) => {
      const { rows, total } = await listFormSubmissions(
        app.ctx,
        requireSite(request.selection),
        request.params.uuid,
        request.query,
      );
      return { data: rows, meta: pageMeta(request.query, total) };
    },
  );

  app.get(
    '/site/forms/:uuid/submissions.csv',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'A form’s submissions as CSV (formula-safe)',
        params: SiteFormUuidParam,
        querystring: SiteFormSubmissionListQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
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
  );

  app.get(
    '/site/forms/:uuid/submissions/:sid',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'One submission with the labels it was answered with',
        params: SiteFormSubmissionParam,
        response: { 200: SiteFormSubmissionResponse },
      },
    },
    async (request) => ({
      data: await getFormSubmission(app.ctx, requireSite(request.selection), request.params.uuid, request.params.sid),
    }),
  );

  app.get(
    '/site/forms/:uuid/submissions/:sid/files/:key',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Download a file a visitor sent with a submission',
        description: 'Served as an attachment with `nosniff` and no caching; 404 when the field has no file.',
        params: SiteFormSubmissionFileParam,
        produces: [
          'application/pdf',
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          'image/png',
          'image/jpeg',
        ],
      },
    },
    async (request, reply) => {
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
  );

  app.delete(
    '/site/forms/:uuid/submissions/:sid',
    {
      config: { access: UPDATE },
      schema: { tags, summary: 'Delete one submission and its files', params: SiteFormSubmissionParam },
    },
    async (request, reply) => {
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
  );
};
