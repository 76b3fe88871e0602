import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { killLeftoverApis, startApi } from '../../test/api-process.js';
import { embeddedPass } from '../../test/database.js';

// The command as an operator runs it: a process of its own on a production configuration, first on
// an empty embedded database, then beside a running server.
const apiRoot = fileURLToPath(new URL('../../..', import.meta.url));
const PUBLIC_URL = 'https://portal.example.test';
const env = {
  NODE_ENV: 'production',
  SEED: 'none',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'tp-admin-')),
  DATABASE_URL: '',
  ALLOW_EMBEDDED_DATABASE: 'true',
  TRUST_PROXY: 'false',
  PUBLIC_URL,
  PORTAL_ENTERPRISE_ID: 'adm',
  PAYMENT_PROVIDER: 'test',
  ALLOW_TEST_PAYMENTS: 'true',
  CMS_TOKEN_SECRET: 'c'.repeat(32),
  CANDIDATE_TOKEN_SECRET: 'd'.repeat(32),
  SECRETS_KEY: 'e'.repeat(64),
};
afterAll(() => killLeftoverApis());

function admin(...args: string[]) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', 'src/admin.ts', ...args],
      { cwd: apiRoot, env: { ...process.env, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

const linkIn = (stdout: string) => {
  const line = stdout.split('\n').find((l) => l.startsWith(`${PUBLIC_URL}/auth/profile/password?`));
  expect(line, stdout).toBeDefined();
  const url = new URL(line!);
  expect(url.searchParams.get('email')).toBe('ops@example.test');
  return url.searchParams.get('token')!;
};

describe.runIf(embeddedPass)('npm run admin -- create', () => {
  it('refuses what it cannot do, with the usage', async () => {
    const noEmail = await admin('create');
    expect(noEmail.code).toBe(2);
    expect(noEmail.stderr).toContain('--email needs an e-mail address');
    expect((await admin('remove', '--email', 'a@b.test')).stderr).toContain('Usage: npm run admin -- create');
    expect((await admin('create', '--email', 'a@b.test', '--valid-hours', '0')).code).toBe(2);
  }, 60_000);

  it('makes the first administrator on an empty production database; the newest link activates them, once', async () => {
    const first = await admin('create', '--email', 'Ops@Example.test', '--name', 'Platform Ops');
    expect(first.code, first.stderr).toBe(0);
    const oldToken = linkIn(first.stdout);
    // Twice is safe: the same person, a new link; the first one stops working.
    const again = await admin('create', '--email', 'ops@example.test');
    expect(again.code, again.stderr).toBe(0);
    const token = linkIn(again.stdout);
    expect(token).not.toBe(oldToken);

    const api = await startApi(env);
    try {
      // Beside a running server the embedded database is the server's: the command says so and writes nothing.
      const beside = await admin('create', '--email', 'second@example.test');
      expect(beside.code).toBe(1);
      expect(beside.stderr).toContain('is open in another process');

      const post = (path: string, body: unknown, token?: string) =>
        fetch(`${api.base}/portal${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-af-eid': 'adm',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify(body),
        });
      const password = 'a long platform passphrase 42';
      const reset = (t: string) =>
        post('/auth/reset-password', { token: t, password, password_confirmation: password });
      expect((await reset(oldToken)).status).toBe(422);
      expect((await reset(token)).status).toBe(200);
      expect((await reset(token)).status, 'the link works once').toBe(422);

      const login = await post('/auth/login', { email: 'ops@example.test', password });
      expect(login.status).toBe(200);
      const { access_token } = (await login.json()) as { access_token: string };
      // Platform staff only: the platform's retention bounds.
      const limits = await fetch(`${api.base}/portal/v1/privacy/limits`, {
        headers: { authorization: `Bearer ${access_token}`, 'x-af-eid': 'adm' },
      });
      expect(limits.status).toBe(200);
    } finally {
      api.child.kill('SIGTERM');
      await api.exited;
    }

    const rerun = await admin('create', '--email', 'ops@example.test');
    expect(rerun.code, rerun.stderr).toBe(0);
    expect(rerun.stdout).toContain('ops@example.test is already a platform administrator; nothing changed.');
  }, 180_000);
});

describe.runIf(embeddedPass)('npm run db:migrate (admin -- migrate)', () => {
  it('migrates alone, once: a server started with MIGRATE_ON_START=false is not ready before, and ready after', async () => {
    const fresh = { ...env, DATA_DIR: mkdtempSync(join(tmpdir(), 'tp-migrate-')), MIGRATE_ON_START: 'false' };
    const readiness = async () => {
      const api = await startApi(fresh);
      try {
        const res = await fetch(`${api.base}/portal/health/ready`);
        return { status: res.status, body: (await res.json()) as { code?: string; status?: string } };
      } finally {
        api.child.kill('SIGTERM');
        await api.exited;
      }
    };
    expect(await readiness()).toMatchObject({ status: 503, body: { code: 'migrations_pending' } });

    const migrate = () =>
      new Promise<{ code: number; stdout: string }>((resolve) =>
        execFile(
          process.execPath,
          ['--conditions=source', '--import', 'tsx', 'src/admin.ts', 'migrate'],
          { cwd: apiRoot, env: { ...process.env, ...fresh } },
          (error, stdout) => resolve({ code: error ? Number(error.code) : 0, stdout }),
        ),
      );
    const first = await migrate();
    expect(first).toMatchObject({ code: 0, stdout: expect.stringMatching(/^The database is migrated to \d{4}_/) });
    expect((await migrate()).stdout).toMatch(/^The database was up to date/);
    expect(await readiness()).toMatchObject({ status: 200, body: { status: 'ready' } });
  }, 180_000);
});
