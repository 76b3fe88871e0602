import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { openDatabase } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { seedDemo } from '../seed/demo.js';
import { freePort } from './api-process.js';

const run = promisify(execFile);
const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** Whether this machine can start a throw-away PostgreSQL cluster (the fault suite needs one). */
export const canRunPrivatePostgres = () => existsSync(join(BIN, 'initdb')) && existsSync(join(BIN, 'pg_ctl'));

/**
 * A PostgreSQL cluster of its own, in a temporary folder on a free port, that a test may stop
 * and start at will without touching the shared server other tests use. initdb refuses to run
 * as root, so as root the cluster belongs to the `postgres` OS user.
 */
export type PrivatePostgres = {
  url: string;
  port: number;
  start(): Promise<void>;
  /** `immediate` kills every backend at once, as a crash or a pulled plug would. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Stops the cluster and deletes its folder. */
  destroy(): Promise<void>;
};

export async function createPrivatePostgres(): Promise<PrivatePostgres> {
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'tp-pg-'));
  const uid = asRoot ? Number((await run('id', ['-u', 'postgres'])).stdout.trim()) : -1;
  if (asRoot) chownSync(dir, uid, -1);
  chmodSync(dir, 0o700);
  const data = join(dir, 'data');
  const command = (tool: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', join(BIN, tool), ...args]] : [join(BIN, tool), args];
  const pg = (tool: string, args: string[]) => run(...command(tool, args));

  await pg('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  const port = await freePort();
  // Only TCP on 127.0.0.1 and the socket in our own folder; fsync off: a stopped server, not a
  // lost machine, is what the tests simulate, and the page cache survives that.
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c full_page_writes=off`;
  let running = false;
  const cluster: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      await pg('pg_ctl', ['start', '-w', '-t', '60', '-D', data, '-l', join(dir, 'log'), '-o', options]);
      running = true;
    },
    async stop(mode = 'fast') {
      await pg('pg_ctl', ['stop', '-w', '-t', '60', '-D', data, '-m', mode]);
      running = false;
    },
    async destroy() {
      if (running) await cluster.stop('immediate').catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await cluster.start();
  // A test worker that ends without its afterAll (a timeout, an error) must not leave a server running.
  process.once('exit', () => {
    if (running) execFileSync(...command('pg_ctl', ['stop', '-D', data, '-m', 'immediate']), { stdio: 'ignore' });
  });
  return cluster;
}

/** Migrates the cluster's database and fills it with the demo tenants. */
export async function seedPrivatePostgres(url: string) {
  const database = await openDatabase({ databaseUrl: url, dataDir: ':memory:' });
  try {
    await migrate(database);
    // The demo webhook's secret is never revealed in these runs: any key encrypts it.
    await seedDemo(database.db, randomBytes(32));
  } finally {
    await database.close();
  }
}
