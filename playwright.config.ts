import { readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { serverDatabaseUrl, serverDataDir, serverPort, workerCount } from './e2e/worker-server.js';

// E2E_PORT lets two runs (say, two developers' branches on one machine) live side by side; a run's
// workers use the ports from there up (E2E_WORKERS of them, e2e/worker-server.ts).
const WORKERS = workerCount();
const DATA_PREFIX = 'talent-portal-e2e-';
// Drop what earlier runs left behind (~40 MB each), sparing any from the last hour that may
// belong to a run still going on another port.
for (const name of readdirSync(tmpdir())) {
  const started = Number.parseInt(name.slice(DATA_PREFIX.length), 10);
  if (name.startsWith(DATA_PREFIX) && Date.now() - started > 3_600_000) {
    rmSync(join(tmpdir(), name), { recursive: true, force: true });
  }
}
// A fresh embedded database (seeded with the demo tenants) for every run and worker. Workers
// inherit the folder through the environment, so the config evaluated again in a worker does not
// invent another.
process.env.E2E_DATA_DIR ??= join(tmpdir(), `${DATA_PREFIX}${Date.now()}`);

// `npm run test:e2e` (scripts/e2e.mjs) runs two parts side by side, each on its own server and
// database: E2E_PART=sweep is the accessibility sweep over every screen, E2E_PART=journeys the rest.
// Unset, one run takes everything.
const SWEEP = '**/a11y.spec.ts';
const PART = process.env.E2E_PART;

export default defineConfig({
  testDir: 'e2e',
  ...(PART === 'sweep' ? { testMatch: SWEEP } : PART === 'journeys' ? { testIgnore: SWEEP } : {}),
  // Files run side by side, each worker on its own server and database, so one file's changes
  // never reach a file that another worker runs; within a file, tests run in order.
  workers: WORKERS,
  // CI's two cores run both parts and their browsers at once: a test that fails there gets one
  // more try, and .ci/summary.mjs lists it as flaky.
  retries: process.env.CI ? 1 : 0,
  // There, a first page load can take seconds more than on a quiet machine; the longest journeys
  // take half a minute alone.
  ...(process.env.CI ? { timeout: 90_000, expect: { timeout: 15_000 } } : {}),
  // CI sets REPORT_DIR: a JSON report there is added up by .ci/summary.mjs.
  reporter: process.env.REPORT_DIR
    ? [['list'], ['json', { outputFile: join(process.env.REPORT_DIR, `playwright-${PART ?? 'all'}.json`) }]]
    : 'list',
  forbidOnly: !!process.env.CI,
  use: {
    // Specs address the worker's own server through e2e/fixtures.ts (ACME, GLOBEX).
    baseURL: `http://localhost:${serverPort(0)}`,
    // As a user who asked the system to reduce motion: dialogs and menus appear at once (the
    // theme respects it), which spares two busy cores from drawing every frame of every transition.
    reducedMotion: 'reduce',
    browserName: 'chromium',
    launchOptions: {
      // The system Chromium (scripts/ensure-chromium.mjs); Playwright's own browsers are never downloaded.
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: Array.from({ length: WORKERS }, (_, index) => ({
    command: 'node apps/api/dist/server.js',
    url: `http://localhost:${serverPort(index)}/portal/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(serverPort(index)),
      DATA_DIR: serverDataDir(index),
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://localhost:${serverPort(index)}`,
      // A private copy of the built web app keeps a rebuild elsewhere from changing it mid-run.
      WEB_DIST: process.env.E2E_WEB_DIST ?? 'apps/web/dist',
      // scripts/e2e.mjs: a scratch PostgreSQL database instead of the embedded one (CI).
      ...(process.env.E2E_SERVER_DATABASE_URL ? { DATABASE_URL: serverDatabaseUrl(index) } : {}),
    },
  })),
});
