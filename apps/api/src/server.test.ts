import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './seed/demo-data.js';

// The real entry point, as `npm start` runs it (through tsx here, so no build is needed).
const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'tp-server-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

async function start() {
  const port = await freePort();
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      PORTAL_ENTERPRISE_ID: 'srv',
    },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  children.push(child);
  // Pino writes one JSON line per event; count the login requests the server has received.
  let received = 0;
  let buffered = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      if (line.includes('incoming request') && line.includes('/portal/auth/login')) received++;
    }
  });
  const receivedLogins = async (n: number) => {
    while (received < n) await new Promise((r) => setTimeout(r, 5));
  };
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    const ok = await fetch(`${base}/portal/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { base, child, exited, receivedLogins };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

type Json = { data: { name: string; accounts: unknown[] }; access_token: string };
const json = async (res: Response) => (await res.json()) as Json;

const login = (base: string) =>
  fetch(`${base}/portal/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-af-eid': 'srv' },
    body: JSON.stringify({ email: 'owner@acme.test', password: DEMO_PASSWORD }),
  });

describe('server.ts', () => {
  it('migrates, seeds an empty embedded database, serves, and on SIGTERM finishes in-flight requests before exiting', async () => {
    const { base, child, exited, receivedLogins } = await start();
    const brand = await json(await fetch(`${base}/portal/accounts/branding?domain=localhost`));
    expect(brand.data.name).toBe('Acme Talent Group');

    // Four sign-ins (argon2 each, so they take a while), SIGTERM once the server has them all.
    const inFlight = Array.from({ length: 4 }, () => login(base));
    await receivedLogins(4);
    child.kill('SIGTERM');
    const answers = await Promise.all(inFlight);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await exited).toBe(0);
  }, 60_000);

  it('keeps its data across a restart and does not seed twice', async () => {
    const { base, child, exited } = await start();
    const brand = await json(await fetch(`${base}/portal/accounts/branding?domain=localhost`));
    expect(brand.data.name).toBe('Acme Talent Group');
    // The sessions created before the restart are still there: one login per in-flight request above.
    const res = await login(base);
    const { access_token } = await json(res);
    const me = await fetch(`${base}/portal/auth/me`, {
      headers: { authorization: `Bearer ${access_token}`, 'x-af-eid': 'srv' },
    });
    expect((await json(me)).data.accounts.length).toBe(1);
    child.kill('SIGINT');
    expect(await exited).toBe(0);
  }, 60_000);
});
