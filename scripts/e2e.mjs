#!/usr/bin/env node
// The end-to-end suite in two parts at once, each with its own server (port) and database: the
// accessibility sweep over every screen (page loads, no writes that matter to the journeys) and
// the journeys. Extra arguments go to both.
// Each server runs on an embedded database of its own, or, when E2E_DATABASE_URL names a
// PostgreSQL server (CI: the one of the machine), on a scratch database created there and
// dropped afterwards: the native server leaves the two cores to the browsers.
// The journeys run on E2E_JOURNEY_WORKERS workers (2 by default), each with a server and database
// of its own (e2e/worker-server.ts); the sweep is one file, on one worker.
import { execFile, spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const base = Number(process.env.E2E_PORT ?? 3100);
const args = process.argv.slice(2);
const serverUrl = process.env.E2E_DATABASE_URL;
const stamp = Date.now();
const parts = [
  { name: 'journeys', port: base, workers: Number(process.env.E2E_JOURNEY_WORKERS ?? 2) },
  { name: 'sweep', port: base + 100, workers: 1 },
].map((part) => ({ ...part, database: serverUrl ? `talent_e2e_${process.pid}_${part.name}` : null }));

/** Runs `statements` on the server's maintenance database. */
async function admin(statements) {
  const client = new pg.Client({ connectionString: Object.assign(new URL(serverUrl), { pathname: '/postgres' }).href });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}
const databaseUrl = (name) => Object.assign(new URL(serverUrl), { pathname: `/${name}` }).href;

const run = ({ name, port, workers, database }) =>
  new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', ...args], {
      env: {
        ...process.env,
        E2E_PART: name,
        E2E_PORT: String(port),
        E2E_WORKERS: String(workers),
        E2E_DATA_DIR: join(tmpdir(), `talent-portal-e2e-${stamp}-${name}`),
        ...(database ? { E2E_SERVER_DATABASE_URL: databaseUrl(database) } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const prefix = (stream, out) => {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) out.write(`[${name}] ${line}\n`);
      });
      stream.on('end', () => rest && out.write(`[${name}] ${rest}\n`));
    };
    prefix(child.stdout, process.stdout);
    prefix(child.stderr, process.stderr);
    child.on('exit', (code, signal) => resolve({ name, ok: code === 0, code: code ?? signal }));
  });

// One database per worker: the part's, then `<part's>_w<n>` (e2e/worker-server.ts).
const databases = parts.flatMap((p) =>
  p.database ? Array.from({ length: p.workers }, (_, n) => (n ? `${p.database}_w${n}` : p.database)) : [],
);
const drop = () => admin(databases.map((d) => `drop database if exists "${d}" with (force)`));
if (databases.length) {
  await drop();
  await admin(databases.map((d) => `create database "${d}"`));
  // The server seeds demo data on the embedded database only (never on a real server): seed here.
  await Promise.all(
    databases.map((d) =>
      promisify(execFile)('npm', ['run', '--silent', 'seed:demo'], {
        env: { ...process.env, DATABASE_URL: databaseUrl(d) },
      }),
    ),
  );
}
let results;
try {
  results = await Promise.all(parts.map(run));
} finally {
  if (databases.length) await drop();
}
for (const r of results) console.log(`e2e ${r.name}: ${r.ok ? 'passed' : `failed (${r.code})`}`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
