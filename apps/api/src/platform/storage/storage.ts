import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLocalStorage } from './local-storage.js';

/** A stored object: its bytes and the content type they were stored with. */
export type StoredObject = { bytes: Buffer; contentType: string };

/**
 * Where uploaded files live. Keys are made by the server (`avatars/<random>.png`), never by a
 * client. Local disk today; an S3 implementation only has to provide these four calls.
 */
export interface Storage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** null when there is no such object. */
  get(key: string): Promise<StoredObject | null>;
  /** Deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** The objects directly in `folder`, with when each was written (for clean-up of orphans). */
  list(folder: string): AsyncIterable<{ key: string; modifiedAt: Date }>;
}

/** Keys are lower-case path segments with one extension: nothing a traversal could hide in. */
export const STORAGE_KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*\.[a-z0-9]{1,8}$/;

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY.test(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** Decorates the app with the file storage of its configuration (local disk under `uploadsDir`). */
async function storagePlugin(app: FastifyInstance, opts: { storage?: Storage }) {
  app.decorate('storage', opts.storage ?? createLocalStorage(app.config.uploadsDir));
}

export const storagePluginFp = fp(storagePlugin, { name: 'storage' });
