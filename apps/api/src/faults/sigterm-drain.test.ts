import { connect } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiProcess } from '../test/api-process.js';
import { createFaultEnv, FAULT_ENTERPRISE_ID, type FaultEnv, rows } from '../test/fault-env.js';
import type { HttpAnswer, PortalClient } from '../test/http-client.js';
import { canRunPrivatePostgres } from '../test/private-postgres.js';
import { readAnswer, refused } from '../test/raw-http.js';
import { expectUnavailable } from '../test/unavailable.js';

// SIGTERM to a real API process under load, as an orchestrator sends it before replacing a
// replica. What a load balancer sees:
// - the listening socket closes at once: a new connection is refused (ECONNREFUSED), so the
//   balancer sends it, unprocessed, to another replica (safe to retry, even for a POST);
// - every request already in flight is run to the end and answered, with `Connection: close`;
// - a request that still arrives on an open keep-alive connection during the drain is not run:
//   it gets 503 `service_unavailable` in the error shape, with `Retry-After` and `Connection: close`;
// - once the last answer is out, the database is closed and the process exits 0.

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
const code = (error: Error) => (error as Error & { code?: string }).code ?? error.message;

describe.runIf(canRunPrivatePostgres())('SIGTERM under load', () => {
  it('finishes the requests in flight, refuses new connections, answers a late keep-alive request 503, loses nothing', async () => {
    const { ids } = env;
    const northwind = { account: ids.acme, site: ids.acmeJobs, employer: ids.employer('Northwind Traders') };
    const acmeJobs = { account: ids.acme, site: ids.acmeJobs };
    const hr = await portal.login('hr@northwind.test');
    const manager = await portal.login('manager@acme.test');

    // Writes held inside the database (the jobs table is locked by the test), so they are surely
    // in flight when the signal comes and stay so after the listener has closed.
    const locker = new pg.Client({ connectionString: env.pg.url });
    locker.on('error', () => {});
    await locker.connect();
    await locker.query('begin');
    await locker.query('lock table jobs in share mode');
    const held = Array.from({ length: 4 }, (_, i) =>
      portal
        .call('POST', '/portal/v1/jobs', { token: hr, select: northwind, json: { title: `Drain held ${i}` } })
        .catch((error: Error) => error),
    );
    for (let i = 0; ; i++) {
      const [waiting] = await rows<{ n: number }>(
        env.database,
        sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query ilike '%insert into "jobs"%'`,
      );
      if (waiting!.n === held.length) break;
      if (i > 400) throw new Error('the held writes never reached the lock');
      await sleep(25);
    }

    // A steady stream of other writes (credit grants) and reads, each on a new connection,
    // until connections are refused.
    const outcomes: (HttpAnswer | Error)[] = [];
    const stream = (send: () => Promise<HttpAnswer>) =>
      (async () => {
        for (;;) {
          const outcome = await send().catch((error: Error) => error);
          outcomes.push(outcome);
          if (outcome instanceof Error) return;
        }
      })();
    let n = 0;
    const streams = [
      stream(() =>
        portal.call('POST', '/portal/v1/credit/adjustments', {
          token: manager,
          select: acmeJobs,
          json: { employer_id: northwind.employer, amount: 1, reason: `Drain grant ${n++}` },
        }),
      ),
      stream(() =>
        portal.call('POST', '/portal/v1/credit/adjustments', {
          token: manager,
          select: acmeJobs,
          json: { employer_id: northwind.employer, amount: 1, reason: `Drain grant ${n++}` },
        }),
      ),
      stream(() => portal.call('GET', '/portal/auth/me', { token: hr })),
    ];

    // A keep-alive connection whose next request has begun to arrive (so it is not idle).
    const late = connect(api.port, '127.0.0.1');
    await new Promise<void>((resolve) => late.on('connect', () => resolve()));
    const lateAnswer = readAnswer(late);
    late.write('POST /portal/v1/jobs HTTP/1.1\r\n');

    const answeredGrants = () => outcomes.filter((o) => !(o instanceof Error) && o.status === 201).length;
    for (let i = 0; answeredGrants() < 4; i++) {
      if (i > 400) throw new Error(`the grants are not answered: ${JSON.stringify(outcomes)}`);
      await sleep(25);
    }
    const before = answeredGrants();
    api.child.kill('SIGTERM');

    for (let i = 0; !(await refused(api.port)); i++) {
      if (i > 200) throw new Error('the listener did not close after SIGTERM');
      await sleep(10);
    }
    await Promise.all(streams);

    // The late request completes now, during the drain.
    const body = JSON.stringify({ title: 'Drain late' });
    late.write(
      [
        `Host: 127.0.0.1:${api.port}`,
        'Connection: keep-alive',
        `X-AF-EID: ${FAULT_ENTERPRISE_ID}`,
        `Authorization: Bearer ${hr}`,
        `X-AF-AID: ${northwind.account}`,
        `X-AF-SID: ${northwind.site}`,
        `X-AF-EMPID: ${northwind.employer}`,
        'Content-Type: application/json',
        `Content-Length: ${Buffer.byteLength(body)}`,
        '',
        body,
      ].join('\r\n'),
    );
    const answer = await lateAnswer;
    expectUnavailable(answer, 'a request on a kept-alive connection during the drain');
    expect(answer.headers.connection).toBe('close');
    await answer.closed;

    // The held writes are still running; let them finish.
    expect(api.child.exitCode).toBeNull();
    await locker.query('commit');
    await locker.end();
    const heldOutcomes = await Promise.all(held);
    expect(heldOutcomes.map((a) => (a instanceof Error ? code(a) : a.status))).toEqual([201, 201, 201, 201]);
    const heldAnswers = heldOutcomes as HttpAnswer[];
    for (const a of heldAnswers) expect(a.headers.connection).toBe('close');
    expect(await api.exited).toBe(0);

    // What the stream saw: answers until the signal, then refused (or reset before being read).
    const errors = outcomes.filter((o): o is Error => o instanceof Error);
    expect(errors).toHaveLength(streams.length);
    for (const e of errors) expect(['ECONNREFUSED', 'ECONNRESET']).toContain(code(e));
    const answers = outcomes.filter((o): o is HttpAnswer => !(o instanceof Error));
    for (const a of answers) expect([200, 201, 503], a.body).toContain(a.status);

    // Nothing lost: every write that was answered 2xx is in the database, and the late one is not.
    const granted = answers
      .filter((a) => a.status === 201)
      .map((a) => a.json<{ data: { id: number } }>().data.id)
      .sort((a, b) => a - b);
    expect(granted.length).toBeGreaterThanOrEqual(before);
    const ledger = await rows<{ id: number }>(
      env.database,
      sql`select id::int as id from credit_ledger where reason like 'Drain grant %' order by id`,
    );
    expect(ledger.map((r) => r.id)).toEqual(granted);
    const jobs = await rows<{ id: string }>(env.database, sql`select id::text from jobs where title like 'Drain %'`);
    expect(jobs.map((j) => j.id).sort()).toEqual(
      heldAnswers.map((a) => a.json<{ data: { id: string } }>().data.id).sort(),
    );
  });
});
