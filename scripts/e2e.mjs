#!/usr/bin/env node
// The end-to-end suite in two parts at once, each with its own server (port) and embedded
// database: the accessibility sweep over every screen (minutes of page loads, no writes that
// matter to the journeys) and the journeys. Most of an e2e run is waiting on pages, so on two
// cores the two parts take little longer than the longer one alone. Extra arguments go to both.
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const base = Number(process.env.E2E_PORT ?? 3100);
const args = process.argv.slice(2);
const parts = [
  { name: 'journeys', port: base },
  { name: 'sweep', port: base + 100 },
];

const run = ({ name, port }) =>
  new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', ...args], {
      env: {
        ...process.env,
        E2E_PART: name,
        E2E_PORT: String(port),
        E2E_DATA_DIR: join(tmpdir(), `talent-portal-e2e-${Date.now()}-${name}`),
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

const results = await Promise.all(parts.map(run));
for (const r of results) console.log(`e2e ${r.name}: ${r.ok ? 'passed' : `failed (${r.code})`}`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
