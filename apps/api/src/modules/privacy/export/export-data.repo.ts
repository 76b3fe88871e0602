import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import {
  applicationEvents,
  applicationFeedback,
  applications,
  auditLog,
  employers,
  jobFeedback,
  jobFlags,
  jobs,
  mailOutbox,
  notifications,
  seekerConsents,
  seekerErasureSchedule,
  seekers,
  siteFormSubmissions,
  siteForms,
  unconfirmedApplications,
  users,
  webhookDeliveries,
} from '../../../db/schema/index.js';
import { inTenant, inTenantRaw, sameTenant } from '../../../platform/tenancy/in-tenant.js';
import type { SiteScope } from '../../../platform/tenancy/selection.js';

/**
 * Everything the site holds about one candidate, read for their export. Each query is bounded by
 * the tenant (account and site) and by the candidate (their id, their applications, or their
 * address on the site).
 */

export type SeekerProfileRow = typeof seekers.$inferSelect;

export async function exportProfile(
  q: Queryable,
  scope: SiteScope,
  seekerId: string,
): Promise<SeekerProfileRow | null> {
  const [row] = await q
    .select()
    .from(seekers)
    .where(and(inTenant(seekers, scope), eq(seekers.id, seekerId)));
  return row ?? null;
}

export async function exportApplications(q: Queryable, scope: SiteScope, seekerId: string) {
  return q
    .select({ application: applications, jobTitle: jobs.title, employerId: employers.id, employerName: employers.name })
    .from(applications)
    .innerJoin(jobs, and(eq(jobs.id, applications.jobId), sameTenant(jobs, applications)))
    .innerJoin(employers, and(eq(employers.id, applications.employerId), sameTenant(employers, applications)))
    .where(and(inTenant(applications, scope), eq(applications.seekerId, seekerId)))
    .orderBy(asc(applications.createdAt), asc(applications.id));
}

export async function exportApplicationEvents(q: Queryable, accountId: number, applicationIds: string[]) {
  if (!applicationIds.length) return [];
  return q
    .select({ event: applicationEvents, actorName: users.name })
    .from(applicationEvents)
    .leftJoin(users, eq(users.id, applicationEvents.actorUserId))
    .where(and(inTenant(applicationEvents, accountId), inArray(applicationEvents.applicationId, applicationIds)))
    .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.id));
}

/** Staff's ratings and notes on the applications. */
export async function exportApplicationFeedback(q: Queryable, accountId: number, applicationIds: string[]) {
  if (!applicationIds.length) return [];
  return q
    .select({ feedback: applicationFeedback, authorName: users.name })
    .from(applicationFeedback)
    .leftJoin(users, eq(users.id, applicationFeedback.authorUserId))
    .where(and(inTenant(applicationFeedback, accountId), inArray(applicationFeedback.applicationId, applicationIds)))
    .orderBy(asc(applicationFeedback.createdAt), asc(applicationFeedback.id));
}

/**
 * Site-form submissions about the candidate: the screening answers of their applications, and
 * hosted forms sent from their address on the site.
 */
export async function exportSubmissions(q: Queryable, scope: SiteScope, email: string, applicationIds: string[]) {
  const byApplication = applicationIds.length ? inArray(siteFormSubmissions.applicationId, applicationIds) : sql`false`;
  return q
    .select({ submission: siteFormSubmissions, formName: siteForms.name })
    .from(siteFormSubmissions)
    .innerJoin(siteForms, and(eq(siteForms.id, siteFormSubmissions.formId), sameTenant(siteForms, siteFormSubmissions)))
    .where(
      and(
        inTenant(siteFormSubmissions, scope),
        or(byApplication, sql`lower(${siteFormSubmissions.email}) = lower(${email})`),
      ),
    )
    .orderBy(asc(siteFormSubmissions.createdAt), asc(siteFormSubmissions.id));
}

/** Applications from their address still waiting for the confirmation link. */
export async function exportUnconfirmed(q: Queryable, scope: SiteScope, email: string) {
  return q
    .select({ held: unconfirmedApplications, jobTitle: jobs.title })
    .from(unconfirmedApplications)
    .innerJoin(jobs, and(eq(jobs.id, unconfirmedApplications.jobId), sameTenant(jobs, unconfirmedApplications)))
    .where(
      and(inTenant(unconfirmedApplications, scope), sql`lower(${unconfirmedApplications.email}) = lower(${email})`),
    )
    .orderBy(asc(unconfirmedApplications.createdAt));
}

/** Mail the account sent (or holds) to their address. */
export async function exportMails(q: Queryable, accountId: number, email: string) {
  return q
    .select()
    .from(mailOutbox)
    .where(and(inTenant(mailOutbox, accountId), sql`lower(${mailOutbox.toAddress}) = lower(${email})`))
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
}

export async function exportConsents(q: Queryable, scope: SiteScope, seekerId: string) {
  return q
    .select()
    .from(seekerConsents)
    .where(and(inTenant(seekerConsents, scope), eq(seekerConsents.seekerId, seekerId)))
    .orderBy(asc(seekerConsents.givenAt), asc(seekerConsents.id));
}

/** Whether (and when) the retention sweep marked them for erasure. */
export async function exportErasureSchedule(q: Queryable, scope: SiteScope, seekerId: string) {
  const [row] = await q
    .select()
    .from(seekerErasureSchedule)
    .where(and(inTenant(seekerErasureSchedule, scope), eq(seekerErasureSchedule.seekerId, seekerId)));
  return row ?? null;
}

/**
 * Ratings of the site's jobs they sent: through one of their submissions, or under the keyed
 * digest of their address (the table never holds the address itself).
 */
export async function exportJobFeedback(q: Queryable, scope: SiteScope, emailDigest: string, submissionIds: number[]) {
  const bySubmission = submissionIds.length ? inArray(jobFeedback.submissionId, submissionIds) : sql`false`;
  return q
    .select({ feedback: jobFeedback, jobTitle: jobs.title })
    .from(jobFeedback)
    .innerJoin(jobs, and(eq(jobs.id, jobFeedback.jobId), sameTenant(jobs, jobFeedback)))
    .where(and(inTenant(jobFeedback, scope), or(bySubmission, eq(jobFeedback.emailDigest, emailDigest))))
    .orderBy(asc(jobFeedback.createdAt), asc(jobFeedback.id));
}

/** Reports of the site's jobs sent from their address. */
export async function exportJobFlags(q: Queryable, scope: SiteScope, email: string) {
  return q
    .select({ flag: jobFlags, jobTitle: jobs.title })
    .from(jobFlags)
    .innerJoin(jobs, and(eq(jobs.id, jobFlags.jobId), sameTenant(jobs, jobFlags)))
    .where(and(inTenant(jobFlags, scope), sql`lower(${jobFlags.reporterEmail}) = lower(${email})`))
    .orderBy(asc(jobFlags.createdAt), asc(jobFlags.id));
}

/**
 * The audit trail about them: the candidate, one of their applications, or another subject's row
 * naming their address (a report they sent); impersonations included. The account's rows only
 * (platform rows have no account and are never about a candidate).
 */
export async function exportAuditEntries(
  q: Queryable,
  accountId: number,
  about: { seekerId: string; applicationIds: string[]; email: string },
) {
  const aboutApplications = about.applicationIds.length
    ? and(eq(auditLog.subjectType, 'application'), inArray(auditLog.subjectId, about.applicationIds))
    : sql`false`;
  return q
    .select({ entry: auditLog, actorName: users.name })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(
      and(
        inTenant(auditLog, accountId),
        or(
          and(eq(auditLog.subjectType, 'seeker'), eq(auditLog.subjectId, about.seekerId)),
          aboutApplications,
          sql`strpos(lower(${auditLog.data}::text), ${about.email.trim().toLowerCase()}) > 0`,
        ),
      ),
    )
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
}

/**
 * Staff notifications about them: linking to the candidate or one of their applications, or
 * naming their address. Who received each is left out (that is about the staff, not the candidate).
 */
export async function exportNotifications(q: Queryable, accountId: number, refs: string[], email: string) {
  const pointing = refs.map((r) => sql`${notifications.link} like ${`%${r}%`}`);
  const naming = sql`exists (select 1 from jsonb_each_text(${notifications.params}) p where lower(p.value) = ${email.trim().toLowerCase()})`;
  return q
    .select({
      kind: notifications.kind,
      params: notifications.params,
      link: notifications.link,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(and(inTenant(notifications, accountId), or(naming, ...pointing)))
    .orderBy(asc(notifications.createdAt));
}

/** Webhook deliveries of the site that carried one of their submissions: to whom their data was sent. */
export async function exportWebhookDeliveries(q: Queryable, scope: SiteScope, submissionUuids: string[]) {
  if (!submissionUuids.length) return [];
  return q
    .select({
      url: webhookDeliveries.url,
      status: webhookDeliveries.status,
      payload: webhookDeliveries.payload,
      createdAt: webhookDeliveries.createdAt,
      deliveredAt: webhookDeliveries.deliveredAt,
    })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.siteId, scope.siteId),
        sql`exists (select 1 from sites s where s.id = ${webhookDeliveries.siteId} and ${inTenantRaw('s', scope.accountId)})`,
        inArray(sql`${webhookDeliveries.payload} #>> '{submission,uuid}'`, submissionUuids),
      ),
    )
    .orderBy(asc(webhookDeliveries.createdAt), asc(webhookDeliveries.id));
}
