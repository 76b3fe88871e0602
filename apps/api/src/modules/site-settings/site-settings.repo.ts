import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { sites } from '../../db/schema/index.js';
import { inTenant } from '../../platform/tenancy/in-tenant.js';
import type { SiteScope } from '../../platform/tenancy/selection.js';

/** Lays `patch` over the site's settings (top-level keys replaced, the others kept). */
export async function mergeSiteSettings(q: Queryable, scope: SiteScope, patch: Record<string, unknown>) {
  await q
    .update(sites)
    .set({ settings: sql`${sites.settings} || ${JSON.stringify(patch)}::jsonb`, updatedAt: sql`now()` })
    .where(and(eq(sites.id, scope.siteId), inTenant(sites, scope.accountId)));
}
