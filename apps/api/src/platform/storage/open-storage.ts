import { createLocalStorage } from './local-storage.js';
import type { Storage } from './storage-port.js';
import type { StorageTarget } from './storage-url.js';

/**
 * The store a configuration names: local disk under `uploadsDir`, or an S3-compatible bucket. The
 * S3 adapter (and the AWS SDK under it, a large module tree) is imported only when it is the one
 * configured, so a process on local disk never loads it (storage-lazy.test.ts).
 */
export async function openStorage(target: StorageTarget, uploadsDir: string): Promise<Storage> {
  if (target.kind === 'local') return createLocalStorage(uploadsDir);
  const { createS3Storage } = await import('./s3-storage.js');
  return createS3Storage(target);
}
