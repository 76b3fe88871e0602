import { type Job, PublishableJob } from '@talent/contract';
import type { Queryable } from '../../db/client.js';
import { dbNow } from '../../db/now.js';
import type { AuditActor } from '../../platform/audit.js';
import { takeAttempt } from '../../platform/auth/throttle.repo.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, type FieldProblems, invalidFields, notFound } from '../../platform/errors.js';
import type { SiteScope } from '../../platform/tenancy/selection.js';
import { issuesToFields } from '../../platform/validation.js';
import { spendCredit } from '../credits/wallets.service.js';
import { findEmployer, siteSettings } from '../employers/employers.repo.js';
import { notify, sitePath } from '../notifications/notify.js';
import { ensureRoom } from '../plan-limits/plan-limits.service.js';
import { contentFingerprint, contentOfJob } from './content-fingerprint.js';
import { auditJob } from './job-audit.js';
import { getJob } from './job-editing.service.js';
import { goesLive } from './job-moderation.service.js';
import { jobProductsOf, jobsStartOnHold } from './job-settings.js';
import { datesMovedToToday, findJob, type JobScope, lockAwaitingJobs, updateJob } from './jobs.repo.js';

// A job's first way onto the board: paid for once, then live or into the review queue.

/** Publish attempts one employer may make per throttle window (a burst of posts is a sign of abuse). */
const PUBLISHES_PER_WINDOW = 30;

const today = () => new Date().toISOString().slice(0, 10);
const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** What publishing needs beyond a draft's title: the contract's rule, shared with the job form. */
function publishProblems(job: Job): FieldProblems | null {
  const parsed = PublishableJob.safeParse(job, { reportInput: true });
  return parsed.success ? null : issuesToFields(PublishableJob, parsed.error.issues);
}

/**
 * Publishes a draft: one credit is spent in the same transaction (no credit → 422
 * `insufficient_credits`, and the draft stays as it was). It goes live, or on hold when the site
 * reviews new jobs. The listing runs from its start date (today if none) for the product's days
 * unless an end date was chosen. Only an active employer's job goes live: an employer on hold may
 * prepare and pay, and its job waits (`awaiting_employer`) until the employer is approved; a
 * rejected or disabled employer's job is refused (409 `employer_not_active`) before any charge.
 */
export async function publishJob(ctx: AppContext, scope: JobScope, id: string, actor: AuditActor): Promise<Job> {
  const current = await getJob(ctx.db, scope, id);
  // SECURITY 17: job posting is a business flow with a per-employer rate limit.
  const wait = await takeAttempt(
    ctx.db,
    [{ key: `publish:${current.employer.id}`, max: PUBLISHES_PER_WINDOW }],
    ctx.config.auth.throttleWindowSeconds,
  );
  if (wait > 0)
    throw new AppError('too_many_attempts', { params: { seconds: wait }, headers: { 'retry-after': String(wait) } });
  await ctx.db.transaction(async (tx) => {
    const job = await findJob(tx, scope, id, true);
    if (!job) throw notFound();
    if (job.status !== 'draft') throw new AppError('job_not_editable');
    const problems = publishProblems(job);
    if (problems) throw invalidFields(problems);
    const { settings } = await siteSettings(tx, scope);
    const product = jobProductsOf(settings).find((p) => p.key === job.product);
    if (!product) throw invalidFields({ product: [{ rule: 'invalid' }] });
    const start = job.start_date ?? today();
    const end = job.end_date ?? addDays(start, product.days);
    const employer = await findEmployer(tx, scope, job.employer.id);
    if (employer?.status !== 'active' && employer?.status !== 'on_hold') throw new AppError('employer_not_active');
    // Trusted employers skip review (PRODUCT-NOTES: the most requested moderation rule).
    const held = jobsStartOnHold(settings) && !employer.trusted;
    const awaiting = !held && employer.status === 'on_hold';
    // Before the charge: a job the plan has no room for costs nothing (409 `plan_limit_live_jobs`).
    if (!held && !awaiting) await ensureRoom(tx, scope.accountId, 'live_jobs');
    const owner = { accountId: scope.accountId, siteId: scope.siteId, employerId: job.employer.id };
    await spendCredit(tx, owner, { jobId: job.id, reason: job.title }, actor);
    await updateJob(tx, scope, id, {
      status: held || awaiting ? 'on_hold' : 'live',
      startDate: start,
      endDate: end,
      awaitingEmployer: awaiting,
      ...(held || awaiting ? {} : { publishedAt: dbNow(), approvedFingerprint: contentFingerprint(contentOfJob(job)) }),
    });
    // A job that waits in the review queue was submitted, not published: its history says so.
    await auditJob(
      tx,
      actor,
      scope,
      held || awaiting ? 'job.submitted_for_review' : 'job.published',
      id,
      held || awaiting ? { to: 'on_hold', ...(awaiting ? { awaiting_employer: true } : {}) } : { to: 'live' },
    );
    if (held)
      await notify(tx, scope, { action: 'approve', subject: 'jobs' }, 'staff', {
        kind: 'job_on_hold',
        params: { employer: job.employer.name, job: job.title, site: (await siteSettings(tx, scope)).name },
        link: sitePath(scope, 'jobs/hold'),
      });
  });
  return getJob(ctx.db, scope, id);
}

/**
 * An employer was just approved: the jobs it published while on hold go live now (in the caller's
 * transaction), or into review if the site has started reviewing new jobs since. A listing's days
 * start when it goes live, so the wait for approval costs none of them.
 */
export async function publishAwaitingJobs(
  q: Queryable,
  scope: SiteScope,
  employer: { id: number; trusted: boolean },
  actor: AuditActor,
) {
  const waiting = await lockAwaitingJobs(q, scope, employer.id);
  if (!waiting.length) return;
  const { name: siteName, settings } = await siteSettings(q, scope);
  const review = jobsStartOnHold(settings) && !employer.trusted;
  // The approval that would put them on the board is refused whole when the plan has no room for them.
  if (!review) await ensureRoom(q, scope.accountId, 'live_jobs', waiting.length);
  for (const job of waiting) {
    await updateJob(
      q,
      { ...scope, employerId: employer.id },
      job.id,
      review
        ? { awaitingEmployer: false }
        : {
            status: 'live',
            ...goesLive(job),
            publishedAt: dbNow(),
            ...datesMovedToToday(),
          },
    );
    await auditJob(q, actor, scope, review ? 'job.submitted_for_review' : 'job.published', job.id, {
      from: 'on_hold',
      to: review ? 'on_hold' : 'live',
      employer_approved: true,
    });
    if (review)
      await notify(q, scope, { action: 'approve', subject: 'jobs' }, 'staff', {
        kind: 'job_on_hold',
        params: { employer: job.employer.name, job: job.title, site: siteName },
        link: sitePath(scope, 'jobs/hold'),
      });
  }
}
