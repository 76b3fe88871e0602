import { Readable } from 'node:stream';
import {
  ActivityListResponse,
  ActivityQuery,
  BulkSeekerResponse,
  BulkTagSeekersBody,
  catalogues,
  MessageResponse,
  RESUME_MAX_BYTES,
  SEEKER_SORTS,
  SeekerEmailBody,
  SeekerExportQuery,
  SeekerIdParam,
  SeekerListQuery,
  SeekerListResponse,
  SeekerResponse,
  SeekerSortOptionsResponse,
  SeekerStatusBody,
  SeekerTagsBody,
} from '@talent/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit.js';
import { invalidFields, notFound } from '../../platform/errors.js';
import { pageMeta } from '../../platform/pagination.js';
import { readUpload, registerUploadMultipart } from '../../platform/storage/uploads.js';
import { requireSite } from '../../platform/tenancy/selection.js';
import { listActivity } from '../audit/activity.repo.js';
import { sendResume } from './resume-file.js';
import { findSeekerRow } from './seeker-rows.js';
import { seekersCsv } from './seekers.csv.js';
import { listSeekers } from './seekers.repo.js';
import {
  checkResume,
  emailSeeker,
  getSeeker,
  replaceResume,
  setSeekerStatus,
  setSeekerTags,
  tagSeekers,
} from './seekers.service.js';

const READ = { action: 'read', subject: 'seekers' } as const;
const UPDATE = { action: 'update', subject: 'seekers' } as const;
const tags = ['seekers'];

/** Candidates of the selected site: site staff only (employer users see applicants through applications). */
export const seekerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/seekers',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Candidates of the selected site',
        description: '`q` searches name, e-mail, phone, location and headline. Filters: `filter[status|tag|from|to]`.',
        querystring: SeekerListQuery,
        response: { 200: SeekerListResponse },
      },
    },
    async (request) => {
      const { rows, total } = await listSeekers(app.db, requireSite(request.selection), request.query);
      return { data: rows, meta: pageMeta(request.query, total) };
    },
  );

  app.get(
    '/seekers/sort-options',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'How the candidate list can be sorted, labelled',
        response: { 200: SeekerSortOptionsResponse },
      },
    },
    async (request) => {
      const labels = catalogues[request.locale].labels.seekerSorts;
      return { data: SEEKER_SORTS.map((value) => ({ value, label: labels[value] })) };
    },
  );

  app.get(
    '/seekers/export.csv',
    {
      config: { access: { action: 'export', subject: 'seekers' } },
      schema: {
        tags,
        summary: 'The filtered candidates as CSV',
        description: 'Same `q` and filters as the list; rows in id order, streamed in batches of 500.',
        querystring: SeekerExportQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="candidates.csv"')
        .header('cache-control', 'no-store')
        .send(Readable.from(seekersCsv(app.db, actorOf(request), requireSite(request.selection), request.query))),
  );

  app.post(
    '/seekers/tag',
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'Add and remove tags on many candidates',
        description: 'A candidate that would pass 20 tags is skipped (`too_many_tags`); unknown ids are `not_found`.',
        body: BulkTagSeekersBody,
        response: { 200: BulkSeekerResponse },
      },
    },
    async (request) => ({
      data: await tagSeekers(app.ctx, requireSite(request.selection), request.body, actorOf(request)),
    }),
  );

  app.get(
    '/seekers/:uuid',
    {
      config: { access: READ },
      schema: { tags, summary: 'One candidate', params: SeekerIdParam, response: { 200: SeekerResponse } },
    },
    async (request) => ({ data: await getSeeker(app.db, requireSite(request.selection), request.params.uuid) }),
  );

  app.put(
    '/seekers/:uuid/tags',
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'Replace a candidate’s tags',
        params: SeekerIdParam,
        body: SeekerTagsBody,
        response: { 200: SeekerResponse },
      },
    },
    async (request) => ({
      data: await setSeekerTags(
        app.ctx,
        requireSite(request.selection),
        request.params.uuid,
        request.body.tags,
        actorOf(request),
      ),
    }),
  );

  app.patch(
    '/seekers/:uuid/status',
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'Disable a candidate (final)',
        description:
          'Disabling cannot be undone: `enabled` for a disabled candidate answers 409 `seeker_disabled_final`.',
        params: SeekerIdParam,
        body: SeekerStatusBody,
        response: { 200: SeekerResponse },
      },
    },
    async (request) => ({
      data: await setSeekerStatus(
        app.ctx,
        requireSite(request.selection),
        request.params.uuid,
        request.body.status,
        actorOf(request),
      ),
    }),
  );

  app.post(
    '/seekers/:uuid/email',
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'E-mail a candidate',
        description: 'Kept on the candidate’s activity. A disabled candidate answers 409 `seeker_disabled`.',
        params: SeekerIdParam,
        body: SeekerEmailBody,
        response: { 200: MessageResponse },
      },
    },
    async (request) => {
      await emailSeeker(app.ctx, requireSite(request.selection), request.params.uuid, request.body, actorOf(request));
      return { message: 'sent' };
    },
  );

  app.get(
    '/seekers/:uuid/activity',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'What happened to a candidate, newest first (status changes, e-mails sent)',
        params: SeekerIdParam,
        querystring: ActivityQuery,
        response: { 200: ActivityListResponse },
      },
    },
    async (request) => {
      const scope = requireSite(request.selection);
      await getSeeker(app.db, scope, request.params.uuid);
      const { rows, total } = await listActivity(
        app.db,
        { accountId: scope.accountId, subjectType: 'seeker', subjectId: request.params.uuid },
        request.query,
      );
      return { data: rows, meta: pageMeta(request.query, total) };
    },
  );

  app.get(
    '/seekers/:uuid/resume',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Download the candidate’s résumé',
        description: 'Served as an attachment with `nosniff`; 404 when there is none.',
        params: SeekerIdParam,
        produces: ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      },
    },
    async (request, reply) => {
      const row = await findSeekerRow(app.db, requireSite(request.selection), request.params.uuid);
      if (!row) throw notFound();
      return sendResume(app, reply, row.seeker);
    },
  );

  // Multipart only for the résumé upload, with its own size limit.
  await app.register(async (uploads) => {
    await registerUploadMultipart(uploads, RESUME_MAX_BYTES);
    uploads.withTypeProvider<ZodTypeProvider>().post(
      '/seekers/:uuid/resume',
      {
        config: { access: UPDATE },
        schema: {
          tags,
          summary: 'Upload a résumé (replaces the previous one)',
          description:
            '`multipart/form-data`, one file in field `file`: PDF or DOCX judged from the bytes, up to 5 MB. Larger → 413; anything else → 422 on `file`; a disabled candidate → 409 `seeker_disabled`.',
          consumes: ['multipart/form-data'],
          params: SeekerIdParam,
          response: { 200: SeekerResponse },
        },
      },
      async (request) => {
        const scope = requireSite(request.selection);
        const { file } = await readUpload(request, 'file');
        if (!file) throw invalidFields({ file: [{ rule: 'required' }] });
        const type = await checkResume(file.bytes, file.declaredType);
        const fileName =
          (file.fileName ?? '').trim().slice(0, 200) || `resume.${type === 'application/pdf' ? 'pdf' : 'docx'}`;
        return {
          data: await replaceResume(
            app.ctx,
            app.storage,
            scope,
            request.params.uuid,
            { bytes: file.bytes, type, fileName },
            actorOf(request),
          ),
        };
      },
    );
  });
};
