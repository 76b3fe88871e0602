import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** s3rver's fixed test credentials: it checks every request's signature against them. */
export const S3_TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export type S3Server = {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  bucket: string;
  /** STORAGE_URL for an API on this server's bucket (`prefix`: a folder in it). */
  storageUrl(prefix?: string): string;
  stop(): Promise<void>;
};

const bin = join(dirname(createRequire(import.meta.url).resolve('s3rver/package.json')), 'bin', 's3rver.js');

/**
 * Starts a real S3-compatible server (s3rver, its own process) on a free loopback port with its
 * data in a fresh temporary folder, and creates `bucket`. Stop it in `afterAll`.
 */
export async function startS3Server(bucket = 'talent-test'): Promise<S3Server> {
  const dir = mkdtempSync(join(tmpdir(), 'tp-s3-'));
  const child: ChildProcess = spawn(
    process.execPath,
    [bin, '-d', dir, '-a', '127.0.0.1', '-p', '0', '--silent', '--no-vhost-buckets', '--configure-bucket', bucket],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`s3rver did not start: ${output}`)), 20_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on [^:\s]+:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`s3rver exited (${code}): ${output}`));
    });
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    storageUrl: (prefix = '') =>
      `s3://${bucket}${prefix ? `/${prefix}` : ''}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1&forcePathStyle=true`,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
