import { changedJobContent, type Job } from '@talent/contract';
import type { Queryable } from '../../db/client.js';
import type { AuditActor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { notify, sitePath } from '../notifications/notify.js';
import { apiContentOf, contentFingerprint, contentOfJob, type JobContent } from './content-fingerprint.js';
import { auditJob } from './job-audit.js';
import { closePendingRevision, savePendingRevision } from './job-revisions.repo.js';
import { findJob, type JobRecord, type JobScope, type JobValues, updateJob } from './jobs.repo.js';

/** What a save writes: the job's columns, content included. */
export type SavedValues = Omit<JobValues, 'employerId'> & JobContent;

// Edits of approved jobs where the site reviews them (SECURITY 34): the employer's new content waits
// beside the approved version, which stays what visitors read until a moderator approves the edit
// (`job-review.service.ts`), and the employer may change or withdraw it meanwhile.

/**
 * An employer's save of an approved job where edits are reviewed: the terms are saved, the content
 * stays the approved version, and a different content waits for review (the moderators are told
 * when an edit starts waiting, not at each save of it).
 */
export async function saveEdit(
  tx: Queryable,
  scope: JobScope,
  edit: { before: JobRecord; values: SavedValues; fingerprint: string; siteName: string },
  actor: AuditActor,
) {
  const { before, values, fingerprint } = edit;
  const live = contentOfJob(before);
  await updateJob(tx, scope, before.id, { ...values, ...live });
  if (fingerprint === contentFingerprint(live)) {
    const withdrawn = await closePendingRevision(tx, scope, before.id, { status: 'withdrawn', userId: actor.userId });
    await auditJob(tx, actor, scope, withdrawn ? 'job.edit_withdrawn' : 'job.updated', before.id, {});
    return;
  }
  const content = apiContentOf(values);
  await savePendingRevision(tx, scope, before.id, { content, fingerprint, userId: actor.userId });
  if (before.pending_edit?.version === fingerprint) {
    await auditJob(tx, actor, scope, 'job.updated', before.id, {});
    return;
  }
  await auditJob(tx, actor, scope, 'job.edit_submitted', before.id, {
    version: fingerprint,
    changed: changedJobContent(before, content),
  });
  if (before.pending_edit) return;
  await notify(tx, scope, { action: 'approve', subject: 'jobs' }, 'staff', {
    kind: 'job_edit_pending',
    params: { employer: before.employer.name, job: before.title, site: edit.siteName },
    link: sitePath(scope, `jobs/${before.id}`),
  });
}

/** Takes back the job's edit waiting for review; the approved version stays. 404 when none waits. */
export async function withdrawJobEdit(ctx: AppContext, scope: JobScope, id: string, actor: AuditActor): Promise<Job> {
  await ctx.db.transaction(async (tx) => {
    const job = await findJob(tx, scope, id, true);
    if (!job?.pending_edit) throw notFound();
    await closePendingRevision(tx, scope, id, { status: 'withdrawn', userId: actor.userId });
    await auditJob(tx, actor, scope, 'job.edit_withdrawn', id, { version: job.pending_edit.version });
  });
  const after = await findJob(ctx.db, scope, id);
  if (!after) throw notFound();
  return after;
}
