import type { JobStatus } from '@talent/contract';
import type { Db } from '../../db/client.js';
import { type AuditActor, recordAudit } from '../../platform/audit.js';
import { notFound } from '../../platform/errors.js';
import type { SiteScope } from '../../platform/tenancy/selection.js';
import { findJob, setJobStatus } from '../jobs/jobs.repo.js';
import { resolveOpenFlags } from './flags.repo.js';

/**
 * Closes a job's open reports: dismissed (nothing wrong), or the job is unlisted (when live) and
 * the reports are closed as such. One transaction, audited.
 */
export async function resolveFlags(
  db: Db,
  scope: SiteScope,
  jobId: string,
  action: 'dismiss' | 'unlist',
  actor: AuditActor,
): Promise<{ resolved: number; job_status: JobStatus }> {
  return db.transaction(async (tx) => {
    const jobScope = { ...scope, employerId: null };
    const job = await findJob(tx, jobScope, jobId, true);
    if (!job) throw notFound();
    let status = job.status;
    if (action === 'unlist' && job.status === 'live') {
      await setJobStatus(tx, jobScope, [job.id], { status: 'unlisted' });
      status = 'unlisted';
    }
    const resolution = action === 'unlist' ? 'unlisted' : 'dismissed';
    const resolved = await resolveOpenFlags(tx, scope, job.id, resolution, actor.userId);
    await recordAudit(tx, actor, {
      action: `job.flags_${resolution}`,
      subjectType: 'job',
      subjectId: job.id,
      ...scope,
      data: { reports: resolved, from: job.status, to: status },
    });
    return { resolved, job_status: status };
  });
}
