#!/usr/bin/env node
// `npm run bench [-- part ...] [-- --join] [-- --baseline DIR] [-- --runs N]`: builds the app, runs the
// benchmark parts (all, or those named), each of which writes its fragment bench/results/<part>.md,
// then joins every fragment into bench/RESULTS.md. A part that fails is reported and the others still run.
// --baseline DIR: a checkout built beforehand (e.g. main before a change, `npm run build` there) that
// the bundle and lighthouse parts measure beside this one, in the same run; --runs N: Lighthouse runs
// per page, preset and build.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const PARTS = {
  api: ['node', ['--conditions=source', '--import', 'tsx', 'bench/api/run.ts']],
  'scale-out': ['node', ['bench/scale-out.mjs']],
  bundle: ['node', ['bench/bundle.mjs']],
  lighthouse: ['node', ['bench/lighthouse.mjs']],
};

// --join: only join the fragments already in bench/results/ (after re-running one part by hand).
const joinOnly = process.argv.includes('--join');
/** Options with a value, passed on to the parts that take them. */
const VALUED = { '--baseline': ['bundle', 'lighthouse'], '--runs': ['lighthouse'] };
const argv = process.argv.slice(2);
const passed = Object.fromEntries(
  Object.keys(VALUED)
    .filter((name) => argv.includes(name))
    .map((name) => [name, argv[argv.indexOf(name) + 1]]),
);
const asked = argv.filter((a, i) => a !== '--join' && !(a in VALUED) && !(argv[i - 1] in VALUED));
const unknown = asked.filter((p) => !(p in PARTS));
if (unknown.length) {
  console.error(`Unknown part(s): ${unknown.join(', ')}. Parts: ${Object.keys(PARTS).join(', ')}`);
  process.exit(2);
}
const chosen = joinOnly ? [] : asked.length ? asked : Object.keys(PARTS);

const run = (command, args) => spawnSync(command, args, { stdio: 'inherit' }).status === 0;
if (chosen.length && !run('npm', ['run', 'build'])) process.exit(1);

const failed = [];
for (const part of chosen) {
  const [command, args] = PARTS[part];
  if (!existsSync(args.at(-1))) {
    failed.push(`${part} (no ${args.at(-1)})`);
    continue;
  }
  const options = Object.entries(passed).flatMap(([name, value]) => (VALUED[name].includes(part) ? [name, value] : []));
  console.log(`\n=== bench: ${part}`);
  if (!run(command, [...args, ...options])) failed.push(part);
}

const fragments = Object.keys(PARTS)
  .map((part) => `bench/results/${part}.md`)
  .filter((file) => existsSync(file))
  .map((file) => readFileSync(file, 'utf8').trim());
writeFileSync(
  'bench/RESULTS.md',
  [
    '# Results',
    '',
    'Written by `npm run bench` from the fragments in `bench/results/` (each part rewrites its own; run',
    'one with `npm run bench -- <part>`). Machines here are shared and noisy, so each comparison is a',
    'ratio measured in one run, next to its absolute figures.',
    '',
    ...fragments.flatMap((f) => [f, '']),
  ].join('\n'),
);
console.log('\nWrote bench/RESULTS.md');
if (failed.length) {
  console.error(`Parts that failed: ${failed.join(', ')}`);
  process.exit(1);
}
