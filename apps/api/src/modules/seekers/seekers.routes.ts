import { Readable } from 'node:stream';
import { catalogues, RESUME_MAX_BYTES, SEEKER_SORTS } from '@talent/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/access.js';
import { actorOf } from '../../platform/audit.js';
import { invalidFields, notFound } from '../../platform/errors.js';
import { registerOperations } from '../../platform/operations.js';
import { pageMeta } from '../../platform/pagination.js';
import { readUpload, registerUploadMultipart } from '../../platform/storage/uploads.js';
import { requireSite } from '../../platform/tenancy/selection.js';
import { sendResume } from './resume-file.js';
import { findSeekerRow } from './seeker-rows.js';
import { seekersCsv } from './seekers.csv.js';
import {
  checkResume,
  emailSeeker,
  getSeeker,
  replaceResume,
  seekerActivityPage,
  seekerListPage,
  setSeekerStatus,
  setSeekerTags,
  tagSeekers,
} from './seekers.service.js';

/** Candidates of the selected site: site staff only (employer users see applicants through applications). */
export const seekerRoutes: FastifyPluginAsyncZod = async (app) => {
  registerOperations(app, {
    listSeekers: async (request) => {
      const { rows, total } = await seekerListPage(app.ctx, requireSite(request.selection), request.query);
      return { data: rows, meta: pageMeta(request.query, total) };
    },
    seekerSortOptions: async (request) => {
      const labels = catalogues[request.locale].labels.seekerSorts;
      return { data: SEEKER_SORTS.map((value) => ({ value, label: labels[value] })) };
    },
    exportSeekers: async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="candidates.csv"')
        .header('cache-control', 'no-store')
        .send(Readable.from(seekersCsv(app.db, actorOf(request), requireSite(request.selection), request.query))),
    tagSeekers: async (request) => ({
      data: await tagSeekers(app.ctx, requireSite(request.selection), request.body, actorOf(request)),
    }),
    getSeeker: async (request) => ({
      data: await getSeeker(app.db, requireSite(request.selection), request.params.uuid),
    }),
    setSeekerTags: async (request) => ({
      data: await setSeekerTags(
        app.ctx,
        requireSite(request.selection),
        request.params.uuid,
        request.body.tags,
        actorOf(request),
      ),
    }),
    setSeekerStatus: async (request) => ({
      data: await setSeekerStatus(
        app.ctx,
        requireSite(request.selection),
        request.params.uuid,
        request.body.status,
        actorOf(request),
      ),
    }),
    emailSeeker: async (request) => {
      // Replies reach the staff member who wrote (sites have no reply address of their own).
      const replyTo = authOf(request).user.email;
      await emailSeeker(
        app.ctx,
        requireSite(request.selection),
        request.params.uuid,
        request.body,
        actorOf(request),
        replyTo,
      );
      return { message: 'sent' };
    },
    seekerActivity: async (request) => {
      const scope = requireSite(request.selection);
      const { rows, total } = await seekerActivityPage(app.ctx, scope, request.params.uuid, request.query);
      return { data: rows, meta: pageMeta(request.query, total) };
    },
    seekerResume: async (request, reply) => {
      const row = await findSeekerRow(app.db, requireSite(request.selection), request.params.uuid);
      if (!row) throw notFound();
      return sendResume(app, reply, row.seeker);
    },
  });

  // Multipart only for the résumé upload, with its own size limit.
  await app.register(async (uploads) => {
    await registerUploadMultipart(uploads, RESUME_MAX_BYTES);
    registerOperations(uploads, {
      uploadSeekerResume: async (request) => {
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
    });
  });
};
