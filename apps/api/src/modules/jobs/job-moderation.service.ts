import type { AuditAction, BulkJobResult, JobStatus, UnlistedBy } from '@talent/contract';
import type { Queryable } from '../../db/client.js';
import { dbNow } from '../../db/now.js';
import type { AuditActor } from '../../platform/audit.js';
import { bulkTransition } from '../../platform/bulk-transition.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { employerStatuses, siteSettings } from '../employers/employers.repo.js';
import { notify, sitePath } from '../notifications/notify.js';
import { ensureRoom } from '../plan-limits/plan-limits.service.js';
import { contentFingerprint, contentOfJob } from './content-fingerprint.js';
import { auditJob } from './job-audit.js';
import { editedJobsNeedReview } from './job-settings.js';
import { type JobPatch, type JobRecord, type JobScope, lockJobs, updateJob } from './jobs.repo.js';

/** Who is acting: staff of the site (grants at the site, account or everywhere) or an employer's own people. */
export type Decider = { actor: AuditActor; staff: boolean };

/** The columns that say why a job is unlisted, emptied when it comes back. */
export const NOT_UNLISTED = {
  unlistedBy: null,
  unlistedAt: null,
  unlistedByUserId: null,
  unlistedReasons: [],
  unlistedNote: null,
} satisfies JobPatch;

/** Who unlisted, when, and (moderation) why: what the relist rule and the job's page read. */
export const unlistedBy = (by: UnlistedBy, actor: AuditActor, reasons: string[] = [], note: string | null = null) =>
  ({
    unlistedBy: by,
    unlistedAt: dbNow(),
    unlistedByUserId: actor.userId,
    unlistedReasons: reasons,
    unlistedNote: note,
  }) satisfies JobPatch;

/** Going live is an approval of the content as it is now. */
export const goesLive = (job: JobRecord) =>
  ({ approvedFingerprint: contentFingerprint(contentOfJob(job)), awaitingEmployer: false }) satisfies JobPatch;

/** Where a job goes; `action` and `data` name the audit row when they are not the transition's. */
type Move = { to: JobStatus; patch?: JobPatch; action?: AuditAction; data?: Record<string, unknown> };

type Transition = {
  /** The statuses the change applies to, or the test a job must pass. */
  from: JobStatus[] | ((job: JobRecord) => boolean);
  action: AuditAction;
  /** Whether the move puts the job on the board, which only an active employer's job may be. */
  live: boolean;
  /** Runs on the locked jobs that will move, before any does: may refuse the whole request. */
  guard?: (jobs: JobRecord[]) => void;
  move: (job: JobRecord) => Move;
  each?: (tx: Queryable, job: JobRecord, to: JobStatus) => Promise<void>;
};

/** Moves the scope's jobs among `ids` that are in `from`; the rest are reported as skipped. */
export const transition = (
  ctx: AppContext,
  scope: JobScope,
  ids: string[],
  t: Transition,
  actor: AuditActor,
): Promise<BulkJobResult> =>
  bulkTransition(ctx.db, ids, {
    lock: (tx, unique) => lockJobs(tx, scope, unique),
    idOf: (row) => row.id,
    applies: (row) => (typeof t.from === 'function' ? t.from(row) : t.from.includes(row.status)),
    check: async (tx, movable) => {
      t.guard?.(movable);
      if (!t.live) return () => null;
      const active = await employerStatuses(
        tx,
        scope,
        movable.map((r) => r.employer.id),
      );
      const refusal = (row: JobRecord) => (active.get(row.employer.id) === 'active' ? null : 'employer_not_active');
      // The whole request is refused when the jobs it would put on the board do not fit the plan.
      const goingLive = movable.filter((r) => !refusal(r) && r.status !== 'live' && t.move(r).to === 'live');
      await ensureRoom(tx, scope.accountId, 'live_jobs', goingLive.length);
      return refusal;
    },
    move: async (tx, rows) => {
      for (const row of rows) {
        const { to, patch, action, data } = t.move(row);
        await updateJob(tx, scope, row.id, { status: to, ...patch });
        await auditJob(tx, actor, scope, action ?? t.action, row.id, data ?? { from: row.status, to });
        await t.each?.(tx, row, to);
      }
    },
  });

/** Takes live jobs off the board, remembering whether staff or the employer decided it. */
export const unlistJobs = (ctx: AppContext, scope: JobScope, ids: string[], { actor, staff }: Decider) =>
  transition(
    ctx,
    scope,
    ids,
    {
      from: ['live'],
      action: 'job.unlisted',
      live: false,
      move: () => ({ to: 'unlisted', patch: unlistedBy(staff ? 'staff' : 'employer', actor) }),
    },
    actor,
  );

/**
 * Puts unlisted jobs back. A job unlisted by staff or by moderation comes back only by staff (an
 * employer's request with one in it is refused whole, 403); only an active employer's jobs come
 * back; and where the site reviews edited jobs, one whose content changed since it was last
 * approved goes to review instead of live (`held`).
 */
export async function relistJobs(
  ctx: AppContext,
  scope: JobScope,
  ids: string[],
  { actor, staff }: Decider,
): Promise<BulkJobResult> {
  const { name: siteName, settings } = await siteSettings(ctx.db, scope);
  const review = editedJobsNeedReview(settings);
  const held: string[] = [];
  const result = await transition(
    ctx,
    scope,
    ids,
    {
      from: ['unlisted'],
      action: 'job.relisted',
      live: true,
      guard: (jobs) => {
        if (!staff && jobs.some((j) => j.unlisted?.by !== 'employer')) throw new AppError('relist_needs_staff');
      },
      move: (job) =>
        review && contentFingerprint(contentOfJob(job)) !== job.approvedFingerprint
          ? { to: 'on_hold', patch: NOT_UNLISTED }
          : { to: 'live', patch: NOT_UNLISTED },
      each: async (tx, job, to) => {
        if (to !== 'on_hold') return;
        held.push(job.id);
        await notify(tx, scope, { action: 'approve', subject: 'jobs' }, 'staff', {
          kind: 'job_on_hold',
          params: { employer: job.employer.name, job: job.title, site: siteName },
          link: sitePath(scope, 'jobs/hold'),
        });
      },
    },
    actor,
  );
  return { ...result, held };
}

/** Final: an expired job cannot come back (clone it instead). */
export const expireJobs = (ctx: AppContext, scope: JobScope, ids: string[], actor: AuditActor) =>
  transition(
    ctx,
    scope,
    ids,
    { from: ['live', 'unlisted'], action: 'job.expired', live: false, move: () => ({ to: 'expired' }) },
    actor,
  );
