// Scale-out benchmark: the same authenticated reads through nginx to one API process, then to
// two, on one PostgreSQL database. Writes bench/results/scale-out.md.
//
//   npm run build && node bench/scale-out.mjs
//
// BENCH_DATABASE_URL (else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres)
// names the server and a base database; a scratch database `<base>_scaleout_bench` is made,
// seeded with the demo tenants, and dropped at the end. SCALEOUT_PORT_BASE picks the ports.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'apps/api/dist');
if (!existsSync(join(dist, 'server.js')) || !existsSync(join(dist, 'scaleout/nginx.js'))) {
  console.error('bench/scale-out.mjs runs the built API: run `npm run build` first.');
  process.exit(1);
}
if (spawnSync(process.execPath, [join(root, 'scripts/ensure-nginx.mjs')], { stdio: 'inherit' }).status !== 0) {
  process.exit(1);
}
const { pickPorts, startApiProcess } = await import(join(dist, 'scaleout/api-process.js'));
const { nginxBinary, startNginx } = await import(join(dist, 'scaleout/nginx.js'));
const { openDatabase } = await import(join(dist, 'db/client.js'));
const { migrate } = await import(join(dist, 'db/migrate.js'));
const { seedDemo } = await import(join(dist, 'seed/demo.js'));
const { DEMO_PASSWORD } = await import(join(dist, 'seed/demo-data.js'));

const CONNECTIONS = 20;
const DURATION_S = 10;
const WARMUP_S = 2;
const EID = 'bench';

/** The mean of a set-up's runs. */
function mean(results) {
  const avg = (key) => results.reduce((sum, r) => sum + r[key], 0) / results.length;
  return { rps: avg('rps'), p50: Math.round(avg('p50')), p99: Math.round(avg('p99')) };
}

const baseUrl =
  process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `${new URL(baseUrl).pathname.slice(1) || 'postgres'}_scaleout_bench`;
const url = Object.assign(new URL(baseUrl), { pathname: `/${dbName}` }).toString();

async function adminQuery(text) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

const dir = mkdtempSync(join(tmpdir(), 'tp-bench-scaleout-'));
const stops = [];
async function cleanup() {
  for (const stop of stops.reverse()) await stop().catch(() => {});
  await adminQuery(`drop database if exists "${dbName}" with (force)`).catch(() => {});
  rmSync(dir, { recursive: true, force: true });
}

try {
  await adminQuery(`drop database if exists "${dbName}" with (force)`);
  await adminQuery(`create database "${dbName}"`);
  const database = await openDatabase({ databaseUrl: url, dataDir: ':memory:' });
  await migrate(database);
  await seedDemo(database.db);
  await database.close();

  const [portA, portB, portOne, portTwo] = await pickPorts(4);
  const env = {
    DATABASE_URL: url,
    PORTAL_ENTERPRISE_ID: EID,
    TRUST_PROXY: '127.0.0.1',
    // Request logs off in both set-ups alike: the comparison is of the work, not of logging.
    LOG_LEVEL: 'warn',
    DATA_DIR: join(dir, 'data'),
  };
  const a = await startApiProcess('dist', portA, env);
  stops.push(() => a.stop());
  const b = await startApiProcess('dist', portB, env);
  stops.push(() => b.stop());
  const listen = (port) => ({ host: '127.0.0.1', port });
  const one = await startNginx(join(dir, 'nginx-one'), { listen: listen(portOne), upstreams: [a.address] });
  stops.push(() => one.stop());
  const two = await startNginx(join(dir, 'nginx-two'), {
    listen: listen(portTwo),
    upstreams: [a.address, b.address],
    revealUpstream: true,
  });
  stops.push(() => two.stop());

  // A site manager of Acme Jobs, and one of its live jobs.
  const login = await fetch(`${two.base}/portal/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-af-eid': EID },
    body: JSON.stringify({ email: 'manager@acme.test', password: DEMO_PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const token = (await login.json()).access_token;
  const place = await adminQueryOn(
    url,
    `select s.account_id, s.id as site_id,
            (select j.id from jobs j where j.site_id = s.id and j.status = 'live' order by j.id limit 1) as job
       from sites s where s.name = 'Acme Jobs'`,
  );
  const headers = {
    authorization: `Bearer ${token}`,
    'x-af-eid': EID,
    'x-af-aid': String(place.account_id),
    'x-af-sid': String(place.site_id),
  };

  // Both processes must really be serving through the second nginx.
  const seen = new Set();
  for (let i = 0; i < 4; i++) {
    const res = await fetch(`${two.base}/portal/auth/me`, { headers });
    if (res.status !== 200) throw new Error(`/auth/me answered ${res.status}`);
    seen.add(res.headers.get('x-upstream'));
  }
  if (seen.size !== 2) throw new Error(`nginx used ${[...seen].join(', ')}, not both processes`);

  const cases = [
    { name: 'jobs list, first page', path: '/portal/v1/jobs?page=1&per_page=25' },
    { name: '`/portal/auth/me`', path: '/portal/auth/me' },
    { name: 'job detail', path: `/portal/v1/jobs/${place.job}/detail` },
  ];
  // Other work on the machine shows here; the report gives it with the figures.
  const load = loadavg()[0].toFixed(1);
  const rows = [];
  for (const c of cases) {
    const row = { case: c };
    const target = { one: `${one.base}${c.path}`, two: `${two.base}${c.path}` };
    for (const t of Object.values(target)) {
      const check = await fetch(t, { headers });
      if (check.status !== 200) throw new Error(`${c.path} answered ${check.status}: ${await check.text()}`);
      await run(t, headers, WARMUP_S);
    }
    // One, two, two, one: drift in the machine's other load falls on both set-ups alike.
    const runs = { one: [], two: [] };
    for (const label of ['one', 'two', 'two', 'one']) runs[label].push(await run(target[label], headers, DURATION_S));
    for (const label of ['one', 'two']) {
      row[label] = mean(runs[label]);
      console.log(
        `${c.name} · ${label}: ${row[label].rps.toFixed(0)} req/s, p50 ${row[label].p50} ms, p99 ${row[label].p99} ms`,
      );
    }
    rows.push(row);
  }
  writeReport(rows, { ...(await machine()), load });
} finally {
  await cleanup();
}

async function adminQueryOn(connectionString, text) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query(text)).rows[0];
  } finally {
    await client.end();
  }
}

async function run(target, headers, duration) {
  const result = await autocannon({ url: target, connections: CONNECTIONS, duration, headers });
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) throw new Error(`${target}: ${bad} failed requests (non-2xx, errors or timeouts)`);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
  };
}

async function machine() {
  const version = (await adminQuery('show server_version')).rows[0].server_version;
  // nginx prints its version on stderr.
  const nginx = spawnSync(nginxBinary(), ['-v'], { encoding: 'utf8' });
  const nginxVersion = `${nginx.stderr}${nginx.stdout}`.trim();
  return {
    cpu: `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}`,
    cores: cpus().length,
    memory: `${Math.round(totalmem() / 2 ** 30)} GiB`,
    node: process.version,
    postgres: `PostgreSQL ${version}`,
    nginx: nginxVersion.replace(/^nginx version: /, ''),
  };
}

function writeReport(rows, m) {
  const ms = (v) => `${v} ms`;
  const table = rows.map(({ case: c, one, two }) =>
    [
      c.name,
      one.rps.toFixed(0),
      ms(one.p50),
      ms(one.p99),
      two.rps.toFixed(0),
      ms(two.p50),
      ms(two.p99),
      `${(two.rps / one.rps).toFixed(2)}×`,
    ].join(' | '),
  );
  const ratios = rows.map((r) => r.two.rps / r.one.rps);
  const low = Math.min(...ratios).toFixed(2);
  const high = Math.max(...ratios).toFixed(2);
  const busy = Number(m.load) > m.cores;
  const md = `## Scale-out: one versus two API processes behind nginx

**What.** Three authenticated reads of a site manager of Acme Jobs (demo data: jobs list first
page, \`/portal/auth/me\`, one job's detail), each through nginx (round-robin \`upstream\`,
keep-alive, the configuration of \`apps/api/src/scaleout/nginx.ts\`) to **one** API process,
then to **two**, both on one PostgreSQL database. Every request does the whole path: token
lookup, grants, selection, ability, SQL.

**How.** \`node bench/scale-out.mjs\` on the build (\`node apps/api/dist/server.js\`, \`LOG_LEVEL=warn\`
in both set-ups); autocannon, ${CONNECTIONS} connections; per case a ${WARMUP_S} s warm-up of each set-up,
then ${DURATION_S} s runs in the order one, two, two, one (so drift in the machine's other load
falls on both alike), each figure the mean of its two runs; every answer 200 (the script stops on any other). Before measuring,
the script checks that nginx really sends requests to both processes.

**Machine.** ${m.cpu}, ${m.memory}; Node ${m.node}; ${m.postgres} on the same machine; ${m.nginx},
one worker. The load generator, nginx, the API processes and PostgreSQL all share these
${m.cores} cores; the one-minute load average was ${m.load} when measuring began (anything above
0 is other work on the machine competing for the same cores).

| case | 1 process req/s | p50 | p99 | 2 processes req/s | p50 | p99 | 2 vs 1 |
| ---- | --------------: | --: | --: | ----------------: | --: | --: | -----: |
${table.map((r) => `| ${r} |`).join('\n')}

**Reading it.** Two processes gave ${low}× to ${high}× the throughput of one. One Node process
runs JavaScript on one core, so a second process only helps when there is a second core with
nothing to do; on this ${m.cores}-core machine PostgreSQL, nginx and autocannon already use it${
    busy ? ', and other work was running as well' : ''
  }. A second process then adds no CPU, only another process to schedule, a second connection
pool on PostgreSQL (10 connections each, so up to 20 backends instead of 10) and a second JIT to
warm up, so about 1× or less is what this machine can show, and the gain is capped far below 2×
in any case. What the table does show is that replicas share nothing but the database: every
request of both set-ups succeeded, with the session, grants and data read from PostgreSQL by
whichever process nginx chose. Where each replica has its own cores and PostgreSQL its own
machine, throughput grows with replicas until the database is the limit; that is the deployment
docs/deploy.md describes, and not one this machine can measure.${
    busy
      ? `

**Noise.** Other work kept this machine's load at ${m.load} on ${m.cores} cores, so each set-up
got only a share of the CPU, and the same case moves by tens of percent from one run of this
script to the next.`
      : ''
  }
`;
  const out = join(root, 'bench/results/scale-out.md');
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(out, md);
  console.log(`wrote ${out}`);
}
