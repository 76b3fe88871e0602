// `npm run bench:api`: the portal's lists, details, /auth/me and a job publish under load on the
// large tenant in PostgreSQL, each against its ceiling in the same run; writes bench/results/api.md.
// Env: BENCH_DATABASE_URL (default: database talent_bench on the local server), BENCH_SECONDS (5),
// BENCH_CONNECTIONS (20), BENCH_ONLY (a substring of case names, to run a few while tuning),
// BENCH_PROFILE_SECONDS (2: per case, under `node --cpu-prof`, after the measurement; 0 skips it).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { LARGE_TENANT } from '../../apps/api/src/seed/large/large.js';
import { detailIds, dropDrafts, ensureBenchDatabase, prepareDrafts, vacuumTouched } from './bench-database.js';
import { benchCases } from './cases.js';
import { explainCases } from './explain.js';
import { measure } from './measure.js';
import { startServer } from './processes.js';
import { profilePortal } from './profile.js';
import { apiReport, type CaseResult } from './report.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/talent_bench';
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const only = process.env.BENCH_ONLY;
const profileSeconds = Number(process.env.BENCH_PROFILE_SECONDS ?? 2);
const password = process.env.BENCH_PASSWORD ?? 'Bench-portal-2345';
const ENTERPRISE = 'talent-portal';
const log = (line: string) => console.log(line);

const serverJs = `${root}apps/api/dist/server.js`;
if (!existsSync(serverJs)) throw new Error('Build first: npm run build');
// BENCH_SECONDS=0: only the EXPLAIN pass, printed (for tuning queries and indexes).
const explainOnly = seconds === 0;

const { database, tenant } = await ensureBenchDatabase(url, password, log);
await vacuumTouched(database);
const siteId = tenant.siteIds[0]!;
const scope = { accountId: tenant.accountId, siteId, employerId: null };
const ids = await detailIds(database, tenant, siteId);
const cases = benchCases(ids).filter((c) => !only || c.name.includes(only));
const count = async (table: string) => {
  const result = await database.db.execute(
    sql.raw(`select count(*)::int as n from ${table} where account_id = ${tenant.accountId}`),
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
};
const dataset = `the large tenant (${tenant.siteIds.length} sites): ${(await count('jobs')).toLocaleString('en-GB')} jobs, ${(await count('seekers')).toLocaleString('en-GB')} candidates, ${(await count('applications')).toLocaleString('en-GB')} applications, ${(await count('credit_ledger')).toLocaleString('en-GB')} ledger entries; the measured site holds about a quarter of each`;
const version = (await database.db.execute(sql.raw('show server_version'))) as unknown as {
  rows: { server_version: string }[];
};
const machine = [
  `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}`,
  `${Math.round(totalmem() / 2 ** 30)} GiB`,
  `Node ${process.version}`,
  `PostgreSQL ${version.rows[0]!.server_version} on the same machine`,
  `load generator on the same machine`,
  new Date().toISOString().slice(0, 10),
];

if (explainOnly) {
  for (const e of await explainCases(url, scope, cases)) {
    console.log(`${e.name}${e.seqScans.length ? '  SEQ SCAN' : ''}`);
    for (const st of e.statements) console.log(`   ${st.ms.toFixed(1)} ms  ${[...new Set(st.scans)].join(', ')}`);
  }
  await database.close();
  process.exit(0);
}

// Responses as production serialises them: without the zod check tests and development add.
const env = {
  DATABASE_URL: url,
  LOG_LEVEL: 'warn',
  SEED: 'none',
  MAIL_OUTBOX_DIR: `${root}bench/.outbox`,
  RESPONSE_CHECK: 'false',
};
const portal = await startServer([serverJs], env, 3400, '/portal/health');
const ownerRows = (await database.db.execute(
  sql.raw(`select id from users where email = '${LARGE_TENANT.owner}'`),
)) as unknown as { rows: { id: number }[] };
const ownerId = ownerRows.rows[0]!.id;
const ceiling = await startServer(
  ['--conditions=source', '--import', 'tsx', `${root}bench/api/ceiling-server.ts`],
  { ...env, BENCH_ACCOUNT_ID: String(tenant.accountId), BENCH_SITE_ID: String(siteId), BENCH_USER_ID: String(ownerId) },
  3401,
  '/me',
);

const login = await fetch(`${portal.url}/portal/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-af-eid': ENTERPRISE },
  body: JSON.stringify({ email: LARGE_TENANT.owner, password }),
});
if (!login.ok) throw new Error(`Login failed: ${login.status} ${await login.text()}`);
const token = ((await login.json()) as { access_token: string }).access_token;
const portalHeaders = {
  authorization: `Bearer ${token}`,
  'x-af-eid': ENTERPRISE,
  'x-af-aid': String(tenant.accountId),
  'x-af-sid': String(siteId),
};
const ceilingHeaders = { authorization: `Bearer ${token}` };

const results: CaseResult[] = [];
try {
  for (const c of cases) {
    // A fresh queue of drafts for each side: a job can be published once.
    const drafts = c.kind === 'write' ? await prepareDrafts(database, tenant, siteId, 2 * 400 * seconds) : [];
    const half = drafts.length / 2;
    const queue = (list: string[]) => () => list.pop() ?? 'no-draft-left';
    // /auth/me's ceiling already does the session lookup; a publish is measured on two sides only
    // (each side needs its own drafts).
    const withSession = c.kind === 'list' || c.kind === 'detail';
    const run = (side: 'portal' | 'ceiling' | 'session', seconds: number) =>
      measure({
        url: side === 'portal' ? portal.url : ceiling.url,
        method: c.method,
        path: side === 'portal' ? c.portal : side === 'session' ? `/with-session${c.ceiling}` : c.ceiling,
        headers: side === 'portal' ? portalHeaders : ceilingHeaders,
        ...(c.kind === 'write'
          ? { nextId: queue(side === 'portal' ? drafts.slice(0, half) : drafts.slice(half)) }
          : {}),
        seconds,
        connections,
      });
    if (c.kind !== 'write') {
      // Warm both (plans, caches, JIT) before measuring.
      await run('portal', 1);
      await run('ceiling', 1);
    }
    const portalResult = await run('portal', seconds);
    const ceilingResult = await run('ceiling', seconds);
    const sessionResult = withSession ? await run('session', seconds) : null;
    results.push({ case: c, portal: portalResult, ceiling: ceilingResult, ceilingWithSession: sessionResult });
    log(
      `${c.name}: portal ${portalResult.rps.toFixed(0)} req/s p99 ${portalResult.p99} ms, ceiling ${ceilingResult.rps.toFixed(0)} req/s — ${(portalResult.rps / ceilingResult.rps).toFixed(2)}${sessionResult ? `; ceiling + session lookup ${sessionResult.rps.toFixed(0)} req/s` : ''}${portalResult.non2xx ? ` (${portalResult.non2xx} non-2xx)` : ''}`,
    );
  }
} finally {
  await portal.stop();
  await ceiling.stop();
  await dropDrafts(database, tenant);
}

// A separate portal under the profiler, so its overhead is in none of the figures above.
const profile =
  profileSeconds > 0
    ? await profilePortal({
        serverJs,
        env,
        port: 3402,
        dir: `${root}bench/.profile`,
        headers: portalHeaders,
        cases: cases.filter((c) => c.kind === 'list' || c.kind === 'detail'),
        seconds: profileSeconds,
        connections,
      })
    : [];
if (profile.length) log(profile.join('\n'));

const explained = await explainCases(url, scope, cases);
await database.close();
if (!only) {
  mkdirSync(`${root}bench/results`, { recursive: true });
  writeFileSync(
    `${root}bench/results/api.md`,
    apiReport({ machine, dataset, connections, seconds, results, explained, profile }),
  );
  log('Wrote bench/results/api.md');
} else {
  console.log(apiReport({ machine, dataset, connections, seconds, results, explained, profile }));
}
