import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { selectionHeaders } from '@talent/contract';
import dns2 from 'dns2';
import pg from 'pg';
import { sendOperation } from './fixtures.js';
import { mailTextsTo } from './mail.js';
import { rowAction } from './platform-accounts.helpers.js';
import { serverPort } from './worker-server.js';

// Issue 33's journey as the platform's operators live it, on PostgreSQL and a production start
// (NODE_ENV=production, SEED=none): the first administrator from the admin command, a new account
// from the console, its owner invited, a host proven through a real DNS server (dns2 on loopback,
// the server's DNS_SERVERS), the brand seen on that host, then suspension and reinstatement. The
// browser resolves the journey's hosts to this machine (Chromium's host resolver rules).
const PORT = serverPort() + 40;
const PUBLIC_HOST = 'portal.e2e.test';
const BRAND_HOST = 'careers.fabrikam.e2e.test';
const PUBLIC = `http://${PUBLIC_HOST}:${PORT}`;
const BRANDED = `http://${BRAND_HOST}:${PORT}`;
const PASSWORD = 'a long platform passphrase 42';
const OWNER = 'owner@fabrikam.e2e.test';
const SERVER_URL = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = `talent_e2e_production_${process.pid}`;
const databaseUrl = (name: string) => Object.assign(new URL(SERVER_URL), { pathname: `/${name}` }).href;
const outbox = mkdtempSync(join(tmpdir(), 'talent-portal-e2e-production-'));

test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      `--host-resolver-rules=MAP *.e2e.test 127.0.0.1`,
    ],
  },
});
test.describe.configure({ mode: 'serial' });

async function maintenance(statement: string) {
  const client = new pg.Client({ connectionString: databaseUrl('postgres') });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A real DNS server answering the TXT records the test publishes (UDP on loopback). */
async function startDns() {
  const txt = new Map<string, string>();
  const { Packet } = dns2;
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      const value = txt.get((question?.name ?? '').toLowerCase());
      if (value === undefined) response.header.rcode = 3;
      else if (question) response.answers.push(Packet.createResourceFromQuestion(question, { ttl: 1, data: value }));
      send(response);
    },
  });
  const address = await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  return { server: `127.0.0.1:${address.udp?.port}`, txt, close: () => server.close() };
}

let dns: Awaited<ReturnType<typeof startDns>>;
let api: ChildProcess | undefined;
const env = () => ({
  ...process.env,
  NODE_ENV: 'production',
  SEED: 'none',
  PORT: String(PORT),
  DATABASE_URL: databaseUrl(DATABASE),
  PUBLIC_URL: PUBLIC,
  PORTAL_ENTERPRISE_ID: 'fabrikam-platform',
  PAYMENT_PROVIDER: 'test',
  ALLOW_TEST_PAYMENTS: 'true',
  CMS_TOKEN_SECRET: 'c'.repeat(32),
  CANDIDATE_TOKEN_SECRET: 'd'.repeat(32),
  SECRETS_KEY: 'e'.repeat(64),
  DNS_SERVERS: dns.server,
  MAIL_OUTBOX_DIR: outbox,
  WEB_DIST: process.env.E2E_WEB_DIST ?? 'apps/web/dist',
  LOG_LEVEL: 'warn',
  // Closing deletes at once, when the housekeeping next runs (the journey runs it by hand).
  ACCOUNT_CLOSE_GRACE_DAYS: '0',
});

test.beforeAll(async () => {
  dns = await startDns();
  await maintenance(`drop database if exists "${DATABASE}" with (force)`);
  await maintenance(`create database "${DATABASE}"`);
});
test.afterAll(async () => {
  api?.kill('SIGTERM');
  dns?.close();
  await maintenance(`drop database if exists "${DATABASE}" with (force)`);
});

/** The newest mail to `address` in the server's outbox (subject and text part), or undefined. */
const mailTo = async (address: string) => (await mailTextsTo(outbox, address)).at(-1);

async function choosePassword(page: Page, link: string) {
  await page.goto(link);
  await page.getByLabel(/^New password/).fill(PASSWORD);
  await page.getByLabel(/^Confirm/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Save my password' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

async function signIn(page: Page, base: string, email: string) {
  await page.goto(`${base}/login`);
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

const freshPage = async (browser: Browser) => (await browser.newContext()).newPage();

/**
 * A job feedback form published at the owner's new site, through the calls the form builder makes
 * (its screens have their own journey): the public page the suspension must pause.
 */
async function publishFeedbackForm(request: APIRequestContext, select: { accountId: number; siteId: number }) {
  const origin = `http://127.0.0.1:${PORT}`;
  const enterpriseId = 'fabrikam-platform';
  const login = await request.post(`${origin}/portal/auth/login`, {
    headers: selectionHeaders({ enterpriseId }),
    data: { email: OWNER, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { access_token: string }).access_token;
  const headers = selectionHeaders({ enterpriseId, token, ...select });
  const text = (en: string) => ({ en, fr: en, ar: en });
  const fields = [
    { key: 'rating', type: 'number' as const, label: text('Rating'), required: true, min: 1, max: 5 },
    { key: 'email', type: 'email' as const, label: text('E-mail'), required: true },
  ];
  const body = { name: 'Job feedback', handler: 'job_feedback', webhook_url: null, allowed_origins: [], fields };
  const created = await sendOperation(request, 'createSiteForm', { body }, { headers, origin });
  expect(created.status(), await created.text()).toBe(201);
  const { uuid } = ((await created.json()) as { data: { uuid: string } }).data;
  const published = await sendOperation(request, 'publishSiteForm', { params: { uuid } }, { headers, origin });
  expect(published.status(), await published.text()).toBe(200);
  return uuid;
}

test('an empty production database to a branded account, suspended, reinstated and closed', async ({
  browser,
  request,
}) => {
  test.slow();
  // The first administrator, before any server runs.
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['apps/api/dist/admin.js', 'create', '--email', 'ops@platform.e2e.test'],
    { env: env() },
  );
  const activation = stdout.split('\n').find((l) => l.startsWith(`${PUBLIC}/auth/profile/password?`));
  expect(activation, stdout).toBeDefined();

  api = spawn(process.execPath, ['apps/api/dist/server.js'], { env: env(), stdio: 'inherit' });
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${PORT}/portal/health`).catch(() => null))?.status, {
      timeout: 60_000,
    })
    .toBe(200);

  // The administrator activates, signs in and creates the account with its owner.
  const ops = await freshPage(browser);
  await choosePassword(ops, activation!);
  await signIn(ops, PUBLIC, 'ops@platform.e2e.test');
  await ops.getByRole('navigation').getByRole('link', { name: 'Accounts' }).click();
  await ops.getByRole('button', { name: 'New account' }).click();
  const create = ops.getByRole('dialog', { name: 'New account' });
  await create.getByRole('textbox', { name: 'Name', exact: true }).fill('Fabrikam Careers');
  await create.getByRole('textbox', { name: "Owner's name" }).fill('Fatima Fabrikam');
  await create.getByRole('textbox', { name: "Owner's e-mail" }).fill(OWNER);
  await create.getByRole('button', { name: 'Create and invite' }).click();
  await expect(ops.getByRole('alert').filter({ hasText: 'Created Fabrikam Careers' })).toBeVisible();

  // The owner accepts from the mailed link and proves a host through DNS.
  await expect.poll(() => mailTo(OWNER)).toContain('/auth/profile/password?');
  const invitation = /(http\S+\/auth\/profile\/password\?\S+)/.exec((await mailTo(OWNER))!)![1]!;
  const owner = await freshPage(browser);
  await choosePassword(owner, invitation);
  await signIn(owner, PUBLIC, OWNER);
  // A new account has no site yet: its owner's first steps lead the way.
  await expect(owner.getByText('0 of 6 done')).toBeVisible();
  await owner.getByRole('link', { name: /See your hosts/ }).click();
  await owner.getByRole('textbox', { name: 'Host' }).fill(BRAND_HOST);
  await owner.getByRole('button', { name: 'Add host' }).click();
  const record = owner.getByText(/^talent-portal-verification=/);
  await expect(record).toBeVisible();
  await owner.getByRole('button', { name: `Check the DNS record of ${BRAND_HOST}` }).click();
  await expect(owner.getByText(`The TXT record was not found at _talent-portal.${BRAND_HOST}`).first()).toBeVisible();
  dns.txt.set(`_talent-portal.${BRAND_HOST}`, (await record.textContent())!.trim());
  await owner.getByRole('button', { name: `Check the DNS record of ${BRAND_HOST}` }).click();
  await expect(owner.getByText(`${BRAND_HOST} is proven.`)).toBeVisible();

  // The brand, then the portal on the proven host in it.
  await owner.getByRole('textbox', { name: 'Title' }).fill('Fabrikam Careers Portal');
  await owner.getByRole('button', { name: 'Save the brand' }).click();
  await expect(owner.getByText('Brand saved. The login page shows it now.')).toBeVisible();
  const visitor = await freshPage(browser);
  await visitor.goto(`${BRANDED}/login`);
  await expect(visitor.getByText('Fabrikam Careers Portal').first()).toBeVisible();

  // Before any site, the account's own pages are in the owner's menu; the first site goes on the
  // proven host, offered by the site dialog.
  // (The Account group is open: the Brand page is in it.)
  await owner.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Sites' }).click();
  await owner.getByRole('button', { name: 'New site' }).click();
  const newSite = owner.getByRole('dialog', { name: 'New site' });
  await newSite.getByLabel(/^Name/).fill('Fabrikam Jobs');
  await newSite.getByLabel('Address').fill('careers');
  await owner.getByRole('option', { name: BRAND_HOST }).click();
  await newSite.getByRole('button', { name: 'Create site' }).click();
  const site = owner.getByRole('article', { name: 'Fabrikam Jobs' });
  await expect(site.getByRole('link', { name: new RegExp(BRAND_HOST.replaceAll('.', '\\.')) })).toBeVisible();
  // By keyboard: the snackbars of the last steps (10 s each, paused under the pointer) cover the card.
  await site.getByRole('link', { name: 'Open Fabrikam Jobs' }).focus();
  await owner.keyboard.press('Enter');
  await expect(owner).toHaveURL(/\/\d+\/\d+(\/|$)/);
  const [, accountPart, sitePart] = /^\/(\d+)\/(\d+)(?:\/|$)/.exec(new URL(owner.url()).pathname)!;
  const form = await publishFeedbackForm(request, { accountId: Number(accountPart), siteId: Number(sitePart) });
  await visitor.goto(`${BRANDED}/forms/${form}`);
  await expect(visitor.getByRole('spinbutton', { name: 'Rating' })).toBeVisible();

  // Suspended: the owner cannot sign in on their host and the public form is paused; reinstated, both work.
  await ops.reload();
  const row = ops.getByRole('row').filter({ hasText: 'Fabrikam Careers' });
  await rowAction(ops, row, 'Fabrikam Careers', 'Suspend');
  const suspend = ops.getByRole('dialog', { name: 'Suspend Fabrikam Careers' });
  await suspend.getByRole('textbox', { name: 'Reason' }).fill('Unpaid invoices');
  await suspend.getByRole('button', { name: 'Suspend account' }).click();
  await expect(row.getByText('Suspended')).toBeVisible();
  await signIn(visitor, BRANDED, OWNER);
  await expect(visitor.getByText(/This account is suspended/)).toBeVisible();
  await visitor.goto(`${BRANDED}/forms/${form}`);
  await expect(visitor.getByText('Temporarily unavailable')).toBeVisible();
  await expect(visitor.getByRole('spinbutton', { name: 'Rating' })).toHaveCount(0);

  await rowAction(ops, row, 'Fabrikam Careers', 'Reinstate');
  const reinstate = ops.getByRole('dialog', { name: 'Reinstate Fabrikam Careers' });
  await reinstate.getByRole('textbox', { name: 'Reason' }).fill('Paid in full');
  await reinstate.getByRole('button', { name: 'Reinstate account' }).click();
  await expect(row.getByText('Active')).toBeVisible();
  await visitor.goto(`${BRANDED}/forms/${form}`);
  await expect(visitor.getByRole('spinbutton', { name: 'Rating' })).toBeVisible();
  await signIn(visitor, BRANDED, OWNER);
  await expect(visitor).not.toHaveURL(/\/login$/);
  await expect(visitor.getByText('Fabrikam Careers Portal').first()).toBeVisible();

  // Closed, after its data export: the housekeeping (run now by the operator) deletes every row of
  // it; no table that has an account_id holds one, and the account row is gone.
  await rowAction(ops, row, 'Fabrikam Careers', 'Close');
  const close = ops.getByRole('dialog', { name: 'Close Fabrikam Careers' });
  await close.getByRole('textbox', { name: 'Reason' }).fill('The customer left');
  const download = ops.waitForEvent('download');
  await close.getByRole('button', { name: 'Export data' }).click();
  const accountId = Number(/^account-(\d+)-export\.json$/.exec((await download).suggestedFilename())![1]);
  await close.getByRole('checkbox', { name: 'I have downloaded the export and kept it' }).check();
  await close.getByRole('button', { name: 'Close account' }).click();
  await expect(row.getByText('Closing', { exact: true })).toBeVisible();
  const late = await freshPage(browser);
  await signIn(late, BRANDED, OWNER);
  await expect(late.getByText(/This account is closing/)).toBeVisible();

  const run = await promisify(execFile)(process.execPath, ['apps/api/dist/admin.js', 'housekeeping'], { env: env() });
  expect(run.stdout).toContain('Housekeeping done.');
  const client = new pg.Client({ connectionString: databaseUrl(DATABASE) });
  await client.connect();
  try {
    const tables = await client.query<{ table_name: string }>(
      "select table_name from information_schema.columns where table_schema = 'public' and column_name = 'account_id'",
    );
    expect(tables.rows.length).toBeGreaterThan(20);
    const left: string[] = [];
    for (const { table_name } of tables.rows) {
      const found = await client.query(`select count(*)::int as n from "${table_name}" where account_id = $1`, [
        accountId,
      ]);
      if (found.rows[0].n) left.push(`${table_name}: ${found.rows[0].n}`);
    }
    expect(left).toEqual([]);
    expect((await client.query('select 1 from accounts where id = $1', [accountId])).rowCount).toBe(0);
  } finally {
    await client.end();
  }
  await ops.reload();
  await expect(ops.getByRole('row').filter({ hasText: 'Fabrikam Careers' })).toHaveCount(0);
});
