#!/usr/bin/env node
// The front-end budget (issue 9): the login page's JavaScript at most 150 KB gzipped, and what any
// screen loads (JavaScript and CSS) at most 250 KB gzipped. Reads the Vite manifest of the built
// app, so it measures exactly the files a browser fetches: the entry, its static imports, and the
// screen's lazy chunk with its own static imports.
//
// The app is over those targets today (see bench/RESULTS.md), so the check is a ratchet: a screen
// may not grow more than 2% past its recorded size in bench/bundle-baseline.json, and a new screen
// must meet the target. `--update` records the current sizes after a deliberate change; a screen
// that gets smaller lowers its own line on the next update.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const update = args.includes('--update');
const dist = args.find((a) => !a.startsWith('--')) ?? 'apps/web/dist';
const BASELINE = 'bench/bundle-baseline.json';
const TARGET = { loginJs: 150 * 1024, screen: 250 * 1024 };
const SLACK = 1.02;

const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const gz = new Map();
const gzipped = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gz.get(file);
};

/** Every chunk a chunk brings with it: itself and its static imports, recursively. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(imported, seen);
  return seen;
}
const filesOf = (keys) => {
  const files = new Set();
  for (const key of keys) {
    files.add(manifest[key].file);
    for (const css of manifest[key].css ?? []) files.add(css);
  }
  return [...files];
};
const size = (files, onlyJs = false) =>
  files.filter((f) => !onlyJs || f.endsWith('.js')).reduce((sum, f) => sum + gzipped(f), 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const entry = closure(Object.keys(manifest).find((k) => manifest[k].isEntry));
// Screens are the lazy route components; translation files are lazy too but are not screens.
const screens = Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry && !k.endsWith('.json'));
const measured = Object.fromEntries(
  screens.map((key) => {
    const files = filesOf(new Set([...entry, ...closure(key)]));
    return [key.replace(/^.*\/src\//, '').replace(/\.tsx?$/, ''), { js: size(files, true), all: size(files) }];
  }),
);
const loginKey = Object.keys(measured).find((k) => k.endsWith('auth/LoginPage'));
if (!loginKey) {
  console.error('check-bundle-budget: the login page chunk was not found in the manifest');
  process.exit(1);
}

if (update) {
  const lines = Object.fromEntries(Object.entries(measured).map(([k, v]) => [k, v.all]));
  writeFileSync(BASELINE, `${JSON.stringify({ loginJs: measured[loginKey].js, screens: lines }, null, 2)}\n`);
  console.log(`Recorded ${Object.keys(lines).length} screens in ${BASELINE}.`);
  process.exit(0);
}

const baseline = JSON.parse(readFileSync(BASELINE, 'utf8'));
const problems = [];
const loginJs = measured[loginKey].js;
const loginLimit = Math.max(TARGET.loginJs, baseline.loginJs * SLACK);
if (loginJs > loginLimit) problems.push(`login page JavaScript ${kb(loginJs)} > ${kb(loginLimit)}`);
for (const [screen, { all }] of Object.entries(measured)) {
  const recorded = baseline.screens[screen];
  const limit = recorded === undefined ? TARGET.screen : Math.max(TARGET.screen, recorded * SLACK);
  if (all > limit)
    problems.push(`${screen}: ${kb(all)} > ${kb(limit)}${recorded === undefined ? ' (new screen)' : ''}`);
}

const heaviest = Object.entries(measured).sort((a, b) => b[1].all - a[1].all);
console.log(`Front-end budget, gzipped: login JavaScript ${kb(loginJs)} (target ${kb(TARGET.loginJs)})`);
for (const [screen, { all }] of heaviest.slice(0, 5))
  console.log(`  ${screen.padEnd(52)} ${kb(all).padStart(9)} (target ${kb(TARGET.screen)})`);
if (problems.length) {
  console.error(`Over budget:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`${Object.keys(measured).length} screens within their recorded sizes.`);
