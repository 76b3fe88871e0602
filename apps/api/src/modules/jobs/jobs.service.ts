import {
  type BulkJobResult,
  type BulkTagJobsBody,
  catalogues,
  interpolate,
  isLocale,
  JOB_TAGS_MAX,
  type Job,
  type JobStatus,
  type Locale,
  type SaveJobBody,
} from '@talent/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { type AuditActor, recordAudit } from '../../platform/audit.js';
import { takeAttempt } from '../../platform/auth/throttle.repo.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, type FieldProblems, invalidFields, notFound } from '../../platform/errors.js';
import { sanitizeRichText } from '../../platform/html.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { jobHasApplications } from '../applications/applications.repo.js';
import { jobConsultant } from '../consultants/consultants.service.js';
import { refundCredit, spendCredit } from '../credits/wallets.service.js';
import { findEmployer, siteSettings } from '../employers/employers.repo.js';
import { notify, sitePath } from '../notifications/notify.js';
import { editedJobsNeedReview, jobClassificationsOf, jobProductsOf, jobsStartOnHold } from './job-settings.js';
import {
  deleteJob as deleteJobRow,
  findJob,
  insertJob,
  type JobScope,
  type JobValues,
  lockJobs,
  setJobStatus,
  updateJob,
} from './jobs.repo.js';

/** Publish attempts one employer may make per throttle window (a burst of posts is a sign of abuse). */
const PUBLISHES_PER_WINDOW = 30;

/** Statuses in which a job's content can still change. */
const EDITABLE: readonly JobStatus[] = ['draft', 'on_hold', 'live', 'unlisted'];

const audit = (q: Queryable, actor: AuditActor, scope: JobScope, action: string, id: string, data = {}) =>
  recordAudit(q, actor, {
    action,
    subjectType: 'job',
    subjectId: id,
    accountId: scope.accountId,
    siteId: scope.siteId,
    data,
  });

const today = () => new Date().toISOString().slice(0, 10);
const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Whose job it is: an employer user's own employer; for staff the body's employer, of the site. */
async function employerFor(q: Queryable, scope: JobScope, requested: number | undefined): Promise<number> {
  if (scope.employerId !== null) return scope.employerId;
  if (requested === undefined) throw invalidFields({ employer_id: [{ rule: 'required' }] });
  const employer = await findEmployer(q, scope, requested);
  if (!employer) throw invalidFields({ employer_id: [{ rule: 'invalid' }] });
  return employer.id;
}

async function valuesOf(
  q: Queryable,
  scope: JobScope,
  body: SaveJobBody,
  currentConsultant: number | null,
): Promise<Omit<JobValues, 'employerId'>> {
  const { settings } = await siteSettings(q, scope);
  const problems: FieldProblems = {};
  if (body.product !== null && !jobProductsOf(settings).some((p) => p.key === body.product)) {
    problems.product = [{ rule: 'invalid' }];
  }
  const known = new Set(jobClassificationsOf(settings).map((c) => c.value));
  if (body.classifications.some((c) => !known.has(c))) problems.classifications = [{ rule: 'invalid' }];
  if (Object.keys(problems).length) throw invalidFields(problems);
  return {
    consultantId: await jobConsultant(q, scope, body.consultant_id, currentConsultant),
    title: body.title,
    description: sanitizeRichText(body.description),
    workType: body.work_type,
    payType: body.pay_type,
    payMin: body.pay_min,
    payMax: body.pay_max,
    currency: body.currency,
    startDate: body.start_date,
    endDate: body.end_date,
    keySellingPoints: body.key_selling_points,
    links: body.links,
    banner: body.banner,
    referenceNumber: body.reference_number,
    classifications: [...new Set(body.classifications)],
    tags: [...new Set(body.tags)],
    product: body.product,
  };
}

export async function getJob(q: Queryable, scope: JobScope, id: string): Promise<Job> {
  const job = await findJob(q, scope, id);
  if (!job) throw notFound();
  return job;
}

/** A new job is a draft: nothing is charged until it is published. */
export async function createJob(ctx: AppContext, scope: JobScope, body: SaveJobBody, actor: AuditActor): Promise<Job> {
  const id = await ctx.db.transaction(async (tx) => {
    const employerId = await employerFor(tx, scope, body.employer_id);
    const jobId = await insertJob(tx, scope, {
      ...(await valuesOf(tx, scope, body, null)),
      employerId,
      createdByUserId: actor.userId,
    });
    await audit(tx, actor, scope, 'job.created', jobId, { employer_id: employerId });
    return jobId;
  });
  return getJob(ctx.db, scope, id);
}

/**
 * Saves the content. A live job edited by its employer goes back to review when the site says
 * so (`edited_jobs_need_review`); staff edits never do. Rejected and expired jobs are final.
 */
export async function saveJob(
  ctx: AppContext,
  scope: JobScope,
  id: string,
  body: SaveJobBody,
  actor: AuditActor,
): Promise<Job> {
  await ctx.db.transaction(async (tx) => {
    const before = await findJob(tx, scope, id, true);
    if (!before) throw notFound();
    if (!EDITABLE.includes(before.status)) throw new AppError('job_not_editable');
    const values = await valuesOf(tx, scope, body, before.consultant_id);
    const { settings } = await siteSettings(tx, scope);
    const backToReview = before.status === 'live' && scope.employerId !== null && editedJobsNeedReview(settings);
    await updateJob(tx, scope, id, { ...values, ...(backToReview ? { status: 'on_hold' as const } : {}) });
    await audit(tx, actor, scope, 'job.updated', id, backToReview ? { from: 'live', to: 'on_hold' } : {});
  });
  return getJob(ctx.db, scope, id);
}

/** What publishing needs beyond a draft's title. */
function publishProblems(job: Job): FieldProblems | null {
  const problems: FieldProblems = {};
  if (!job.description.replace(/<[^>]*>/g, '').trim()) problems.description = [{ rule: 'required' }];
  if (!job.work_type) problems.work_type = [{ rule: 'required' }];
  if (!job.product) problems.product = [{ rule: 'required' }];
  return Object.keys(problems).length ? problems : null;
}

/**
 * Publishes a draft: one credit is spent in the same transaction (no credit → 422
 * `insufficient_credits`, and the draft stays as it was). It goes live, or on hold when the site
 * reviews new jobs. The listing runs from its start date (today if none) for the product's days
 * unless an end date was chosen.
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
    const owner = { accountId: scope.accountId, siteId: scope.siteId, employerId: job.employer.id };
    await spendCredit(tx, owner, { jobId: job.id, reason: job.title }, actor);
    // Trusted employers skip review (PRODUCT-NOTES: the most requested moderation rule).
    const employer = await findEmployer(tx, scope, job.employer.id);
    const held = jobsStartOnHold(settings) && !employer?.trusted;
    await updateJob(tx, scope, id, {
      status: held ? 'on_hold' : 'live',
      startDate: start,
      endDate: end,
      ...(held ? {} : { publishedAt: sql`now()` }),
    });
    await audit(tx, actor, scope, 'job.published', id, { to: held ? 'on_hold' : 'live' });
    if (held)
      await notify(tx, scope, { action: 'approve', subject: 'jobs' }, 'staff', {
        kind: 'job_on_hold',
        params: { employer: job.employer.name, job: job.title, site: (await siteSettings(tx, scope)).name },
        link: sitePath(scope, 'jobs/hold'),
      });
  });
  return getJob(ctx.db, scope, id);
}

type Transition = {
  from: JobStatus[];
  to: JobStatus;
  action: string;
  patch?: { rejectionReason?: string; publishedAt?: SQL };
  each?: (tx: Queryable, job: Job) => Promise<void>;
};

/** Moves the scope's jobs among `ids` that are in `from`; the rest are reported as skipped. */
async function transition(ctx: AppContext, scope: JobScope, ids: string[], t: Transition, actor: AuditActor) {
  return ctx.db.transaction(async (tx) => {
    const rows = await lockJobs(tx, scope, [...new Set(ids)]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const result: BulkJobResult = { updated: [], skipped: [] };
    for (const id of new Set(ids)) {
      const row = byId.get(id);
      if (!row) result.skipped.push({ id, reason: 'not_found' });
      else if (!t.from.includes(row.status)) result.skipped.push({ id, reason: 'wrong_status' });
      else result.updated.push(id);
    }
    await setJobStatus(tx, scope, result.updated, { status: t.to, ...t.patch });
    for (const id of result.updated) {
      const row = byId.get(id)!;
      await audit(tx, actor, scope, t.action, id, { from: row.status, to: t.to });
      await t.each?.(tx, row);
    }
    return result;
  });
}

export const approveJobs = (ctx: AppContext, scope: JobScope, ids: string[], actor: AuditActor) =>
  transition(
    ctx,
    scope,
    ids,
    { from: ['on_hold'], to: 'live', action: 'job.approved', patch: { publishedAt: sql`now()` } },
    actor,
  );

/** Rejects jobs in review: each one's credit is refunded and its employer gets the reason by e-mail. */
export async function rejectJobs(
  ctx: AppContext,
  scope: JobScope,
  input: { ids: string[]; reason: string; locale: Locale },
  actor: AuditActor,
): Promise<BulkJobResult> {
  const { name: siteName, settings } = await siteSettings(ctx.db, scope);
  const locale = typeof settings.locale === 'string' && isLocale(settings.locale) ? settings.locale : input.locale;
  const text = catalogues[locale].mail;
  const result = await transition(
    ctx,
    scope,
    input.ids,
    {
      from: ['on_hold'],
      to: 'rejected',
      action: 'job.rejected',
      patch: { rejectionReason: input.reason },
      each: async (tx, job) => {
        await refundCredit(
          tx,
          { accountId: scope.accountId, siteId: scope.siteId, employerId: job.employer.id },
          { jobId: job.id, reason: input.reason },
          actor,
        );
        await notify(tx, { ...scope, employerId: job.employer.id }, { action: 'read', subject: 'jobs' }, 'employer', {
          kind: 'job_rejected',
          params: { job: job.title, reason: input.reason },
          link: sitePath(scope, `jobs/${job.id}`),
        });
        const employer = await findEmployer(tx, scope, job.employer.id);
        if (!employer?.email) return;
        await enqueueMail(tx, {
          accountId: scope.accountId,
          to: employer.email,
          template: 'job_rejected',
          subject: interpolate(text.jobRejectedSubject, { title: job.title, site: siteName }),
          text: interpolate(text.jobRejectedBody, {
            name: employer.contact_name ?? employer.name,
            title: job.title,
            site: siteName,
            reason: input.reason,
          }),
        });
      },
    },
    actor,
  );
  if (result.updated.length) ctx.mail.kick();
  return result;
}

export const unlistJobs = (ctx: AppContext, scope: JobScope, ids: string[], actor: AuditActor) =>
  transition(ctx, scope, ids, { from: ['live'], to: 'unlisted', action: 'job.unlisted' }, actor);

export const relistJobs = (ctx: AppContext, scope: JobScope, ids: string[], actor: AuditActor) =>
  transition(ctx, scope, ids, { from: ['unlisted'], to: 'live', action: 'job.relisted' }, actor);

/** Final: an expired job cannot come back (clone it instead). */
export const expireJobs = (ctx: AppContext, scope: JobScope, ids: string[], actor: AuditActor) =>
  transition(ctx, scope, ids, { from: ['live', 'unlisted'], to: 'expired', action: 'job.expired' }, actor);

/** A draft copy: same content, but no product and no dates, which the poster chooses anew. */
export async function cloneJob(ctx: AppContext, scope: JobScope, id: string, actor: AuditActor): Promise<Job> {
  const source = await getJob(ctx.db, scope, id);
  const copyId = await ctx.db.transaction(async (tx) => {
    const copy = await insertJob(tx, scope, {
      employerId: source.employer.id,
      consultantId: source.consultant_id,
      title: source.title,
      description: source.description,
      workType: source.work_type,
      payType: source.pay_type,
      payMin: source.pay_min,
      payMax: source.pay_max,
      currency: source.currency,
      keySellingPoints: source.key_selling_points,
      links: source.links,
      banner: source.banner,
      referenceNumber: source.reference_number,
      classifications: source.classifications,
      tags: source.tags,
      createdByUserId: actor.userId,
    });
    await audit(tx, actor, scope, 'job.cloned', copy, { from_job: source.id });
    return copy;
  });
  return getJob(ctx.db, scope, copyId);
}

export async function deleteJob(ctx: AppContext, scope: JobScope, id: string, actor: AuditActor) {
  await ctx.db.transaction(async (tx) => {
    const job = await findJob(tx, scope, id, true);
    if (!job) throw notFound();
    // Deleting would cascade to the candidates' applications and their history: expire it instead.
    if (await jobHasApplications(tx, id)) throw new AppError('job_has_applications');
    await deleteJobRow(tx, scope, id);
    await audit(tx, actor, scope, 'job.deleted', id, { title: job.title, status: job.status });
  });
}

export async function setJobTags(ctx: AppContext, scope: JobScope, id: string, tags: string[], actor: AuditActor) {
  await ctx.db.transaction(async (tx) => {
    const job = await findJob(tx, scope, id, true);
    if (!job) throw notFound();
    await updateJob(tx, scope, id, { tags: [...new Set(tags)] });
    await audit(tx, actor, scope, 'job.tagged', id, { tags });
  });
  return getJob(ctx.db, scope, id);
}

/**
 * Adds and removes tags on many jobs in one transaction. A job that would end up with more than
 * JOB_TAGS_MAX tags is left as it is and reported, never silently cut.
 */
export async function tagJobs(ctx: AppContext, scope: JobScope, body: BulkTagJobsBody, actor: AuditActor) {
  return ctx.db.transaction(async (tx) => {
    const ids = [...new Set(body.ids)];
    const byId = new Map((await lockJobs(tx, scope, ids)).map((r) => [r.id, r]));
    const result: BulkJobResult = { updated: [], skipped: [] };
    for (const id of ids) {
      const job = byId.get(id);
      if (!job) {
        result.skipped.push({ id, reason: 'not_found' });
        continue;
      }
      const tags = [...new Set([...job.tags.filter((t) => !body.remove.includes(t)), ...body.add])];
      if (tags.length > JOB_TAGS_MAX) {
        result.skipped.push({ id, reason: 'too_many_tags' });
        continue;
      }
      await updateJob(tx, scope, id, { tags });
      await audit(tx, actor, scope, 'job.tagged', id, { tags, add: body.add, remove: body.remove });
      result.updated.push(id);
    }
    return result;
  });
}
