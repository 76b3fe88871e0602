#!/usr/bin/env node
// `npm run test:bundle`: the production bundle as an operator deploys it (issue 34). It is written to
// a temporary folder outside the repository, started there with `node server.js` from another
// working directory on a fresh PostgreSQL database with a production configuration, and walked in
// Chromium: the first administrator's activation link (from `node admin.js create`), the password,
// sign-in, the platform console. It sends its traces to an OTLP/HTTP receiver of this script's (the
// SDK and its instrumentation must work from the bundle, without loader flags). Prints the bundle's
// size. Exits non-zero on any failure.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import pg from 'pg';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// The Node the bundle runs on: BUNDLE_NODE (CI passes Node 24, the container's), else this one.
const runtime = process.env.BUNDLE_NODE || process.execPath;
const SERVER = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = `talent_bundle_${process.pid}`;
const databaseUrl = Object.assign(new URL(SERVER), { pathname: `/${database}` }).href;
const PASSWORD = 'a long platform passphrase 42';
const work = mkdtempSync(join(tmpdir(), 'talent-bundle-'));
const bundle = join(work, 'portal');

const freePort = () =>
  new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });

async function maintenance(statement) {
  const client = new pg.Client({ connectionString: SERVER });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function check(condition, message) {
  if (!condition) throw new Error(message);
}

/** A stand-in OpenTelemetry Collector: the names and kinds of the spans POSTed to /v1/traces (OTLP JSON). */
async function startTraceReceiver() {
  const spans = [];
  const receiver = createHttpServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/v1/traces') {
        for (const resource of JSON.parse(body).resourceSpans ?? [])
          for (const scope of resource.scopeSpans ?? []) for (const span of scope.spans ?? []) spans.push(span);
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise((done) => receiver.listen(0, '127.0.0.1', done));
  return { endpoint: `http://127.0.0.1:${receiver.address().port}`, spans, close: () => receiver.close() };
}

let server;
let browser;
const traces = await startTraceReceiver();
try {
  execFileSync(process.execPath, [join(root, 'scripts/bundle.mjs'), '--out', bundle], { stdio: 'inherit' });
  await maintenance(`create database "${database}"`);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: base,
    TRUST_PROXY: 'false',
    PAYMENT_PROVIDER: 'test',
    ALLOW_TEST_PAYMENTS: 'true',
    CMS_TOKEN_SECRET: 'c'.repeat(32),
    CANDIDATE_TOKEN_SECRET: 'd'.repeat(32),
    SECRETS_KEY: 'e'.repeat(64),
    DATA_DIR: join(work, 'data'),
    APP_VERSION: 'bundle-smoke',
    OTEL_EXPORTER_OTLP_ENDPOINT: traces.endpoint,
  };
  // The operator's first command, from the bundle (it migrates the empty database).
  const created = execFileSync(runtime, ['admin.js', 'create', '--email', 'ops@bundle.test'], {
    cwd: bundle,
    env,
    encoding: 'utf8',
  });
  const link = created.split('\n').find((l) => l.startsWith(`${base}/auth/profile/password?`));
  check(link, `admin.js create printed no activation link:\n${created}`);

  // The server, from another working directory: nothing in it depends on where it is started.
  server = spawn(runtime, [join(bundle, 'server.js')], { cwd: work, env, stdio: ['ignore', 'pipe', 'inherit'] });
  let log = '';
  server.stdout.on('data', (chunk) => {
    log += chunk;
  });
  const exited = new Promise((done) => server.on('exit', done));
  const until = Date.now() + 60_000;
  let ready;
  while (Date.now() < until) {
    ready = await fetch(`${base}/portal/health/ready`).catch(() => null);
    if (ready?.status === 200) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  check(ready?.status === 200, `the bundle never became ready:\n${log.slice(-2000)}`);
  const health = await ready.json();
  check(
    health.version === 'bundle-smoke' && health.database === 'postgres',
    `readiness said ${JSON.stringify(health)}`,
  );
  for (const line of log.split('\n').filter(Boolean))
    check(line.startsWith('{'), `stdout carries something that is not a JSON log line: ${line}`);

  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage();
  await page.goto(link);
  await page.getByLabel(/^New password/).fill(PASSWORD);
  await page.getByLabel(/^Confirm/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Save my password' }).click();
  await page.waitForURL(/\/login$/);
  await page.getByLabel(/^E-mail/).fill('ops@bundle.test');
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('navigation').getByRole('link', { name: 'Accounts' }).click();
  await page.getByRole('heading', { level: 1, name: 'Accounts' }).waitFor();
  server.kill('SIGTERM');
  check((await exited) === 0, 'the bundle did not stop cleanly on SIGTERM');
  server = undefined;
  // Sent at the latest on the graceful stop: the sign-in's server span (kind 2) and database spans (kind 3).
  const signIn = traces.spans.find((span) => span.kind === 2 && span.name === 'POST /portal/auth/login');
  check(signIn, `no sign-in span reached the trace receiver (${traces.spans.length} spans)`);
  check(
    traces.spans.some((span) => span.kind === 3 && span.traceId === signIn.traceId),
    'the sign-in span has no database span in its trace',
  );
  const version = execFileSync(runtime, ['--version'], { encoding: 'utf8' }).trim();
  console.log(
    `Bundle smoke (Node ${version}): started outside the repository on PostgreSQL; activation, sign-in and the console work; traces sent.`,
  );
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await browser?.close();
  server?.kill('SIGKILL');
  traces.close();
  await maintenance(`drop database if exists "${database}" with (force)`).catch(() => {});
  rmSync(work, { recursive: true, force: true });
}
