import { and, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { privacyNotices, sites, users } from '../../../db/schema/index.js';
import { inTenant, inTenantRaw } from '../../../platform/tenancy/in-tenant.js';
import type { SiteScope } from '../../../platform/tenancy/selection.js';

export type NoticeRow = typeof privacyNotices.$inferSelect;

/** The site's latest published notice (or version `version`), or null. */
export async function findNotice(q: Queryable, scope: SiteScope, version?: number): Promise<NoticeRow | null> {
  const [row] = await q
    .select()
    .from(privacyNotices)
    .where(
      and(inTenant(privacyNotices, scope), version === undefined ? undefined : eq(privacyNotices.version, version)),
    )
    .orderBy(desc(privacyNotices.version))
    .limit(1);
  return row ?? null;
}

/** Every version of the site's notice, newest first, with who published it and how many candidates' latest consent is to it. */
export async function listNotices(q: Queryable, scope: SiteScope) {
  return q
    .select({
      row: privacyNotices,
      publishedByName: users.name,
      consents: sql<number>`(
        select count(*)::int from (
          select distinct on (c.seeker_id) c.notice_version from seeker_consents c
          where ${inTenantRaw('c', scope)}
          order by c.seeker_id, c.created_at desc, c.id desc
        ) latest where latest.notice_version = ${privacyNotices.version})`,
    })
    .from(privacyNotices)
    .leftJoin(users, eq(users.id, privacyNotices.publishedBy))
    .where(inTenant(privacyNotices, scope))
    .orderBy(desc(privacyNotices.version));
}

/**
 * Publishes the next version. The site row is locked first so two publishers take turns; the
 * unique (site, version) index is the last word.
 */
export async function insertNextNotice(
  q: Queryable,
  scope: SiteScope,
  notice: { texts: NoticeRow['texts']; requiresReconsent: boolean; publishedBy: number | null },
): Promise<NoticeRow> {
  await q
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.id, scope.siteId), inTenant(sites, scope.accountId)))
    .for('update');
  const [row] = await q
    .insert(privacyNotices)
    .values({
      accountId: scope.accountId,
      siteId: scope.siteId,
      version: sql`coalesce((select max(version) from privacy_notices
        where ${inTenantRaw('privacy_notices', scope)}), 0) + 1`,
      texts: notice.texts,
      requiresReconsent: notice.requiresReconsent,
      publishedBy: notice.publishedBy,
    })
    .returning();
  return row!;
}

/**
 * The account a site belongs to, for a public page that names only the site (the notice page):
 * like a brand host, the site id is all the request has to find its tenant.
 */
export async function accountOfSite(q: Queryable, siteId: number): Promise<{ accountId: number; name: string } | null> {
  const [row] = await q
    .select({ accountId: sites.accountId, name: sites.name })
    .from(sites)
    .where(eq(sites.id, siteId));
  return row ?? null;
}
