import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/**
 * The embedded database is one process's files: a second process on the same folder would serve
 * its own copy and lose the other's writes. The first to open the folder writes its pid here; the
 * lock of a process that has gone (killed, crashed) is taken over.
 */
export const LOCK_FILE = 'pglite.lock';

export class DataDirLockedError extends Error {
  constructor(dataDir: string, holder: string) {
    super(
      `The embedded database in ${dataDir} is open in another process (${holder}). ` +
        'Stop that process first, or use PostgreSQL (DATABASE_URL) to run several processes on one database.',
    );
    this.name = 'DataDirLockedError';
  }
}

type Holder = { pid: number; host: string };

function holderOf(path: string): Holder | null {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<Holder>;
    return typeof parsed.pid === 'number' && typeof parsed.host === 'string'
      ? { pid: parsed.pid, host: parsed.host }
      : null;
  } catch {
    return null;
  }
}

/** Whether a process with that pid runs here (EPERM: it runs, as another user). */
function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the folder's lock or throws DataDirLockedError; returns the release function. */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE);
  const mine = JSON.stringify({ pid: process.pid, host: hostname() });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(path, mine, { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        if (readFileSync(path, 'utf8') === mine) unlinkSync(path);
      };
      // A process that ends without closing the database (an uncaught error) leaves no lock behind.
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = holderOf(path);
      // Another machine's pid cannot be checked from here (a shared folder): never taken over.
      const stale = holder !== null && holder.host === hostname() && !alive(holder.pid);
      if (!stale && holder !== null) throw new DataDirLockedError(dataDir, `pid ${holder.pid} on ${holder.host}`);
      if (!stale) throw new DataDirLockedError(dataDir, `unreadable lock file ${path}`);
      unlinkSync(path);
    }
  }
  throw new DataDirLockedError(dataDir, 'another process took the lock at the same moment');
}
