import type { JobStatus, UndoTicket } from '@talent/contract';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { type AuditActor, recordAudit } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import type { SiteScope } from '../../platform/tenancy/selection.js';
import { issueUndo, takeUndo } from '../../platform/undo/undo-tickets.js';
import { unlistedBy } from '../jobs/job-moderation.service.js';
import { findJob, updateJob } from '../jobs/jobs.repo.js';
import { reopenDismissedFlags, resolveOpenFlags } from './flags.repo.js';

/** What an undo of a dismissal needs: the job and the reports it closed. */
const DismissedFlags = z.object({ job_id: z.uuid(), flag_ids: z.array(z.uuid()) });

/**
 * Closes a job's open reports: dismissed (nothing wrong), or the job is unlisted by moderation
 * and the reports are closed as such. One transaction, audited with the moderator's note (the
 * job's activity shows it). A job its employer had already unlisted becomes unlisted by moderation
 * too, so the employer cannot put it back (only staff can). A dismissal can be undone for a few
 * seconds (`undoDismissal`).
 */
export async function resolveFlags(
  db: Db,
  scope: SiteScope,
  jobId: string,
  input: { action: 'dismiss' | 'unlist'; note?: string | undefined },
  actor: AuditActor,
): Promise<{ resolved: number; job_status: JobStatus; undo: UndoTicket | null }> {
  return db.transaction(async (tx) => {
    const jobScope = { ...scope, employerId: null };
    const job = await findJob(tx, jobScope, jobId, true);
    if (!job) throw notFound();
    const resolution = input.action === 'unlist' ? 'unlisted' : 'dismissed';
    const closed = await resolveOpenFlags(tx, scope, job.id, resolution, actor.userId);
    const reasons = closed.map((f) => f.reason);
    let status = job.status;
    if (input.action === 'unlist' && (job.status === 'live' || job.status === 'unlisted')) {
      const why = [...new Set(reasons)].sort();
      await updateJob(tx, jobScope, job.id, {
        status: 'unlisted',
        ...unlistedBy('moderation', actor, why, input.note || null),
      });
      status = 'unlisted';
    }
    await recordAudit(tx, actor, {
      action: `job.flags_${resolution}`,
      subjectType: 'job',
      subjectId: job.id,
      ...scope,
      data: { reports: reasons.length, from: job.status, to: status, ...(input.note ? { note: input.note } : {}) },
    });
    const undo =
      resolution === 'dismissed' && closed.length
        ? await issueUndo(
            tx,
            jobScope,
            'flags_dismissed',
            { job_id: job.id, flag_ids: closed.map((f) => f.id) } satisfies z.infer<typeof DismissedFlags>,
            actor.userId,
          )
        : null;
    return { resolved: reasons.length, job_status: status, undo };
  });
}

/**
 * Takes back a dismissal within its window: the reports it closed are open again (those still
 * dismissed), and the job's activity says so. Site staff with the right to resolve reports, on
 * the same site, may do it; anything else finds no such change (404).
 */
export async function undoDismissal(ctx: AppContext, scope: SiteScope, token: string, actor: AuditActor) {
  return ctx.db.transaction(async (tx) => {
    const jobScope = { ...scope, employerId: null };
    const data = DismissedFlags.parse(await takeUndo(tx, jobScope, 'flags_dismissed', token));
    const job = await findJob(tx, jobScope, data.job_id, true);
    if (!job) throw notFound();
    const reopened = await reopenDismissedFlags(tx, scope, job.id, data.flag_ids);
    await recordAudit(tx, actor, {
      action: 'job.flags_reopened',
      subjectType: 'job',
      subjectId: job.id,
      ...scope,
      data: { reports: reopened },
    });
    return { job_id: job.id, reopened };
  });
}
