import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit.js';
import { AppError } from '../../platform/errors.js';
import { registerOperations } from '../../platform/operations.js';
import { applicationConfirmPage, CONFIRM_PAGE_CSP, type ConfirmPageState } from './application-confirm.page.js';
import { confirmApplication, confirmationView } from './application-confirm.service.js';
import { applyToJob, publicJob, reportJob } from './job-board.service.js';

/**
 * What the public job board sends for its visitors (no sign-in): reports on live jobs and
 * applications, and the page behind the link that confirms an application. Only live jobs of active
 * employers are known here; nothing in an answer tells who is a candidate or who reported.
 */
export const jobBoardRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(confirmRoutes);
};

const sendPage = (reply: FastifyReply, status: number, state: ConfirmPageState) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('content-security-policy', CONFIRM_PAGE_CSP)
    .send(applicationConfirmPage(state));

/**
 * `/applications/confirm`: GET shows the page with a button and changes nothing; POST confirms.
 * The page's form posts `token` form-encoded and gets a page back; a candidate site posts JSON
 * and gets JSON.
 */
const confirmRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  registerOperations(app, {
    publicJob: async (request) => ({
      data: await publicJob(app.ctx, request.params.uuid, request.query.locale ?? request.locale, request.host),
    }),
    reportPublicJob: async (request, reply) => {
      await reportJob(app.ctx, request.params.uuid, request.body, actorOf(request), request.host);
      return reply.code(202).send({ data: { status: 'received' } });
    },
    applyToJob: async (request, reply) => {
      await applyToJob(app.ctx, request.params.uuid, request.body, actorOf(request), request.host);
      return reply.code(202).send({ data: { status: 'pending_confirmation' } });
    },
    applicationConfirmPage: async (request, reply) => {
      const view = await confirmationView(app.ctx, request.query.token, request.host);
      return view
        ? sendPage(reply, 200, { kind: 'ask', view, token: request.query.token })
        : sendPage(reply, 404, { kind: 'invalid', locale: request.locale });
    },
    confirmApplication: async (request, reply) => {
      const fromPage = request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') ?? false;
      try {
        const { outcome, view } = await confirmApplication(app.ctx, request.body.token, actorOf(request), request.host);
        return fromPage ? sendPage(reply, 200, { kind: outcome, view }) : { data: { status: outcome } };
      } catch (error) {
        if (!fromPage || !(error instanceof AppError) || error.code !== 'confirmation_link_invalid') throw error;
        return sendPage(reply, 404, { kind: 'invalid', locale: request.locale });
      }
    },
  });
};
