import { type BulkJobResult, catalogues, interpolate, isLocale, type JobDecision, type Locale } from '@talent/contract';
import type { Queryable } from '../../db/client.js';
import { dbNow } from '../../db/now.js';
import type { AuditActor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { refundCredit } from '../credits/wallets.service.js';
import { findEmployer, siteSettings } from '../employers/employers.repo.js';
import { notify, sitePath } from '../notifications/notify.js';
import { contentOfJob } from './content-fingerprint.js';
import { goesLive, transition } from './job-moderation.service.js';
import { closePendingRevision } from './job-revisions.repo.js';
import type { JobRecord, JobScope } from './jobs.repo.js';

// The review queue's decisions (SECURITY 34): a published job going live or rejected, and an edit
// of an approved job made live or refused. Each decision names the version its moderator saw.

/** The versions each job was decided on (a job named twice with two versions keeps both: one is stale). */
function versionsOf(decisions: JobDecision[]) {
  const seen = new Map<string, Set<string>>();
  for (const { id, version } of decisions) seen.set(id, (seen.get(id) ?? new Set()).add(version));
  return seen;
}

/**
 * Refuses the whole decision (409 `job_changed_in_review`) when a job now waits with another
 * version than the one its moderator saw: its employer changed it meanwhile, and the newer version
 * has not been looked at. Runs on the locked jobs, so no save slips in before the decision lands.
 */
const sameVersions = (seen: Map<string, Set<string>>) => (jobs: JobRecord[]) => {
  const stale = jobs.find((job) => [...(seen.get(job.id) ?? [])].some((v) => v !== job.review?.version));
  if (stale) throw new AppError('job_changed_in_review', { params: { title: stale.title } });
};

const inReview = (job: JobRecord) => job.review !== null;

/**
 * Approves jobs in review. A published job goes live; an edit becomes the job's content (the
 * approved version visitors read from now on), the job keeping its status.
 */
export function approveJobs(ctx: AppContext, scope: JobScope, decisions: JobDecision[], actor: AuditActor) {
  const seen = versionsOf(decisions);
  return transition(
    ctx,
    scope,
    [...seen.keys()],
    {
      from: inReview,
      action: 'job.approved',
      live: true,
      guard: sameVersions(seen),
      move: (job) =>
        job.pending_edit
          ? {
              to: job.status,
              patch: { ...contentOfJob(job.pending_edit.content), approvedFingerprint: job.pending_edit.version },
              action: 'job.edit_approved',
              data: { version: job.pending_edit.version, changed: job.pending_edit.changed },
            }
          : { to: 'live', patch: { ...goesLive(job), publishedAt: dbNow() } },
      each: async (tx, job) => {
        if (job.pending_edit)
          await closePendingRevision(tx, scope, job.id, { status: 'approved', userId: actor.userId });
      },
    },
    actor,
  );
}

/**
 * Rejects jobs in review, and tells each employer why (notice and e-mail). A published job is
 * rejected and its credit refunded; a refused edit leaves the approved version live.
 */
export async function rejectJobs(
  ctx: AppContext,
  scope: JobScope,
  input: { decisions: JobDecision[]; reason: string; locale: Locale },
  actor: AuditActor,
): Promise<BulkJobResult> {
  const { name: siteName, settings } = await siteSettings(ctx.db, scope);
  const locale = typeof settings.locale === 'string' && isLocale(settings.locale) ? settings.locale : input.locale;
  const seen = versionsOf(input.decisions);
  const tell = employerTold(scope, { siteName, locale, reason: input.reason });
  const result = await transition(
    ctx,
    scope,
    [...seen.keys()],
    {
      from: inReview,
      action: 'job.rejected',
      live: false,
      guard: sameVersions(seen),
      move: (job) =>
        job.pending_edit
          ? { to: job.status, action: 'job.edit_rejected', data: { version: job.pending_edit.version } }
          : { to: 'rejected', patch: { rejectionReason: input.reason, awaitingEmployer: false } },
      each: async (tx, job) => {
        if (job.pending_edit) {
          await closePendingRevision(tx, scope, job.id, {
            status: 'rejected',
            userId: actor.userId,
            reason: input.reason,
          });
          await tell(tx, job, 'edit');
          return;
        }
        await refundCredit(
          tx,
          { accountId: scope.accountId, siteId: scope.siteId, employerId: job.employer.id },
          { jobId: job.id, reason: input.reason },
          actor,
        );
        await tell(tx, job, 'job');
      },
    },
    actor,
  );
  if (result.updated.length) ctx.mail.kick();
  return result;
}

/** The employer's notice and e-mail about a rejection: of the job, or of its edit. */
const employerTold =
  (scope: JobScope, about: { siteName: string; locale: Locale; reason: string }) =>
  async (tx: Queryable, job: JobRecord, what: 'job' | 'edit') => {
    const text = catalogues[about.locale].mail;
    await notify(tx, { ...scope, employerId: job.employer.id }, { action: 'read', subject: 'jobs' }, 'employer', {
      kind: what === 'edit' ? 'job_edit_rejected' : 'job_rejected',
      params: { job: job.title, reason: about.reason },
      link: sitePath(scope, `jobs/${job.id}`),
    });
    const employer = await findEmployer(tx, scope, job.employer.id);
    if (!employer?.email) return;
    const words = { title: job.title, site: about.siteName };
    await enqueueMail(tx, {
      accountId: scope.accountId,
      to: employer.email,
      locale: about.locale,
      template: what === 'edit' ? 'job_edit_rejected' : 'job_rejected',
      subject: interpolate(what === 'edit' ? text.jobEditRejectedSubject : text.jobRejectedSubject, words),
      text: interpolate(what === 'edit' ? text.jobEditRejectedBody : text.jobRejectedBody, {
        ...words,
        name: employer.contact_name ?? employer.name,
        reason: about.reason,
      }),
    });
  };
