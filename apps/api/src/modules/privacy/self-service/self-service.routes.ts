import { isLocale } from '@talent/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../platform/audit.js';
import { registerOperations } from '../../../platform/operations.js';
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

  registerOperations(app, {
    privacyNoticePage: async (request, reply) => {
      const { lang } = request.query;
      const locale = lang !== undefined && isLocale(lang) ? lang : request.locale;
      const view = await noticePageView(app.ctx, request.query, locale, request.host);
      return view ? sendPage(reply, 200, noticePage(view)) : sendPage(reply, 404, noticeMissingPage(locale));
    },
    privacyManagePage: async (request, reply) => {
      const view = await manageView(app.ctx, request.query.token, request.host);
      return view ? sendPage(reply, 200, managePage(view)) : sendPage(reply, 404, invalidPage(request.locale));
    },
    managePrivacy: async (request, reply) => {
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
    reConsentPage: async (request, reply) => {
      const view = await consentView(app.ctx, request.query.token, request.host);
      return view ? sendPage(reply, 200, consentPage(view)) : sendPage(reply, 404, invalidPage(request.locale));
    },
    acceptReConsent: async (request, reply) => {
      const view = await consentFromLink(app.ctx, request.body.token, request.host, actorOf(request));
      return view ? sendPage(reply, 200, consentDonePage(view)) : sendPage(reply, 404, invalidPage(request.locale));
    },
  });
};
