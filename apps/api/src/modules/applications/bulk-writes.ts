import type { Queryable } from '../../db/client.js';
import { auditLog, mailOutbox } from '../../db/schema/index.js';
import type { AuditActor, AuditEntry } from '../../platform/audit.js';
import type { NewMail } from '../../platform/mail/outbox.js';

// Set-based twins of enqueueMail and recordAudit (same columns, one INSERT of N rows), so a status
// change of 100 applications writes its mail and activity in two statements rather than 200.
// They belong in platform/mail/outbox.ts and platform/audit.ts; kept here until those take them.

/** Queues messages in the caller's transaction; they are delivered only if it commits. Their ids, in order. */
export async function enqueueMails(q: Queryable, mails: NewMail[]): Promise<number[]> {
  if (!mails.length) return [];
  const rows = await q
    .insert(mailOutbox)
    .values(
      mails.map((mail) => ({
        accountId: mail.accountId,
        toAddress: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html ?? null,
        template: mail.template,
        sendAfter: mail.sendAfter ?? null,
      })),
    )
    .returning({ id: mailOutbox.id });
  // Serial ids are drawn row by row in VALUES order; sorted, they follow `mails` whatever order RETURNING has.
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

export async function recordAudits(q: Queryable, actor: AuditActor, entries: AuditEntry[]) {
  if (!entries.length) return;
  await q.insert(auditLog).values(
    entries.map((entry) => ({
      accountId: entry.accountId ?? null,
      siteId: entry.siteId ?? null,
      actorUserId: actor.userId,
      impersonatorUserId: actor.impersonatorUserId,
      action: entry.action,
      subjectType: entry.subjectType,
      subjectId: entry.subjectId === undefined || entry.subjectId === null ? null : String(entry.subjectId),
      data: entry.data ?? {},
      ip: actor.ip,
      requestId: actor.requestId,
    })),
  );
}
