import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { embeddedPass } from '../../test/database.js';

const apiRoot = fileURLToPath(new URL('../../..', import.meta.url));

describe.runIf(embeddedPass)('OpenTelemetry loads only when an endpoint is configured', () => {
  it('the app’s modules and an unconfigured start load no OpenTelemetry SDK, exporter or @fastify/otel module; a configured one does', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', 'src/platform/tracing/tracing-lazy.probe.ts'],
      { cwd: apiRoot, env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent' }, timeout: 90_000 },
    );
    const result = JSON.parse(stdout.trim().split('\n').at(-1)!) as Record<string, unknown>;
    expect(result).toMatchObject({ off: true, afterUnset: 0, on: true });
    expect(result.afterSet).toBeGreaterThan(0);
  }, 120_000);
});
