import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import type { Config } from '../../config.js';
import { openStorage } from './open-storage.js';

// Run by storage-lazy.test.ts in a process of its own (a test worker's module cache is shared by
// many files). Loads the whole app's module graph, starts the storage plugin on local disk, then
// opens an S3 store, and prints how many AWS SDK modules were loaded after each step. Node loads
// the SDK's CommonJS build, so its modules show in the require cache.
const loaded = () => Object.keys(createRequire(import.meta.url).cache).filter((k) => k.includes('@aws-sdk')).length;

const dataDir = mkdtempSync(join(tmpdir(), 'tp-lazy-'));
try {
  await import('../../app.js');
  const afterImport = loaded();
  const { storagePluginFp } = await import('./storage.plugin.js');
  const app = Fastify();
  const config = { storage: { kind: 'local' }, uploadsDir: join(dataDir, 'uploads') } as Pick<
    Config,
    'storage' | 'uploadsDir'
  >;
  app.decorate('config', config as Config);
  await app.register(storagePluginFp);
  await app.ready();
  await app.storage.put('probe/a.css', Buffer.from('a{}'), 'text/css; charset=utf-8');
  const stored = await app.storage.exists('probe/a.css');
  const afterLocal = loaded();
  await app.close();
  const s3 = await openStorage(
    {
      kind: 's3',
      bucket: 'lazy-probe',
      prefix: '',
      endpoint: 'http://127.0.0.1:9',
      region: 'us-east-1',
      forcePathStyle: true,
    },
    dataDir,
  );
  s3.close?.();
  console.log(JSON.stringify({ afterImport, stored, afterLocal, afterS3: loaded() }));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
