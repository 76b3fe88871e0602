import type { ConsentSource } from '@talent/contract';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { auditLog, privacyNotices, seekerConsents, seekers } from '../../../db/schema/index.js';
import { inTenant, inTenantRaw } from '../../../platform/tenancy/in-tenant.js';
import type { SiteScope } from '../../../platform/tenancy/selection.js';

export async function insertConsent(
  q: Queryable,
  scope: SiteScope,
  c: { seekerId: string; version: number; source: ConsentSource; ip: string | null },
) {
  await q.insert(seekerConsents).values({
    accountId: scope.accountId,
    siteId: scope.siteId,
    seekerId: c.seekerId,
    noticeVersion: c.version,
    source: c.source,
    ip: c.ip,
  });
}

/**
 * The enabled candidates of the site whose latest consent is to a version before `version`, or who
 * have none. Erased candidates are left out: their address is a placeholder, and nobody is there.
 */
export async function seekersToAskAgain(q: Queryable, scope: SiteScope, version: number) {
  return q
    .select({
      id: seekers.id,
      email: seekers.email,
      firstName: seekers.firstName,
      lastName: seekers.lastName,
      locale: seekers.locale,
    })
    .from(seekers)
    .where(
      and(
        inTenant(seekers, scope),
        eq(seekers.status, 'enabled'),
        sql`coalesce((
          select c.notice_version from seeker_consents c
          where ${inTenantRaw('c', scope.accountId)} and c.seeker_id = ${seekers.id}
          order by c.created_at desc, c.id desc limit 1), 0) < ${version}`,
        sql`not exists (
          select 1 from privacy_requests r
          where ${inTenantRaw('r', scope.accountId)} and r.seeker_id = ${seekers.id} and r.kind = 'erasure')`,
      ),
    );
}

/**
 * Locks the notice version (so two re-consent rounds take turns) and tells whether a round for it
 * was sent in the last 24 hours (the database's clock): the audit row of that round is the record.
 */
export async function lockNoticeRound(q: Queryable, scope: SiteScope, version: number) {
  const [notice] = await q
    .select({ id: privacyNotices.id })
    .from(privacyNotices)
    .where(and(inTenant(privacyNotices, scope), eq(privacyNotices.version, version)))
    .for('update');
  if (!notice) return null;
  const [recent] = await q
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        inTenant(auditLog, scope),
        eq(auditLog.action, 'privacy.reconsent_requested'),
        eq(auditLog.subjectType, 'privacy_notice'),
        eq(auditLog.subjectId, String(notice.id)),
        gt(auditLog.createdAt, sql`now() - interval '24 hours'`),
      ),
    )
    .limit(1);
  return { id: notice.id, sentRecently: recent !== undefined };
}
