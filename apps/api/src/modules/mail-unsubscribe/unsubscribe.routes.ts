import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit.js';
import { AppError } from '../../platform/errors.js';
import { registerOperations } from '../../platform/operations.js';
import { PUBLIC_PAGE_CSP } from '../../platform/public-page.js';
import { unsubscribePage } from './unsubscribe.page.js';
import { resubscribe, type UnsubscribeView, unsubscribe, unsubscribeView } from './unsubscribe.service.js';

/** A person (a browser, the page's own form) gets the page; any other client, on a bad link, the one error shape. */
const wantsPage = (request: FastifyRequest) =>
  (request.headers.accept ?? '').includes('text/html') ||
  (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');

const sendPage = (request: FastifyRequest, reply: FastifyReply, view: UnsubscribeView, token: string) => {
  if (view.kind === 'invalid' && !wantsPage(request)) throw new AppError('unsubscribe_link_invalid');
  return (
    reply
      .code(view.kind === 'invalid' ? 404 : 200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      // The token is in the URL: no page it links to may learn it.
      .header('referrer-policy', 'no-referrer')
      .header('content-security-policy', PUBLIC_PAGE_CSP)
      .send(unsubscribePage(view, token, request.locale))
  );
};

/**
 * `/public/unsubscribe?token=…`: the URL of a candidate mail's `List-Unsubscribe` header. GET shows
 * the question with a button and changes nothing (mail scanners open links); POST with
 * `List-Unsubscribe=One-Click` (RFC 8058), form-encoded or multipart as mail providers send it,
 * or from the page's button, unsubscribes. `/public/resubscribe?token=…` (POST, the "you are
 * unsubscribed" page's button, same token) subscribes again. Expired, tampered and other tenants'
 * links answer 404.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  // Fields only, a few small ones, handed to validation as the body (a file is refused, 413).
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fields: 4, fieldNameSize: 100, fieldSize: 100, files: 0, parts: 4 },
    throwFileSizeLimit: true,
  });

  registerOperations(app, {
    unsubscribePage: async (request, reply) =>
      sendPage(request, reply, await unsubscribeView(app.ctx, request.query.token, request.host), request.query.token),
    unsubscribe: async (request, reply) =>
      sendPage(
        request,
        reply,
        await unsubscribe(app.ctx, request.query.token, request.host, actorOf(request)),
        request.query.token,
      ),
    resubscribe: async (request, reply) =>
      sendPage(
        request,
        reply,
        await resubscribe(app.ctx, request.query.token, request.host, actorOf(request)),
        request.query.token,
      ),
  });
};
