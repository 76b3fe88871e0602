import { isLocale, type Locale } from '@talent/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../platform/audit.js';
import { registerOperations } from '../../../platform/operations.js';
import { escapeHtml, PUBLIC_PAGE_CSP, publicPage } from '../../../platform/public-page.js';
import { requireSite } from '../../../platform/tenancy/selection.js';
import { attachmentDisposition } from '../../seekers/resume-file.js';
import { privacyTexts } from '../texts/index.js';
import {
  downloadExport,
  downloadExportByLink,
  type ExportDownload,
  requestExport,
  seekerExports,
} from './export.service.js';

/** A ZIP as a download, never shown inline, not cached anywhere on the way. */
const sendZip = (reply: FastifyReply, file: ExportDownload) =>
  reply
    .type('application/zip')
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-length', file.size)
    .send(file.stream);

/** Staff: start a candidate's export, see their exports, download one (site selected). */
export const privacyExportRoutes: FastifyPluginAsyncZod = async (app) => {
  registerOperations(app, {
    requestSeekerExport: async (request, reply) => {
      const scope = requireSite(request.selection);
      const data = await requestExport(app.ctx, scope, request.params.uuid, {
        origin: 'staff',
        actor: actorOf(request),
      });
      return reply.code(202).send({ data });
    },
    listSeekerExports: async (request) => ({
      data: await seekerExports(app.ctx, requireSite(request.selection), request.params.uuid),
    }),
    privacyExportFile: async (request, reply) => {
      const scope = requireSite(request.selection);
      const file = await downloadExport(app.ctx, scope, request.params.request, actorOf(request));
      return sendZip(reply, file);
    },
  });
};

/** The link's page when it cannot serve the file: plain HTML in the mail's language, no script. */
function linkPage(reply: FastifyReply, status: 404 | 410, locale: Locale) {
  const text = privacyTexts[locale].privacyExport;
  const [title, body] = status === 410 ? [text.expiredTitle, text.expiredText] : [text.invalidTitle, text.invalidText];
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('content-security-policy', PUBLIC_PAGE_CSP)
    .send(publicPage({ locale, title, body: `<p>${escapeHtml(body)}</p>` }));
}

/** Public: the signed download link mailed to a candidate (opened from a mail: no enterprise header). */
export const publicPrivacyExportRoutes: FastifyPluginAsyncZod = async (app) => {
  registerOperations(app, {
    downloadDataExport: async (request, reply) => {
      const lang = request.query.lang;
      const locale: Locale = lang && isLocale(lang) ? lang : 'en';
      const token = request.query.token;
      if (!token) return linkPage(reply, 404, locale);
      const result = await downloadExportByLink(app.ctx, token, request.host, actorOf(request));
      if (result.kind === 'file') return sendZip(reply, result.file);
      return linkPage(reply, result.kind === 'expired' ? 410 : 404, locale);
    },
  });
};
