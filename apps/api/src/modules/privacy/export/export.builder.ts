import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Queryable } from '../../../db/client.js';
import type { SiteScope } from '../../../platform/tenancy/selection.js';
import { emailDigest } from '../../site-forms/handlers/job-feedback.handler.js';
import {
  exportApplicationEvents,
  exportApplicationFeedback,
  exportApplications,
  exportAuditEntries,
  exportConsents,
  exportErasureSchedule,
  exportJobFeedback,
  exportJobFlags,
  exportMails,
  exportNotifications,
  exportProfile,
  exportSubmissions,
  exportUnconfirmed,
  exportWebhookDeliveries,
} from './export-data.repo.js';

/** The format of `data.json`, so a reader can tell which layout it holds. */
export const EXPORT_FORMAT = 'talent-portal/privacy-export@1';

/**
 * A file the ZIP carries under `path` (inside `files/`): a storage object (`key`), or a sent mail's
 * copy on disk (`disk`, the file mail transport's folder).
 */
export type ExportFile = { path: string; key: string; name: string; type: string; size: number; disk?: true };

export type ExportDocument = Record<string, unknown> & { summary: Record<string, number> };

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

/** A stored file's name made safe as one path segment of the ZIP (no folders, no control characters). */
function safeName(name: string): string {
  const cleaned = name
    .normalize('NFC')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, '_')
    .replace(/^\.+/, '_')
    .trim()
    .slice(0, 120);
  return cleaned || 'file';
}

/** Names the ZIP's files, each once: `files/<folder>/<name>`, numbered when two share a name. */
class FileNamer {
  private readonly used = new Set<string>();
  readonly files: ExportFile[] = [];

  add(folder: string, ref: { key: string; name: string; type: string; size: number; disk?: true }): string {
    const name = safeName(ref.name);
    const dot = name.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let path = `files/${folder}/${name}`;
    for (let n = 2; this.used.has(path.toLowerCase()); n++) path = `files/${folder}/${stem} (${n})${ext}`;
    this.used.add(path.toLowerCase());
    this.files.push({
      path,
      key: ref.key,
      name: ref.name,
      type: ref.type,
      size: ref.size,
      ...(ref.disk ? { disk: true } : {}),
    });
    return path;
  }
}

type FileRefs = Record<string, { key: string; name: string; type: string; size: number }>;

/**
 * Without SMTP, each sent message is kept as `<time>-<outbox id>.eml` in the outbox folder
 * (platform/mail/transport.ts), and the outbox row's body is blanked once sent: the copy is the
 * only place the body still is. Outbox id → file name.
 */
async function sentCopies(dir: string | null): Promise<Map<number, string>> {
  const copies = new Map<number, string>();
  if (!dir) return copies;
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return copies;
  }
  for (const name of names) {
    const id = /^[\w-]+-(\d+)\.eml$/.exec(name)?.[1];
    if (id) copies.set(Number(id), name);
  }
  return copies;
}

/**
 * Reads everything the site holds about the candidate and lays it out as the export's document,
 * with the stored files it names. null when the candidate is no longer there (erased meanwhile).
 */
export async function collectExport(
  q: Queryable,
  secretsKey: Buffer,
  scope: SiteScope,
  seekerId: string,
  meta: { requestId: string; siteName: string; now: Date; mailCopiesDir: string | null },
): Promise<{ document: ExportDocument; files: ExportFile[] } | null> {
  const seeker = await exportProfile(q, scope, seekerId);
  if (!seeker) return null;
  const namer = new FileNamer();

  const applicationRows = await exportApplications(q, scope, seekerId);
  const applicationIds = applicationRows.map((r) => r.application.id);
  const [events, feedback, submissions, unconfirmed, mails, consents, schedule, flags, audit] = await Promise.all([
    exportApplicationEvents(q, scope.accountId, applicationIds),
    exportApplicationFeedback(q, scope.accountId, applicationIds),
    exportSubmissions(q, scope, seeker.email, applicationIds),
    exportUnconfirmed(q, scope, seeker.email),
    exportMails(q, scope.accountId, seeker.email),
    exportConsents(q, scope, seekerId),
    exportErasureSchedule(q, scope, seekerId),
    exportJobFlags(q, scope, seeker.email),
    exportAuditEntries(q, scope.accountId, { seekerId, applicationIds, email: seeker.email }),
  ]);
  const notices = await exportNotifications(q, scope.accountId, [seekerId, ...applicationIds], seeker.email);
  const deliveries = await exportWebhookDeliveries(
    q,
    scope,
    submissions.map((s) => s.submission.uuid),
  );
  const jobFeedbackRows = await exportJobFeedback(
    q,
    scope,
    emailDigest(secretsKey, seeker.email),
    submissions.map((s) => s.submission.id),
  );

  const resume =
    seeker.resumeKey && seeker.resumeName
      ? {
          file_name: seeker.resumeName,
          content_type: seeker.resumeType,
          size: seeker.resumeSize,
          uploaded_at: iso(seeker.resumeUploadedAt),
          file: namer.add('resume', {
            key: seeker.resumeKey,
            name: seeker.resumeName,
            type: seeker.resumeType ?? 'application/octet-stream',
            size: seeker.resumeSize ?? 0,
          }),
        }
      : null;

  const submissionOf = (s: (typeof submissions)[number]) => ({
    id: s.submission.uuid,
    form: s.formName,
    locale: s.submission.locale,
    answers: Object.fromEntries(
      Object.entries(s.submission.answers).map(([key, a]) => [key, { label: a.label, value: a.value }]),
    ),
    files: Object.entries(s.submission.files as FileRefs).map(([field, ref]) => ({
      field,
      file_name: ref.name,
      content_type: ref.type,
      size: ref.size,
      file: namer.add(`forms/${s.submission.uuid}`, ref),
    })),
    result: s.submission.handlerResult,
    created_at: iso(s.submission.createdAt),
  });

  const applicationsOut = applicationRows.map(({ application: a, jobTitle, employerId, employerName }) => {
    const screening = submissions.find((s) => s.submission.applicationId === a.id);
    return {
      id: a.id,
      job: { id: a.jobId, title: jobTitle },
      employer: { id: employerId, name: employerName },
      status: a.status,
      stage: a.stage,
      tags: a.tags,
      enabled: a.enabled,
      cover_letter: a.coverLetter,
      answers: a.answers,
      screening: screening ? submissionOf(screening) : null,
      history: events
        .filter((e) => e.event.applicationId === a.id)
        .map((e) => ({
          kind: e.event.kind,
          from: e.event.fromValue,
          to: e.event.toValue,
          emailed: e.event.emailed,
          by: e.actorName,
          at: iso(e.event.createdAt),
        })),
      ratings_and_notes: feedback
        .filter((f) => f.feedback.applicationId === a.id)
        .map((f) => ({
          rating: f.feedback.rating,
          notes: f.feedback.notes,
          by: f.authorName,
          at: iso(f.feedback.createdAt),
        })),
      created_at: iso(a.createdAt),
      updated_at: iso(a.updatedAt),
    };
  });

  const copies = await sentCopies(meta.mailCopiesDir);
  const mailCopy = async (id: number) => {
    const name = copies.get(id);
    if (!name) return null;
    const path = join(meta.mailCopiesDir!, name);
    const size = (await stat(path).catch(() => null))?.size;
    return size === undefined
      ? null
      : namer.add('mails', { key: path, name, type: 'message/rfc822', size, disk: true });
  };
  const emailsOut = [];
  for (const m of mails)
    emailsOut.push({
      to: m.toAddress,
      subject: m.subject,
      body: m.textBody,
      // The message as sent (its body is no longer in the outbox once it has gone).
      copy: await mailCopy(m.id),
      template: m.template,
      status: m.status,
      created_at: iso(m.createdAt),
      sent_at: iso(m.sentAt),
    });

  const formSubmissions = submissions.filter((s) => !s.submission.applicationId).map(submissionOf);
  const auditOut = audit.map(({ entry, actorName }) => ({
    action: entry.action,
    subject: { type: entry.subjectType, id: entry.subjectId },
    by: actorName,
    impersonated_by_user_id: entry.impersonatorUserId,
    data: entry.data,
    ip: entry.ip,
    at: iso(entry.createdAt),
  }));

  // One notification goes to each of several staff: shown once, with how many were told.
  const noticeGroups = new Map<
    string,
    { kind: string; about: Record<string, string>; link: string | null; sent_at: string | null; recipients: number }
  >();
  for (const n of notices) {
    const key = JSON.stringify([n.kind, n.params, n.link]);
    const group = noticeGroups.get(key);
    if (group) group.recipients++;
    else
      noticeGroups.set(key, { kind: n.kind, about: n.params, link: n.link, sent_at: iso(n.createdAt), recipients: 1 });
  }
  const originOf = (url: string) => {
    try {
      return new URL(url).origin;
    } catch {
      return null;
    }
  };

  const summary = {
    applications: applicationsOut.length,
    history_events: events.length,
    ratings_and_notes: feedback.length,
    form_submissions: formSubmissions.length,
    pending_applications: unconfirmed.length,
    emails: mails.length,
    consents: consents.length,
    job_feedback: jobFeedbackRows.length,
    job_reports: flags.length,
    audit_entries: auditOut.length,
    staff_notifications: noticeGroups.size,
    webhook_deliveries: deliveries.length,
    files: namer.files.length,
  };

  const document: ExportDocument = {
    format: EXPORT_FORMAT,
    request_id: meta.requestId,
    generated_at: meta.now.toISOString(),
    site: { id: scope.siteId, name: meta.siteName },
    summary,
    profile: {
      id: seeker.id,
      first_name: seeker.firstName,
      last_name: seeker.lastName,
      email: seeker.email,
      phone: seeker.phone,
      location: seeker.location,
      headline: seeker.headline,
      skills: seeker.skills,
      tags: seeker.tags,
      locale: seeker.locale,
      status: seeker.status,
      resume,
      created_at: iso(seeker.createdAt),
      last_active_at: iso(seeker.lastActiveAt),
      disabled_at: iso(seeker.disabledAt),
    },
    applications: applicationsOut,
    // Applications sent from their address that were never confirmed (deleted once the link expires).
    pending_applications: unconfirmed.map(({ held, jobTitle }) => ({
      job: { id: held.jobId, title: jobTitle },
      first_name: held.firstName,
      last_name: held.lastName,
      email: held.email,
      phone: held.phone,
      location: held.location,
      cover_letter: held.coverLetter,
      screening_answers: held.screening?.answers ?? null,
      created_at: iso(held.createdAt),
      expires_at: iso(held.expiresAt),
    })),
    form_submissions: formSubmissions,
    emails: emailsOut,
    consents: consents.map((c) => ({
      notice_version: c.noticeVersion,
      source: c.source,
      ip: c.ip,
      given_at: iso(c.givenAt),
    })),
    retention: schedule
      ? { reason: schedule.reason, marked_at: iso(schedule.markedAt), erasure_due_at: iso(schedule.dueAt) }
      : null,
    job_feedback: jobFeedbackRows.map(({ feedback: f, jobTitle }) => ({
      job: { id: f.jobId, title: jobTitle },
      rating: f.rating,
      recommend: f.recommend,
      comment: f.additionalFeedback,
      name: f.authorName,
      hidden: f.hiddenAt !== null,
      created_at: iso(f.createdAt),
    })),
    job_reports: flags.map(({ flag: f, jobTitle }) => ({
      job: { id: f.jobId, title: jobTitle },
      reason: f.reason,
      comments: f.comments,
      name: f.reporterName,
      email: f.reporterEmail,
      resolution: f.resolution,
      resolved_at: iso(f.resolvedAt),
      created_at: iso(f.createdAt),
    })),
    // Staff who viewed the candidate's account as the candidate, with their reason.
    impersonations: auditOut.filter((e) => e.action.startsWith('impersonation.') || e.impersonated_by_user_id !== null),
    audit: auditOut,
    staff_notifications: [...noticeGroups.values()],
    // Their form answers sent on to an address the site configured (a recipient of their data).
    webhook_deliveries: deliveries.map((d) => ({
      recipient: originOf(d.url),
      status: d.status,
      payload: d.payload,
      created_at: iso(d.createdAt),
      delivered_at: iso(d.deliveredAt),
    })),
    files: namer.files.map((f) => ({ path: f.path, file_name: f.name, content_type: f.type, size: f.size })),
  };
  return { document, files: namer.files };
}
