import { isLocale, type Resume, type Seeker } from '@talent/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { seekers } from '../../db/schema/index.js';
import { inTenant } from '../../platform/tenancy/in-tenant.js';
import type { SiteScope } from '../../platform/tenancy/selection.js';

/**
 * Reading candidates, shared by the seekers module and the applications module (whose
 * candidate tab shows the applicant).
 */

export type SeekerRow = typeof seekers.$inferSelect;

export const seekerWithin = (scope: SiteScope) => inTenant(seekers, scope)!;

// Qualified by hand: Drizzle leaves a one-table select's columns unqualified, and `id` would be the
// application's. Per row, from the (seeker_id, created_at) index; a page holds at most 100 rows.
export const seekerApplicationsCount =
  sql<number>`(select count(*) from applications a where a.seeker_id = "seekers"."id")`.mapWith(Number);

/** What `q` matches on a candidate: "first last", e-mail, phone, location, headline (indexed, migration 0018). */
export const seekerSearchText = sql`seeker_search_text(${seekers.firstName}, ${seekers.lastName}, ${seekers.email}, ${seekers.phone}, ${seekers.location}, ${seekers.headline})`;

/** The site's candidates whose text matches `like`, as an array for `= any(…)`. */
export const seekerIdsMatching = (scope: SiteScope, like: string) =>
  sql`array(select ${seekers.id} from ${seekers} where ${seekerWithin(scope)} and ${seekerSearchText} ilike ${like})`;

export const seekerName = (r: Pick<SeekerRow, 'firstName' | 'lastName'>) => `${r.firstName} ${r.lastName}`.trim();

function resumeOf(r: SeekerRow): Resume | null {
  if (!r.resumeKey || !r.resumeName || !r.resumeType || r.resumeSize === null || !r.resumeUploadedAt) return null;
  return {
    file_name: r.resumeName,
    content_type: r.resumeType as Resume['content_type'],
    size: r.resumeSize,
    uploaded_at: r.resumeUploadedAt.toISOString(),
  };
}

export const toSeeker = (r: SeekerRow, applicationsCount: number): Seeker => ({
  id: r.id,
  site_id: r.siteId,
  first_name: r.firstName,
  last_name: r.lastName,
  name: seekerName(r),
  email: r.email,
  phone: r.phone,
  location: r.location,
  headline: r.headline,
  skills: r.skills,
  tags: r.tags,
  locale: isLocale(r.locale) ? r.locale : 'en',
  status: r.status,
  resume: resumeOf(r),
  applications_count: applicationsCount,
  created_at: r.createdAt.toISOString(),
  last_active_at: r.lastActiveAt?.toISOString() ?? null,
  disabled_at: r.disabledAt?.toISOString() ?? null,
  mail_unsubscribed_at: r.mailUnsubscribedAt?.toISOString() ?? null,
});

/** The site's candidate `id` as a raw row (with the résumé's storage key), or null. */
export async function findSeekerRow(q: Queryable, scope: SiteScope, id: string, forUpdate = false) {
  const query = q
    .select({ seeker: seekers, applicationsCount: seekerApplicationsCount })
    .from(seekers)
    .where(and(seekerWithin(scope), eq(seekers.id, id)));
  const [row] = forUpdate ? await query.for('update', { of: seekers }) : await query;
  return row ?? null;
}

/** The site's candidate `id`, or null. */
export async function findSeeker(q: Queryable, scope: SiteScope, id: string): Promise<Seeker | null> {
  const row = await findSeekerRow(q, scope, id);
  return row ? toSeeker(row.seeker, row.applicationsCount) : null;
}
