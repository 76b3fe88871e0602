import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit.js';
import { registerOperations } from '../../platform/operations.js';
import { requireSite } from '../../platform/tenancy/selection.js';
import {
  formDeliveries,
  resendFormDelivery,
  revealWebhookSecret,
  rotateWebhookSecret,
} from './webhook-form.service.js';

/** A webhook form's delivery log, resends, and its signing secret (never in the form's own answers). */
export const webhookFormRoutes: FastifyPluginAsyncZod = async (app) => {
  registerOperations(app, {
    listSiteFormDeliveries: async (request) =>
      formDeliveries(app.ctx, requireSite(request.selection), request.params.uuid, request.query),
    resendSiteFormDelivery: async (request, reply) => {
      const { uuid, id } = request.params;
      await resendFormDelivery(app.ctx, requireSite(request.selection), uuid, id, actorOf(request));
      return reply.code(204).send();
    },
    revealSiteFormWebhookSecret: async (request, reply) => {
      const data = await revealWebhookSecret(
        app.ctx,
        requireSite(request.selection),
        request.params.uuid,
        actorOf(request),
      );
      return reply.header('cache-control', 'no-store').send({ data });
    },
    rotateSiteFormWebhookSecret: async (request, reply) => {
      const data = await rotateWebhookSecret(
        app.ctx,
        requireSite(request.selection),
        request.params.uuid,
        actorOf(request),
      );
      return reply.header('cache-control', 'no-store').send({ data });
    },
  });
};
