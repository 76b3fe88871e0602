import {
  isLocale,
  PrivacyLinkQuerySchema,
  PrivacyManageBodySchema,
  PrivacyNoticePageQuerySchema,
} from '@talent/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../platform/audit.js';
import { PUBLIC_PAGE_CSP } from '../../../platform/public-page.js';
import {
  consentDonePage,
  consentPage,
  eraseConfirmPage,
  erasedPage,
  exportQueuedPage,
  invalidPage,
  managePage,
  noticeMissingPage,
  noticePage,
} from './self-service.pages.js';
import {
  consentFromLink,
  consentView,
  eraseFromLink,
  exportFromLink,
  manageView,
  noticePageView,
} from './self-service.service.js';

const tags = ['privacy (candidates)'];
/** Opened from a mail: no sign-in and no enterprise header. */
const LINK = { access: 'public', enterprise: false } as const;

const sendPage = (reply: FastifyReply, status: number, html: string) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    // The token is in the URL: no page it links to may learn it.
    .header('referrer-policy', 'no-referrer')
    .header('content-security-policy', PUBLIC_PAGE_CSP)
    .send(html);

/**
 * The pages a candidate opens from their e-mails: the site's privacy notice, their data (a copy,
 * erasure) and accepting a new notice. GET shows and never acts (mail scanners open links); the
 * page's buttons POST form-encoded. Every link that does not work answers the same 404 page.
 */
export const privacySelfServiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8192 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get(
    '/privacy/notice',
    {
      config: LINK,
      schema: {
        tags,
        summary: 'A site’s privacy notice (HTML): the latest version, or `version`, in `lang`',
        querystring: PrivacyNoticePageQuerySchema,
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      const { lang } = request.query;
      const locale = lang !== undefined && isLocale(lang) ? lang : request.locale;
      const view = await noticePageView(app.ctx, request.query, locale, request.host);
      return view ? sendPage(reply, 200, noticePage(view)) : sendPage(reply, 404, noticeMissingPage(locale));
    },
  );

  app.get(
    '/privacy/manage',
    {
      config: LINK,
      schema: {
        tags,
        summary: 'The page behind the link in every candidate e-mail: get a copy of one’s data, or erase it (HTML)',
        querystring: PrivacyLinkQuerySchema,
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      const view = await manageView(app.ctx, request.query.token, request.host);
      return view ? sendPage(reply, 200, managePage(view)) : sendPage(reply, 404, invalidPage(request.locale));
    },
  );

  app.post(
    '/privacy/manage',
    {
      config: LINK,
      schema: {
        tags,
        summary: 'The manage page’s buttons (form-encoded): `export`, `erase` (asks), `erase_confirm` (erases, once)',
        description:
          '`export`: a copy is built and its link mailed to the address on file (at most one an hour; within it the same page, nothing queued). `erase` shows what goes; `erase_confirm` erases and uses the link up.',
        body: PrivacyManageBodySchema,
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      const { token, action } = request.body;
      const invalid = () => sendPage(reply, 404, invalidPage(request.locale));
      switch (action) {
        case 'export': {
          const view = await exportFromLink(app.ctx, token, request.host, actorOf(request));
          return view ? sendPage(reply, 200, exportQueuedPage(view)) : invalid();
        }
        case 'erase': {
          const view = await manageView(app.ctx, token, request.host);
          return view ? sendPage(reply, 200, eraseConfirmPage(view)) : invalid();
        }
        case 'erase_confirm': {
          const view = await eraseFromLink(app.ctx, token, request.host, actorOf(request));
          return view ? sendPage(reply, 200, erasedPage(view)) : invalid();
        }
      }
    },
  );

  app.get(
    '/privacy/consent',
    {
      config: LINK,
      schema: {
        tags,
        summary: 'The page behind a re-consent request: the current notice and a button to accept it (HTML)',
        querystring: PrivacyLinkQuerySchema,
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      const view = await consentView(app.ctx, request.query.token, request.host);
      return view ? sendPage(reply, 200, consentPage(view)) : sendPage(reply, 404, invalidPage(request.locale));
    },
  );

  app.post(
    '/privacy/consent',
    {
      config: LINK,
      schema: {
        tags,
        summary: 'Accept the current notice through a re-consent link (form-encoded; once)',
        body: PrivacyLinkQuerySchema,
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      const view = await consentFromLink(app.ctx, request.body.token, request.host, actorOf(request));
      return view ? sendPage(reply, 200, consentDonePage(view)) : sendPage(reply, 404, invalidPage(request.locale));
    },
  );
};
