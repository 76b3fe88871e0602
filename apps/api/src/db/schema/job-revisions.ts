import { JOB_REVISION_STATUSES, type JobContent } from '@talent/contract';
import { sql } from 'drizzle-orm';
import {
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
import { users } from './users.js';

/**
 * An employer's edit of an approved job's content, kept apart from the job while it waits for review:
 * the job's row stays the approved version that the board, feeds and every public read serve. At
 * most one edit of a job waits; saving again changes that one (its fingerprint, the version a
 * moderator names, changes with it). Decided edits stay as the job's history of changes.
 */
export const jobRevisions = pgTable(
  'job_revisions',
  {
    id: uuid('id').notNull().defaultRandom(),
    accountId: integer('account_id').notNull(),
    siteId: integer('site_id').notNull(),
    jobId: uuid('job_id').notNull(),
    /** The advert's fields as the employer saved them, in the API's shape (description sanitised like the job's). */
    content: jsonb('content').$type<JobContent>().notNull(),
    /** sha-256 of `content` (`content-fingerprint.ts`): the version approve and reject must name. */
    fingerprint: text('fingerprint').notNull(),
    status: text('status', { enum: JOB_REVISION_STATUSES }).notNull().default('pending'),
    submittedByUserId: integer('submitted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: tstz('decided_at'),
    rejectionReason: text('rejection_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'job_revisions_pkey', columns: [t.id, t.accountId] }),
    foreignKey({
      name: 'job_revisions_job_fk',
      columns: [t.jobId, t.accountId],
      foreignColumns: [jobs.id, jobs.accountId],
    }).onDelete('cascade'),
    // One waiting edit per job: a second save changes it rather than queueing another.
    uniqueIndex('job_revisions_pending_uq').on(t.jobId, t.accountId).where(sql`${t.status} = 'pending'`),
    // The review queue: a site's waiting edits.
    index('job_revisions_site_pending_idx').on(t.accountId, t.siteId).where(sql`${t.status} = 'pending'`),
    index('job_revisions_job_idx').on(t.jobId, t.createdAt),
    check('job_revisions_status_chk', oneOf(t.status, JOB_REVISION_STATUSES)),
    check(
      'job_revisions_decided_chk',
      sql`(${t.status} = 'pending') = (${t.decidedAt} is null) and (${t.rejectionReason} is null or ${t.status} = 'rejected')`,
    ),
  ],
);
