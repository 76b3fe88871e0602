import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiProcess } from '../test/api-process.js';
import { createFaultEnv, type FaultEnv, rows } from '../test/fault-env.js';
import type { HttpAnswer, PortalClient } from '../test/http-client.js';
import { canRunPrivatePostgres } from '../test/private-postgres.js';

// `kill -9` of a real API process in the middle of a stream of credit purchases (Idempotency-Key,
// the built-in test provider's Pay button) and job posts (a draft, then publishing it, which costs
// one credit), then a restart on the same database and the client's retries.

let env: FaultEnv;
let api: ApiProcess;
beforeAll(async () => {
  env = await createFaultEnv();
  api = await env.startApi();
}, 120_000);
afterAll(async () => {
  await env?.close();
});

const PURCHASES = 10;
const JOBS = 12;
const WORKERS = 4;

type Purchase = { key: string; quantity: number; id?: number; checkout?: string };
type Job = { title: string; id?: string };
type Step = { what: string; status: number | 'lost' };

const jobBody = (title: string) => ({
  title,
  description: '<p>Posted while the server was killed.</p>',
  work_type: 'full_time',
  product: 'standard',
});

/** The path and link secret of the test provider's checkout page. */
function checkoutOf(url: string) {
  const parsed = new URL(url);
  return { path: parsed.pathname, token: parsed.searchParams.get('token')!, host: parsed.host };
}

const invariantViolations = () =>
  rows<{ employer_id: number; balance: number; ledger: number }>(
    env.database,
    sql`select w.employer_id, w.balance, coalesce(sum(l.amount), 0)::int as ledger
        from credit_wallets w left join credit_ledger l on l.employer_id = w.employer_id
        group by w.employer_id, w.balance having w.balance <> coalesce(sum(l.amount), 0)`,
  );

describe.runIf(canRunPrivatePostgres())('kill -9 during purchases and job posts', () => {
  it('keeps every answered write, balances equal to their ledgers, and no purchase fulfilled twice, retries included', async () => {
    const { ids } = env;
    const northwind = { account: ids.acme, site: ids.acmeJobs, employer: ids.employer('Northwind Traders') };
    let portal: PortalClient = env.client(api);
    const hr = await portal.login('hr@northwind.test');
    const balance = async () =>
      (
        await rows<{ balance: number }>(
          env.database,
          sql`select balance from credit_wallets where employer_id = ${northwind.employer}`,
        )
      )[0]!.balance;
    const initial = await balance();
    expect(await invariantViolations()).toEqual([]);

    const purchases: Purchase[] = Array.from({ length: PURCHASES }, (_, i) => ({
      key: `kill9-buy-${i}`,
      quantity: 1 + (i % 3),
    }));
    const jobs: Job[] = Array.from({ length: JOBS }, (_, i) => ({ title: `Kill9 job ${i}` }));
    const steps: Step[] = [];
    let killed = false;

    /** One request of the stream; after the kill nothing more is sent. */
    const step = async (what: string, send: () => Promise<HttpAnswer>) => {
      if (killed) return null;
      try {
        const answer = await send();
        steps.push({ what, status: answer.status });
        return answer;
      } catch {
        steps.push({ what, status: 'lost' });
        return null;
      }
    };
    const buy = async (p: Purchase) => {
      const created = await step(`create ${p.key}`, () =>
        portal.call('POST', '/portal/v1/credit/purchases', {
          token: hr,
          select: northwind,
          json: { quantity: p.quantity },
          headers: { 'idempotency-key': p.key },
        }),
      );
      if (created?.status !== 201) return;
      const data = created.json<{ data: { id: number; checkout_url: string } }>().data;
      p.id = data.id;
      p.checkout = data.checkout_url;
      const { path, token, host } = checkoutOf(data.checkout_url);
      // On the link's own host (PUBLIC_URL's): the checkout answers only there (SECURITY 35).
      await step(`pay ${p.key}`, () => portal.call('POST', `${path}/pay`, { form: { token }, headers: { host } }));
    };
    const post = async (j: Job) => {
      const draft = await step(`draft ${j.title}`, () =>
        portal.call('POST', '/portal/v1/jobs', { token: hr, select: northwind, json: jobBody(j.title) }),
      );
      if (draft?.status !== 201) return;
      j.id = draft.json<{ data: { id: string } }>().data.id;
      await step(`publish ${j.title}`, () =>
        portal.call('POST', `/portal/v1/jobs/${j.id}/publish`, { token: hr, select: northwind }),
      );
    };

    // The flows interleaved, a few at a time.
    const queue: (() => Promise<void>)[] = [];
    for (let i = 0; i < Math.max(PURCHASES, JOBS); i++) {
      if (purchases[i]) queue.push(() => buy(purchases[i]!));
      if (jobs[i]) queue.push(() => post(jobs[i]!));
    }
    // Once some of it has been answered, the kill lands the moment the server receives a payment
    // or a publication, so at least that one is cut somewhere between arrival and answer.
    const answered = () => steps.filter((s) => s.status !== 'lost').length;
    const stopLog = api.onLog((line) => {
      if (killed || line.msg !== 'incoming request' || answered() < 16) return;
      if (/\/(pay|publish)$/.test(line.req?.url ?? '')) {
        killed = true;
        api.child.kill('SIGKILL');
      }
    });
    await Promise.all(
      Array.from({ length: WORKERS }, async () => {
        for (let next = queue.shift(); next && !killed; next = queue.shift()) await next();
      }),
    );
    stopLog();
    expect(killed, 'the stream ended before the kill').toBe(true);
    expect(await api.exited).toBeNull();
    expect(steps.filter((s) => s.status === 'lost').length, 'no request was cut by the kill').toBeGreaterThan(0);
    for (const s of steps) expect([201, 200, 303, 422, 'lost'], s.what).toContain(s.status);

    // Restart on the same port; the sessions live in the database, so the token still works.
    api = await env.startApi(api.port);
    portal = env.client(api);

    // Every write that was answered 2xx is there.
    const ok = (what: string) => steps.some((s) => s.what === what && typeof s.status === 'number' && s.status < 400);
    const stored = await rows<{ key: string; id: number; status: string; credits: number }>(
      env.database,
      sql`select p.idempotency_key as key, p.id, p.status,
            (select count(*)::int from credit_ledger l where l.purchase_id = p.id) as credits
          from credit_purchases p where p.idempotency_key like 'kill9-buy-%'`,
    );
    for (const p of purchases) {
      const row = stored.find((r) => r.key === p.key);
      if (ok(`create ${p.key}`)) expect(row?.id, p.key).toBe(p.id);
      if (ok(`pay ${p.key}`)) expect(row, p.key).toMatchObject({ status: 'paid', credits: 1 });
    }
    for (const row of stored) expect(row.credits, row.key).toBe(row.status === 'paid' ? 1 : 0);
    const storedJobs = await rows<{ id: string; title: string; status: string; debits: number }>(
      env.database,
      sql`select j.id::text, j.title, j.status,
            (select count(*)::int from credit_ledger l where l.job_id = j.id and l.kind = 'job_posting') as debits
          from jobs j where j.title like 'Kill9 job %'`,
    );
    for (const j of jobs) {
      if (ok(`draft ${j.title}`)) expect(storedJobs.some((r) => r.id === j.id)).toBe(true);
      if (ok(`publish ${j.title}`)) {
        expect(
          storedJobs.find((r) => r.id === j.id),
          j.title,
        ).toMatchObject({ debits: 1 });
        expect(['live', 'on_hold']).toContain(storedJobs.find((r) => r.id === j.id)!.status);
      }
    }
    for (const row of storedJobs) expect(row.debits, row.title).toBe(row.status === 'draft' ? 0 : 1);
    expect(await invariantViolations()).toEqual([]);

    // The client retries everything with the same keys, and pays (again) every purchase: the
    // same purchases come back, and each is credited once.
    for (const p of purchases) {
      const again = await portal.call('POST', '/portal/v1/credit/purchases', {
        token: hr,
        select: northwind,
        json: { quantity: p.quantity },
        headers: { 'idempotency-key': p.key },
      });
      expect([200, 201], `${p.key}: ${again.body}`).toContain(again.status);
      const data = again.json<{ data: { id: number; checkout_url: string | null; status: string } }>().data;
      if (p.id !== undefined) expect(data.id, p.key).toBe(p.id);
      p.id = data.id;
      const row = stored.find((r) => r.key === p.key);
      p.checkout = data.checkout_url ?? p.checkout;
      if (row?.status !== 'paid') expect(data.status, p.key).toBe('pending');
      const { path, token, host } = checkoutOf(p.checkout!);
      for (let twice = 0; twice < 2; twice++) {
        const paid = await portal.call('POST', `${path}/pay`, { form: { token }, headers: { host } });
        expect(paid.status, `${p.key}: ${paid.body}`).toBe(303);
      }
    }
    // Job posts: a draft whose answer was lost may or may not exist (no key for drafts, and a
    // draft costs nothing); every draft now gets published once, a second try is refused.
    const drafts = await rows<{ id: string }>(
      env.database,
      sql`select id::text from jobs where title like 'Kill9 job %' and status = 'draft'`,
    );
    let published = storedJobs.filter((r) => r.status !== 'draft').length;
    for (const { id } of drafts) {
      const res = await portal.call('POST', `/portal/v1/jobs/${id}/publish`, { token: hr, select: northwind });
      expect([200, 422], res.body).toContain(res.status);
      if (res.status === 200) published++;
      const again = await portal.call('POST', `/portal/v1/jobs/${id}/publish`, { token: hr, select: northwind });
      expect(again.status).toBe(res.status === 200 ? 409 : 422);
    }

    // One purchase per key, each paid and credited exactly once; one debit per published job.
    const final = await rows<{ key: string; status: string; credits: number }>(
      env.database,
      sql`select p.idempotency_key as key, p.status,
            (select count(*)::int from credit_ledger l where l.purchase_id = p.id) as credits
          from credit_purchases p where p.idempotency_key like 'kill9-buy-%' order by p.idempotency_key`,
    );
    expect(final).toEqual(
      purchases.map((p) => ({ key: p.key, status: 'paid', credits: 1 })).sort((a, b) => a.key.localeCompare(b.key)),
    );
    const bought = purchases.reduce((sum, p) => sum + p.quantity, 0);
    expect(await balance()).toBe(initial + bought - published);
    const [debits] = await rows<{ n: number }>(
      env.database,
      sql`select count(*)::int as n from credit_ledger l join jobs j on j.id = l.job_id
          where j.title like 'Kill9 job %' and l.kind = 'job_posting'`,
    );
    expect(debits!.n).toBe(published);
    expect(await invariantViolations()).toEqual([]);
  });
});
