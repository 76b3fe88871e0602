import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

// The real entry point, as `npm start` runs it (through tsx, so no build is needed).
const apiRoot = fileURLToPath(new URL('../..', import.meta.url));

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

export type LogLine = { msg?: string; req?: { url?: string; method?: string }; [key: string]: unknown };

export type ApiProcess = {
  base: string;
  port: number;
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Calls `onLine` with every JSON log line the server writes from now on; returns the unsubscribe. */
  onLog(onLine: (line: LogLine) => void): () => void;
  /** The first JSON log lines (start-up included; at most LOG_KEPT, so load tests stay small). */
  logs: LogLine[];
  /** Lines on stdout that are not a JSON object (the server should write none). */
  stray: string[];
  /** What the server wrote to stderr, when started with `{ stderr: 'pipe' }` (else it is passed through). */
  stderr(): string;
};

const LOG_KEPT = 1000;

const jsonObject = (text: string): LogLine | null => {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as LogLine) : null;
  } catch {
    return null;
  }
};

const spawnApi = (env: Record<string, string>, stderr: 'inherit' | 'pipe' = 'inherit') =>
  spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', stderr],
  });

/** Runs `src/server.ts` expecting it to refuse to start: its exit code and what it wrote to stderr. */
export async function apiRefusal(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const child = spawnApi({ PORT: '0', ...env }, 'pipe');
  running.add(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  running.delete(child);
  return { code, stderr };
}

/**
 * Spawns `src/server.ts` on a free port with the given environment on top of ours, and waits
 * until `/portal/health` answers. `killLeftoverApis` ends whatever a test left running.
 */
export async function startApi(
  env: Record<string, string>,
  port?: number,
  options: { stderr?: 'inherit' | 'pipe' } = {},
): Promise<ApiProcess> {
  const listenPort = port ?? (await freePort());
  const child = spawnApi({ ...env, PORT: String(listenPort) }, options.stderr);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  running.add(child);
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  // Pino writes one JSON object per line.
  const subscribers = new Set<(line: LogLine) => void>();
  const logs: LogLine[] = [];
  const stray: string[] = [];
  let buffered = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const text of lines) {
      const line = jsonObject(text);
      if (!line) {
        stray.push(text);
        continue;
      }
      if (logs.length < LOG_KEPT) logs.push(line);
      for (const subscriber of subscribers) subscriber(line);
    }
  });
  const base = `http://127.0.0.1:${listenPort}`;
  let early: number | null | undefined;
  void exited.then((code) => {
    early = code;
  });
  for (let i = 0; i < 600; i++) {
    if (early !== undefined) throw new Error(`the API exited during start-up (${early})`);
    const ok = await fetch(`${base}/portal/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) {
      return {
        base,
        port: listenPort,
        child,
        exited,
        logs,
        stray,
        stderr: () => stderr,
        onLog(onLine) {
          subscribers.add(onLine);
          return () => subscribers.delete(onLine);
        },
      };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the API did not start within a minute');
}

const running = new Set<ChildProcess>();

/** Kills every API process this worker started that is still running (for `afterAll`). */
export function killLeftoverApis() {
  for (const child of running) child.kill('SIGKILL');
}
