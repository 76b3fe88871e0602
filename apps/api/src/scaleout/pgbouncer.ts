import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';

export type PgBouncer = { port: number; stop(): Promise<void> };

const BIN = process.env.PGBOUNCER_BIN || '/usr/sbin/pgbouncer';

/**
 * Debian's PgBouncer in transaction pooling mode (what hosted PostgreSQL offers by default) in
 * front of `server`, with `poolSize` server connections per database and user, so the clients'
 * transactions take turns on few connections. Everything lives in `dir`; it refuses to run as
 * root, so it runs as `user` when started by root.
 */
export async function startPgBouncer(
  dir: string,
  options: { port: number; server: { host: string; port: number }; poolSize: number; user: string },
): Promise<PgBouncer> {
  mkdirSync(dir, { recursive: true });
  const ini = join(dir, 'pgbouncer.ini');
  writeFileSync(join(dir, 'users.txt'), `"${options.user}" ""\n`);
  writeFileSync(
    ini,
    `[databases]
* = host=${options.server.host} port=${options.server.port}
[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${options.port}
auth_type = trust
auth_file = ${join(dir, 'users.txt')}
pool_mode = transaction
default_pool_size = ${options.poolSize}
max_client_conn = 500
unix_socket_dir =
logfile = ${join(dir, 'pgbouncer.log')}
pidfile = ${join(dir, 'pgbouncer.pid')}
ignore_startup_parameters = extra_float_digits,options
`,
  );
  chmodSync(dir, 0o777);
  const root = process.getuid?.() === 0;
  const child: ChildProcess = spawn(BIN, [...(root ? ['-u', options.user] : []), ini], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const until = Date.now() + 10_000;
  while (!(await accepts(options.port))) {
    if (child.exitCode !== null || Date.now() > until) throw new Error(`pgbouncer did not start (see ${dir})`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    port: options.port,
    stop: async () => {
      child.kill('SIGINT');
      await exited;
    },
  };
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
