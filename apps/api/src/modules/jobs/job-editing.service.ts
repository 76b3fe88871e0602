import {
  type BulkJobResult,
  type BulkTagJobsBody,
  EDITABLE_JOB_STATUSES,
  JOB_TAGS_MAX,
  type Job,
  type SaveJobBody,
} from '@talent/contract';
import type { Queryable } from '../../db/client.js';
import type { AuditActor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, type FieldProblems, invalidFields, notFound } from '../../platform/errors.js';
import { sanitizeRichText } from '../../platform/html.js';
import { jobHasApplications } from '../applications/applications.repo.js';
import { jobConsultant } from '../consultants/consultants.service.js';
import { findEmployer, siteSettings } from '../employers/employers.repo.js';
import { findScreeningForm } from '../screening/screening.repo.js';
import { screeningFormIdFor } from '../screening/screening.service.js';
import { contentFingerprint } from './content-fingerprint.js';
import { auditJob } from './job-audit.js';
import { type SavedValues, saveEdit } from './job-edits.service.js';
import type { Decider } from './job-moderation.service.js';
import { closePendingRevision } from './job-revisions.repo.js';
import { editedJobsNeedReview, jobClassificationsOf, jobProductsOf } from './job-settings.js';
import {
  deleteJob as deleteJobRow,
  findJob,
  insertJob,
  type JobRecord,
  type JobScope,
  lockJobs,
  updateJob,
} from './jobs.repo.js';

/** Whose job it is: an employer user's own employer; for staff the body's employer, of the site. */
async function employerFor(q: Queryable, scope: JobScope, requested: number | undefined): Promise<number> {
  if (scope.employerId !== null) return scope.employerId;
  if (requested === undefined) throw invalidFields({ employer_id: [{ rule: 'required' }] });
  const employer = await findEmployer(q, scope, requested);
  if (!employer) throw invalidFields({ employer_id: [{ rule: 'invalid' }] });
  return employer.id;
}

export type { SavedValues } from './job-edits.service.js';

async function valuesOf(
  q: Queryable,
  scope: JobScope,
  body: SaveJobBody,
  current: Pick<JobRecord, 'consultant_id' | 'screeningFormId' | 'screening_form_uuid'> | null,
): Promise<SavedValues> {
  const { settings } = await siteSettings(q, scope);
  const problems: FieldProblems = {};
  if (body.product !== null && !jobProductsOf(settings).some((p) => p.key === body.product)) {
    problems.product = [{ rule: 'invalid' }];
  }
  const known = new Set(jobClassificationsOf(settings).map((c) => c.value));
  if (body.classifications.some((c) => !known.has(c))) problems.classifications = [{ rule: 'invalid' }];
  if (Object.keys(problems).length) throw invalidFields(problems);
  return {
    consultantId: await jobConsultant(q, scope, body.consultant_id, current?.consultant_id ?? null),
    screeningFormId: await screeningFormIdFor(q, scope, body.screening_form_uuid, {
      id: current?.screeningFormId ?? null,
      uuid: current?.screening_form_uuid ?? null,
    }),
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
    await auditJob(tx, actor, scope, 'job.created', jobId, { employer_id: employerId });
    return jobId;
  });
  return getJob(ctx.db, scope, id);
}

/**
 * Saves a job. On a site that reviews edits (`edited_jobs_need_review`), an employer's change to the
 * content of an approved job (live or unlisted) does not reach the job: it waits as the job's
 * pending edit (`job_revisions`) while the approved version stays what visitors read, and the
 * listing's terms (dates, product, tags, consultant, questions) are saved at once. Saving the live
 * content again withdraws the edit. Staff edits and trusted employers' go live as they are, and
 * count as approved. Drafts and jobs in review change in place (nobody reads them yet; an approval
 * names the version its moderator saw). Rejected and expired jobs are final.
 */
export async function saveJob(
  ctx: AppContext,
  scope: JobScope,
  id: string,
  body: SaveJobBody,
  { actor, staff }: Decider,
): Promise<Job> {
  await ctx.db.transaction(async (tx) => {
    const before = await findJob(tx, scope, id, true);
    if (!before) throw notFound();
    if (!EDITABLE_JOB_STATUSES.includes(before.status)) throw new AppError('job_not_editable');
    const values = await valuesOf(tx, scope, body, before);
    const fingerprint = contentFingerprint(values);
    const listed = before.status === 'live' || before.status === 'unlisted';
    const { name: siteName, settings } = await siteSettings(tx, scope);
    const trusted = !staff && listed && (await findEmployer(tx, scope, before.employer.id))?.trusted === true;
    if (listed && !staff && !trusted && editedJobsNeedReview(settings)) {
      await saveEdit(tx, scope, { before, values, fingerprint, siteName }, actor);
      return;
    }
    await updateJob(tx, scope, id, {
      ...values,
      ...((staff || trusted) && listed ? { approvedFingerprint: fingerprint } : {}),
    });
    // The employer's own live save replaces an edit of theirs still waiting (from before the site
    // stopped reviewing edits); a staff edit leaves it to the moderators.
    if (!staff && before.pending_edit)
      await closePendingRevision(tx, scope, id, { status: 'withdrawn', userId: actor.userId });
    await auditJob(tx, actor, scope, 'job.updated', id, {});
  });
  return getJob(ctx.db, scope, id);
}

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
      // Same questions, as long as the form is still one the job form may choose.
      screeningFormId: source.screening_form_uuid
        ? await findScreeningForm(tx, scope, source.screening_form_uuid)
        : null,
      createdByUserId: actor.userId,
    });
    await auditJob(tx, actor, scope, 'job.cloned', copy, { from_job: source.id });
    return copy;
  });
  return getJob(ctx.db, scope, copyId);
}

export async function deleteJob(ctx: AppContext, scope: JobScope, id: string, actor: AuditActor) {
  await ctx.db.transaction(async (tx) => {
    const job = await findJob(tx, scope, id, true);
    if (!job) throw notFound();
    // Deleting would cascade to the candidates' applications and their history: expire it instead.
    if (await jobHasApplications(tx, scope, id)) throw new AppError('job_has_applications');
    await deleteJobRow(tx, scope, id);
    await auditJob(tx, actor, scope, 'job.deleted', id, { title: job.title, status: job.status });
  });
}

export async function setJobTags(ctx: AppContext, scope: JobScope, id: string, tags: string[], actor: AuditActor) {
  await ctx.db.transaction(async (tx) => {
    const job = await findJob(tx, scope, id, true);
    if (!job) throw notFound();
    await updateJob(tx, scope, id, { tags: [...new Set(tags)] });
    await auditJob(tx, actor, scope, 'job.tagged', id, { tags });
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
      await auditJob(tx, actor, scope, 'job.tagged', id, { tags, add: body.add, remove: body.remove });
      result.updated.push(id);
    }
    return result;
  });
}
