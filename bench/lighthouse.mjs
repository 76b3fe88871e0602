#!/usr/bin/env node
// Lighthouse performance of the login page and of the jobs list (signed in as the Acme owner),
// desktop and mobile presets, against the production server: `node apps/api/dist/server.js` on
// a fresh embedded database (it seeds the demo tenants). Builds nothing: run `npm run build`
// first. Writes bench/results/lighthouse.md.
//
//   node bench/lighthouse.mjs [--runs 3]
//
// Each page and preset runs `--runs` times on a cold cache; the run with the median score is
// reported. Target (issue 9): a performance score of at least 95.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'bench/results/lighthouse.md');
const CHROME = '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const ENTERPRISE = 'talent-portal';
const OWNER = { email: 'owner@acme.test', password: 'Portal!2345' };
const TARGET = 95;
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function startServer() {
  const server = join(ROOT, 'apps/api/dist/server.js');
  if (!existsSync(server) || !existsSync(join(ROOT, 'apps/web/dist/index.html')))
    throw new Error('No build found: run `npm run build` first.');
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'talent-lighthouse-'));
  const child = spawn(process.execPath, [server], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://localhost:${port}`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://localhost:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/portal/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not start within 2 minutes');
    await new Promise((r) => setTimeout(r, 500));
  }
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { origin, stop };
}

async function ownerToken(origin) {
  const res = await fetch(`${origin}/portal/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-af-eid': ENTERPRISE },
    body: JSON.stringify(OWNER),
  });
  if (!res.ok) throw new Error(`login answered ${res.status}`);
  return (await res.json()).access_token;
}

/** One Lighthouse run on a cold cache; `token` is put where the app keeps it (e2e/fixtures.ts). */
async function audit(browser, port, url, preset, token) {
  const page = await browser.newPage();
  try {
    const origin = new URL(url).origin;
    await page.goto(`${origin}/portal/health`);
    await page.evaluate((t) => {
      localStorage.clear();
      if (t)
        localStorage.setItem(
          'portal-auth',
          JSON.stringify({
            state: { token: t, tokenType: 'Bearer', parentToken: null, redirectPath: null },
            version: 0,
          }),
        );
    }, token);
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    const flags = {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
    };
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined, page);
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`${url} (${preset}): ${lhr.runtimeError.message}`);
    const metric = (id) => lhr.audits[id];
    return {
      score: Math.round(lhr.categories.performance.score * 100),
      fcp: metric('first-contentful-paint').numericValue,
      lcp: metric('largest-contentful-paint').numericValue,
      tbt: metric('total-blocking-time').numericValue,
      cls: metric('cumulative-layout-shift').numericValue,
      si: metric('speed-index').numericValue,
      finalUrl: lhr.finalDisplayedUrl,
    };
  } finally {
    await page.close();
  }
}

/** Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART, NO_FCP): such a run is made again. */
async function auditWithRetry(...args) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(...args);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`retrying: ${error.message}`);
    }
  }
}

const ms = (v) => (v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${Math.round(v)} ms`);

async function main() {
  const loadBefore = loadavg()[0];
  const { origin, stop } = await startServer();
  const chrome = await launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
  const rows = [];
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const token = await ownerToken(origin);
    const pages = [
      { name: 'login', path: '/login', token: null },
      { name: 'jobs list (owner@acme.test)', path: '/1/1/jobs', token },
    ];
    for (const target of pages) {
      for (const preset of ['desktop', 'mobile']) {
        const runs = [];
        for (let i = 0; i < RUNS; i += 1)
          runs.push(await auditWithRetry(browser, chrome.port, `${origin}${target.path}`, preset, target.token));
        runs.sort((a, b) => a.score - b.score);
        const median = runs[Math.floor(runs.length / 2)];
        if (new URL(median.finalUrl).pathname !== target.path)
          throw new Error(`${target.path} ended on ${median.finalUrl}: not the page meant`);
        rows.push({ page: target.name, path: target.path, preset, ...median, scores: runs.map((r) => r.score) });
        console.log(`${target.path} ${preset}: ${median.score} (runs ${runs.map((r) => r.score).join(', ')})`);
      }
    }
    await browser.disconnect();
  } finally {
    await chrome.kill();
    await stop();
  }

  const loadAfter = loadavg()[0];
  const missed = rows.filter((r) => r.score < TARGET);
  const lines = [
    '## Lighthouse (issue 9, item 3)',
    '',
    `Measured by \`node bench/lighthouse.mjs\` on ${new Date().toISOString().slice(0, 10)}: Lighthouse 12.2.3 (performance only) in`,
    'the Debian Chromium (headless), against the production server (`node apps/api/dist/server.js`, built',
    "web app, embedded PGlite with the demo data) on this machine. Desktop is Lighthouse's desktop preset;",
    'mobile is its default (simulated slow 4G, 4× CPU slowdown). Each row is the median of',
    `${RUNS} runs on a cold cache; the jobs list is opened signed in as owner@acme.test. Lighthouse times the`,
    `main thread as it finds it: the machine (${cpus().length} cores) had a load average of ${loadBefore.toFixed(1)}`,
    `before and ${loadAfter.toFixed(1)} after the runs, which weighs on Total Blocking Time above all.`,
    '',
    '| page | preset | score | FCP | LCP | TBT | CLS | Speed Index | runs |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.page} (\`${r.path}\`) | ${r.preset} | **${r.score}** | ${ms(r.fcp)} | ${ms(r.lcp)} | ${ms(r.tbt)} | ${r.cls.toFixed(3)} | ${ms(r.si)} | ${r.scores.join(', ')} |`,
    ),
    '',
    'What the server and the build do for these scores: hashed assets are sent brotli- or gzip-compressed',
    '(compressed once at build time; the boot chunk travels as about 105 KB instead of 420 KB) and cached for',
    "a year as immutable; index.html is revalidated. No web fonts are loaded (the system's), and the only",
    "render-blocking files are boot.css and the app's one stylesheet. A guest's first visit to the login page",
    'runs without the router and query cache (bench/results/bundle.md). The signed-in jobs list waits for the',
    'app chunk, `/auth/me`, its layout and screen chunks (about a hundred small files) and the jobs query, one',
    'after the other, then runs some 270 KB (gzipped) of JavaScript on the main thread: that chain is its',
    'LCP, and the script its Total Blocking Time. Merging those files, rendering the layout before',
    '`/auth/me` answers, a table of fixed height while rows load (the layout shift) and a lighter signed-in',
    'entry (bench/results/bundle.md) are the next steps. The login page is the guest entry alone.',
    '',
    missed.length === 0
      ? `Target (score ≥ ${TARGET} on both pages, both presets): **met**.`
      : `Target (score ≥ ${TARGET}): **missed** for ${missed.map((r) => `${r.page} ${r.preset} (${r.score})`).join(', ')}.`,
    '',
  ];
  mkdirSync(dirname(OUT), { recursive: true });
  writeFileSync(OUT, lines.join('\n'));
  console.log(`Wrote ${OUT}`);
}

await main();
