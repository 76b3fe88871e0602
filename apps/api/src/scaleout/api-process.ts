import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

// The API workspace (apps/api), from src/scaleout or dist/scaleout alike.
const apiRoot = fileURLToPath(new URL('../..', import.meta.url));

/** `source`: src/server.ts through tsx (no build needed); `dist`: the build, as production runs it. */
export type Entry = 'source' | 'dist';

export type ApiProcess = {
  base: string;
  /** `127.0.0.1:port`, as nginx names it in `$upstream_addr`. */
  address: string;
  child: ChildProcess;
  /** What the process wrote to stderr (a crash at start-up says why here). */
  stderr(): string;
  /** SIGTERM (graceful: in-flight requests finish, streams end) and wait for the exit. */
  stop(): Promise<void>;
};

const ARGS: Record<Entry, string[]> = {
  source: ['--conditions=source', '--import', 'tsx', 'src/server.ts'],
  dist: ['dist/server.js'],
};

/**
 * Polls `url` until `ok(response)`; fails when `dead()` says the process behind it is gone, or
 * after `timeoutMs`.
 */
export async function waitForHttp(
  url: string,
  dead: () => boolean,
  ok: (res: Response) => boolean = (res) => res.ok,
  timeoutMs = 60_000,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (dead()) throw new Error(`the process behind ${url} exited`);
    const answered = await fetch(url).then(
      (res) => {
        void res.body?.cancel();
        return ok(res);
      },
      () => false,
    );
    if (answered) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Starts `node server.js` (or its source) on `port` with `env` and waits until /portal/health is 200. */
export async function startApiProcess(entry: Entry, port: number, env: Record<string, string>): Promise<ApiProcess> {
  const child = spawn(process.execPath, ARGS[entry], {
    cwd: apiRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-20_000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${base}/portal/health`, () => child.exitCode !== null);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`API process on ${port} did not start: ${stderr}`, { cause: error });
  }
  return {
    base,
    address: `127.0.0.1:${port}`,
    child,
    stderr: () => stderr,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * `count` TCP ports to listen on: consecutive from `SCALEOUT_PORT_BASE` when set (a machine
 * that hands out port ranges), else free ones the system picks.
 */
export async function pickPorts(count: number): Promise<number[]> {
  const fixed = Number(process.env.SCALEOUT_PORT_BASE);
  if (fixed > 0) return Array.from({ length: count }, (_, i) => fixed + i);
  const ports: number[] = [];
  while (ports.length < count) {
    const port = await new Promise<number>((resolve, reject) => {
      const probe = createServer()
        .once('error', reject)
        .listen(0, '127.0.0.1', () => {
          const { port } = probe.address() as { port: number };
          probe.close(() => resolve(port));
        });
    });
    if (!ports.includes(port)) ports.push(port);
  }
  return ports;
}
