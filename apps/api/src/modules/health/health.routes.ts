import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { migrationsApplied } from '../../db/migration-status.js';
import { isDatabaseUnavailable } from '../../db/unavailable.js';
import { AppError, RETRY_AFTER_SECONDS, serviceUnavailable } from '../../platform/errors.js';
import { registerOperations } from '../../platform/operations.js';
import { APP_VERSION } from '../../platform/version.js';

const RETRY = { 'retry-after': String(RETRY_AFTER_SECONDS) };

/**
 * Probes for load balancers and orchestrators: `live` (restart me if this fails) asks nothing of
 * the database, so an outage does not get every process restarted; `ready` (send me traffic)
 * needs the database reachable and migrated up to this build. `/health` stays as it was.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // A probe asks every few seconds: an outage is logged once, at warn, when it starts and when it ends.
  let notReady: string | null = null;
  const refuse = (code: 'database_unreachable' | 'migrations_pending', cause?: unknown) => {
    if (notReady !== code) app.log.warn({ code, err: cause }, 'not ready');
    notReady = code;
    return new AppError(code, { headers: RETRY, cause, quiet: true });
  };

  registerOperations(app, {
    health: async (request) => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (error) {
        throw serviceUnavailable(error);
      }
      request.log.debug('health ok');
      return { status: 'ok' as const, database: app.database.kind, version: APP_VERSION };
    },
    healthLive: async () => ({ status: 'ok' as const }),
    healthReady: async () => {
      let migrated: boolean;
      try {
        migrated = await migrationsApplied(app.db);
      } catch (error) {
        if (isDatabaseUnavailable(error)) throw refuse('database_unreachable', error);
        throw error;
      }
      if (!migrated) throw refuse('migrations_pending');
      if (notReady) app.log.info({ was: notReady }, 'ready again');
      notReady = null;
      return { status: 'ready' as const, database: app.database.kind, version: APP_VERSION };
    },
  });
};
