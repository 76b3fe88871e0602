import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../platform/audit.js';
import { registerOperations } from '../../../platform/operations.js';
import { requireSite } from '../../../platform/tenancy/selection.js';
import { noticesOf, publishNotice, requestReconsent } from './notices.service.js';

/** The selected site's privacy notice: its versions, a new version, and asking candidates to accept it. */
export const privacyNoticeRoutes: FastifyPluginAsyncZod = async (app) => {
  registerOperations(app, {
    listPrivacyNotices: async (request) => ({ data: await noticesOf(app.ctx, requireSite(request.selection)) }),
    publishPrivacyNotice: async (request, reply) => {
      const data = await publishNotice(app.ctx, requireSite(request.selection), request.body, actorOf(request));
      return reply.code(201).send({ data });
    },
    requestPrivacyReconsent: async (request) =>
      requestReconsent(app.ctx, requireSite(request.selection), request.params.version, actorOf(request)),
  });
};
