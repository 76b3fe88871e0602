import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const contractSrc = fileURLToPath(new URL('./packages/contract/src/index.ts', import.meta.url));
// The locales subpath first: the web app loads one language's catalogue at a time.
const alias = {
  '@talent/contract/locales': fileURLToPath(new URL('./packages/contract/src/locales', import.meta.url)),
  '@talent/contract': contractSrc,
};

// CI sets REPORT_DIR; each run then also writes a JSON report that .ci/summary.mjs adds up.
const reportDir = process.env.REPORT_DIR;
const reporters = reportDir
  ? ['default', ['json', { outputFile: `${reportDir}/vitest-${Date.now()}-${process.pid}.json` }] as const]
  : ['default'];

export default defineConfig({
  test: {
    reporters: reporters as never,
    projects: [
      { resolve: { alias }, test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] } },
      {
        resolve: { alias },
        test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], passWithNoTests: true },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          exclude: [
            '**/node_modules/**',
            'apps/api/src/faults/**',
            'apps/api/src/scaleout/**',
            'apps/api/src/bundle/**',
          ],
          // One database per worker, opened once and shared by the files that worker runs.
          pool: 'forks',
          isolate: false,
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // Real API processes on a private PostgreSQL cluster that the tests stop, kill and restart
          // (npm run test:faults, in .ci/run). One file at a time: they measure timings.
          name: 'faults',
          include: ['apps/api/src/faults/**/*.test.ts'],
          pool: 'forks',
          maxWorkers: 1,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Real API processes behind nginx on PostgreSQL: `npm run test:scaleout`, in .ci/run.
        resolve: { alias },
        test: {
          name: 'scaleout',
          include: ['apps/api/src/scaleout/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The production bundle deployed on PostgreSQL behind PgBouncer, with mail, metrics and
        // traces: `npm run test:bundle` (after a build), in .ci/run.
        resolve: { alias },
        test: {
          name: 'bundle',
          include: ['apps/api/src/bundle/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
