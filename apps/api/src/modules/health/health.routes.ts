import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { migrationsApplied } from '../../db/migration-status.js';
import { isDatabaseUnavailable } from '../../db/unavailable.js';
import { AppError, RETRY_AFTER_SECONDS, serviceUnavailable } from '../../platform/errors.js';
import { registerOperations } from '../../platform/operations.js';

const RETRY = { 'retry-after': String(RETRY_AFTER_SECONDS) };

/**
 * Probes for load balancers and orchestrators: `live` (restart me if this fails) asks nothing of
 * the database, so an outage does not get every process restarted; `ready` (send me traffic)
 * needs the database reachable and migrated up to this build. `/health` stays as it was.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  registerOperations(app, {
    health: async (request) => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (error) {
        throw serviceUnavailable(error);
      }
      request.log.debug('health ok');
      return { status: 'ok' as const, database: app.database.kind };
    },
    healthLive: async () => ({ status: 'ok' as const }),
    healthReady: async () => {
      let migrated: boolean;
      try {
        migrated = await migrationsApplied(app.db);
      } catch (error) {
        if (isDatabaseUnavailable(error)) throw new AppError('database_unreachable', { headers: RETRY, cause: error });
        throw error;
      }
      if (!migrated) throw new AppError('migrations_pending', { headers: RETRY });
      return { status: 'ready' as const, database: app.database.kind };
    },
  });
};
