import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.js';

/** Decorates the app with its database. The app closes it only if it opened it itself. */
async function database(app: FastifyInstance, opts: { database: Database; owned: boolean }) {
  app.decorate('database', opts.database);
  app.decorate('db', opts.database.db);
  if (opts.owned) app.addHook('onClose', () => opts.database.close());
}

export const databasePlugin = fp(database, { name: 'database' });
