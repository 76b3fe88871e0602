import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-data.js';
import { killLeftoverApis, startApi } from '../test/api-process.js';
import { embeddedPass } from '../test/database.js';
import { openDatabase } from './client.js';
import { requestBackup } from './embedded-backup.js';

// Issue 34: the embedded database backed up while a server runs on it (the server writes the
// copy: no other process may read its files), then restored into a fresh folder that a server
// opens with the data in it. As an operator runs it: real processes, the real command.
const apiRoot = fileURLToPath(new URL('../..', import.meta.url));
const folder = (name: string) => mkdtempSync(join(tmpdir(), `tp-backup-${name}-`));
afterAll(() => killLeftoverApis());

function admin(env: Record<string, string>, ...args: string[]) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) =>
    execFile(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', 'src/admin.ts', ...args],
      { cwd: apiRoot, env: { ...process.env, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    ),
  );
}

const sessionsOf = async (dataDir: string) => {
  const database = await openDatabase({ dataDir });
  try {
    const rows = (await database.db.execute(
      sql`select count(*)::int as n from sessions s join users u on u.id = s.user_id where u.email = 'owner@acme.test'`,
    )) as unknown as { rows: { n: number }[] };
    return rows.rows[0]!.n;
  } finally {
    await database.close();
  }
};

describe.runIf(embeddedPass)('npm run db:backup and db:restore (embedded database)', () => {
  it('copies the database while a server runs on it, and a fresh folder restored from the copy holds its data', async () => {
    const source = { DATA_DIR: folder('source'), DATABASE_URL: '', PORTAL_ENTERPRISE_ID: 'bak' };
    const backup = join(folder('files'), 'portal.tar.gz');
    const api = await startApi(source);
    try {
      // A write made after start: a session of the owner's.
      const login = await fetch(`${api.base}/portal/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-af-eid': 'bak' },
        body: JSON.stringify({ email: 'owner@acme.test', password: DEMO_PASSWORD }),
      });
      expect(login.status).toBe(200);
      const taken = await admin(source, 'backup', '--out', backup);
      expect(taken.code, taken.stderr).toBe(0);
      expect(taken.stdout).toMatch(/^Backup of .* written to .*portal\.tar\.gz \(\d+ bytes\)/);
      // The server kept serving.
      expect((await fetch(`${api.base}/portal/health/ready`)).status).toBe(200);

      // A backup file in a folder that does not exist: said at once, the server not asked.
      const nowhere = join(folder('files'), 'no-such-folder', 'portal.tar.gz');
      const refused = await admin(source, 'backup', '--out', nowhere);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('is not a folder this command can write to');
      // The server asked anyway (as by an older command) fails, says so, and keeps serving.
      await expect(requestBackup(source.DATA_DIR, nowhere, 30_000)).rejects.toThrow(/ENOENT/);
      expect((await fetch(`${api.base}/portal/health/ready`)).status).toBe(200);
    } finally {
      api.child.kill('SIGTERM');
      await api.exited;
    }

    const target = { ...source, DATA_DIR: folder('target') };
    const missing = await admin(target, 'restore', '--from', join(folder('none'), 'no-such.tar.gz'));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('does not exist');
    const restored = await admin(target, 'restore', '--from', backup);
    expect(restored.code, restored.stderr).toBe(0);
    expect(await sessionsOf(target.DATA_DIR)).toBe(1);
    // Never over a database: the same folder again is refused.
    const again = await admin(target, 'restore', '--from', backup);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already holds a database');

    // A server opens the restored folder as its own.
    const next = await startApi(target);
    try {
      const brand = await fetch(`${next.base}/portal/accounts/branding?domain=localhost`);
      expect(((await brand.json()) as { data: { name: string } }).data.name).toBe('Acme Talent Group');
    } finally {
      next.child.kill('SIGTERM');
      await next.exited;
    }
  }, 240_000);

  it('backs up a folder no server holds by opening it itself, and sends PostgreSQL to pg_dump', async () => {
    const source = { DATA_DIR: folder('idle'), DATABASE_URL: '', PORTAL_ENTERPRISE_ID: 'bak' };
    const api = await startApi(source);
    api.child.kill('SIGTERM');
    await api.exited;
    const out = join(folder('files'), 'idle.tar.gz');
    const taken = await admin(source, 'backup', '--out', out);
    expect(taken.code, taken.stderr).toBe(0);
    expect(existsSync(out)).toBe(true);
    const postgres = await admin(
      { ...source, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
      'backup',
      '--out',
      out,
    );
    expect(postgres.code).toBe(2);
    expect(postgres.stderr).toContain('pg_dump');
  }, 180_000);
});
