import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Database, pgliteDir } from './client.js';
import { LOCK_FILE } from './data-dir-lock.js';

/**
 * Backups of the embedded database while a server holds it (issue 34). Only that process may read
 * the files, so `npm run db:backup` asks it: it writes what it wants into DATA_DIR and sends the
 * holder SIGUSR2 (the same operating-system user, no network surface); the server writes the dump
 * beside the requested path and renames it into place, so the file is whole once it exists.
 */
const REQUEST_FILE = 'backup-request.json';
const errorFile = (dataDir: string, id: string) => join(dataDir, `backup-${id}.error`);
const SIGNAL = 'SIGUSR2';
type BackupRequest = { id: string; out: string };

/** Writes `database.dump()` to `out` whole (a partial file never has the final name). */
export async function writeDump(database: Database, out: string): Promise<number> {
  if (!database.dump) throw new Error('Only the embedded database is dumped here; back PostgreSQL up with pg_dump.');
  const bytes = Buffer.from(await (await database.dump()).arrayBuffer());
  const partial = `${out}.partial`;
  writeFileSync(partial, bytes);
  renameSync(partial, out);
  return bytes.length;
}

/** In the server that holds the folder: answers backup requests until it closes. */
export function serveBackupRequests(
  dataDir: string,
  database: Database,
  log: { info(o: object, m: string): void; error(o: object, m: string): void },
) {
  const handle = () => {
    const path = join(dataDir, REQUEST_FILE);
    let request: BackupRequest;
    try {
      request = JSON.parse(readFileSync(path, 'utf8')) as BackupRequest;
      rmSync(path);
    } catch {
      return; // A stray signal: nothing was asked.
    }
    writeDump(database, request.out).then(
      (bytes) => log.info({ out: request.out, bytes }, 'backup written'),
      (err: unknown) => {
        log.error({ err, out: request.out }, 'backup failed');
        // Told to the waiting command through DATA_DIR, which this process can write whatever the
        // requested folder is; a failure here must never take the server down.
        try {
          writeFileSync(errorFile(dataDir, request.id), String(err));
        } catch (writeError) {
          log.error({ err: writeError }, 'backup failure could not be reported');
        }
      },
    );
  };
  process.on(SIGNAL, handle);
  return () => process.off(SIGNAL, handle);
}

/** The pid of the process holding the folder, if one does. */
function holderPid(dataDir: string): number | null {
  try {
    const { pid } = JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')) as { pid?: unknown };
    return typeof pid === 'number' ? pid : null;
  } catch {
    return null;
  }
}

/** Asks the server holding `dataDir` for a backup at `out`; resolves once it is written. */
export async function requestBackup(dataDir: string, out: string, timeoutMs = 120_000): Promise<'asked' | 'no-server'> {
  const pid = holderPid(dataDir);
  if (pid === null) return 'no-server';
  const target = resolve(out);
  const id = randomUUID();
  writeFileSync(join(dataDir, REQUEST_FILE), JSON.stringify({ id, out: target } satisfies BackupRequest));
  try {
    process.kill(pid, SIGNAL);
  } catch {
    rmSync(join(dataDir, REQUEST_FILE), { force: true });
    return 'no-server'; // The lock outlived its process: the folder is free.
  }
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (existsSync(target)) return 'asked';
    const failed = errorFile(dataDir, id);
    if (existsSync(failed)) {
      const message = readFileSync(failed, 'utf8');
      rmSync(failed, { force: true });
      throw new Error(message);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The server (pid ${pid}) wrote no backup within ${timeoutMs / 1000} s.`);
}

/** Whether `dataDir` already holds an embedded database (restoring never overwrites one). */
export const holdsDatabase = (dataDir: string) =>
  existsSync(pgliteDir(dataDir)) && readdirSync(pgliteDir(dataDir)).length > 0;
