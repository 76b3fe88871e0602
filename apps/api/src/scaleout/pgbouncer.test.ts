// The portal through PgBouncer in transaction pooling mode (issue 34): two real API processes whose
// DATABASE_URL is a PgBouncer with two server connections, so consecutive transactions of one client
// connection land on different server connections. Nothing may depend on a session: no named
// prepared statement (the request context's), no session lock (the migrations' go over
// DATABASE_DIRECT_URL), no LISTEN (the bell's listener goes there too).
// Runs with `npm run test:scaleout` (needs TEST_DATABASE_URL and pgbouncer; .ci/run does both).
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { notifyUsers } from '../modules/notifications/notify.js';
import { seedDemo } from '../seed/demo.js';
import { DEMO_PASSWORD } from '../seed/demo-data.js';
import { loadDemoIds } from '../test/demo-ids.js';
import { openUnreadStream } from '../test/sse.js';
import { type ApiProcess, pickPorts, startApiProcess } from './api-process.js';
import { type PgBouncer, startPgBouncer } from './pgbouncer.js';
import { scratchDatabase } from './scratch-database.js';

const EID = 'pgbouncer';
const scratch = scratchDatabase('pgbouncer');
const { server, url: direct } = scratch;
const dir = mkdtempSync(join(tmpdir(), 'tp-pgbouncer-'));
// PgBouncer drops root for the database's user, who must reach its files in here.
chmodSync(dir, 0o711);

let a: ApiProcess;
let b: ApiProcess;
let bouncer: PgBouncer;
let pooled: Database;
let acmeId: number;
const cleanup: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  await scratch.create();
  const [portA, portB, portBouncer] = await pickPorts(3);
  bouncer = await startPgBouncer(join(dir, 'pgbouncer'), {
    port: portBouncer!,
    server: { host: server.hostname, port: Number(server.port || 5432) },
    poolSize: 2,
    user: decodeURIComponent(server.username || 'postgres'),
  });
  cleanup.push(() => bouncer.stop());
  const viaBouncer = Object.assign(new URL(direct), { hostname: '127.0.0.1', port: String(portBouncer) }).toString();
  const env = {
    DATABASE_URL: viaBouncer,
    DATABASE_POOLING: 'transaction',
    DATABASE_DIRECT_URL: direct,
    PORTAL_ENTERPRISE_ID: EID,
    LOG_LEVEL: 'warn',
    DATA_DIR: join(dir, 'data'),
    PUBLIC_URL: 'http://portal.test',
  };
  // Both at once on the empty database: one migrates under the lock (over the direct connection).
  const started = await Promise.allSettled([
    startApiProcess('source', portA!, env),
    startApiProcess('source', portB!, env),
  ]);
  for (const s of started) if (s.status === 'fulfilled') cleanup.push(() => s.value.stop());
  for (const s of started) if (s.status === 'rejected') throw s.reason;
  [a, b] = started.map((s) => (s as PromiseFulfilledResult<ApiProcess>).value) as [ApiProcess, ApiProcess];
  // The test's own writes go through the pooler too, as the processes' do.
  pooled = await openDatabase({
    databaseUrl: viaBouncer,
    transactionPooling: true,
    directUrl: direct,
    dataDir: ':memory:',
  });
  cleanup.push(() => pooled.close());
  await seedDemo(pooled.db, randomBytes(32));
  acmeId = (await loadDemoIds(pooled.db)).acme;
}, 120_000);

afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
  await scratch.drop();
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

const headers = (token?: string) => ({
  'x-af-eid': EID,
  'content-type': 'application/json',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

async function login(base: string, email: string) {
  const res = await fetch(`${base}/portal/auth/login`, {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(res.status, `login ${email}`).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

describe('through PgBouncer in transaction mode', () => {
  it('both processes migrated at once and are ready', async () => {
    for (const p of [a, b]) expect((await fetch(`${p.base}/portal/health/ready`)).status).toBe(200);
  });

  it('serves signed-in requests in parallel while they take turns on two server connections', async () => {
    const [onA, onB] = await Promise.all([login(a.base, 'owner@acme.test'), login(b.base, 'manager@acme.test')]);
    // Each request runs the session lookup: prepared by name, it would exist on one server connection only.
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        fetch(`${(i % 2 ? a : b).base}/portal/auth/me`, { headers: headers(i % 3 ? onA : onB) }).then((r) => r.status),
      ),
    );
    expect(answers).toEqual(Array(40).fill(200));
  });

  it('rings the bell on the other process: LISTEN holds its own direct connection', async () => {
    const token = await login(a.base, 'owner@acme.test');
    const stream = await openUnreadStream(b.base, headers(token));
    try {
      const before = await stream.next();
      const [owner] = await pooled.db.select({ id: users.id }).from(users).where(eq(users.email, 'owner@acme.test'));
      await pooled.db.transaction((tx) =>
        notifyUsers(tx, acmeId, [owner!.id], {
          kind: 'impersonated',
          params: { actor: 'Test', reason: 'PgBouncer' },
          link: null,
        }),
      );
      expect(await stream.next(10_000)).toBe(before + 1);
    } finally {
      stream.close();
    }
  });
});
