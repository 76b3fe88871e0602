import type { JobContent, JobRevisionStatus } from '@talent/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { jobRevisions } from '../../db/schema/index.js';
import { inTenant } from '../../platform/tenancy/in-tenant.js';
import type { SiteScope } from '../../platform/tenancy/selection.js';

// Edits of approved jobs waiting for review. The callers hold the job's row lock (found through the
// caller's JobScope, so an employer user only reaches its own jobs' edits): that lock orders every
// write to a job's edit, and a job's newest edit is read with the job (`jobs.repo`).

const waitingOf = (scope: SiteScope, jobId: string) =>
  and(inTenant(jobRevisions, scope), eq(jobRevisions.jobId, jobId), eq(jobRevisions.status, 'pending'));

/** The job's waiting edit becomes this content (one waits at most): changed in place, or a new one. */
export async function savePendingRevision(
  q: Queryable,
  scope: SiteScope,
  jobId: string,
  edit: { content: JobContent; fingerprint: string; userId: number | null },
) {
  const changed = await q
    .update(jobRevisions)
    .set({
      content: edit.content,
      fingerprint: edit.fingerprint,
      submittedByUserId: edit.userId,
      updatedAt: sql`now()`,
    })
    .where(waitingOf(scope, jobId))
    .returning({ id: jobRevisions.id });
  if (changed.length) return;
  await q.insert(jobRevisions).values({
    accountId: scope.accountId,
    siteId: scope.siteId,
    jobId,
    content: edit.content,
    fingerprint: edit.fingerprint,
    submittedByUserId: edit.userId,
  });
}

/** Decides the job's waiting edit (approved, rejected with the reason, or withdrawn); false when none waited. */
export async function closePendingRevision(
  q: Queryable,
  scope: SiteScope,
  jobId: string,
  outcome: { status: Exclude<JobRevisionStatus, 'pending'>; userId: number | null; reason?: string },
): Promise<boolean> {
  const closed = await q
    .update(jobRevisions)
    .set({
      status: outcome.status,
      decidedByUserId: outcome.userId,
      decidedAt: sql`now()`,
      rejectionReason: outcome.status === 'rejected' ? (outcome.reason ?? null) : null,
      updatedAt: sql`now()`,
    })
    .where(waitingOf(scope, jobId))
    .returning({ id: jobRevisions.id });
  return closed.length > 0;
}
