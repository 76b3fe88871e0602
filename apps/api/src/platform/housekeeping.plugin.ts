import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { purgeExpiredAuthRows } from './auth/purge.repo.js';

const EVERY_MS = 60 * 60 * 1000;

/** Hourly clean-up of expired auth rows; safe to run in several processes at once. */
async function housekeeping(app: FastifyInstance) {
  let timer: NodeJS.Timeout | undefined;
  const run = () =>
    purgeExpiredAuthRows(app.db, app.config.auth.throttleWindowSeconds).catch((err) =>
      app.log.error({ err }, 'housekeeping failed'),
    );
  app.addHook('onReady', async () => {
    timer = setInterval(run, EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

export const housekeepingPlugin = fp(housekeeping, { name: 'housekeeping', dependencies: ['database'] });
