import {
  SiteFormUuidParam,
  WebhookDeliveriesQuery,
  WebhookDeliveryListResponse,
  WebhookDeliveryParam,
  WebhookSecretResponse,
} from '@talent/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit.js';
import { requireSite } from '../../platform/tenancy/selection.js';
import {
  formDeliveries,
  resendFormDelivery,
  revealWebhookSecret,
  rotateWebhookSecret,
} from './webhook-form.service.js';

const tags = ['site forms'];
// As the forms themselves: the site settings' rights.
const READ = { action: 'read', subject: 'settings' } as const;
const UPDATE = { action: 'update', subject: 'settings' } as const;

/** A webhook form's delivery log, resends, and its signing secret (never in the form's own answers). */
export const webhookFormRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/site/forms/:uuid/deliveries',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'A form’s webhook deliveries, newest first',
        description: '`status` filters (pending, delivered, failed). Another site’s form is 404.',
        params: SiteFormUuidParam,
        querystring: WebhookDeliveriesQuery,
        response: { 200: WebhookDeliveryListResponse },
      },
    },
    async (request) => formDeliveries(app.ctx, requireSite(request.selection), request.params.uuid, request.query),
  );

  app.post(
    '/site/forms/:uuid/deliveries/:id/resend',
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'Send a delivered or failed delivery again',
        description:
          'A new 24 h retry window, signed with the secret of the submission’s time. One still being tried is 409 `webhook_delivery_pending`.',
        params: WebhookDeliveryParam,
      },
    },
    async (request, reply) => {
      const { uuid, id } = request.params;
      await resendFormDelivery(app.ctx, requireSite(request.selection), uuid, id, actorOf(request));
      return reply.code(204).send();
    },
  );

  app.post(
    '/site/forms/:uuid/webhook-secret/reveal',
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'Show a webhook form’s signing secret (audited)',
        description: 'Before the first publish there is none: 409 `webhook_secret_missing`. Not a webhook form: 404.',
        params: SiteFormUuidParam,
        response: { 200: WebhookSecretResponse },
      },
    },
    async (request, reply) => {
      const data = await revealWebhookSecret(
        app.ctx,
        requireSite(request.selection),
        request.params.uuid,
        actorOf(request),
      );
      return reply.header('cache-control', 'no-store').send({ data });
    },
  );

  app.post(
    '/site/forms/:uuid/webhook-secret/rotate',
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'Replace a webhook form’s signing secret (audited)',
        description: 'New deliveries are signed with the new secret; earlier ones keep theirs.',
        params: SiteFormUuidParam,
        response: { 200: WebhookSecretResponse },
      },
    },
    async (request, reply) => {
      const data = await rotateWebhookSecret(
        app.ctx,
        requireSite(request.selection),
        request.params.uuid,
        actorOf(request),
      );
      return reply.header('cache-control', 'no-store').send({ data });
    },
  );
};
