import {
  DEFAULT_GRACE_DAYS,
  DEFAULT_RETENTION_LIMITS,
  DEFAULT_RETENTION_MONTHS,
  type PendingErasure,
  type PendingErasureQuery,
  type PrivacyRequest,
  type PrivacyRequestListQuery,
  type PrivacySettings,
  type RetentionLimits,
  type SitePrivacyRow,
} from '@talent/contract';
import { and, asc, count, desc, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../../db/client.js';
import {
  accountPrivacySettings,
  employers,
  platformPrivacyLimits,
  privacyNotices,
  privacyRequests,
  seekerConsents,
  seekerErasureSchedule,
  seekers,
  sitePrivacySettings,
  sites,
  suppressedEmails,
  users,
} from '../../../db/schema/index.js';
import { inTenant, sameTenant } from '../../../platform/tenancy/in-tenant.js';
import type { SiteScope } from '../../../platform/tenancy/selection.js';

/** The platform's bounds (the defaults until platform staff save theirs). */
export async function readLimits(q: Queryable): Promise<RetentionLimits> {
  const [row] = await q.select().from(platformPrivacyLimits).limit(1);
  return row ? { min_months: row.minMonths, max_months: row.maxMonths } : { ...DEFAULT_RETENTION_LIMITS };
}

export async function saveLimits(q: Queryable, limits: RetentionLimits, userId: number | null) {
  const values = { minMonths: limits.min_months, maxMonths: limits.max_months, updatedBy: userId };
  await q
    .insert(platformPrivacyLimits)
    .values({ id: true, ...values })
    .onConflictDoUpdate({ target: platformPrivacyLimits.id, set: { ...values, updatedAt: sql`now()` } });
}

const DEFAULT_SETTINGS: PrivacySettings = {
  retention_enabled: false,
  retention_months: DEFAULT_RETENTION_MONTHS,
  grace_days: DEFAULT_GRACE_DAYS,
  site_override_allowed: false,
  hard_delete: false,
};

/** The account's rule, or the defaults (rule off) when it never saved one. */
export async function readSettings(
  q: Queryable,
  accountId: number,
): Promise<{ settings: PrivacySettings; updatedAt: Date | null }> {
  const [row] = await q.select().from(accountPrivacySettings).where(inTenant(accountPrivacySettings, accountId));
  if (!row) return { settings: { ...DEFAULT_SETTINGS }, updatedAt: null };
  return {
    settings: {
      retention_enabled: row.retentionEnabled,
      retention_months: row.retentionMonths,
      grace_days: row.graceDays,
      site_override_allowed: row.siteOverrideAllowed,
      hard_delete: row.hardDelete,
    },
    updatedAt: row.updatedAt,
  };
}

export async function saveSettings(q: Queryable, accountId: number, s: PrivacySettings, userId: number | null) {
  const values = {
    retentionEnabled: s.retention_enabled,
    retentionMonths: s.retention_months,
    graceDays: s.grace_days,
    siteOverrideAllowed: s.site_override_allowed,
    hardDelete: s.hard_delete,
    updatedBy: userId,
  };
  await q
    .insert(accountPrivacySettings)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: accountPrivacySettings.accountId, set: { ...values, updatedAt: sql`now()` } });
}

/** Every site of the account with its own period (null: the account's), by name. */
export async function listSitePeriods(q: Queryable, accountId: number): Promise<SitePrivacyRow[]> {
  const rows = await q
    .select({ siteId: sites.id, siteName: sites.name, months: sitePrivacySettings.retentionMonths })
    .from(sites)
    .leftJoin(
      sitePrivacySettings,
      and(eq(sitePrivacySettings.siteId, sites.id), sameTenant(sitePrivacySettings, sites)),
    )
    .where(inTenant(sites, accountId))
    .orderBy(asc(sites.name), asc(sites.id));
  return rows.map((r) => ({ site_id: r.siteId, site_name: r.siteName, retention_months: r.months }));
}

/** Sets (or with null, clears) a site's own period; false when the site is not the account's. */
export async function setSitePeriod(q: Queryable, scope: SiteScope, months: number | null): Promise<boolean> {
  const [site] = await q
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.id, scope.siteId), inTenant(sites, scope.accountId)));
  if (!site) return false;
  const where = and(eq(sitePrivacySettings.siteId, scope.siteId), inTenant(sitePrivacySettings, scope.accountId));
  if (months === null) await q.delete(sitePrivacySettings).where(where);
  else
    await q
      .insert(sitePrivacySettings)
      .values({ siteId: scope.siteId, accountId: scope.accountId, retentionMonths: months })
      .onConflictDoUpdate({
        target: [sitePrivacySettings.siteId, sitePrivacySettings.accountId],
        set: { retentionMonths: months, updatedAt: sql`now()` },
      });
  return true;
}

const fullName = sql<string>`trim(${seekers.firstName} || ' ' || ${seekers.lastName})`;

/** Candidates the sweep marked, soonest due first. */
export async function listPendingErasures(
  q: Queryable,
  accountId: number,
  query: PendingErasureQuery,
): Promise<{ rows: PendingErasure[]; total: number }> {
  const where = and(
    inTenant(seekerErasureSchedule, accountId),
    query.site_id === undefined ? undefined : eq(seekerErasureSchedule.siteId, query.site_id),
  );
  const [rows, [total]] = await Promise.all([
    q
      .select({
        s: seekerErasureSchedule,
        name: fullName,
        email: seekers.email,
        siteName: sites.name,
      })
      .from(seekerErasureSchedule)
      .innerJoin(
        seekers,
        and(eq(seekers.id, seekerErasureSchedule.seekerId), sameTenant(seekers, seekerErasureSchedule)),
      )
      .innerJoin(sites, and(eq(sites.id, seekerErasureSchedule.siteId), inTenant(sites, accountId)))
      .where(where)
      .orderBy(asc(seekerErasureSchedule.dueAt), asc(seekerErasureSchedule.seekerId))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    q.select({ n: count() }).from(seekerErasureSchedule).where(where),
  ]);
  return {
    rows: rows.map((r) => ({
      seeker_id: r.s.seekerId,
      name: r.name,
      email: r.email,
      site_id: r.s.siteId,
      site_name: r.siteName,
      reason: r.s.reason,
      marked_at: r.s.markedAt.toISOString(),
      due_at: r.s.dueAt.toISOString(),
      notice_sent_at: r.s.noticeSentAt?.toISOString() ?? null,
    })),
    total: total?.n ?? 0,
  };
}

// The candidate's name is read live, and never once they are erased (anonymised rows keep a
// placeholder name; hard-deleted ones are gone).
const liveSeekerName = sql<string | null>`case when exists (
  select 1 from ${privacyRequests} e
  where e.account_id = ${privacyRequests.accountId} and e.seeker_id = ${privacyRequests.seekerId}
    and e.kind = 'erasure' and e.status = 'done'
) then null else trim(${seekers.firstName} || ' ' || ${seekers.lastName}) end`;

/** The account's erasures and exports, newest first. */
export async function listPrivacyRequests(
  q: Queryable,
  accountId: number,
  query: PrivacyRequestListQuery,
): Promise<{ rows: PrivacyRequest[]; total: number }> {
  const parts: (SQL | undefined)[] = [inTenant(privacyRequests, accountId)];
  if (query.kind) parts.push(eq(privacyRequests.kind, query.kind));
  if (query.origin) parts.push(eq(privacyRequests.origin, query.origin));
  const where = and(...parts);
  const [rows, [total]] = await Promise.all([
    q
      .select({ r: privacyRequests, seekerName: liveSeekerName, siteName: sites.name, actorName: users.name })
      .from(privacyRequests)
      .innerJoin(sites, and(eq(sites.id, privacyRequests.siteId), sameTenant(sites, privacyRequests)))
      .leftJoin(seekers, and(eq(seekers.id, privacyRequests.seekerId), sameTenant(seekers, privacyRequests)))
      .leftJoin(users, eq(users.id, privacyRequests.actorUserId))
      .where(where)
      .orderBy(desc(privacyRequests.createdAt), desc(privacyRequests.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    q.select({ n: count() }).from(privacyRequests).where(where),
  ]);
  return {
    rows: rows.map(({ r, seekerName, siteName, actorName }) => ({
      id: r.id,
      kind: r.kind,
      origin: r.origin,
      status: r.status,
      mode: r.mode,
      reason: r.reason,
      seeker_id: r.seekerId,
      seeker_name: seekerName,
      site_id: r.siteId,
      site_name: siteName,
      actor_name: actorName,
      created_at: r.createdAt.toISOString(),
      completed_at: r.completedAt?.toISOString() ?? null,
      expires_at: r.expiresAt?.toISOString() ?? null,
      file_size: r.fileSize,
      summary: r.summary,
    })),
    total: total?.n ?? 0,
  };
}

export type PrivacyCounts = { pending: number; erased_30d: number; exported_30d: number };

/** What waits and what was done in 30 days, in the account or (with a site) in one site. */
export async function privacyCounts(
  q: Queryable,
  scope: { accountId: number; siteId?: number },
): Promise<PrivacyCounts> {
  const since = sql`now() - interval '30 days'`;
  const atSite = (column: AnyPgColumn) => (scope.siteId === undefined ? undefined : eq(column, scope.siteId));
  // One after the other: inside a caller's transaction there is one connection.
  const [pending] = await q
    .select({ n: count() })
    .from(seekerErasureSchedule)
    .where(and(inTenant(seekerErasureSchedule, scope.accountId), atSite(seekerErasureSchedule.siteId)));
  const [done] = await q
    .select({
      erased: sql<number>`count(*) filter (where ${privacyRequests.kind} = 'erasure' and ${privacyRequests.status} = 'done')::int`,
      exported: sql<number>`count(*) filter (where ${privacyRequests.kind} = 'export')::int`,
    })
    .from(privacyRequests)
    .where(
      and(
        inTenant(privacyRequests, scope.accountId),
        atSite(privacyRequests.siteId),
        gte(privacyRequests.createdAt, since),
      ),
    );
  return { pending: pending?.n ?? 0, erased_30d: done?.erased ?? 0, exported_30d: done?.exported ?? 0 };
}

/** How many erased addresses the account keeps as digests. */
export async function suppressedCount(q: Queryable, accountId: number): Promise<number> {
  const [row] = await q.select({ n: count() }).from(suppressedEmails).where(inTenant(suppressedEmails, accountId));
  return row?.n ?? 0;
}

export type SiteFacts = {
  siteId: number;
  name: string;
  ownMonths: number | null;
  candidates: number;
  consenting: number;
  employers: number;
  noticeVersion: number | null;
};

/** What the record of processing states of each site: its people, its employers, its notice. */
export async function siteFacts(q: Queryable, accountId: number): Promise<SiteFacts[]> {
  const rows = await q
    .select({
      siteId: sites.id,
      name: sites.name,
      ownMonths: sitePrivacySettings.retentionMonths,
      candidates: sql<number>`(select count(*)::int from ${seekers}
        where ${seekers.accountId} = ${sites.accountId} and ${seekers.siteId} = ${sites.id})`,
      consenting: sql<number>`(select count(distinct ${seekerConsents.seekerId})::int from ${seekerConsents}
        where ${seekerConsents.accountId} = ${sites.accountId} and ${seekerConsents.siteId} = ${sites.id})`,
      employers: sql<number>`(select count(*)::int from ${employers}
        where ${employers.accountId} = ${sites.accountId} and ${employers.siteId} = ${sites.id}
          and ${employers.status} = 'active')`,
      noticeVersion: sql<number | null>`(select max(${privacyNotices.version}) from ${privacyNotices}
        where ${privacyNotices.accountId} = ${sites.accountId} and ${privacyNotices.siteId} = ${sites.id})`,
    })
    .from(sites)
    .leftJoin(
      sitePrivacySettings,
      and(eq(sitePrivacySettings.siteId, sites.id), sameTenant(sitePrivacySettings, sites)),
    )
    .where(inTenant(sites, accountId))
    .orderBy(asc(sites.name), asc(sites.id));
  return rows;
}
