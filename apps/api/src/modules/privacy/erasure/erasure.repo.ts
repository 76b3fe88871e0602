import type { ErasureMode, PrivacyRequestOrigin } from '@talent/contract';
import { and, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import {
  accountPrivacySettings,
  applicationFeedback,
  applications,
  auditLog,
  jobFeedback,
  jobFlags,
  mailOutbox,
  notifications,
  privacyRequests,
  type SiteFormFileRef,
  seekerConsents,
  seekerErasureSchedule,
  seekers,
  siteFormSubmissions,
  unconfirmedApplications,
  webhookDeliveries,
} from '../../../db/schema/index.js';
import { inTenant } from '../../../platform/tenancy/in-tenant.js';
import type { SiteScope } from '../../../platform/tenancy/selection.js';

/**
 * The SQL of erasing a candidate (erasure.service.ts holds the order and the transaction). Every
 * function takes the site's scope: nothing here reaches another tenant's rows, even by e-mail.
 */

export type ErasureTarget = typeof seekers.$inferSelect;

/** The candidate, locked for the erasure (null: unknown here, or another site's). */
export async function lockErasureTarget(q: Queryable, scope: SiteScope, seekerId: string, lock: boolean) {
  const query = q
    .select()
    .from(seekers)
    .where(and(inTenant(seekers, scope), eq(seekers.id, seekerId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Whether the account chose hard delete (no settings row: anonymise). */
export async function hardDeleteChosen(q: Queryable, accountId: number): Promise<boolean> {
  const [row] = await q
    .select({ hardDelete: accountPrivacySettings.hardDelete })
    .from(accountPrivacySettings)
    .where(inTenant(accountPrivacySettings, accountId));
  return row?.hardDelete ?? false;
}

/** The candidate's applications: ids, and whether each holds answers or a cover letter. */
export async function applicationsOfSeeker(q: Queryable, scope: SiteScope, seekerId: string) {
  return q
    .select({
      id: applications.id,
      answered: sql<boolean>`(jsonb_array_length(${applications.answers}) > 0 or ${applications.coverLetter} is not null)`,
    })
    .from(applications)
    .where(and(inTenant(applications, scope), eq(applications.seekerId, seekerId)));
}

/** Hosted-form submissions that are the candidate's: with one of their applications, or from their address on the site. */
export async function submissionsOfSeeker(q: Queryable, scope: SiteScope, applicationIds: string[], email: string) {
  return q
    .select({ id: siteFormSubmissions.id, uuid: siteFormSubmissions.uuid, files: siteFormSubmissions.files })
    .from(siteFormSubmissions)
    .where(
      and(
        inTenant(siteFormSubmissions, scope),
        or(
          applicationIds.length ? inArray(siteFormSubmissions.applicationId, applicationIds) : sql`false`,
          sql`lower(${siteFormSubmissions.email}) = ${email}`,
        ),
      ),
    );
}

/** Staff notes on the candidate's applications (ratings stay). */
export async function countNotes(q: Queryable, scope: SiteScope, applicationIds: string[]): Promise<number> {
  if (!applicationIds.length) return 0;
  const [row] = await q
    .select({ n: sql<number>`count(*)::int` })
    .from(applicationFeedback)
    .where(
      and(
        inTenant(applicationFeedback, scope.accountId),
        inArray(applicationFeedback.applicationId, applicationIds),
        isNotNull(applicationFeedback.notes),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Messages in the outbox to the address, in this account. */
export async function mailsTo(q: Queryable, scope: SiteScope, email: string) {
  return q
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(inTenant(mailOutbox, scope.accountId), sql`lower(${mailOutbox.toAddress}) = ${email}`));
}

export async function countConsents(q: Queryable, scope: SiteScope, seekerId: string): Promise<number> {
  const [row] = await q
    .select({ n: sql<number>`count(*)::int` })
    .from(seekerConsents)
    .where(and(inTenant(seekerConsents, scope.accountId), eq(seekerConsents.seekerId, seekerId)));
  return Number(row?.n ?? 0);
}

/** The candidate's own row, anonymised: status, dates, locale and id stay. */
export async function anonymiseSeekerRow(
  q: Queryable,
  scope: SiteScope,
  seekerId: string,
  placeholder: { name: string; email: string },
) {
  await q
    .update(seekers)
    .set({
      firstName: '',
      lastName: placeholder.name,
      email: placeholder.email,
      phone: null,
      location: null,
      headline: null,
      skills: [],
      tags: [],
      resumeKey: null,
      resumeName: null,
      resumeType: null,
      resumeSize: null,
      resumeUploadedAt: null,
    })
    .where(and(inTenant(seekers, scope), eq(seekers.id, seekerId)));
}

/** Applications keep status, stage, dates, job and employer; what the candidate or staff wrote goes. */
export async function clearApplications(q: Queryable, scope: SiteScope, applicationIds: string[]) {
  if (!applicationIds.length) return;
  await q
    .update(applications)
    .set({ coverLetter: null, answers: [], tags: [] })
    .where(and(inTenant(applications, scope.accountId), inArray(applications.id, applicationIds)));
}

export async function clearFeedbackNotes(q: Queryable, scope: SiteScope, applicationIds: string[]) {
  if (!applicationIds.length) return;
  await q
    .update(applicationFeedback)
    .set({ notes: null })
    .where(
      and(inTenant(applicationFeedback, scope.accountId), inArray(applicationFeedback.applicationId, applicationIds)),
    );
}

/** Blanks submissions' answers, address and files (the files themselves are deleted by the service). */
export async function blankSubmissions(q: Queryable, scope: SiteScope, ids: number[]) {
  if (!ids.length) return;
  await q
    .update(siteFormSubmissions)
    .set({ answers: {}, email: null, files: {} as Record<string, SiteFormFileRef>, handlerResult: null })
    .where(and(inTenant(siteFormSubmissions, scope.accountId), inArray(siteFormSubmissions.id, ids)));
}

/** Job feedback the candidate sent (by their address's digest, or with one of their submissions): text and name go, the rating stays. */
export async function clearJobFeedback(q: Queryable, scope: SiteScope, emailDigest: string, submissionIds: number[]) {
  const rows = await q
    .update(jobFeedback)
    .set({ additionalFeedback: null, authorName: null })
    .where(
      and(
        inTenant(jobFeedback, scope),
        or(
          eq(jobFeedback.emailDigest, emailDigest),
          submissionIds.length ? inArray(jobFeedback.submissionId, submissionIds) : sql`false`,
        ),
      ),
    )
    .returning({ id: jobFeedback.id });
  return rows.length;
}

/** Reports of a job made from the address: who sent them and what they wrote go, the reason stays. */
export async function clearJobFlags(q: Queryable, scope: SiteScope, email: string) {
  const rows = await q
    .update(jobFlags)
    .set({ reporterEmail: null, reporterName: null, comments: null })
    .where(and(inTenant(jobFlags, scope), sql`lower(${jobFlags.reporterEmail}) = ${email}`))
    .returning({ id: jobFlags.id });
  return rows.length;
}

export async function deleteUnconfirmed(q: Queryable, scope: SiteScope, email: string) {
  const rows = await q
    .delete(unconfirmedApplications)
    .where(and(inTenant(unconfirmedApplications, scope), sql`lower(${unconfirmedApplications.email}) = ${email}`))
    .returning({ id: unconfirmedApplications.id });
  return rows.length;
}

/** Mails to the address: bodies blanked, the address replaced; one not sent yet is cancelled. */
export async function blankMails(q: Queryable, scope: SiteScope, ids: number[], erasedAddress: string) {
  if (!ids.length) return;
  await q
    .update(mailOutbox)
    .set({
      toAddress: erasedAddress,
      subject: '',
      textBody: '',
      listUnsubscribe: null,
      lastError: null,
      status: sql`case when ${mailOutbox.status} in ('pending', 'failed') then 'cancelled' else ${mailOutbox.status} end`,
    })
    .where(and(inTenant(mailOutbox, scope.accountId), inArray(mailOutbox.id, ids)));
}

/** Notifications of the account that point at the candidate or their applications, or name them. */
export async function notificationsAbout(q: Queryable, scope: SiteScope, refs: string[], values: string[]) {
  const pointing = refs.map((r) => sql`${notifications.link} like ${`%${r}%`}`);
  const naming = values.map(
    (v) => sql`exists (select 1 from jsonb_each_text(${notifications.params}) p where lower(p.value) = ${v})`,
  );
  const any = [...pointing, ...naming];
  if (!any.length) return [];
  return q
    .select({ id: notifications.id, params: notifications.params })
    .from(notifications)
    .where(and(inTenant(notifications, scope.accountId), or(...any)));
}

export async function setNotificationParams(
  q: Queryable,
  scope: SiteScope,
  id: string,
  params: Record<string, string>,
) {
  await q
    .update(notifications)
    .set({ params })
    .where(and(inTenant(notifications, scope.accountId), eq(notifications.id, id)));
}

/** Webhook deliveries of the site that carry one of the candidate's submissions: their answers go. */
export async function blankWebhookPayloads(q: Queryable, scope: SiteScope, submissionUuids: string[]) {
  if (!submissionUuids.length) return 0;
  const rows = await q
    .update(webhookDeliveries)
    .set({ payload: sql`jsonb_set(${webhookDeliveries.payload}, '{submission,answers}', '{}'::jsonb)` })
    .where(
      and(
        inTenant(webhookDeliveries, scope),
        inArray(sql`${webhookDeliveries.payload} #>> '{submission,uuid}'`, submissionUuids),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return rows.length;
}

/**
 * Audit rows of the account about the candidate: their own subject, one of their applications, or
 * data naming them (an id or one of their values).
 */
export async function auditRowsAbout(
  q: Queryable,
  scope: SiteScope,
  about: { seekerId: string; applicationIds: string[]; values: string[] },
) {
  const text = sql`lower(${auditLog.data}::text)`;
  return q
    .select({ id: auditLog.id, data: auditLog.data, actorUserId: auditLog.actorUserId })
    .from(auditLog)
    .where(
      and(
        inTenant(auditLog, scope.accountId),
        // The record of an earlier erasure (who, why) stays whole.
        ne(auditLog.action, 'seeker.erased'),
        or(
          and(eq(auditLog.subjectType, 'seeker'), eq(auditLog.subjectId, about.seekerId)),
          about.applicationIds.length
            ? and(eq(auditLog.subjectType, 'application'), inArray(auditLog.subjectId, about.applicationIds))
            : sql`false`,
          ...[about.seekerId, ...about.applicationIds, ...about.values].map((v) => sql`strpos(${text}, ${v}) > 0`),
        ),
      ),
    );
}

/**
 * Replaces audit rows' data (and drops the client address of rows the candidate made). The
 * append-only trigger lets only these two columns change, and only in an erasure's transaction:
 * the setting below is local to it.
 */
export async function scrubAuditRows(
  q: Queryable,
  scope: SiteScope,
  rows: { id: number; data: Record<string, unknown>; dropIp: boolean }[],
) {
  if (!rows.length) return;
  await q.execute(sql`select set_config('talent.erasure', 'on', true)`);
  for (const row of rows) {
    await q
      .update(auditLog)
      .set(row.dropIp ? { data: row.data, ip: null } : { data: row.data })
      .where(and(inTenant(auditLog, scope.accountId), eq(auditLog.id, row.id)));
  }
}

/** Consents stay as the record of what was agreed and when; the client address goes. */
export async function clearConsentAddresses(q: Queryable, scope: SiteScope, seekerId: string) {
  await q
    .update(seekerConsents)
    .set({ ip: null })
    .where(and(inTenant(seekerConsents, scope.accountId), eq(seekerConsents.seekerId, seekerId)));
}

export async function unschedule(q: Queryable, scope: SiteScope, seekerId: string) {
  await q
    .delete(seekerErasureSchedule)
    .where(and(inTenant(seekerErasureSchedule, scope.accountId), eq(seekerErasureSchedule.seekerId, seekerId)));
}

/** Hard delete: the candidate's row, and with it (cascades) applications, events, feedback, consents. */
export async function deleteSeekerRow(q: Queryable, scope: SiteScope, seekerId: string) {
  await q.delete(seekers).where(and(inTenant(seekers, scope), eq(seekers.id, seekerId)));
}

/** The history row of a finished erasure: counts, never the data. */
export async function insertErasureRequest(
  q: Queryable,
  scope: SiteScope,
  row: {
    seekerId: string;
    origin: PrivacyRequestOrigin;
    mode: ErasureMode;
    reason: string;
    actorUserId: number | null;
    summary: Record<string, number>;
  },
): Promise<string> {
  const [created] = await q
    .insert(privacyRequests)
    .values({
      accountId: scope.accountId,
      siteId: scope.siteId,
      seekerId: row.seekerId,
      kind: 'erasure',
      origin: row.origin,
      status: 'done',
      mode: row.mode,
      reason: row.reason,
      actorUserId: row.actorUserId,
      summary: row.summary,
      completedAt: sql`now()`,
    })
    .returning({ id: privacyRequests.id });
  return created!.id;
}

/**
 * Export ZIPs of the candidate still in storage (a copy of everything being erased): their keys,
 * cleared from the history rows, which stay. The service deletes the files after commit.
 */
export async function takeExportFiles(q: Queryable, scope: SiteScope, seekerId: string): Promise<string[]> {
  const theirs = and(
    inTenant(privacyRequests, scope.accountId),
    eq(privacyRequests.seekerId, seekerId),
    eq(privacyRequests.kind, 'export'),
    isNotNull(privacyRequests.fileKey),
  );
  // RETURNING shows the row after the update: the keys are read first, under a lock.
  const rows = await q.select({ fileKey: privacyRequests.fileKey }).from(privacyRequests).where(theirs).for('update');
  if (!rows.length) return [];
  await q.update(privacyRequests).set({ fileKey: null, expiresAt: null }).where(theirs);
  return rows.flatMap((r) => (r.fileKey ? [r.fileKey] : []));
}
