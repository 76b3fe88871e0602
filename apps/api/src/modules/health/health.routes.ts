import { HealthResponse } from '@talent/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceUnavailable } from '../../platform/errors.js';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public', enterprise: false },
      schema: { tags: ['platform'], summary: 'Liveness and database check', response: { 200: HealthResponse } },
    },
    async (request) => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (error) {
        throw serviceUnavailable(error);
      }
      request.log.debug('health ok');
      return { status: 'ok' as const, database: app.database.kind };
    },
  );
};
