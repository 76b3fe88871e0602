import type { EmployerDashboard, SiteDashboard } from '@talent/contract';
import type { Queryable } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import type { SiteScope } from '../../platform/tenancy/selection.js';
import { privacyCounts } from '../privacy/admin/privacy-admin.repo.js';
import {
  databaseNow,
  type EmployerScope,
  employerBalance,
  employerJobCounts,
  employerNewApplications,
  employerRegistrationsPerDay,
  employerStatusCounts,
  jobCounts,
} from './dashboard.repo.js';

/**
 * The site dashboard from the data that exists. One read-only, repeatable-read transaction:
 * every section sees the same snapshot and the same `now()`, so totals, daily buckets and
 * `generated_at` agree. Later domains add their sections here.
 */
export async function siteDashboard(
  ctx: AppContext,
  scope: SiteScope,
  sections: { jobs: boolean; privacy: boolean },
): Promise<SiteDashboard> {
  return ctx.db.transaction(
    async (tx) => {
      const { counts, now } = await employerStatusCounts(tx, scope);
      const registrations = await employerRegistrationsPerDay(tx, scope);
      const jobs = sections.jobs ? await jobCounts(tx, scope) : undefined;
      const privacy = sections.privacy ? await privacyCounts(tx, scope) : undefined;
      return {
        generated_at: now.toISOString(),
        employers: counts,
        employer_registrations: registrations,
        ...(jobs ? { jobs } : {}),
        ...(privacy
          ? {
              privacy: {
                pending_erasure: privacy.pending,
                erased_30d: privacy.erased_30d,
                exported_30d: privacy.exported_30d,
              },
            }
          : {}),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * The selected employer's own figures, for its people's dashboard: credits left, live jobs and
 * drafts, applications waiting for someone. One snapshot, like the site's; each section only for
 * those who may read its domain.
 */
export async function employerDashboard(
  db: Queryable,
  scope: EmployerScope,
  sections: { credits: boolean; jobs: boolean; applications: boolean },
): Promise<EmployerDashboard> {
  return db.transaction(
    async (tx) => {
      const now = await databaseNow(tx);
      return {
        generated_at: now.toISOString(),
        ...(sections.credits ? { credits: { balance: await employerBalance(tx, scope) } } : {}),
        ...(sections.jobs ? { jobs: await employerJobCounts(tx, scope) } : {}),
        ...(sections.applications ? { applications: { new: await employerNewApplications(tx, scope) } } : {}),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
