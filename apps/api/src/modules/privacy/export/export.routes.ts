import {
  isLocale,
  type Locale,
  PRIVACY_EXPORT_HOURS,
  PrivacyDownloadQuery,
  PrivacyExportParam,
  PrivacyExportResponse,
  SeekerExportsSchema,
  SeekerIdParam,
} from '@talent/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../platform/audit.js';
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

const EXPORT = { action: 'export', subject: 'privacy' } as const;
const tags = ['privacy'];

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
  app.post(
    '/seekers/:uuid/exports',
    {
      config: { access: EXPORT },
      schema: {
        tags,
        summary: 'Start an export of the candidate’s data (ZIP, built in the background)',
        description: `202 with the pending request; it turns \`done\` when the ZIP is ready, downloadable for ${PRIVACY_EXPORT_HOURS} hours. Another site’s candidate → 404.`,
        params: SeekerIdParam,
        response: { 202: PrivacyExportResponse },
      },
    },
    async (request, reply) => {
      const scope = requireSite(request.selection);
      const data = await requestExport(app.ctx, scope, request.params.uuid, {
        origin: 'staff',
        actor: actorOf(request),
      });
      return reply.code(202).send({ data });
    },
  );

  app.get(
    '/seekers/:uuid/exports',
    {
      config: { access: EXPORT },
      schema: {
        tags,
        summary: 'The candidate’s exports, newest first',
        params: SeekerIdParam,
        response: { 200: SeekerExportsSchema },
      },
    },
    async (request) => ({
      data: await seekerExports(app.ctx, requireSite(request.selection), request.params.uuid),
    }),
  );

  app.get(
    '/privacy/exports/:request/file',
    {
      config: { access: EXPORT },
      schema: {
        tags,
        summary: 'Download a finished export (ZIP attachment)',
        description:
          'Audited. 409 `export_not_ready` while it is built; 410 `export_expired` once its file was deleted; another site’s export → 404.',
        params: PrivacyExportParam,
        produces: ['application/zip'],
      },
    },
    async (request, reply) => {
      const scope = requireSite(request.selection);
      const file = await downloadExport(app.ctx, scope, request.params.request, actorOf(request));
      return sendZip(reply, file);
    },
  );
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
  app.get(
    '/privacy/download',
    {
      config: { access: 'public', enterprise: false },
      schema: {
        tags,
        summary: 'Download one’s data export through the mailed signed link',
        description:
          'The ZIP as an attachment; a link that is not valid (tampered, another purpose, another tenant’s, or opened on a host that is neither its account’s brand host nor PUBLIC_URL’s) → 404 page, an expired one → 410 page.',
        querystring: PrivacyDownloadQuery,
        produces: ['application/zip', 'text/html'],
      },
    },
    async (request, reply) => {
      const lang = request.query.lang;
      const locale: Locale = lang && isLocale(lang) ? lang : 'en';
      const token = request.query.token;
      if (!token) return linkPage(reply, 404, locale);
      const result = await downloadExportByLink(app.ctx, token, request.host, actorOf(request));
      if (result.kind === 'file') return sendZip(reply, result.file);
      return linkPage(reply, result.kind === 'expired' ? 410 : 404, locale);
    },
  );
};
