import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const contractSrc = fileURLToPath(new URL('./packages/contract/src/index.ts', import.meta.url));
const alias = { '@talent/contract': contractSrc };

export default defineConfig({
  test: {
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
          // One database per worker, opened once and shared by the files that worker runs.
          pool: 'forks',
          isolate: false,
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
