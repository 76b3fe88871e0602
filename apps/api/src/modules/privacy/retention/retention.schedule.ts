import type { AppContext } from '../../../platform/context.js';
import type { HousekeepingJob } from '../../../platform/housekeeping.plugin.js';
import { type RunOutcome, runOncePer } from '../../../platform/schedule/run-once.js';
import { runAccountRetentionSweep, runRetentionSweep } from './retention.service.js';

/** The sweep's row in `scheduled_runs`. */
export const RETENTION_RUN = 'privacy.retention_sweep';

/**
 * Runs the retention sweep if no process has run it today (on the app's clock). A failed run is
 * recorded on its claim and thrown, so housekeeping logs it; it is tried again an hour later.
 */
export async function runDailyRetention(ctx: AppContext, processId: string): Promise<RunOutcome> {
  const now = ctx.clock();
  const outcome = await runOncePer(ctx.db, RETENTION_RUN, 'day', now, processId, () => runRetentionSweep(ctx, now));
  if (outcome.ran && outcome.error) throw new Error(outcome.error);
  return outcome;
}

/** The hourly housekeeping entry: every process tries, one a day gets the claim. */
export const retentionHousekeeping = (processId: string): HousekeepingJob => ({
  name: 'daily retention sweep',
  run: (app) => runDailyRetention(app.ctx, processId),
});

/** The background job that sweeps one account now (its rule was turned on or changed). */
export const ACCOUNT_SWEEP_JOB = 'privacy.retention_account';
export type AccountSweepPayload = { accountId: number };

/** Registers the one-account sweep on the app's runner (once, with the app's context). */
export function registerAccountSweepJob(ctx: AppContext) {
  ctx.jobs.register<AccountSweepPayload>(ACCOUNT_SWEEP_JOB, {
    run: async (payload) => {
      await runAccountRetentionSweep(ctx, payload.accountId, ctx.clock());
    },
  });
}
