import { z } from 'zod';
import { one, PaginationQuery, page, tagChange } from './common.js';
import { FieldOptionSchema, LocalizedLabel, uploadedImage } from './employers.js';
import { FLAG_REASONS } from './flag-reasons.js';
import { JOB_CONTENT_FIELDS, JOB_REVIEW_KINDS } from './job-content.js';
import { ScreeningFormOptionSchema } from './screening.js';

/** Spec §9: the only tags rich text may keep (job descriptions, on the server and on display). */
export const SAFE_HTML_TAGS = [
  'a',
  'b',
  'br',
  'strong',
  'i',
  'em',
  'mark',
  'small',
  'del',
  'ins',
  'sub',
  'sup',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'div',
  'p',
  'span',
  'ul',
  'li',
] as const;
/** Link targets a reader may follow: web and mail only. */
export const SAFE_HREF = /^(?:https?|mailto):/i;

/**
 * draft → (publish: one credit) → on_hold (in review) or live; on_hold → live (approve) or
 * rejected (reject: the credit is refunded); live ⇄ unlisted (unlist / relist); live or unlisted
 * → expired (by hand or past the end date; final). Rejected and expired are final: clone to reuse.
 * Only an active employer's jobs go live. A job unlisted by staff or by moderation is relisted only
 * by staff; a relisted job whose content changed since it was approved goes back to review when
 * the site reviews edited jobs. An employer's edit of an approved (live or unlisted) job's content
 * waits as a pending edit where the site reviews edits: the approved version stays on the board
 * until a moderator approves the edit (`pending_edit`, `job-content.ts`).
 */
export const JOB_STATUSES = ['draft', 'on_hold', 'live', 'unlisted', 'expired', 'rejected'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
/** A job its people can still edit; an expired or rejected one stays as it was. */
export const EDITABLE_JOB_STATUSES: readonly JobStatus[] = ['draft', 'on_hold', 'live', 'unlisted'];
/** A job that has been published: live, unlisted after publishing, or expired. */
export const PUBLISHED_JOB_STATUSES: readonly JobStatus[] = ['live', 'unlisted', 'expired'];
export const WORK_TYPES = ['full_time', 'part_time', 'contract', 'temporary', 'casual', 'internship'] as const;
export type WorkType = (typeof WORK_TYPES)[number];
export const PAY_TYPES = ['hourly', 'daily', 'weekly', 'monthly', 'annual'] as const;
export type PayType = (typeof PAY_TYPES)[number];

export const JOB_TITLE_MAX = 200;
export const JOB_DESCRIPTION_MAX = 50_000;
export const JOB_KEY_SELLING_POINTS_MAX = 3;
export const JOB_KEY_SELLING_POINT_MAX = 120;
export const JOB_LINKS_MAX = 5;
export const JOB_TAGS_MAX = 20;
export const JOB_TAG_MAX = 40;
export const JOB_BULK_MAX = 100;
/** Spec §5/§9: the recommended banner, 1000 × 250 (ratio 4:1). */
export const JOB_BANNER = { width: 1000, height: 250 } as const;
export const JOB_REJECTION_REASON_MAX = 1000;

const uuid = z.uuid();
const date = z.iso.date();

export const JobLinkSchema = z.object({
  label: z.string().trim().min(1).max(80),
  url: z
    .string()
    .trim()
    .max(500)
    .regex(/^https?:\/\/[^\s"'<>]+$/i),
});
export type JobLink = z.infer<typeof JobLinkSchema>;

/** Who took a job off the board. Staff and moderation unlistings are undone only by site staff. */
export const UNLISTED_BY = ['employer', 'staff', 'moderation'] as const;
export type UnlistedBy = (typeof UNLISTED_BY)[number];
export const JobUnlistingSchema = z.object({
  by: z.enum(UNLISTED_BY),
  at: z.iso.datetime(),
  reasons: z.array(z.enum(FLAG_REASONS)).describe('Moderation: the reasons of the reports it acted on.'),
  note: z.string().nullable().describe('Moderation: what the moderator told the employer.'),
});
export type JobUnlisting = z.infer<typeof JobUnlistingSchema>;

/** Whether relisting needs site staff (the employer's own users may not undo a staff decision). */
export const relistNeedsStaff = (job: Pick<Job, 'status' | 'unlisted'>): boolean =>
  job.status === 'unlisted' && job.unlisted !== null && job.unlisted.by !== 'employer';

/** The advert's words as a visitor reads them (`JOB_CONTENT_FIELDS`): what moderation reviews. */
export const JobContentSchema = z
  .object({
    title: z.string(),
    description: z.string().describe('Sanitised HTML (spec §9 tags only).'),
    work_type: z.enum(WORK_TYPES).nullable(),
    pay_type: z.enum(PAY_TYPES).nullable(),
    pay_min: z.number().int().nullable().describe('Minor units of `currency`.'),
    pay_max: z.number().int().nullable(),
    currency: z.string().nullable(),
    key_selling_points: z.array(z.string()),
    links: z.array(JobLinkSchema),
    banner: z.string().nullable(),
    reference_number: z.string().nullable(),
    classifications: z.array(z.string()),
  })
  .meta({ id: 'JobContent' });
export type JobContent = z.infer<typeof JobContentSchema>;

/** A version of a job's content (a sha-256 of it): what a moderator saw, named by the decision. */
export const JobContentVersion = z
  .string()
  .regex(/^[0-9a-f]{64}$/)
  .describe('The version of the content under review, from `review.version`.');

export const JobReviewSchema = z
  .object({
    kind: z
      .enum(JOB_REVIEW_KINDS)
      .describe(
        '`new`: published, not yet live. `edit`: changes to an approved job, whose approved version stays live.',
      ),
    version: JobContentVersion,
  })
  .meta({ id: 'JobReview' });
export type JobReview = z.infer<typeof JobReviewSchema>;

export const JobPendingEditSchema = z
  .object({
    id: uuid,
    version: JobContentVersion,
    submitted_at: z.iso.datetime().describe('When the edit was last saved.'),
    content: JobContentSchema.describe('The content waiting for review; the job’s own fields are the live version.'),
    changed: z.array(z.enum(JOB_CONTENT_FIELDS)).describe('The fields that differ from the live version.'),
  })
  .meta({ id: 'JobPendingEdit' });
export type JobPendingEdit = z.infer<typeof JobPendingEditSchema>;

export const JobSchema = z
  .object({
    id: uuid,
    site_id: z.number().int(),
    employer: z.object({ id: z.number().int(), name: z.string() }),
    consultant_id: z.number().int().nullable(),
    consultant: z
      .object({ id: z.number().int(), name: z.string() })
      .nullable()
      .describe('The site’s recruiter looking after this job.'),
    ...JobContentSchema.shape,
    start_date: date.nullable(),
    end_date: date.nullable().describe('The listing expires after this day.'),
    tags: z.array(z.string()),
    product: z.string().nullable().describe('Posting product (listing duration) key of the site.'),
    screening_form_uuid: z
      .uuid()
      .nullable()
      .describe('The site form (handler `job_application`) whose questions applicants answer; null: none.'),
    status: z.enum(JOB_STATUSES),
    rating: z
      .object({ average: z.number().nullable(), count: z.number().int() })
      .describe('Candidates’ feedback: mean rating (one decimal) and how many rated.'),
    rejection_reason: z.string().nullable(),
    unlisted: JobUnlistingSchema.nullable().describe('Why the job is unlisted; null unless it is.'),
    awaiting_employer: z
      .boolean()
      .describe('Published while the employer was on hold: it goes live when the employer is approved.'),
    review: JobReviewSchema.nullable().describe(
      'What waits for a moderator’s decision (null: nothing). Approve and reject name its `version`.',
    ),
    pending_edit: JobPendingEditSchema.nullable().describe(
      'An edit of the approved content waiting for review (live or unlisted jobs); visitors still read the job’s own fields.',
    ),
    rejected_edit: z
      .object({ reason: z.string(), at: z.iso.datetime() })
      .nullable()
      .describe('The last edit, when a moderator refused it (until the next edit).'),
    published_at: z.iso.datetime().nullable(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'Job' });
export type Job = z.infer<typeof JobSchema>;
export const JobResponse = one(JobSchema);

export const JOB_SORTS = [
  'title',
  '-title',
  'created_at',
  '-created_at',
  'end_date',
  '-end_date',
  'status',
  '-status',
] as const;

export const JobListQuery = PaginationQuery.extend({
  sort: z.enum(JOB_SORTS).default('-created_at'),
  'filter[status]': z.enum(JOB_STATUSES).optional(),
  'filter[employer]': z.coerce.number().int().positive().max(2_147_483_647).optional(),
  'filter[consultant]': z.coerce.number().int().positive().max(2_147_483_647).optional(),
  'filter[classification]': z.string().trim().min(1).max(100).optional(),
  'filter[tag]': z.string().trim().min(1).max(JOB_TAG_MAX).optional(),
  'filter[from]': date.optional().describe('Created on or after this day (UTC).'),
  'filter[to]': date.optional().describe('Created on or before this day (UTC).'),
});
export type JobListQuery = z.infer<typeof JobListQuery>;
export const JobListResponse = page(JobSchema);
/** GET /v1/jobs/on-hold: the review queue, the same list with the status fixed to on_hold. */
export const OnHoldJobListQuery = JobListQuery.omit({ 'filter[status]': true });
/** GET /v1/jobs/on-hold/next: the job after `after` in the queue's order and filters (wrapping to the first). */
export const NextInQueueQuery = OnHoldJobListQuery.omit({ page: true, per_page: true, sort: true }).extend({
  after: z.uuid().optional().describe('The job just decided; the answer is never this one.'),
});
export const NextInQueueResponse = one(
  z.object({ id: z.uuid(), title: z.string() }).nullable().describe('Null when nothing else waits for review.'),
);
/** GET /v1/jobs/export.csv: the list's filters, every row. */
export const JobExportQuery = JobListQuery.omit({ page: true, per_page: true, sort: true });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));
const money = z.number().int().min(0).max(1_000_000_000).nullish().default(null);
const Tag = z.string().trim().min(1).max(JOB_TAG_MAX);

/**
 * POST /v1/jobs and PUT /v1/jobs/{uuid}: a draft needs only a title; what publishing needs
 * (description, work type, product, dates) is checked when publishing. The status is never
 * part of the body.
 */
export const SaveJobBody = z
  .object({
    employer_id: z
      .number()
      .int()
      .positive()
      .max(2_147_483_647)
      .optional()
      .describe('Staff: whose job. Employer users: their own.'),
    consultant_id: z.number().int().positive().max(2_147_483_647).nullish().default(null),
    title: z.string().trim().min(1).max(JOB_TITLE_MAX),
    description: z.string().max(JOB_DESCRIPTION_MAX).default(''),
    work_type: z.enum(WORK_TYPES).nullish().default(null),
    pay_type: z.enum(PAY_TYPES).nullish().default(null),
    pay_min: money,
    pay_max: money,
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .nullish()
      .default(null),
    start_date: date.nullish().default(null),
    end_date: date.nullish().default(null),
    key_selling_points: z
      .array(z.string().trim().max(JOB_KEY_SELLING_POINT_MAX))
      .max(JOB_KEY_SELLING_POINTS_MAX)
      .default([])
      // A row left empty is no selling point: dropped here, for the form and the API alike, so it
      // never blocks a save or a publication.
      .transform((points) => points.filter((point) => point !== ''))
      .describe('Blank entries are dropped.'),
    links: z.array(JobLinkSchema).max(JOB_LINKS_MAX).default([]),
    banner: uploadedImage().describe('An uploaded banner (`purpose=job_banner`).'),
    reference_number: optionalText(100),
    classifications: z.array(z.string().trim().min(1).max(100)).max(10).default([]),
    tags: z.array(Tag).max(JOB_TAGS_MAX).default([]),
    product: optionalText(50),
    screening_form_uuid: z
      .uuid()
      .nullish()
      .default(null)
      .describe(
        'A published form of the site with the `job_application` handler (GET /v1/site/job-options lists them); null: no questions. Another value: 422 `screening_form`.',
      ),
  })
  .superRefine((job, ctx) => {
    if (job.pay_min !== null && job.pay_max !== null && job.pay_min > job.pay_max) {
      ctx.addIssue({ code: 'custom', path: ['pay_max'], message: 'below minimum' });
    }
    if ((job.pay_min !== null || job.pay_max !== null) && job.currency === null) {
      ctx.addIssue({ code: 'invalid_type', expected: 'string', input: undefined, path: ['currency'] });
    }
    if (job.start_date !== null && job.end_date !== null && job.end_date <= job.start_date) {
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'not after start' });
    }
  });
export type SaveJobBody = z.infer<typeof SaveJobBody>;

export const JobIdParam = z.object({ uuid });
const Ids = z.array(uuid).min(1).max(JOB_BULK_MAX);
export const JobIdsBody = z.object({ ids: Ids });
/** Why a job is rejected, e-mailed to its employer: what the rejection dialog asks. */
export const JobRejection = z.object({ reason: z.string().trim().min(1).max(JOB_REJECTION_REASON_MAX) });
/** One job a moderator decides on, with the version of its content they saw (`review.version`). */
export const JobDecisionSchema = z.object({ id: uuid, version: JobContentVersion });
export type JobDecision = z.infer<typeof JobDecisionSchema>;
const Decisions = z.array(JobDecisionSchema).min(1).max(JOB_BULK_MAX);
/**
 * POST /v1/jobs/approve: each job with the version seen. A job edited since (another version now
 * waits) refuses the whole request, 409 `job_changed_in_review`.
 */
export const ApproveJobsBody = z.object({ jobs: Decisions });
export const RejectJobsBody = z.object({ jobs: Decisions, ...JobRejection.shape });
export const JobTagsBody = z.object({ tags: z.array(Tag).max(JOB_TAGS_MAX) });
export const JobTagChange = tagChange(Tag, JOB_TAGS_MAX);
/** POST /v1/jobs/tag: add and remove tags on many jobs at once (a job keeps at most 20). */
export const BulkTagJobsBody = JobTagChange.safeExtend({ ids: Ids });
export type BulkTagJobsBody = z.infer<typeof BulkTagJobsBody>;

export const BULK_JOB_SKIP_REASONS = [
  'not_found',
  'wrong_status',
  'insufficient_credits',
  'too_many_tags',
  'employer_not_active',
] as const;
export const BulkJobResultSchema = z
  .object({
    updated: z.array(uuid),
    skipped: z.array(z.object({ id: uuid, reason: z.enum(BULK_JOB_SKIP_REASONS) })),
    held: z
      .array(uuid)
      .optional()
      .describe('Relist: the updated jobs that went to review instead of live (content changed since approval).'),
  })
  .meta({ id: 'BulkJobResult' });
export type BulkJobResult = z.infer<typeof BulkJobResultSchema>;
export const BulkJobResponse = one(BulkJobResultSchema);

export const JobStatusOptionSchema = z.object({ value: z.enum(JOB_STATUSES), label: z.string() });
export const JobStatusesResponse = z.object({ data: z.array(JobStatusOptionSchema) });

export const JobProductSchema = z
  .object({ key: z.string(), days: z.number().int().positive(), label: LocalizedLabel })
  .meta({ id: 'JobProduct' });
export type JobProduct = z.infer<typeof JobProductSchema>;
/** GET /v1/site/job-options: what the job form offers on the selected site. */
export const JobOptionsSchema = z
  .object({
    products: z.array(JobProductSchema).describe('Posting products: how long a published job stays listed.'),
    classifications: z.array(FieldOptionSchema),
    currency: z.string().describe('The site’s usual pay currency.'),
    screening_forms: z
      .array(ScreeningFormOptionSchema)
      .describe('Published forms of the site with the `job_application` handler: a job’s possible questions.'),
  })
  .meta({ id: 'JobOptions' });
export type JobOptions = z.infer<typeof JobOptionsSchema>;
export const JobOptionsResponse = one(JobOptionsSchema);
