import { randomBytes } from 'node:crypto';
// Two real API processes on one PostgreSQL database behind a real nginx: whatever one process
// learns (a session, a failed sign-in, an idempotency key, a new notification) the other knows,
// because it lives in the database or travels by LISTEN/NOTIFY, never in a process's memory;
// an uploaded file lives in an S3-compatible bucket (a real s3rver process), never on one machine's disk.
// Runs with `npm run test:scaleout` (needs TEST_DATABASE_URL and nginx; .ci/run does both).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.js';
import { authThrottle, creditLedger, creditPurchases, sessions } from '../db/schema/index.js';
import { hashToken } from '../platform/auth/tokens.js';
import { seedDemo } from '../seed/demo.js';
import { DEMO_PASSWORD } from '../seed/demo-data.js';
import { type DemoIds, loadDemoIds } from '../test/demo-ids.js';
import { send } from '../test/http-client.js';
import { multipart, PNG_1X1 } from '../test/multipart.js';
import { S3_TEST_CREDENTIALS, startS3Server } from '../test/s3-server.js';
import { openUnreadStream, type UnreadStream } from '../test/sse.js';
import { type ApiProcess, pickPorts, startApiProcess } from './api-process.js';
import { type Nginx, startNginx } from './nginx.js';
import { scratchDatabase } from './scratch-database.js';

const EID = 'scaleout';
const METRICS_TOKEN = 'scale-out-metrics-token-0123456789';
const scratch = scratchDatabase('scaleout');
const { url } = scratch;
const dir = mkdtempSync(join(tmpdir(), 'tp-scaleout-'));

let a: ApiProcess;
let b: ApiProcess;
let lb: Nginx;
let database: Database;
let ids: DemoIds;
const cleanup: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  await scratch.create();
  const [portA, portB, portLb] = await pickPorts(3);
  const s3 = await startS3Server();
  cleanup.push(() => s3.stop());
  const env = {
    DATABASE_URL: url,
    PORTAL_ENTERPRISE_ID: EID,
    // nginx runs on the loopback: its X-Forwarded-For is believed, nobody else's.
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: 'warn',
    // The mail outbox on one shared folder, as a shared volume would be; uploads in the bucket.
    DATA_DIR: join(dir, 'data'),
    STORAGE_URL: s3.storageUrl('scaleout'),
    AWS_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
    METRICS_TOKEN,
    PUBLIC_URL: 'http://portal.test',
    CMS_TOKEN_SECRET: 'scale-out-cms-secret-of-at-least-32-characters',
    CANDIDATE_TOKEN_SECRET: 'scale-out-candidate-secret-of-32-characters',
  };
  // Both at once on the empty database: the migration lock lets one migrate while the other waits.
  const started = await Promise.allSettled([
    startApiProcess('source', portA!, env),
    startApiProcess('source', portB!, env),
  ]);
  for (const s of started) if (s.status === 'fulfilled') cleanup.push(() => s.value.stop());
  for (const s of started) if (s.status === 'rejected') throw s.reason;
  [a, b] = started.map((s) => (s as PromiseFulfilledResult<ApiProcess>).value) as [ApiProcess, ApiProcess];
  lb = await startNginx(join(dir, 'nginx'), {
    listen: { host: '127.0.0.1', port: portLb! },
    upstreams: [a.address, b.address],
    revealUpstream: true,
  });
  cleanup.push(() => lb.stop());
  // Seeded after both are up: nothing the processes read at start-up can stand in for the database.
  database = await openDatabase({ databaseUrl: url, dataDir: ':memory:' });
  cleanup.push(() => database.close());
  // The demo webhook's secret is never revealed here: any key encrypts it.
  await seedDemo(database.db, randomBytes(32));
  ids = await loadDemoIds(database.db);
}, 120_000);

afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
  await scratch.drop();
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

type Selection = { account: number; site: number; employer?: number };
type Answer = { status: number; body: Record<string, unknown>; headers: Headers; upstream: string | null };

async function call(
  base: string,
  method: string,
  path: string,
  options: { token?: string; select?: Selection; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { 'x-af-eid': EID, ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.select) {
    headers['x-af-aid'] = String(options.select.account);
    headers['x-af-sid'] = String(options.select.site);
    if (options.select.employer) headers['x-af-empid'] = String(options.select.employer);
  }
  if (options.body !== undefined) headers['content-type'] ??= 'application/json';
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    redirect: 'manual',
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await res.text();
  const body = text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : {};
  return { status: res.status, body, headers: res.headers, upstream: res.headers.get('x-upstream') };
}

const signIn = (base: string, email: string, password: string, headers: Record<string, string> = {}) =>
  call(base, 'POST', '/portal/auth/login', { body: { email, password }, headers });

async function login(base: string, email: string, headers: Record<string, string> = {}) {
  const res = await signIn(base, email, DEMO_PASSWORD, headers);
  expect(res.status, `login ${email}`).toBe(200);
  return res.body.access_token as string;
}

const me = (base: string, token: string) => call(base, 'GET', '/portal/auth/me', { token });

/** `count` calls through nginx; returns their answers (with the process that served each). */
async function throughNginx(count: number, send: () => Promise<Answer>) {
  const answers: Answer[] = [];
  for (let i = 0; i < count; i++) answers.push(await send());
  return answers;
}
const servedBy = (answers: Answer[]) => new Set(answers.map((r) => r.upstream));

describe('two API processes behind nginx on one PostgreSQL', () => {
  it('nginx hands requests to both processes in turn', async () => {
    const answers = await throughNginx(4, () => call(lb.base, 'GET', '/portal/health'));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(servedBy(answers)).toEqual(new Set([a.address, b.address]));
  });

  it('a session made by one process is good on the other and through nginx; only its hash is stored', async () => {
    const token = await login(a.base, 'manager@acme.test');
    const onB = await me(b.base, token);
    expect(onB.status).toBe(200);
    expect((onB.body.data as { email: string }).email).toBe('manager@acme.test');
    const jobs = await call(b.base, 'GET', '/portal/v1/jobs', {
      token,
      select: { account: ids.acme, site: ids.acmeJobs },
    });
    expect(jobs.status).toBe(200);
    expect((jobs.body.data as unknown[]).length).toBeGreaterThan(0);

    const viaNginx = await throughNginx(4, () => me(lb.base, token));
    expect(viaNginx.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(servedBy(viaNginx)).toEqual(new Set([a.address, b.address]));

    const rows = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.ip).toBe('127.0.0.1');
    expect(await database.db.select().from(sessions).where(eq(sessions.tokenHash, token))).toHaveLength(0);

    // Through nginx, the client's address is the one nginx forwards, not nginx's own.
    const forwarded = await login(lb.base, 'manager@acme.test', { 'x-forwarded-for': '203.0.113.10' });
    const [row] = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(forwarded)));
    expect(row!.ip).toBe('203.0.113.10');
  });

  it('failed sign-ins for one e-mail from one client address add up across both processes until 429 with Retry-After', async () => {
    const email = 'moderator@acme.test';
    // Directly and through nginx alike, the client address is 127.0.0.1 (nginx forwards its own client's).
    const targets = [a.base, b.base, lb.base, a.base, b.base];
    const failures = [];
    for (const base of targets) failures.push((await signIn(base, email, 'not-the-password')).status);
    expect(failures).toEqual([422, 422, 422, 422, 422]);

    const refused = await signIn(a.base, email, 'not-the-password');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('too_many_attempts');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(30); // the first of the growing waits
    // Even the right password waits, on the other process too.
    const right = await signIn(b.base, email, DEMO_PASSWORD);
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);

    const [counter] = await database.db
      .select()
      .from(authThrottle)
      .where(eq(authThrottle.key, `login:${email} 127.0.0.1`));
    expect(counter!.failures).toBe(5); // refused attempts are given back; the five failures stay

    // The count is this client's: the same person from another address, on either process, gets in.
    const elsewhere = { 'x-forwarded-for': '203.0.113.44' };
    const answers = await throughNginx(2, () => signIn(lb.base, email, DEMO_PASSWORD, elsewhere));
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(servedBy(answers)).toEqual(new Set([a.address, b.address]));
  });

  it('failed sign-ins from one client address add up across processes through nginx', async () => {
    const client = { 'x-forwarded-for': '198.51.100.7' };
    const answers = await throughNginx(20, () =>
      signIn(lb.base, `someone-${Math.random().toString(36).slice(2)}@example.test`, 'wrong-password', client),
    );
    expect(answers.every((r) => r.status === 422)).toBe(true);
    expect(servedBy(answers)).toEqual(new Set([a.address, b.address]));
    const refused = await signIn(lb.base, 'someone-else@example.test', 'wrong-password', client);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another client behind the same nginx is not held back by it.
    expect((await signIn(lb.base, 'recruiter@northwind.test', DEMO_PASSWORD)).status).toBe(200);
  });

  describe('a credit purchase under one Idempotency-Key, and the notification it ends in', () => {
    const streams: UnreadStream[] = [];
    afterAll(() => {
      for (const s of streams) s.close();
    });

    it('answers the same purchase on both processes, is fulfilled once, and the bell on the other process rings', async () => {
      const northwind: Selection = {
        account: ids.acme,
        site: ids.acmeJobs,
        employer: ids.employer('Northwind Traders'),
      };
      const hr = await login(lb.base, 'hr@northwind.test');
      const recruiter = await login(lb.base, 'recruiter@northwind.test');
      const buy = (base: string, key: string, quantity: number) =>
        call(base, 'POST', '/portal/v1/credit/purchases', {
          token: hr,
          select: northwind,
          body: { quantity },
          headers: { 'idempotency-key': key },
        });
      const balance = async (base: string) =>
        (
          (await call(base, 'GET', '/portal/v1/credit/balance', { token: hr, select: northwind })).body.data as {
            balance: number;
          }
        ).balance;

      // The buyer's bell is held by B; a colleague's goes through nginx and lands on B as well.
      const headersOf = (token: string) => ({ authorization: `Bearer ${token}`, 'x-af-eid': EID });
      const hrStream = await openUnreadStream(b.base, headersOf(hr));
      streams.push(hrStream);
      const hrUnread = await hrStream.next();
      let colleague: UnreadStream | undefined;
      for (let i = 0; i < 4 && !colleague; i++) {
        const s = await openUnreadStream(lb.base, headersOf(recruiter));
        streams.push(s);
        if (s.response.headers.get('x-upstream') === b.address) colleague = s;
        else s.close();
      }
      expect(colleague, 'a stream through nginx served by B').toBeDefined();
      const colleagueUnread = await colleague!.next();
      const before = await balance(a.base);

      const key = `scale-out-${Date.now()}`;
      const first = await buy(a.base, key, 3);
      expect(first.status).toBe(201);
      const purchase = first.body.data as { id: number; checkout_url: string; status: string };
      for (const base of [b.base, lb.base, lb.base]) {
        const again = await buy(base, key, 3);
        expect(again.status).toBe(200);
        expect((again.body.data as { id: number }).id).toBe(purchase.id);
      }
      const otherBody = await buy(b.base, key, 4);
      expect(otherBody.status).toBe(409);
      expect(otherBody.body.code).toBe('idempotency_mismatch');

      // A new key sent to both processes at the same moment: one purchase, answered to both.
      const raced = `scale-out-race-${Date.now()}`;
      const pair = await Promise.all([buy(a.base, raced, 2), buy(b.base, raced, 2)]);
      expect(pair.map((r) => r.status).sort()).toEqual([200, 201]);
      expect((pair[0]!.body.data as { id: number }).id).toBe((pair[1]!.body.data as { id: number }).id);
      const stored = await database.db
        .select({ id: creditPurchases.id })
        .from(creditPurchases)
        .where(
          and(
            eq(creditPurchases.employerId, northwind.employer!),
            inArray(creditPurchases.idempotencyKey, [key, raced]),
          ),
        );
      expect(stored).toHaveLength(2);

      // The buyer presses Pay on A; the return trip (or a double click) reaches B.
      const checkout = new URL(purchase.checkout_url);
      // On the checkout link's own host (PUBLIC_URL's): the page answers only there (SECURITY 35).
      const pay = (base: string) =>
        send(base, 'POST', `${checkout.pathname}/pay`, {
          headers: { 'content-type': 'application/x-www-form-urlencoded', host: checkout.host },
          body: `token=${encodeURIComponent(checkout.searchParams.get('token')!)}`,
        });
      expect((await pay(a.base)).status).toBe(303);
      // The notification was made on A; the streams held by B hear of it through NOTIFY.
      expect(await hrStream.next()).toBe(hrUnread + 1);
      expect(await colleague!.next()).toBe(colleagueUnread + 1);
      expect((await pay(b.base)).status).toBe(303);

      const after = await call(b.base, 'GET', `/portal/v1/credit/purchases/${purchase.id}`, {
        token: hr,
        select: northwind,
      });
      expect((after.body.data as { status: string }).status).toBe('paid');
      expect(await balance(lb.base)).toBe(before + 3);
      const entries = await database.db.select().from(creditLedger).where(eq(creditLedger.purchaseId, purchase.id));
      expect(entries).toHaveLength(1);
      // The second press changed nothing, so no second notification either.
      await expect(hrStream.next(1000)).rejects.toThrow('no event');
    });
  });

  it('signing out on one process ends the session on the other and through nginx', async () => {
    const token = await login(lb.base, 'owner@acme.test');
    expect((await me(a.base, token)).status).toBe(200);
    expect((await me(b.base, token)).status).toBe(200);

    expect((await call(a.base, 'DELETE', '/portal/auth/logout', { token })).status).toBe(204);
    expect((await me(b.base, token)).status).toBe(401);
    const viaNginx = await throughNginx(2, () => me(lb.base, token));
    expect(viaNginx.map((r) => r.status)).toEqual([401, 401]);
    expect(servedBy(viaNginx)).toEqual(new Set([a.address, b.address]));
    const [row] = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row!.revokedAt).not.toBeNull();
  });

  it('a logo uploaded through one process is served by the other, from the bucket', async () => {
    const token = await login(a.base, 'manager@acme.test');
    const form = multipart([
      { name: 'file', filename: 'logo.png', type: 'image/png', data: PNG_1X1 },
      { name: 'purpose', data: 'employer_logo' },
    ]);
    const uploaded = await fetch(`${a.base}/portal/v1/forms/upload-file`, {
      method: 'POST',
      headers: {
        'x-af-eid': EID,
        authorization: `Bearer ${token}`,
        'x-af-aid': String(ids.acme),
        'x-af-sid': String(ids.acmeJobs),
        ...form.headers,
      },
      body: form.payload,
    });
    expect(uploaded.status).toBe(200);
    const { url: path } = ((await uploaded.json()) as { data: { url: string } }).data;
    expect(path).toMatch(/^\/portal\/uploads\/employer-logos\/[a-f0-9]{32}\.png$/);

    const onB = await fetch(`${b.base}${path}`);
    expect(onB.status).toBe(200);
    expect(onB.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await onB.arrayBuffer()).equals(PNG_1X1)).toBe(true);
    const viaNginx = await throughNginx(2, async () => {
      const res = await fetch(`${lb.base}${path}`);
      const same = Buffer.from(await res.arrayBuffer()).equals(PNG_1X1);
      return {
        status: same ? res.status : -1,
        body: {},
        headers: res.headers,
        upstream: res.headers.get('x-upstream'),
      };
    });
    expect(viaNginx.map((r) => r.status)).toEqual([200, 200]);
    expect(servedBy(viaNginx)).toEqual(new Set([a.address, b.address]));
    // Nothing went to the processes' shared folder: the bucket is the only copy.
    expect(existsSync(join(dir, 'data', 'uploads', 'employer-logos'))).toBe(false);
  });

  it('each process is ready and reports its own metrics', async () => {
    for (const api of [a, b]) {
      expect((await call(api.base, 'GET', '/portal/health/ready')).status).toBe(200);
      const res = await fetch(`${api.base}/portal/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/portal/health/ready"');
      // A PostgreSQL pool of its own in each process.
      expect(text).toMatch(/^talent_db_pool_connections\{state="total"\} [1-9]/m);
    }
  });
});
