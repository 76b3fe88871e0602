import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors.js';
import { registerOperations } from '../../platform/operations.js';
import { PUBLIC_PAGE_CSP } from '../../platform/public-page.js';
import { type FeedbackPageState, feedbackConfirmPage } from './feedback-confirm.page.js';
import { confirmFeedback, feedbackConfirmView } from './feedback-confirm.service.js';

const sendPage = (reply: FastifyReply, status: number, state: FeedbackPageState) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    // The token is in the URL: no page it links to may learn it.
    .header('referrer-policy', 'no-referrer')
    .header('content-security-policy', PUBLIC_PAGE_CSP)
    .send(feedbackConfirmPage(state));

/**
 * `/job-feedback/confirm`: the page behind the link mailed for a rating from an address not yet
 * proven. GET shows the rating with a button and changes nothing; the button POSTs the token
 * (form-encoded) and the rating counts. Expired, tampered, used and other tenants' links, and links
 * opened on a host that does not serve their account, all get the same 404 page.
 */
export const feedbackConfirmRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  registerOperations(app, {
    jobFeedbackConfirmPage: async (request, reply) => {
      const view = await feedbackConfirmView(app.ctx, request.query.token, request.host);
      return view
        ? sendPage(reply, 200, { kind: 'ask', view, token: request.query.token })
        : sendPage(reply, 404, { kind: 'invalid', locale: request.locale });
    },
    confirmJobFeedback: async (request, reply) => {
      try {
        const { outcome, view } = await confirmFeedback(app.ctx, request.body.token, request.host);
        return sendPage(reply, 200, { kind: outcome, view });
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'confirmation_link_invalid') throw error;
        return sendPage(reply, 404, { kind: 'invalid', locale: request.locale });
      }
    },
  });
};
