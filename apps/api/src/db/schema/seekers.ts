import { APPLICATION_EVENT_KINDS, APPLICATION_STATUSES, SEEKER_STATUSES } from '@talent/contract';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
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
import { jobs } from './jobs.js';
import { sites } from './tenancy.js';
import { users } from './users.js';

/** A seeker (a candidate, on screens) registered on one site; seekers do not sign in to the portal. */
export const seekers = pgTable(
  'seekers',
  {
    id: uuid('id').notNull().defaultRandom(),
    accountId: integer('account_id').notNull(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    location: text('location'),
    headline: text('headline'),
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    locale: text('locale').notNull().default('en'),
    status: text('status', { enum: SEEKER_STATUSES }).notNull().default('enabled'),
    /** Storage key of the résumé (private: served only through the API, as an attachment). */
    resumeKey: text('resume_key'),
    resumeName: text('resume_name'),
    resumeType: text('resume_type'),
    resumeSize: integer('resume_size'),
    resumeUploadedAt: tstz('resume_uploaded_at'),
    createdAt: createdAt(),
    lastActiveAt: tstz('last_active_at'),
    disabledAt: tstz('disabled_at'),
    /**
     * When the candidate unsubscribed (one click in a mail, RFC 8058) from the site's mail about their
     * applications and staff messages; null: they get it. Security and privacy mail is not affected.
     */
    mailUnsubscribedAt: tstz('mail_unsubscribed_at'),
  },
  (t) => [
    // Keys include account_id, the distribution column on Citus (docs/deploy.md); id leads for lookups by id.
    primaryKey({ name: 'seekers_pkey', columns: [t.id, t.accountId] }),
    uniqueIndex('seekers_site_email_uq').on(t.accountId, t.siteId, sql`lower(${t.email})`),
    // The list's sorts and filters, led by the tenant, ending in the id tie-break (index-only pages).
    index('seekers_site_created_idx').on(t.accountId, t.siteId, t.createdAt, t.id),
    index('seekers_site_status_created_idx').on(t.accountId, t.siteId, t.status, t.createdAt, t.id),
    index('seekers_site_last_active_idx').on(
      t.accountId,
      t.siteId,
      t.lastActiveAt.desc().nullsLast(),
      t.id.desc().nullsFirst(),
    ),
    index('seekers_site_last_name_idx').on(
      t.accountId,
      t.siteId,
      sql`lower(${t.lastName})`,
      sql`lower(${t.firstName})`,
      t.id,
    ),
    index('seekers_tags_gin').using('gin', t.tags),
    check('seekers_status_chk', oneOf(t.status, SEEKER_STATUSES)),
    check('seekers_disabled_chk', sql`(${t.status} = 'disabled') = (${t.disabledAt} is not null)`),
  ],
);

/**
 * A candidate's application to a job. employer_id copies the job's, so an employer user's
 * applications are one indexed filter away.
 */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').notNull().defaultRandom(),
    accountId: integer('account_id').notNull(),
    siteId: integer('site_id').notNull(),
    seekerId: uuid('seeker_id').notNull(),
    jobId: uuid('job_id').notNull(),
    employerId: integer('employer_id').notNull(),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('new'),
    stage: text('stage'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    enabled: boolean('enabled').notNull().default(true),
    coverLetter: text('cover_letter'),
    answers: jsonb('answers').$type<{ question: string; answer: string }[]>().notNull().default([]),
    // The candidate's lower-cased last and first name, copied here by triggers (migration 0035) so
    // the list sorted by candidate is one index of the site's applications, not a walk of its
    // candidates with a lookup of each one's applications (which grows with the page number).
    seekerSortLast: text('seeker_sort_last').notNull().default(''),
    seekerSortFirst: text('seeker_sort_first').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'applications_pkey', columns: [t.id, t.accountId] }),
    foreignKey({
      name: 'applications_seeker_fk',
      columns: [t.seekerId, t.accountId],
      foreignColumns: [seekers.id, seekers.accountId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'applications_job_fk',
      columns: [t.jobId, t.accountId],
      foreignColumns: [jobs.id, jobs.accountId],
    }).onDelete('cascade'),
    uniqueIndex('applications_job_seeker_uq').on(t.jobId, t.seekerId, t.accountId),
    // The list's sorts and filters, led by the tenant, ending in the id tie-break (index-only pages);
    // the pipeline-order sort and the search are in migration 0018.
    index('applications_site_created_idx').on(t.accountId, t.siteId, t.createdAt, t.id),
    index('applications_site_updated_idx').on(t.accountId, t.siteId, t.updatedAt, t.id),
    index('applications_employer_created_idx').on(t.employerId, t.createdAt),
    index('applications_job_created_idx').on(t.jobId, t.createdAt),
    index('applications_seeker_idx').on(t.seekerId, t.createdAt),
    index('applications_site_seeker_name_idx').on(t.accountId, t.siteId, t.seekerSortLast, t.seekerSortFirst, t.id),
    index('applications_site_status_idx').on(
      t.accountId,
      t.siteId,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('applications_tags_gin').using('gin', t.tags),
    check('applications_status_chk', oneOf(t.status, APPLICATION_STATUSES)),
  ],
);

/** History of an application: append-only, one row per change. */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: bigserial('id', { mode: 'number' }),
    accountId: integer('account_id').notNull(),
    applicationId: uuid('application_id').notNull(),
    kind: text('kind', { enum: APPLICATION_EVENT_KINDS }).notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    emailed: boolean('emailed').notNull().default(false),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    impersonatorUserId: integer('impersonator_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'application_events_pkey', columns: [t.id, t.accountId] }),
    foreignKey({
      name: 'application_events_application_fk',
      columns: [t.applicationId, t.accountId],
      foreignColumns: [applications.id, applications.accountId],
    }).onDelete('cascade'),
    index('application_events_application_idx').on(t.applicationId, t.createdAt),
    check('application_events_kind_chk', oneOf(t.kind, APPLICATION_EVENT_KINDS)),
  ],
);

/** Staff's rating and notes on an application (seeker application feedback). */
export const applicationFeedback = pgTable(
  'application_feedback',
  {
    id: uuid('id').notNull().defaultRandom(),
    accountId: integer('account_id').notNull(),
    applicationId: uuid('application_id').notNull(),
    rating: integer('rating').notNull(),
    notes: text('notes'),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'application_feedback_pkey', columns: [t.id, t.accountId] }),
    foreignKey({
      name: 'application_feedback_application_fk',
      columns: [t.applicationId, t.accountId],
      foreignColumns: [applications.id, applications.accountId],
    }).onDelete('cascade'),
    index('application_feedback_application_idx').on(t.applicationId, t.createdAt),
    check('application_feedback_rating_chk', sql`${t.rating} between 1 and 5`),
  ],
);

/** Screening answers held with an unconfirmed application; `ip_hash` is the site-form HMAC of the address. */
export type HeldScreening = {
  version_id: number;
  locale: string;
  answers: Record<string, unknown>;
  ip_hash: string;
};

/**
 * An application made on the public job board, held until its address confirms the mailed link.
 * It is not an application yet: staff never see it, nothing counts or notifies it, and the hourly
 * housekeeping deletes it once its link has expired. Confirming turns it into one and deletes it.
 */
export const unconfirmedApplications = pgTable(
  'unconfirmed_applications',
  {
    id: uuid('id').notNull().defaultRandom(),
    accountId: integer('account_id').notNull(),
    siteId: integer('site_id').notNull(),
    jobId: uuid('job_id').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    location: text('location'),
    coverLetter: text('cover_letter'),
    /** The language of the link's mail and page (the candidate's, or the form's for a new address). */
    locale: text('locale').notNull(),
    /**
     * The answers to the job's screening questions, checked against the version they were asked
     * from (`version_id`), stored with the application when it is confirmed.
     */
    screening: jsonb('screening').$type<HeldScreening>(),
    /**
     * The privacy notice version the applicant accepted, and the client address they accepted it
     * from: the consent is recorded with these once the application is confirmed (a candidate exists).
     */
    privacyNoticeVersion: integer('privacy_notice_version'),
    consentIp: text('consent_ip'),
    /** sha-256 of the mailed token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'unconfirmed_applications_pkey', columns: [t.id, t.accountId] }),
    foreignKey({
      name: 'unconfirmed_applications_job_fk',
      columns: [t.jobId, t.accountId],
      foreignColumns: [jobs.id, jobs.accountId],
    }).onDelete('cascade'),
    // The mailed link finds its row by token alone: the token leads.
    uniqueIndex('unconfirmed_applications_token_uq').on(t.tokenHash, t.accountId),
    index('unconfirmed_applications_expires_idx').on(t.expiresAt),
  ],
);
