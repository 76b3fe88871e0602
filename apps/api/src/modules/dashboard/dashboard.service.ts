import type { SiteDashboard } from '@talent/contract';
import type { Queryable } from '../../db/client.js';
import type { SiteScope } from '../../platform/tenancy/selection.js';
import { employerRegistrationsPerDay, employerStatusCounts, jobCounts } from './dashboard.repo.js';

/**
 * The site dashboard from the data that exists. One read-only, repeatable-read transaction:
 * every section sees the same snapshot and the same `now()`, so totals, daily buckets and
 * `generated_at` agree. Later domains add their sections here.
 */
export async function siteDashboard(
  db: Queryable,
  scope: SiteScope,
  sections: { jobs: boolean },
): Promise<SiteDashboard> {
  return db.transaction(
    async (tx) => {
      const { counts, now } = await employerStatusCounts(tx, scope);
      const registrations = await employerRegistrationsPerDay(tx, scope);
      const jobs = sections.jobs ? await jobCounts(tx, scope) : undefined;
      return {
        generated_at: now.toISOString(),
        employers: counts,
        employer_registrations: registrations,
        ...(jobs ? { jobs } : {}),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
