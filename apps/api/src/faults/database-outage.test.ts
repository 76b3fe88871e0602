import { catalogues } from '@talent/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiProcess } from '../test/api-process.js';
import { createFaultEnv, type FaultEnv, rows } from '../test/fault-env.js';
import type { HttpAnswer, PortalClient } from '../test/http-client.js';
import { canRunPrivatePostgres } from '../test/private-postgres.js';
import { openUnreadStream } from '../test/sse.js';
import { expectUnavailable } from '../test/unavailable.js';

// A real API process on a PostgreSQL cluster of the test's own, stopped with `pg_ctl stop -m
// immediate` (every backend killed at once, as in a crash or a failover) and started again.

let env: FaultEnv;
let api: ApiProcess;
let portal: PortalClient;
beforeAll(async () => {
  env = await createFaultEnv();
  api = await env.startApi();
  portal = env.client(api);
}, 120_000);
afterAll(async () => {
  await env?.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Requests sent one after another until stopped, each outcome kept (status or the error). */
function steadyLoad(send: () => Promise<HttpAnswer>) {
  const outcomes: (HttpAnswer | Error)[] = [];
  let stopped = false;
  const done = (async () => {
    while (!stopped) outcomes.push(await send().catch((error: Error) => error));
  })();
  return {
    outcomes,
    async stop() {
      stopped = true;
      await done;
    },
  };
}

describe.runIf(canRunPrivatePostgres())('the database stops mid-request and comes back', () => {
  it('answers 503 in the error shape with Retry-After (never a 500 or a hang), then recovers in the same process', async () => {
    const { ids } = env;
    const northwind = { account: ids.acme, site: ids.acmeJobs, employer: ids.employer('Northwind Traders') };
    const acmeJobs = { account: ids.acme, site: ids.acmeJobs };
    const hr = await portal.login('hr@northwind.test');
    const manager = await portal.login('manager@acme.test');
    const owner = await portal.login('owner@acme.test');
    expect((await portal.call('GET', '/portal/v1/credit/balance', { token: hr, select: northwind })).status).toBe(200);

    // A request held inside the database: the wallet table is locked by the test, so the balance
    // read waits on the lock, in PostgreSQL, when the server goes down.
    const locker = new pg.Client({ connectionString: env.pg.url });
    locker.on('error', () => {});
    await locker.connect();
    await locker.query('begin');
    await locker.query('lock table credit_wallets in access exclusive mode');
    const held = portal.call('GET', '/portal/v1/credit/balance', { token: hr, select: northwind });
    for (let i = 0; ; i++) {
      // From another connection: inside the locker's transaction pg_stat_activity is a snapshot.
      const [waiting] = await rows<{ n: number }>(
        env.database,
        sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query ilike '%credit_wallets%'`,
      );
      if (waiting!.n > 0) break;
      if (i > 200) throw new Error('the balance read never reached the lock');
      await sleep(25);
    }

    // Steady traffic across the outage: reads of two users and a write.
    const loads = [
      steadyLoad(() => portal.call('GET', '/portal/auth/me', { token: manager })),
      steadyLoad(() => portal.call('GET', '/portal/v1/jobs', { token: hr, select: northwind })),
      steadyLoad(() =>
        portal.call('POST', '/portal/v1/jobs', { token: hr, select: northwind, json: { title: 'Outage draft' } }),
      ),
    ];
    await sleep(300);

    await env.pg.stop('immediate');
    const down = Date.now();
    expectUnavailable(await held, 'the request in flight when the database stopped');

    // While it is down: health says so, reads, writes and sign-in answer 503, in the caller's language.
    await sleep(500);
    expectUnavailable(await portal.call('GET', '/portal/health'), 'health');
    // Not ready (take it out of the pool), yet alive (do not restart it: a restart brings no database).
    const ready = await portal.call('GET', '/portal/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.json()).toEqual({ message: catalogues.en.errors.database_unreachable, code: 'database_unreachable' });
    expect(ready.headers['retry-after']).toMatch(/^\d+$/);
    expect((await portal.call('GET', '/portal/health/live')).status).toBe(200);
    expectUnavailable(await portal.call('GET', '/portal/auth/me', { token: owner }), 'a read');
    expectUnavailable(
      await portal.call('POST', '/portal/v1/credit/adjustments', {
        token: manager,
        select: acmeJobs,
        json: { employer_id: northwind.employer, amount: 5, reason: 'During the outage' },
      }),
      'a write',
    );
    expectUnavailable(
      await portal.call('POST', '/portal/auth/login', { json: { email: 'owner@acme.test', password: 'x'.repeat(12) } }),
      'sign-in',
    );
    const french = await portal.call('GET', '/portal/auth/me', { token: owner, headers: { 'accept-language': 'fr' } });
    expect(french.status).toBe(503);
    expect(french.json()).toEqual({ message: catalogues.fr.errors.service_unavailable, code: 'service_unavailable' });
    // Long enough that a listener which retried only once would have given up.
    await sleep(Math.max(0, 2500 - (Date.now() - down)));

    await env.pg.start();
    let recovered: HttpAnswer | null = null;
    for (let i = 0; i < 200 && recovered?.status !== 200; i++) {
      recovered = await portal.call('GET', '/portal/auth/me', { token: manager });
      if (recovered.status !== 200) await sleep(100);
    }
    expect(recovered?.status).toBe(200);
    expect((await portal.call('GET', '/portal/health')).status).toBe(200);
    expect((await portal.call('GET', '/portal/health/ready')).status).toBe(200);
    await sleep(500);
    for (const load of loads) await load.stop();

    // The same process served throughout: it neither crashed nor was restarted.
    expect(api.child.exitCode).toBeNull();
    expect(api.child.signalCode).toBeNull();

    const answers = loads.flatMap((l) => l.outcomes);
    const failures = answers.filter((a): a is Error => a instanceof Error);
    expect(failures.map((f) => f.message)).toEqual([]);
    const http = answers as HttpAnswer[];
    const statuses = new Set(http.map((a) => a.status));
    expect([...statuses].sort()).toEqual([200, 201, 503]);
    for (const a of http.filter((x) => x.status === 503)) expectUnavailable(a, 'under load');
    // Each answer came without waiting for the database to return: a stopped server is refused at
    // once, an unresponsive one after the pool's 5 s connect timeout (the margin is for a busy machine).
    expect(Math.max(...http.map((a) => a.ms))).toBeLessThan(10_000);
    // Every draft the API said it created is there. (A commit cut before its acknowledgement may
    // have landed too: the client was told 503 and may retry; that ambiguity is PostgreSQL's.)
    const created = http.filter((a) => a.status === 201).map((a) => a.json<{ data: { id: string } }>().data.id);
    expect(created.length).toBeGreaterThan(0);
    const stored = await rows<{ id: string }>(
      env.database,
      sql`select id::text from jobs where title = 'Outage draft'`,
    );
    expect(stored.map((r) => r.id)).toEqual(expect.arrayContaining(created));

    // The NOTIFY listener reconnected too: a new notification reaches an open stream.
    const stream = await openUnreadStream(api.base, {
      authorization: `Bearer ${manager}`,
      'x-af-eid': 'fault-enterprise',
    });
    const first = await stream.next();
    let pushed: number | null = null;
    for (let i = 0; i < 10 && pushed === null; i++) {
      const res = await portal.call('POST', '/portal/v1/employers', {
        token: owner,
        select: acmeJobs,
        json: { type: 'household', name: `The Outage Household ${i}`, email: `outage${i}@example.test` },
      });
      expect(res.status).toBe(201);
      pushed = await stream.next(1500).catch(() => null);
    }
    stream.close();
    expect(pushed, 'no unread count pushed after the outage').not.toBeNull();
    expect(pushed).toBeGreaterThan(first);
    await locker.end().catch(() => {});
  }, 120_000);
});
