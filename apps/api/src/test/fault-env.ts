import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SQL } from 'drizzle-orm';
import { type Database, openDatabase } from '../db/client.js';
import { type ApiProcess, killLeftoverApis, startApi } from './api-process.js';
import { type DemoIds, loadDemoIds } from './demo-ids.js';
import { portalClient } from './http-client.js';
import { createPrivatePostgres, type PrivatePostgres, seedPrivatePostgres } from './private-postgres.js';

export const FAULT_ENTERPRISE_ID = 'fault-enterprise';

export type FaultEnv = {
  pg: PrivatePostgres;
  /** The test's own connections to the cluster, for checking what the API wrote. */
  database: Database;
  ids: DemoIds;
  /** Starts the real server on the cluster (on `port`, to come back where clients expect it). */
  startApi(port?: number): Promise<ApiProcess>;
  client(api: ApiProcess): ReturnType<typeof portalClient>;
  close(): Promise<void>;
};

/**
 * A private PostgreSQL cluster, migrated and seeded with the demo tenants, that a fault test may
 * stop, and the means to run real API processes on it.
 */
export async function createFaultEnv(): Promise<FaultEnv> {
  const pg = await createPrivatePostgres();
  await seedPrivatePostgres(pg.url);
  const database = await openDatabase({ databaseUrl: pg.url, dataDir: ':memory:' });
  const ids = await loadDemoIds(database.db);
  const dataDir = mkdtempSync(join(tmpdir(), 'tp-fault-data-'));
  const env = {
    DATABASE_URL: pg.url,
    DATA_DIR: dataDir,
    PORTAL_ENTERPRISE_ID: FAULT_ENTERPRISE_ID,
    PUBLIC_URL: 'http://portal.test',
    SEED: 'none',
  };
  return {
    pg,
    database,
    ids,
    startApi: (port) => startApi(env, port),
    client: (api) => portalClient(api.base, FAULT_ENTERPRISE_ID),
    async close() {
      killLeftoverApis();
      await database.close().catch(() => {});
      await pg.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Rows of a query on the test's own connection. */
export const rows = async <T>(database: Database, query: SQL) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
