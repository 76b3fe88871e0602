import { FLAG_REASONS, JOB_STATUSES, UNLISTED_BY } from '@talent/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, oneOf, tstz, updatedAt } from './columns.js';
import { siteFormSubmissions, siteForms } from './site-forms.js';
import { employers } from './tenancy.js';
import { users } from './users.js';

/** A job ad of one employer on one site; its uuid is the public id. */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').notNull().defaultRandom(),
    accountId: integer('account_id').notNull(),
    siteId: integer('site_id').notNull(),
    employerId: integer('employer_id').notNull(),
    consultantId: integer('consultant_id'),
    title: text('title').notNull(),
    /** Sanitised HTML, never the raw input. */
    description: text('description').notNull().default(''),
    workType: text('work_type'),
    payType: text('pay_type'),
    payMin: integer('pay_min'),
    payMax: integer('pay_max'),
    currency: text('currency'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    keySellingPoints: text('key_selling_points').array().notNull().default(sql`'{}'::text[]`),
    links: jsonb('links').$type<{ label: string; url: string }[]>().notNull().default([]),
    banner: text('banner'),
    referenceNumber: text('reference_number'),
    classifications: text('classifications').array().notNull().default(sql`'{}'::text[]`),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    product: text('product'),
    /**
     * The site form (handler `job_application`) whose questions applicants answer; the service keeps
     * it to the job's own site. A deleted form leaves the job without questions (the site-forms repo
     * clears it: the key is NO ACTION, as Citus refuses SET NULL on a key holding account_id).
     */
    screeningFormId: integer('screening_form_id'),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('draft'),
    rejectionReason: text('rejection_reason'),
    /** Why the job is unlisted (kept while it is): who decided, when, and for moderation the reports' reasons. */
    unlistedBy: text('unlisted_by', { enum: UNLISTED_BY }),
    unlistedAt: tstz('unlisted_at'),
    unlistedByUserId: integer('unlisted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    unlistedReasons: text('unlisted_reasons').array().notNull().default(sql`'{}'::text[]`),
    unlistedNote: text('unlisted_note'),
    /**
     * sha-256 of the content as it was last approved (by review, by a staff edit, or by going live on
     * a site that did not review it); null when none was. See `content-fingerprint.ts`.
     */
    approvedFingerprint: text('approved_fingerprint'),
    /** Published while its employer was on hold: it goes live when the employer is approved. */
    awaitingEmployer: boolean('awaiting_employer').notNull().default(false),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: tstz('published_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Keys include account_id, the distribution column on Citus (docs/deploy.md); id leads for lookups by id.
    primaryKey({ name: 'jobs_pkey', columns: [t.id, t.accountId] }),
    foreignKey({
      name: 'jobs_employer_fk',
      columns: [t.employerId, t.siteId, t.accountId],
      foreignColumns: [employers.id, employers.siteId, employers.accountId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'jobs_screening_form_fk',
      columns: [t.screeningFormId, t.accountId],
      foreignColumns: [siteForms.id, siteForms.accountId],
    }),
    // The list's sorts and filters, each led by the tenant and ending in the id tie-break, so a
    // page (and page 1,000) is an index-only walk. Search: migration 0018 (trigram).
    index('jobs_site_created_idx').on(t.accountId, t.siteId, t.createdAt, t.id),
    index('jobs_site_status_created_idx').on(
      t.accountId,
      t.siteId,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('jobs_site_title_idx').on(t.accountId, t.siteId, sql`lower(${t.title})`, t.id),
    index('jobs_site_end_date_idx').on(t.accountId, t.siteId, t.endDate.asc().nullsLast(), t.id),
    index('jobs_site_end_date_desc_idx').on(
      t.accountId,
      t.siteId,
      t.endDate.desc().nullsLast(),
      t.id.desc().nullsFirst(),
    ),
    index('jobs_employer_created_idx').on(t.employerId, t.createdAt),
    // A deleted form's jobs are found by it (ON DELETE SET NULL), not by reading every job.
    index('jobs_screening_form_idx').on(t.screeningFormId),
    index('jobs_status_end_idx').on(t.status, t.endDate),
    index('jobs_tags_gin').using('gin', t.tags),
    check('jobs_status_chk', oneOf(t.status, JOB_STATUSES)),
    check('jobs_pay_chk', sql`${t.payMin} is null or ${t.payMax} is null or ${t.payMin} <= ${t.payMax}`),
    check('jobs_dates_chk', sql`${t.startDate} is null or ${t.endDate} is null or ${t.endDate} > ${t.startDate}`),
    check('jobs_ksp_chk', sql`cardinality(${t.keySellingPoints}) <= 3`),
    // An unlisted job always says who unlisted it; only the known kinds.
    check(
      'jobs_unlisted_chk',
      sql`(${t.status} <> 'unlisted' or (${t.unlistedBy} is not null and ${t.unlistedAt} is not null)) and (${t.unlistedBy} is null or ${oneOf(t.unlistedBy, UNLISTED_BY)})`,
    ),
    check('jobs_awaiting_employer_chk', sql`not ${t.awaitingEmployer} or ${t.status} = 'on_hold'`),
  ],
);

/** A visitor's report that a job is wrong; open until staff dismiss it or act on the job. */
export const jobFlags = pgTable(
  'job_flags',
  {
    id: uuid('id').notNull().defaultRandom(),
    accountId: integer('account_id').notNull(),
    siteId: integer('site_id').notNull(),
    jobId: uuid('job_id').notNull(),
    reason: text('reason', { enum: FLAG_REASONS }).notNull(),
    comments: text('comments'),
    reporterName: text('reporter_name'),
    reporterEmail: text('reporter_email'),
    createdAt: createdAt(),
    /** How it was closed: dismissed (nothing wrong) or the job was unlisted. */
    resolution: text('resolution'),
    resolvedAt: tstz('resolved_at'),
    resolvedByUserId: integer('resolved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ name: 'job_flags_pkey', columns: [t.id, t.accountId] }),
    foreignKey({
      name: 'job_flags_job_fk',
      columns: [t.jobId, t.accountId],
      foreignColumns: [jobs.id, jobs.accountId],
    }).onDelete('cascade'),
    index('job_flags_site_open_idx').on(t.accountId, t.siteId, t.resolvedAt),
    index('job_flags_job_idx').on(t.jobId),
    check('job_flags_reason_chk', oneOf(t.reason, FLAG_REASONS)),
    check(
      'job_flags_resolution_chk',
      sql`(${t.resolution} is null) = (${t.resolvedAt} is null) and (${t.resolution} is null or ${t.resolution} in ('dismissed','unlisted'))`,
    ),
  ],
);

/**
 * A candidate's rating of a job ad after applying. Feedback sent through a site form (`job_feedback`
 * handler) keeps a keyed digest of the sender's e-mail (one per e-mail per job) and its submission;
 * `hidden_at` is moderation's: hidden feedback is left out of the average and public answers.
 */
export const jobFeedback = pgTable(
  'job_feedback',
  {
    id: uuid('id').notNull().defaultRandom(),
    accountId: integer('account_id').notNull(),
    siteId: integer('site_id').notNull(),
    jobId: uuid('job_id').notNull(),
    rating: integer('rating').notNull(),
    recommend: boolean('recommend'),
    additionalFeedback: text('additional_feedback'),
    authorName: text('author_name'),
    emailDigest: text('email_digest'),
    submissionId: integer('submission_id'),
    hiddenAt: tstz('hidden_at'),
    hiddenBy: integer('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'job_feedback_pkey', columns: [t.id, t.accountId] }),
    foreignKey({
      name: 'job_feedback_job_fk',
      columns: [t.jobId, t.accountId],
      foreignColumns: [jobs.id, jobs.accountId],
    }).onDelete('cascade'),
    // NO ACTION: deleting a submission clears it first (site-forms repo); Citus refuses SET NULL here.
    foreignKey({
      name: 'job_feedback_submission_fk',
      columns: [t.submissionId, t.accountId],
      foreignColumns: [siteFormSubmissions.id, siteFormSubmissions.accountId],
    }),
    index('job_feedback_submission_idx').on(t.submissionId).where(sql`${t.submissionId} is not null`),
    index('job_feedback_job_idx').on(t.jobId, t.createdAt),
    uniqueIndex('job_feedback_job_email_uq').on(t.jobId, t.emailDigest, t.accountId),
    check('job_feedback_rating_chk', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * A job rating sent from an address that has not proven it yet (issue 31, SECURITY 36): held until
 * the address confirms its mailed link, then moved into `job_feedback` (replacing that address's
 * earlier rating of the job) and deleted. It counts nowhere meanwhile; staff see only how many wait.
 * What the visitor wrote stays in their submission only (no second copy of it here); the hourly
 * housekeeping deletes what nobody confirmed once the link has expired.
 */
export const unconfirmedJobFeedback = pgTable(
  'unconfirmed_job_feedback',
  {
    id: uuid('id').notNull().defaultRandom(),
    accountId: integer('account_id').notNull(),
    siteId: integer('site_id').notNull(),
    jobId: uuid('job_id').notNull(),
    submissionId: integer('submission_id').notNull(),
    rating: integer('rating').notNull(),
    recommend: boolean('recommend'),
    /** The keyed digest of the sender's address, as `job_feedback.email_digest`. */
    emailDigest: text('email_digest').notNull(),
    /** The language of the link's mail and page. */
    locale: text('locale').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'unconfirmed_job_feedback_pkey', columns: [t.id, t.accountId] }),
    foreignKey({
      name: 'unconfirmed_job_feedback_job_fk',
      columns: [t.jobId, t.accountId],
      foreignColumns: [jobs.id, jobs.accountId],
    }).onDelete('cascade'),
    // Held with its submission: deleting the submission withdraws the rating.
    foreignKey({
      name: 'unconfirmed_job_feedback_submission_fk',
      columns: [t.submissionId, t.accountId],
      foreignColumns: [siteFormSubmissions.id, siteFormSubmissions.accountId],
    }).onDelete('cascade'),
    index('unconfirmed_job_feedback_job_idx').on(t.jobId, t.expiresAt),
    index('unconfirmed_job_feedback_submission_idx').on(t.submissionId),
    index('unconfirmed_job_feedback_expires_idx').on(t.expiresAt),
    check('unconfirmed_job_feedback_rating_chk', sql`${t.rating} between 1 and 5`),
  ],
);
