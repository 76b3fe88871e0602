import type { Database, Queryable } from '../../../db/client.js';
import { purgeDeadRowVersions } from '../../../db/compaction.js';
import {
  applicationFeedback,
  applications,
  auditLog,
  jobFeedback,
  jobFlags,
  mailOutbox,
  notifications,
  privacyRequests,
  seekerConsents,
  seekerErasureSchedule,
  seekers,
  siteFormSubmissions,
  unconfirmedApplications,
  webhookDeliveries,
} from '../../../db/schema/index.js';
import { enqueueJobOnce, type JobRunner } from '../../../platform/jobs/runner.js';

/**
 * After an erasure commits, the erased values still sit in dead row versions and in the embedded
 * database's write-ahead log; this job clears them from its files (db/compaction.ts). One waiting
 * job covers every erasure before it runs, so a retention sweep of hundreds asks for one.
 */
export const COMPACTION_JOB = 'privacy.purge_dead_rows';

/**
 * The tables an erasure overwrites or deletes from (erasure.repo.ts). compaction.test.ts reads every
 * file of the database after an erasure: a table added to erasure but not here fails it.
 */
const ERASURE_TABLES = [
  seekers,
  applications,
  applicationFeedback,
  siteFormSubmissions,
  jobFeedback,
  jobFlags,
  unconfirmedApplications,
  mailOutbox,
  webhookDeliveries,
  notifications,
  auditLog,
  seekerConsents,
  seekerErasureSchedule,
  privacyRequests,
];

/** In the erasure's transaction: runs only once it commits. */
export const requestCompaction = (tx: Queryable) => enqueueJobOnce(tx, COMPACTION_JOB, {});

export function registerCompactionJob(jobs: JobRunner, database: Pick<Database, 'ownsFiles' | 'exec'>) {
  jobs.register(COMPACTION_JOB, {
    run: async () => {
      await purgeDeadRowVersions(database, ERASURE_TABLES);
    },
  });
}
