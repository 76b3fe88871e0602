import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { JobRunner } from '../../platform/jobs/runner.js';
import { testDatabase } from '../../test/database.js';
import { clearJobs, makeSite, pause, startReceiver, testKey } from '../../test/webhooks.js';
import { registerWebhookDelivery, type WebhookDeps } from './delivery.job.js';
import { findDelivery } from './webhooks.repo.js';
import { enqueueWebhook, listWebhookDeliveries, resendWebhook } from './webhooks.service.js';

const silent = { error: () => {} };
const key = testKey();
let db: Db;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let site: Awaited<ReturnType<typeof makeSite>>;
const runners: JobRunner[] = [];

function runner(options: Partial<WebhookDeps> & { lockMs?: number } = {}) {
  const { lockMs, ...deps } = options;
  const r = new JobRunner(db, silent, { lockMs });
  registerWebhookDelivery(r, { db, secretsKey: key, outbound: { allowPrivate: true, timeoutMs: 2000 }, ...deps });
  runners.push(r);
  return r;
}

const payload = { form: 'contact', version: 1, submission: { uuid: 'x', locale: 'en', answers: { a: 1 } } };

async function enqueue(url = receiver.url) {
  return db.transaction((tx) => enqueueWebhook(tx, { ...site, url, payload }));
}

/** Runs rounds until the delivery is finished (short retry delays), at most `rounds` times. */
async function settle(r: JobRunner, id: number, rounds = 80) {
  for (let i = 0; i < rounds; i++) {
    await r.drain();
    const d = await findDelivery(db, id);
    if (d?.status !== 'pending') return d!;
    await pause(15);
  }
  return (await findDelivery(db, id))!;
}

const jobOf = async (deliveryId: number) => {
  const result = await db.execute<{ status: string; attempts: number }>(
    sql`select status, attempts from background_jobs where (payload->>'deliveryId')::bigint = ${deliveryId} order by id desc limit 1`,
  );
  return (result as unknown as { rows: { status: string; attempts: number }[] }).rows[0]!;
};

beforeAll(async () => {
  db = (await testDatabase()).db;
  receiver = await startReceiver();
  site = await makeSite(db, key);
});
afterAll(() => receiver.close());
beforeEach(async () => {
  await clearJobs(db);
  receiver.received.length = 0;
  receiver.script.length = 0;
});
afterEach(async () => {
  for (const r of runners.splice(0)) await r.stop();
});

describe('webhook delivery', () => {
  it('POSTs the payload signed with the source secret, which the receiver verifies', async () => {
    const delivery = await enqueue();
    const done = await settle(runner(), delivery.id);
    expect(done).toMatchObject({ status: 'delivered', attempts: 1, lastStatusCode: 200, lastError: null });
    expect(done.deliveredAt).toBeInstanceOf(Date);
    expect(receiver.received).toHaveLength(1);
    const { headers, body } = receiver.received[0]!;
    expect(JSON.parse(body)).toEqual(payload);
    expect(headers['content-type']).toBe('application/json');
    const timestamp = String(headers['x-talent-timestamp']);
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60);
    const expected = Buffer.from(
      `v1=${createHmac('sha256', site.secret).update(`${timestamp}.${body}`).digest('hex')}`,
    );
    const given = Buffer.from(String(headers['x-talent-signature']));
    expect(given.length === expected.length && timingSafeEqual(given, expected)).toBe(true);
    // Another secret does not verify: the check above can fail.
    expect(String(headers['x-talent-signature'])).not.toBe(
      `v1=${createHmac('sha256', 'other').update(`${timestamp}.${body}`).digest('hex')}`,
    );
  });

  it('sends nothing for a transaction that rolls back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await enqueueWebhook(tx, { ...site, url: receiver.url, payload });
        throw new Error('submission failed');
      }),
    ).rejects.toThrow('submission failed');
    await runner().drain();
    expect(receiver.received).toHaveLength(0);
  });

  it('retries with backoff: two failures then 200 is delivered after 3 attempts', async () => {
    receiver.script.push(500, 503);
    const delivery = await enqueue();
    const r = runner({ retry: { baseMs: 20, maxDelayMs: 40, maxAgeMs: 10_000 } });
    await r.drain();
    const afterFirst = (await findDelivery(db, delivery.id))!;
    expect(afterFirst).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500, lastError: 'HTTP 500' });
    expect(afterFirst.nextAttemptAt!.getTime()).toBeGreaterThan(afterFirst.createdAt.getTime());
    const done = await settle(r, delivery.id);
    expect(done).toMatchObject({ status: 'delivered', attempts: 3, lastStatusCode: 200, lastError: null });
    expect(receiver.received).toHaveLength(3);
    expect(await jobOf(delivery.id)).toMatchObject({ status: 'done', attempts: 3 });
  });

  it('gives up once the retry window has passed: failed, with the last error', async () => {
    for (let i = 0; i < 100; i++) receiver.script.push(500);
    const delivery = await enqueue();
    // A window several retries wide even on a loaded machine (a first attempt slower than the window
    // would give up after one, which is right but not what this case is about).
    const done = await settle(runner({ retry: { baseMs: 20, maxDelayMs: 20, maxAgeMs: 600 } }), delivery.id, 300);
    expect(done).toMatchObject({ status: 'failed', lastStatusCode: 500, lastError: 'HTTP 500', nextAttemptAt: null });
    expect(done.attempts).toBeGreaterThanOrEqual(2);
    expect(receiver.received).toHaveLength(done.attempts);
    expect(await jobOf(delivery.id)).toMatchObject({ status: 'failed' });
  });

  it('a job whose runner died (claim expired) is picked up by a new runner', async () => {
    const delivery = await enqueue();
    // What a process that claimed the job and then crashed leaves behind.
    await db.execute(sql`update background_jobs set status = 'running', attempts = 1,
      locked_by = gen_random_uuid(), locked_until = now() + interval '300 milliseconds'`);
    const fresh = runner();
    await fresh.drain();
    expect(receiver.received).toHaveLength(0);
    await pause(350);
    const done = await settle(fresh, delivery.id);
    expect(done.status).toBe('delivered');
    expect(receiver.received).toHaveLength(1);
    expect(await jobOf(delivery.id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it("a stalled runner's late failure does not undo the delivery its successor made", async () => {
    let release: (() => void) | null = null;
    receiver.script.push((res) => {
      release = () => res.writeHead(500).end();
    });
    const delivery = await enqueue();
    const stalled = runner({ lockMs: 200 });
    const stalledRound = stalled.drain();
    while (!release) await pause(10);
    await pause(250);
    const successor = runner();
    await successor.drain();
    expect((await findDelivery(db, delivery.id))!.status).toBe('delivered');
    (release as () => void)();
    await stalledRound;
    expect(await jobOf(delivery.id)).toMatchObject({ status: 'done' });
    expect((await findDelivery(db, delivery.id))!.status).toBe('delivered');
  });

  it('two runners never deliver the same delivery twice', async () => {
    const ids = [];
    for (let i = 0; i < 12; i++) ids.push((await enqueue()).id);
    const a = runner();
    const b = runner();
    await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);
    expect(receiver.received).toHaveLength(12);
    const uuids = receiver.received.map((r) => String(r.headers['x-talent-delivery']));
    expect(new Set(uuids).size).toBe(12);
    for (const id of ids) expect((await findDelivery(db, id))!).toMatchObject({ status: 'delivered', attempts: 1 });
  });

  it('resend sends a finished delivery again; not another site’s, not one still pending', async () => {
    const delivery = await enqueue();
    const r = runner();
    await settle(r, delivery.id);
    const other = await makeSite(db, key);
    expect(await db.transaction((tx) => resendWebhook(tx, other, site.source, delivery.uuid))).toBe('not_found');
    expect(await db.transaction((tx) => resendWebhook(tx, site, { kind: 'site_form', id: 8 }, delivery.uuid))).toBe(
      'not_found',
    );
    expect(await db.transaction((tx) => resendWebhook(tx, site, site.source, delivery.uuid))).toBe('resent');
    expect(await db.transaction((tx) => resendWebhook(tx, site, site.source, delivery.uuid))).toBe('pending');
    const again = await settle(r, delivery.id);
    expect(again).toMatchObject({ status: 'delivered', attempts: 2 });
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.body).toBe(receiver.received[0]!.body);
  });

  it("lists a source's deliveries, newest first, without the secret; another site sees none", async () => {
    // One at a time: the runner may take two due deliveries in either order.
    receiver.script.push(500);
    const first = await enqueue();
    await runner({ retry: { baseMs: 60_000 } }).drain();
    const second = await enqueue();
    await runner({ retry: { baseMs: 60_000 } }).drain();
    const list = await listWebhookDeliveries(db, site, site.source, { page: 1, per_page: 1 });
    expect(list.meta).toEqual({ current_page: 1, per_page: 1, total: 2, last_page: 2 });
    expect(list.data).toEqual([
      expect.objectContaining({ id: second.uuid, status: 'delivered', attempts: 1, last_status_code: 200 }),
    ]);
    const next = await listWebhookDeliveries(db, site, site.source, { page: 2, per_page: 1 });
    expect(next.data[0]).toMatchObject({ id: first.uuid, status: 'pending', last_error: 'HTTP 500' });
    expect(JSON.stringify(next)).not.toContain(site.secretEnc.slice(3, 20));
    const other = await makeSite(db, key);
    expect((await listWebhookDeliveries(db, other, site.source, { page: 1, per_page: 20 })).meta.total).toBe(0);
  });

  it('a secret that no longer decrypts fails at once, sending nothing unsigned', async () => {
    const delivery = await enqueue();
    const d = await settle(runner({ secretsKey: testKey() }), delivery.id);
    expect(d).toMatchObject({ status: 'failed', attempts: 1, lastError: 'secret unreadable (secrets key changed?)' });
    expect(receiver.received).toHaveLength(0);
  });

  it('a redirect is a failed attempt, never followed (here: to the metadata address)', async () => {
    receiver.script.push((res) => res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end());
    const delivery = await enqueue();
    await runner({ retry: { baseMs: 60_000 } }).drain();
    const d = (await findDelivery(db, delivery.id))!;
    expect(d).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 302 });
    expect(d.lastError).toBe('redirect not followed (HTTP 302 to http://169.254.169.254/latest/meta-data)');
    expect(receiver.received).toHaveLength(1);
  });
});

describe('webhook delivery refuses private targets unless allowed (SSRF)', () => {
  const strict = () =>
    runner({ outbound: { allowPrivate: false, timeoutMs: 2000 }, retry: { baseMs: 60_000, maxAgeMs: 86_400_000 } });

  it.each([
    ['loopback', () => `https://127.0.0.1:${receiver.port}/hook`],
    ['private 10.x', () => 'https://10.0.0.1/hook'],
    ['cloud metadata', () => 'https://169.254.169.254/latest/meta-data'],
    ['IPv6 loopback', () => `https://[::1]:${receiver.port}/hook`],
    ['IPv6 unique-local', () => 'https://[fd00::1]/hook'],
    ['a name resolving to loopback', () => `https://localhost:${receiver.port}/hook`],
    ['IPv4 in hex', () => `https://0x7f000001:${receiver.port}/hook`],
  ])('%s: refused before connecting, retried later', async (_name, url) => {
    const delivery = await enqueue(url());
    await strict().drain();
    expect((await findDelivery(db, delivery.id))!).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastStatusCode: null,
      lastError: 'refused: address',
    });
    expect(receiver.received).toHaveLength(0);
  });

  it('http:// is refused and given up at once (it cannot start to work)', async () => {
    const delivery = await enqueue(receiver.url);
    await strict().drain();
    expect((await findDelivery(db, delivery.id))!).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'refused: scheme',
    });
    expect(receiver.received).toHaveLength(0);
  });
});
