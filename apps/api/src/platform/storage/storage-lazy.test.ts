import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { embeddedPass } from '../../test/database.js';

const apiRoot = fileURLToPath(new URL('../../..', import.meta.url));

describe.runIf(embeddedPass)('the S3 adapter loads only when configured', () => {
  it('the app’s modules and the storage plugin on local disk load no @aws-sdk module; opening an S3 store does', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', 'src/platform/storage/storage-lazy.probe.ts'],
      { cwd: apiRoot, env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent' }, timeout: 90_000 },
    );
    const result = JSON.parse(stdout.trim().split('\n').at(-1)!) as Record<string, unknown>;
    expect(result).toMatchObject({ afterImport: 0, stored: true, afterLocal: 0 });
    expect(result.afterS3).toBeGreaterThan(0);
  }, 120_000);
});
