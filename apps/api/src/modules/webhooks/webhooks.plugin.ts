import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerWebhookDelivery } from './delivery.job.js';

/** Webhook deliveries run on the process's job runner, through the outbound guard of the config. */
async function webhooks(app: FastifyInstance) {
  registerWebhookDelivery(app.jobs, { db: app.db, secretsKey: app.config.secretsKey, outbound: app.config.outbound });
}

export const webhooksPlugin = fp(webhooks, { name: 'webhooks', dependencies: ['jobs'] });
