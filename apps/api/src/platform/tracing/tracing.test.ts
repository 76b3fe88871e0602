import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { seedDemo } from '../../seed/demo.js';
import { DEMO_PASSWORD } from '../../seed/demo-data.js';
import { type ApiProcess, killLeftoverApis, startApi } from '../../test/api-process.js';
import { testDatabase, testDatabaseUrl, truncateAll } from '../../test/database.js';
import { type OtlpReceiver, type ReceivedSpan, startOtlpReceiver } from '../../test/otlp-receiver.js';
import { S3_TEST_CREDENTIALS, type S3Server, startS3Server } from '../../test/s3-server.js';

// The real server (src/server.ts) with OTEL_EXPORTER_OTLP_ENDPOINT pointing at a real OTLP/HTTP
// receiver on loopback, uploads in an S3 bucket (s3rver) and OpenTelemetry's own diagnostics at
// their loudest: what it sends, and that its output stays JSON lines. On the embedded database, or
// on PostgreSQL (node-postgres) in the TEST_DATABASE_URL run: the database spans come from either.

const SERVER = 2;
const CLIENT = 3;
const SECRET = 's3cr3t-reset-token';
// An upstream proxy's trace: the portal's spans continue it.
const UPSTREAM_TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const UPSTREAM_SPAN = '00f067aa0ba902b7';

let receiver: OtlpReceiver;
let s3: S3Server;
let api: ApiProcess;
let exitCode: number | null;
let loginRequestId: string | null;

/** The server's database: a scratch PostgreSQL database with the demo data, or PGlite in a new folder (seeded at start). */
async function databaseEnv(): Promise<Record<string, string>> {
  const url = testDatabaseUrl();
  const dataDir = mkdtempSync(join(tmpdir(), 'tp-otel-'));
  if (!url) return { DATA_DIR: dataDir, DATABASE_URL: '' };
  const database = await testDatabase();
  await truncateAll(database);
  await seedDemo(database.db, loadConfig({ DATA_DIR: ':memory:' }).secretsKey);
  return { DATA_DIR: dataDir, DATABASE_URL: url };
}

beforeAll(async () => {
  [receiver, s3] = await Promise.all([startOtlpReceiver(), startS3Server()]);
  api = await startApi(
    {
      ...(await databaseEnv()),
      PORTAL_ENTERPRISE_ID: 'otel',
      APP_VERSION: '9.9.9-otel',
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
      OTEL_EXPORTER_OTLP_HEADERS: 'x-collector-key=otel-test-key',
      OTEL_SERVICE_NAME: '',
      OTEL_LOG_LEVEL: 'debug',
      STORAGE_URL: s3.storageUrl('otel'),
      AWS_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
    },
    undefined,
    { stderr: 'pipe' },
  );

  const login = await fetch(`${api.base}/portal/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-af-eid': 'otel',
      traceparent: `00-${UPSTREAM_TRACE}-${UPSTREAM_SPAN}-01`,
    },
    body: JSON.stringify({ email: 'owner@acme.test', password: DEMO_PASSWORD }),
  });
  expect(login.status).toBe(200);
  loginRequestId = login.headers.get('x-request-id');
  const me = await fetch(`${api.base}/portal/auth/me?token=${SECRET}&page=2`, { headers: { 'x-af-eid': 'otel' } });
  expect(me.status).toBe(401);
  // Spans wait in the SDK's batch; a graceful stop must send them.
  api.child.kill('SIGTERM');
  exitCode = await api.exited;
}, 120_000);

afterAll(async () => {
  killLeftoverApis();
  await Promise.all([receiver?.stop(), s3?.stop()]);
});

const serverSpan = (name: string): ReceivedSpan => {
  const span = receiver.spans.find((s) => s.kind === SERVER && s.name === name);
  if (!span) throw new Error(`no server span ${name} in ${receiver.spans.map((s) => s.name).join(', ')}`);
  return span;
};

/** Whether `span` lies under `ancestor` in its trace. */
function descends(span: ReceivedSpan, ancestor: ReceivedSpan): boolean {
  const byId = new Map(receiver.spans.map((s) => [s.spanId, s]));
  for (let at: ReceivedSpan | undefined = span; at; at = at.parentSpanId ? byId.get(at.parentSpanId) : undefined) {
    if (at.parentSpanId === ancestor.spanId) return true;
  }
  return false;
}

describe('traces (OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
  it('stops cleanly and sends the spans on the way out, with the configured headers', () => {
    expect(exitCode).toBe(0);
    expect(receiver.spans.length).toBeGreaterThan(0);
    expect(receiver.headers.every((h) => h['x-collector-key'] === 'otel-test-key')).toBe(true);
  });

  it('a request is a server span named by its route, continuing the caller’s trace, with method, route and status', () => {
    const login = serverSpan('POST /portal/auth/login');
    expect(login.traceId).toBe(UPSTREAM_TRACE);
    expect(login.parentSpanId).toBe(UPSTREAM_SPAN);
    expect(login.attributes).toMatchObject({
      'http.request.method': 'POST',
      'http.route': '/portal/auth/login',
      'http.response.status_code': 200,
      'url.path': '/portal/auth/login',
    });
    expect(login.resource).toMatchObject({ 'service.name': 'talent-portal-api', 'service.version': '9.9.9-otel' });
    // Health probes (startApi polled one) make no traces.
    expect(receiver.spans.some((s) => String(s.attributes['url.path']).startsWith('/portal/health'))).toBe(false);
  });

  it('its database queries are client spans in the same trace, with the SQL text and no values', () => {
    const login = serverSpan('POST /portal/auth/login');
    const queries = receiver.spans.filter((s) => s.kind === CLIENT && descends(s, login));
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) {
      expect(query.traceId).toBe(login.traceId);
      expect(query.attributes['db.system.name']).toBe('postgresql');
      expect(query.name).toBe(query.attributes['db.query.summary']);
    }
    const insert = queries.find((q) => q.name === 'INSERT sessions');
    expect(insert?.attributes['db.query.text']).toMatch(/^insert into "sessions" .*\$1/);
  });

  it('keeps secrets and personal data out: query values, e-mail addresses, the status of a refused request', () => {
    const me = serverSpan('GET /portal/auth/me');
    expect(me.attributes).toMatchObject({
      'url.path': '/portal/auth/me',
      'url.query': 'token=[redacted]&page=2',
      'http.response.status_code': 401,
    });
    // A 401 is the client's problem, not the server's: no error status (it keeps its exception event).
    expect(me.status.code).toBe(0);
    const sent = JSON.stringify(receiver.spans);
    expect(sent).not.toContain(SECRET);
    expect(sent).not.toContain('owner@acme.test');
  });

  it('log lines of a traced request carry its trace and span ids', () => {
    const login = serverSpan('POST /portal/auth/login');
    const completed = api.logs.find((line) => line.reqId === loginRequestId && line.msg === 'request completed');
    expect(completed).toMatchObject({ trace_id: login.traceId, span_id: expect.stringMatching(/^[0-9a-f]{16}$/) });
    // A line outside any request has no trace fields, nor another line's (pino merges a line's fields into the mixin's).
    const listening = api.logs.find((line) => line.msg?.startsWith('Server listening'));
    expect(listening).toBeDefined();
    expect(listening).not.toHaveProperty('trace_id');
    expect(listening).not.toHaveProperty('dist');
  });

  it('writes nothing but JSON lines: the AWS SDK’s Node version warning and OpenTelemetry’s diagnostics are log lines', () => {
    expect(api.stray).toEqual([]);
    expect(api.stderr()).toBe('');
    if (Number(process.versions.node.split('.')[0]) < 22) {
      const warning = api.logs.find((line) => line.msg?.startsWith('NodeVersionSupportWarning'));
      expect(warning).toMatchObject({ level: 40, warning: 'Warning', msg: expect.stringContaining('AWS SDK') });
    }
  });
});
