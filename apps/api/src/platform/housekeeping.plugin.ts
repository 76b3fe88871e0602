import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const EVERY_MS = 60 * 60 * 1000;

/** A periodic clean-up; each must be safe to run in several processes at once. */
export type HousekeepingJob = { name: string; run: (app: FastifyInstance) => Promise<unknown> };

/** Runs the jobs hourly; one failing is logged and does not stop the others. */
async function housekeeping(app: FastifyInstance, opts: { jobs: HousekeepingJob[] }) {
  let timer: NodeJS.Timeout | undefined;
  const runAll = async () => {
    for (const job of opts.jobs) {
      await job.run(app).catch((err) => app.log.error({ err, job: job.name }, 'housekeeping failed'));
    }
  };
  app.decorate('housekeeping', { runAll });
  app.addHook('onReady', async () => {
    timer = setInterval(runAll, EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The clean-ups, callable at once (tests, and an operator's one-off run). */
    housekeeping: { runAll(): Promise<void> };
  }
}

export const housekeepingPlugin = fp(housekeeping, { name: 'housekeeping', dependencies: ['database'] });
