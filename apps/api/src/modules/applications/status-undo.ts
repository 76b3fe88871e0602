import { APPLICATION_STATUSES, type ApplicationStatus, type UndoTicket } from '@talent/contract';
import { z } from 'zod';
import type { Queryable } from '../../db/client.js';
import { type AuditActor, recordAudit } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { cancelHeldMail } from '../../platform/mail/outbox.js';
import { issueUndo, takeUndo } from '../../platform/undo/undo-tickets.js';
import { insertEvents, type NewEvent } from './application-history.repo.js';
import {
  type ApplicationScope,
  type LockedApplication,
  lockApplications,
  updateApplications,
} from './applications.repo.js';

/** What a status change replaced, per application, and the e-mail it held (null: none). */
const StatusChange = z.object({
  to: z.enum(APPLICATION_STATUSES),
  changed: z.array(
    z.object({
      id: z.uuid(),
      status: z.enum(APPLICATION_STATUSES),
      stage: z.string().nullable(),
      seeker_id: z.uuid(),
      job_title: z.string(),
      mail_id: z.number().int().nullable(),
    }),
  ),
});

/**
 * The ticket of a status change, in its transaction: each changed application's status and stage
 * before it, and the held e-mail about it (`mailIds` in the order of `changed`, or none).
 */
export function issueStatusUndo(
  q: Queryable,
  scope: ApplicationScope,
  to: ApplicationStatus,
  changed: LockedApplication[],
  mailIds: number[],
  actor: AuditActor,
): Promise<UndoTicket> {
  const data: z.infer<typeof StatusChange> = {
    to,
    changed: changed.map((a, i) => ({
      id: a.id,
      status: a.status,
      stage: a.stage,
      seeker_id: a.seekerId,
      job_title: a.jobTitle,
      mail_id: mailIds[i] ?? null,
    })),
  };
  return issueUndo(q, scope, 'application_status', data, actor.userId);
}

type Before = z.infer<typeof StatusChange>['changed'][number];

/**
 * Takes back a status change within its window: each application still in the status it was given
 * goes back to its status and stage before, with history rows, and its held e-mail is withdrawn
 * (the candidate's activity says so). One changed again since is left as it is (`changed_since`),
 * e-mail included. Only someone acting at the same place (the site's staff, or the same employer's
 * people) with the right to change applications finds the change; anyone else gets 404.
 */
export async function undoStatusChange(ctx: AppContext, scope: ApplicationScope, token: string, actor: AuditActor) {
  return ctx.db.transaction(async (tx) => {
    const data = StatusChange.parse(await takeUndo(tx, scope, 'application_status', token));
    const now = new Map(
      (
        await lockApplications(
          tx,
          scope,
          data.changed.map((a) => a.id),
        )
      ).map((a) => [a.id, a]),
    );
    const restored: { before: Before; current: LockedApplication }[] = [];
    const skipped: { id: string; reason: 'not_found' | 'changed_since' }[] = [];
    for (const before of data.changed) {
      const current = now.get(before.id);
      if (!current) skipped.push({ id: before.id, reason: 'not_found' });
      else if (current.status !== data.to) skipped.push({ id: before.id, reason: 'changed_since' });
      else restored.push({ before, current });
    }
    // One statement per (status, stage) pair restored, not one per application.
    const groups = new Map<string, { status: ApplicationStatus; stage: string | null; ids: string[] }>();
    for (const { before } of restored) {
      const key = JSON.stringify([before.status, before.stage]);
      const group = groups.get(key) ?? { status: before.status, stage: before.stage, ids: [] };
      group.ids.push(before.id);
      groups.set(key, group);
    }
    for (const group of groups.values())
      await updateApplications(tx, scope, group.ids, { status: group.status, stage: group.stage });
    const events: NewEvent[] = restored.flatMap(({ before, current }) => [
      { applicationId: before.id, kind: 'status_undone', from: data.to, to: before.status },
      ...(current.stage === before.stage
        ? []
        : [{ applicationId: before.id, kind: 'stage' as const, from: current.stage, to: before.stage }]),
    ]);
    await insertEvents(tx, scope.accountId, actor, events);
    const withdrawn = new Set(
      await cancelHeldMail(
        tx,
        restored.flatMap(({ before }) => (before.mail_id === null ? [] : [before.mail_id])),
      ),
    );
    await recordAudit(
      tx,
      actor,
      restored
        .filter(({ before }) => before.mail_id !== null && withdrawn.has(before.mail_id))
        .map(({ before }) => ({
          action: 'seeker.email_withdrawn',
          subjectType: 'seeker',
          subjectId: before.seeker_id,
          accountId: scope.accountId,
          siteId: scope.siteId,
          data: { application_id: before.id, job_title: before.job_title, status: data.to, from: before.status },
        })),
    );
    return { restored: restored.map((r) => r.before.id), skipped, mails_cancelled: withdrawn.size };
  });
}
