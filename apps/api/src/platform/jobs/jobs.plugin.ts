import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JobRunner } from './runner.js';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

/** The process's job runner; modules register their kinds on `app.jobs` before the app is ready. */
async function jobs(app: FastifyInstance) {
  const runner = new JobRunner(app.db, app.log);
  app.decorate('jobs', runner);
  // The timer picks up retries that fall due and what a crash or another process left behind.
  app.addHook('onReady', async () => runner.start());
  app.addHook('onClose', () => runner.stop());
}

export const jobsPlugin = fp(jobs, { name: 'jobs', dependencies: ['database'] });
