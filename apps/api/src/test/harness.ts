import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { selectionHeaders } from '@talent/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { type DemoPasswordHashes, hashDemoPasswords, seedDemo } from '../seed/demo.js';
import { DEMO_PASSWORD } from '../seed/demo-data.js';
import { testDatabase, truncateAll } from './database.js';
import { type DemoIds, loadDemoIds } from './demo-ids.js';

export const ENTERPRISE_ID = 'test-enterprise';

export type Selection = { account?: number; site?: number; employer?: number };
/** A test's short selection as the contract's `selectionHeaders` input. */
export const selectionOf = (select: Selection = {}) => ({
  accountId: select.account,
  siteId: select.site,
  employerId: select.employer,
});
export type Call = Omit<InjectOptions, 'headers'> & {
  token?: string;
  select?: Selection;
  headers?: Record<string, string>;
};

export type Harness = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  ids: DemoIds;
  /** Injects with the enterprise header (unless overridden), bearer token and selection headers. */
  call(options: Call): Promise<LightMyRequestResponse>;
  login(email: string, password?: string): Promise<string>;
  /** `.eml` files the file transport wrote, oldest first. */
  outbox(): string[];
  close(): Promise<void>;
};

export function testConfig(overrides: Partial<Config> = {}): Config {
  return loadConfig(
    {
      DATA_DIR: ':memory:',
      LOG_LEVEL: 'silent',
      PORTAL_ENTERPRISE_ID: ENTERPRISE_ID,
      PUBLIC_URL: 'http://portal.test',
    },
    { mailOutboxDir: mkdtempSync(join(tmpdir(), 'tp-outbox-')), ...overrides },
  );
}

// The worker's files share its module graph (isolate: false): the demo passwords are hashed (real
// argon2id, fresh salts) once per worker, not once per file.
let demoHashes: Promise<DemoPasswordHashes> | undefined;

/** A fresh demo database and an app on it; call in `beforeAll` of each test file. */
export async function setupApi(
  overrides: Partial<Config> = {},
  /** Registers extra (test-only) routes before the app is sealed. */
  configure?: (app: FastifyInstance) => void,
  /** A migrated, empty database of the test's own (one on disk, say) instead of the worker's. */
  ownDatabase?: Database,
): Promise<Harness> {
  const database = ownDatabase ?? (await testDatabase());
  await truncateAll(database);
  const config = testConfig(overrides);
  demoHashes ??= hashDemoPasswords();
  await seedDemo(database.db, config.secretsKey, await demoHashes);
  const app = await buildApp(config, { database, logger: process.env.TEST_LOG ? { level: 'error' } : false });
  configure?.(app);
  await app.ready();
  const ids = await loadDemoIds(database.db);

  const call = (options: Call) => {
    const { token, select, headers, ...rest } = options;
    const all = selectionHeaders({ enterpriseId: ENTERPRISE_ID, token, ...selectionOf(select) });
    return app.inject({ ...rest, headers: { ...all, ...headers } });
  };

  return {
    app,
    database,
    config,
    ids,
    call,
    async login(email, password = DEMO_PASSWORD) {
      const res = await call({ method: 'POST', url: '/portal/auth/login', payload: { email, password } });
      if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
      return res.json().access_token as string;
    },
    outbox() {
      return readdirSync(config.mailOutboxDir)
        .filter((f) => f.endsWith('.eml'))
        .sort()
        .map((f) => readFileSync(join(config.mailOutboxDir, f), 'utf8'));
    },
    close: () => app.close(),
  };
}
