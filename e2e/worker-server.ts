import { join } from 'node:path';

// A run's Playwright workers each talk to a server and database of their own (E2E_WORKERS of
// them, started by playwright.config.ts): worker n on port E2E_PORT + n with its data (embedded
// database, mail outbox) in E2E_DATA_DIR, suffixed `-w<n>` past the first. A spec file then sees
// the demo seed and only what the files before it on the same worker changed, whichever files
// the other worker runs at the same time.

/** How many workers (and so servers) the run has. */
export const workerCount = () => Number(process.env.E2E_WORKERS ?? 1);

/** The worker this code runs in (0 in the config's process). Stable when a worker restarts. */
export const workerIndex = () => Number(process.env.TEST_PARALLEL_INDEX ?? 0);

export const serverPort = (index = workerIndex()) => Number(process.env.E2E_PORT ?? 3100) + index;

export const serverDataDir = (index = workerIndex()) => `${process.env.E2E_DATA_DIR ?? ''}${index ? `-w${index}` : ''}`;

/** The `.eml` files of the worker's server's file mail transport. */
export const outboxDir = (index = workerIndex()) => join(serverDataDir(index), 'outbox');

/** scripts/e2e.mjs: worker n's scratch PostgreSQL database is the part's, suffixed `_w<n>` past the first. */
export function serverDatabaseUrl(index = workerIndex()): string | undefined {
  const url = process.env.E2E_SERVER_DATABASE_URL;
  if (!url || !index) return url;
  const parsed = new URL(url);
  parsed.pathname = `${parsed.pathname}_w${index}`;
  return parsed.href;
}
