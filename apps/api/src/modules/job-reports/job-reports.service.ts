import type { JobStatus } from '@talent/contract';
import type { Db } from '../../db/client.js';
import { type AuditActor, recordAudit } from '../../platform/audit.js';
import { notFound } from '../../platform/errors.js';
import type { SiteScope } from '../../platform/tenancy/selection.js';
import { unlistedBy } from '../jobs/job-status.service.js';
import { findJob, updateJob } from '../jobs/jobs.repo.js';
import { resolveOpenFlags } from './flags.repo.js';

/**
 * Closes a job's open reports: dismissed (nothing wrong), or the job is unlisted by moderation
 * and the reports are closed as such. One transaction, audited. A job its employer had already
 * unlisted becomes unlisted by moderation too, so the employer cannot put it back (only staff can).
 */
export async function resolveFlags(
  db: Db,
  scope: SiteScope,
  jobId: string,
  input: { action: 'dismiss' | 'unlist'; note?: string | undefined },
  actor: AuditActor,
): Promise<{ resolved: number; job_status: JobStatus }> {
  return db.transaction(async (tx) => {
    const jobScope = { ...scope, employerId: null };
    const job = await findJob(tx, jobScope, jobId, true);
    if (!job) throw notFound();
    const resolution = input.action === 'unlist' ? 'unlisted' : 'dismissed';
    const reasons = await resolveOpenFlags(tx, scope, job.id, resolution, actor.userId);
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
    return { resolved: reasons.length, job_status: status };
  });
}
