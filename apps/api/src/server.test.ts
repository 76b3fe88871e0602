import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './seed/demo-data.js';
import { apiRefusal, killLeftoverApis, startApi } from './test/api-process.js';
import { embeddedPass } from './test/database.js';

// The real entry point on an embedded database in a folder of its own.
const dataDir = mkdtempSync(join(tmpdir(), 'tp-server-'));
afterAll(() => killLeftoverApis());

async function start() {
  const api = await startApi({ DATA_DIR: dataDir, DATABASE_URL: '', PORTAL_ENTERPRISE_ID: 'srv' });
  // Count the login requests the server has received, from its log.
  let received = 0;
  api.onLog((line) => {
    if (line.msg === 'incoming request' && line.req?.url === '/portal/auth/login') received++;
  });
  const receivedLogins = async (n: number) => {
    while (received < n) await new Promise((r) => setTimeout(r, 5));
  };
  return { base: api.base, child: api.child, exited: api.exited, receivedLogins };
}

type Json = { data: { name: string; accounts: unknown[] }; access_token: string };
const json = async (res: Response) => (await res.json()) as Json;

const login = (base: string) =>
  fetch(`${base}/portal/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-af-eid': 'srv' },
    body: JSON.stringify({ email: 'owner@acme.test', password: DEMO_PASSWORD }),
  });

describe.runIf(embeddedPass)('server.ts', () => {
  it('migrates, seeds an empty embedded database, serves, and on SIGTERM finishes in-flight requests before exiting', async () => {
    const { base, child, exited, receivedLogins } = await start();
    const brand = await json(await fetch(`${base}/portal/accounts/branding?domain=localhost`));
    expect(brand.data.name).toBe('Acme Talent Group');

    // Four sign-ins (argon2 each, so they take a while), SIGTERM once the server has them all.
    const inFlight = Array.from({ length: 4 }, () => login(base));
    await receivedLogins(4);
    child.kill('SIGTERM');
    const answers = await Promise.all(inFlight);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await exited).toBe(0);
  }, 120_000);

  it('keeps its data across a restart and does not seed twice', async () => {
    const { base, child, exited } = await start();
    const brand = await json(await fetch(`${base}/portal/accounts/branding?domain=localhost`));
    expect(brand.data.name).toBe('Acme Talent Group');
    // The sessions created before the restart are still there: one login per in-flight request above.
    const res = await login(base);
    const { access_token } = await json(res);
    const me = await fetch(`${base}/portal/auth/me`, {
      headers: { authorization: `Bearer ${access_token}`, 'x-af-eid': 'srv' },
    });
    expect((await json(me)).data.accounts.length).toBe(1);
    child.kill('SIGINT');
    expect(await exited).toBe(0);
  }, 120_000);

  it('refuses a second process on the same embedded database, and takes over the lock of one that was killed', async () => {
    const first = await start();
    // The second would serve its own copy of the files and lose the first's writes: it stops, naming the holder.
    const second = await apiRefusal({ DATA_DIR: dataDir, DATABASE_URL: '', PORTAL_ENTERPRISE_ID: 'srv' });
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(`is open in another process (pid ${first.child.pid}`);
    // A process killed without a chance to close leaves its lock behind; the next start sees that it is gone.
    first.child.kill('SIGKILL');
    await first.exited;
    const next = await start();
    const brand = await json(await fetch(`${next.base}/portal/accounts/branding?domain=localhost`));
    expect(brand.data.name).toBe('Acme Talent Group');
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
  }, 120_000);
});

// SECURITY 25: the real entry point refuses unsafe defaults in production before it opens anything.
describe.runIf(embeddedPass)('server.ts with NODE_ENV=production', () => {
  const secrets = {
    CMS_TOKEN_SECRET: 'c'.repeat(32),
    CANDIDATE_TOKEN_SECRET: 'd'.repeat(32),
    SECRETS_KEY: 'e'.repeat(64),
  };

  it('refuses to start with the default test payment provider, and says why', async () => {
    const { code, stderr } = await apiRefusal({
      NODE_ENV: 'production',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'tp-prod-')),
      DATABASE_URL: '',
      PAYMENT_PROVIDER: '',
      ...secrets,
    });
    expect(code).toBe(1);
    expect(stderr).toContain('Refusing to start');
    expect(stderr).toContain('ALLOW_TEST_PAYMENTS=true');
    // Everything to fix, in one start: the address and the database too.
    expect(stderr).toContain('PUBLIC_URL is not set');
    expect(stderr).toContain('DATABASE_URL is not set');
  }, 60_000);

  it('starts with PAYMENT_PROVIDER=test and ALLOW_TEST_PAYMENTS=true, warning loudly, without demo data', async () => {
    const api = await startApi({
      NODE_ENV: 'production',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'tp-prod-')),
      DATABASE_URL: '',
      ALLOW_EMBEDDED_DATABASE: 'true',
      PUBLIC_URL: 'https://portal.example.test',
      TRUST_PROXY: 'false',
      PORTAL_ENTERPRISE_ID: 'srv',
      PAYMENT_PROVIDER: 'test',
      ALLOW_TEST_PAYMENTS: 'true',
      ...secrets,
    });
    expect(api.logs).toContainEqual(
      expect.objectContaining({ level: 40, msg: expect.stringMatching(/^TEST PAYMENTS ARE ON IN PRODUCTION/) }),
    );
    // Demo users (public password) are not seeded in production unless SEED=demo says so.
    expect((await fetch(`${api.base}/portal/accounts/branding?domain=localhost`)).status).toBe(404);
    expect((await login(api.base)).status).toBe(422);
    api.child.kill('SIGTERM');
    expect(await api.exited).toBe(0);
  }, 120_000);
});
