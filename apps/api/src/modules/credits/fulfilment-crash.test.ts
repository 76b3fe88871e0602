import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, creditPurchases, creditWallets } from '../../db/schema/index.js';
import { testDatabaseUrl } from '../../test/database.js';
import { type Harness, setupApi } from '../../test/harness.js';
import { fulfilPurchase } from './purchases.service.js';

// Another process needs the same database, so this runs on PostgreSQL (CI's TEST_DATABASE_URL run).
const url = testDatabaseUrl();
const script = fileURLToPath(new URL('../../test/fulfil-and-hang.ts', import.meta.url));

let t: Harness;
beforeAll(async () => {
  t = await setupApi();
});
afterAll(() => t.close());

describe.runIf(url)('a crash in the middle of fulfilment', () => {
  it('leaves no half purchase, and the retry completes it exactly once', async () => {
    const northwind = t.ids.employer('Northwind Traders');
    const hr = await t.login('hr@northwind.test');
    const created = await t.call({
      method: 'POST',
      url: '/portal/v1/credit/purchases',
      token: hr,
      select: { account: t.ids.acme, site: t.ids.acmeJobs, employer: northwind },
      payload: { quantity: 6 },
      headers: { 'idempotency-key': 'crash-test-purchase' },
    });
    const purchaseId = created.json().data.id as number;
    const balance = async () =>
      (await t.database.db.select().from(creditWallets).where(eq(creditWallets.employerId, northwind)))[0]!.balance;
    const before = await balance();

    const child = spawn(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', script, url!, String(purchaseId)],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('about-to-commit') && resolve());
      child.on('exit', (code) => reject(new Error(`child exited early (${code})`)));
    });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGKILL');
    await exited;

    // The killed transaction had marked the purchase paid, credited and written the entry: none of it stayed.
    const [row] = await t.database.db.select().from(creditPurchases).where(eq(creditPurchases.id, purchaseId));
    expect(row!.status).toBe('pending');
    expect(await balance()).toBe(before);
    expect(await t.database.db.select().from(creditLedger).where(eq(creditLedger.purchaseId, purchaseId))).toHaveLength(
      0,
    );

    // The provider retries: now it completes, once.
    expect(await fulfilPurchase(t.database.db, purchaseId, 'webhook', { ip: null, requestId: 'retry' })).toBe(true);
    expect(await fulfilPurchase(t.database.db, purchaseId, 'webhook', { ip: null, requestId: 'retry-2' })).toBe(false);
    expect(await balance()).toBe(before + 6);
    expect(await t.database.db.select().from(creditLedger).where(eq(creditLedger.purchaseId, purchaseId))).toHaveLength(
      1,
    );
  }, 30_000);
});
