import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPgBouncer } from '../scaleout/pgbouncer.js';
import { scratchDatabase } from '../scaleout/scratch-database.js';
import { freePort } from '../test/api-process.js';
import { parseMail } from '../test/mail.js';
import { startOtlpReceiver } from '../test/otlp-receiver.js';
import { TestSmtpServer } from '../test/smtp-server.js';

// `npm run test:bundle` (in CI after the build): docs/deploy.md followed as an operator on a new
// machine would. The production bundle is written to a folder outside the repository and run from
// another directory on Node 24 (BUNDLE_NODE; the container's) with a production configuration:
// PostgreSQL behind PgBouncer in transaction mode, mail to an SMTP server, Prometheus metrics,
// traces to an OTLP/HTTP receiver. Chromium activates the first administrator from the command's
// link, signs in, opens the console, and resets the password from the mail the portal sent.

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const runtime = process.env.BUNDLE_NODE || process.execPath;
const SERVER = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PASSWORD = 'a long platform passphrase 42';
const METRICS_TOKEN = 'm'.repeat(24);
const ADMIN = 'ops@bundle.test';

const work = mkdtempSync(join(tmpdir(), 'talent-bundle-'));
// PgBouncer, which will not run as root, runs as the database user and must reach its folder in here.
chmodSync(work, 0o711);
const bundle = join(work, 'portal');
const smtp = new TestSmtpServer();
let otlp: Awaited<ReturnType<typeof startOtlpReceiver>>;
let bouncer: Awaited<ReturnType<typeof startPgBouncer>>;
const database = scratchDatabase(`bundle_${process.pid}`, SERVER);
let env: Record<string, string>;
let base: string;
let server: ChildProcess | undefined;
let exited: Promise<number | null>;
let log = '';
let browser: Browser;
let page: Page;

beforeAll(async () => {
  execFileSync(process.execPath, [join(root, 'scripts/bundle.mjs'), '--out', bundle], { stdio: 'inherit' });
  await database.create();
  bouncer = await startPgBouncer(join(work, 'pgbouncer'), {
    port: await freePort(),
    server: { host: database.server.hostname, port: Number(database.server.port || 5432) },
    poolSize: 2,
    user: database.server.username || 'postgres',
  });
  await smtp.start();
  otlp = await startOtlpReceiver();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const pooled = Object.assign(new URL(database.url), { port: String(bouncer.port) }).href;
  env = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: pooled,
    DATABASE_POOLING: 'transaction',
    DATABASE_DIRECT_URL: database.url,
    PUBLIC_URL: base,
    TRUST_PROXY: 'false',
    PAYMENT_PROVIDER: 'test',
    ALLOW_TEST_PAYMENTS: 'true',
    CMS_TOKEN_SECRET: 'c'.repeat(32),
    CANDIDATE_TOKEN_SECRET: 'd'.repeat(32),
    SECRETS_KEY: 'e'.repeat(64),
    DATA_DIR: join(work, 'data'),
    APP_VERSION: 'bundle-smoke',
    // A relay on loopback without TLS, said out loud (production refuses it otherwise).
    SMTP_URL: smtp.url,
    SMTP_ALLOW_PLAINTEXT: 'true',
    MAIL_FROM: 'Talent Portal <no-reply@bundle.test>',
    METRICS_TOKEN,
    OTEL_EXPORTER_OTLP_ENDPOINT: otlp.endpoint,
  };
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  page = await browser.newPage();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  server?.kill('SIGKILL');
  await bouncer?.stop();
  await smtp.stop();
  await otlp?.stop();
  await database.drop();
  rmSync(work, { recursive: true, force: true });
});

describe.sequential('the production bundle, deployed as docs/deploy.md says', () => {
  let link: string;

  it('is self-contained: `node admin.js create` migrates the empty database and prints the activation link', () => {
    console.log(`run on Node ${execFileSync(runtime, ['--version'], { encoding: 'utf8' }).trim()}`);
    const created = execFileSync(runtime, ['admin.js', 'create', '--email', ADMIN], {
      cwd: bundle,
      env,
      encoding: 'utf8',
    });
    const line = created.split('\n').find((l) => l.startsWith(`${base}/auth/profile/password?`));
    expect(line, created).toBeDefined();
    link = line!;
  });

  it('serves from another directory through PgBouncer, ready with its version, logging JSON only', async () => {
    const child = spawn(runtime, [join(bundle, 'server.js')], { cwd: work, env, stdio: ['ignore', 'pipe', 'pipe'] });
    server = child;
    child.stdout?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    exited = new Promise((done) => {
      child.on('exit', done);
      child.on('error', (error) => {
        stderr += String(error);
        done(null);
      });
    });
    let ready: Response | null = null;
    for (const until = Date.now() + 60_000; Date.now() < until; ) {
      ready = await fetch(`${base}/portal/health/ready`).catch(() => null);
      if (ready?.status === 200) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(ready?.status, log.slice(-2000) + stderr).toBe(200);
    expect(await ready!.json()).toMatchObject({ version: 'bundle-smoke', database: 'postgres' });
    expect(stderr).toBe('');
  }, 90_000);

  it('activates the first administrator from the link, signs in, opens the console', async () => {
    await page.goto(link);
    await page.getByLabel(/^New password/).fill(PASSWORD);
    await page.getByLabel(/^Confirm/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Save my password' }).click();
    await page.waitForURL(/\/login$/);
    await page.getByLabel(/^E-mail/).fill(ADMIN);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('navigation').getByRole('link', { name: 'Accounts' }).click();
    await page.getByRole('heading', { level: 1, name: 'Accounts' }).waitFor();
  }, 60_000);

  it('sends mail over SMTP: the reset link (text and HTML) at PUBLIC_URL sets a new password', async () => {
    const fresh = await browser.newPage();
    await fresh.goto(`${base}/forgot-password`);
    await fresh.getByLabel(/^E-mail/).fill(ADMIN);
    await fresh.getByRole('button', { name: 'Send the reset link' }).click();
    await fresh.getByText(/If an account exists for that e-mail address/).waitFor();
    await expect.poll(() => smtp.received.length, { timeout: 30_000 }).toBeGreaterThan(0);
    const [message] = smtp.received;
    expect(message!.to).toEqual([ADMIN]);
    const mail = await parseMail(message!.raw);
    const reset = /(http\S+\/reset-password\?token=\S+)/.exec(mail.text)?.[1];
    expect(reset?.startsWith(`${base}/`), mail.text).toBe(true);
    expect(mail.html).toContain(reset!.replace(/&/g, '&amp;'));

    const another = 'another long platform passphrase 7';
    await fresh.goto(reset!);
    await fresh.getByLabel(/^New password/).fill(another);
    await fresh.getByLabel(/^Confirm/).fill(another);
    await fresh.getByRole('button', { name: /reset|save|set/i }).click();
    await fresh.waitForURL(/\/login$/);
    const login = await fetch(`${base}/portal/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-af-eid': 'talent-portal' },
      body: JSON.stringify({ email: ADMIN, password: another }),
    });
    expect(login.status).toBe(200);
  }, 90_000);

  it('gives Prometheus its metrics with the token only', async () => {
    expect((await fetch(`${base}/portal/metrics`)).status).toBeGreaterThanOrEqual(400);
    const res = await fetch(`${base}/portal/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('http_request_duration_seconds_bucket');
    expect(text).toContain('talent_db_pool_max');
  });

  it('stops cleanly on SIGTERM, having sent the sign-in’s trace with its database spans', async () => {
    server!.kill('SIGTERM');
    expect(await exited).toBe(0);
    server = undefined;
    for (const line of log.split('\n').filter(Boolean)) expect(() => JSON.parse(line), line).not.toThrow();
    const signIn = otlp.spans.find((span) => span.kind === 2 && span.name === 'POST /portal/auth/login');
    expect(signIn, `${otlp.spans.length} spans`).toBeDefined();
    expect(otlp.spans.some((span) => span.kind === 3 && span.traceId === signIn!.traceId)).toBe(true);
  }, 30_000);
});
