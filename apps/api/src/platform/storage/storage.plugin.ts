import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openStorage } from './open-storage.js';
import type { Storage } from './storage-port.js';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** Decorates the app with the file storage of its configuration: an S3 bucket, or local disk under `uploadsDir`. */
async function storagePlugin(app: FastifyInstance, opts: { storage?: Storage }) {
  const target = app.config.storage;
  const storage = opts.storage ?? (await openStorage(target, app.config.uploadsDir));
  app.decorate('storage', storage);
  if (target.kind === 's3') app.addHook('onClose', async () => storage.close?.());
}

export const storagePluginFp = fp(storagePlugin, { name: 'storage' });
