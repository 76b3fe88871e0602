import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../platform/audit.js';
import { AppError } from '../../../platform/errors.js';
import { registerOperations } from '../../../platform/operations.js';
import { PUBLIC_PAGE_CSP } from '../../../platform/public-page.js';
import { keepPage } from './keep.page.js';
import { type KeepView, keepData, keepView } from './keep.service.js';

/**
 * A person (a browser, the page's own form) gets the page; any other client, on a link that does not
 * work, the API's one error shape (404 `not_found`), like every other route.
 */
const wantsPage = (request: FastifyRequest) =>
  (request.headers.accept ?? '').includes('text/html') ||
  (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');

const sendPage = (request: FastifyRequest, reply: FastifyReply, view: KeepView, token: string) => {
  if (view.kind === 'invalid' && !wantsPage(request)) throw new AppError('not_found');
  return reply
    .code(view.kind === 'invalid' ? 404 : 200)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('content-security-policy', PUBLIC_PAGE_CSP)
    .send(keepPage(view, token, request.locale));
};

/**
 * `/privacy/keep`: the link in the retention sweep's notice. GET shows what keeping means with a
 * button and changes nothing; the button POSTs the token (form-encoded) and the data is kept.
 * Expired, tampered, replayed and other tenants' links all get the same 404 page (a client that is
 * not a browser: the 404 error shape).
 */
export const keepRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8192 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  registerOperations(app, {
    retentionKeepPage: async (request, reply) =>
      sendPage(request, reply, await keepView(app.ctx, request.query.token, request.host), request.query.token),
    keepRetainedData: async (request, reply) =>
      sendPage(request, reply, await keepData(app.ctx, request.body.token, request.host, actorOf(request)), ''),
  });
};
