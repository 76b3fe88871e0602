import { Writable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { accounts, jobs } from '../db/schema/index.js';
import { ENTERPRISE_ID, type Harness, setupApi, testConfig } from '../test/harness.js';
import { withNewestMigrationPending } from '../test/pending-migration.js';

// The request log lines as an operator reads them (pino JSON), from an app logging to a buffer.

type Line = {
  msg?: string;
  level?: number;
  code?: string;
  reqId?: string;
  accountId?: number;
  siteId?: number;
  employerId?: number;
};

let t: Harness;
let app: FastifyInstance;
const lines: Line[] = [];

beforeAll(async () => {
  t = await setupApi();
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n')) if (text.trim()) lines.push(JSON.parse(text) as Line);
      done();
    },
  });
  app = await buildApp(testConfig(), { database: t.database, logger: { level: 'info', stream } });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await t.close();
});

/** The log lines of one request, by the request id it was given. */
async function logOf(options: { url: string; token?: string; select?: Record<string, number> }) {
  const reqId = `log-test-${Math.random().toString(36).slice(2)}`;
  const headers: Record<string, string> = { 'x-af-eid': ENTERPRISE_ID, 'x-request-id': reqId };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  for (const [name, value] of Object.entries(options.select ?? {})) headers[name] = String(value);
  const res = await app.inject({ method: 'GET', url: options.url, headers });
  return { status: res.statusCode, lines: lines.filter((l) => l.reqId === reqId) };
}

describe('request logs', () => {
  it('carry the account and site a request acted in, up to "request completed"', async () => {
    const token = await t.login('manager@acme.test');
    const { status, lines: own } = await logOf({
      url: '/portal/v1/jobs',
      token,
      select: { 'x-af-aid': t.ids.acme, 'x-af-sid': t.ids.acmeJobs },
    });
    expect(status).toBe(200);
    const completed = own.find((l) => l.msg === 'request completed');
    expect(completed).toMatchObject({ accountId: t.ids.acme, siteId: t.ids.acmeJobs });
    expect(completed?.employerId).toBeUndefined();
  });

  it('carry the employer too when one is selected', async () => {
    const token = await t.login('hr@northwind.test');
    const employer = t.ids.employer('Northwind Traders');
    const { status, lines: own } = await logOf({
      url: '/portal/v1/jobs',
      token,
      select: { 'x-af-aid': t.ids.acme, 'x-af-sid': t.ids.acmeJobs, 'x-af-empid': employer },
    });
    expect(status).toBe(200);
    expect(own.find((l) => l.msg === 'request completed')).toMatchObject({
      accountId: t.ids.acme,
      siteId: t.ids.acmeJobs,
      employerId: employer,
    });
  });

  it('name no tenant for a public request, nor for a selection that was refused', async () => {
    const publicLines = (await logOf({ url: '/portal/health' })).lines;
    expect(publicLines.find((l) => l.msg === 'request completed')).toBeDefined();
    for (const line of publicLines) expect(line.accountId).toBeUndefined();

    const globex = await t.login('owner@globex.test');
    const refused = await logOf({ url: '/portal/v1/jobs', token: globex, select: { 'x-af-aid': t.ids.acme } });
    expect(refused.status).toBe(403);
    for (const line of refused.lines) expect(line.accountId).toBeUndefined();
  });

  it('note a paused account’s public page as information, without an error or a stack', async () => {
    const [job] = await t.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.accountId, t.ids.acme), eq(jobs.status, 'live')))
      .limit(1);
    await t.database.db.update(accounts).set({ status: 'suspended' }).where(eq(accounts.id, t.ids.acme));
    try {
      const paused = await logOf({ url: `/portal/public/jobs/${job!.id}` });
      expect(paused.status).toBe(503);
      expect(paused.lines.find((l) => l.msg === 'refused')).toMatchObject({
        level: 30,
        code: 'account_unavailable',
      });
      expect(paused.lines.filter((l) => (l.level ?? 0) >= 50)).toEqual([]);
    } finally {
      await t.database.db.update(accounts).set({ status: 'active' }).where(eq(accounts.id, t.ids.acme));
    }
  });

  it('note a readiness outage once, at warn, and its end once, however often the probe asks', async () => {
    const from = lines.length;
    await withNewestMigrationPending(t.database, async () => {
      for (let i = 0; i < 3; i++) expect((await logOf({ url: '/portal/health/ready' })).status).toBe(503);
    });
    for (let i = 0; i < 2; i++) expect((await logOf({ url: '/portal/health/ready' })).status).toBe(200);
    const during = lines.slice(from);
    expect(during.filter((l) => l.msg === 'not ready')).toEqual([
      expect.objectContaining({ level: 40, code: 'migrations_pending' }),
    ]);
    expect(during.filter((l) => l.msg === 'ready again')).toHaveLength(1);
    expect(during.filter((l) => (l.level ?? 0) >= 50)).toEqual([]);
  });
});
