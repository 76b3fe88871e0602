import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tstz, updatedAt } from './columns.js';
import { employers } from './tenancy.js';
import { users } from './users.js';

export const jobStatuses = ['draft', 'on_hold', 'live', 'unlisted', 'expired', 'rejected'] as const;

/** A job ad of one employer on one site; its uuid is the public id. */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
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
    status: text('status', { enum: jobStatuses }).notNull().default('draft'),
    rejectionReason: text('rejection_reason'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: tstz('published_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({ columns: [t.employerId, t.siteId], foreignColumns: [employers.id, employers.siteId] }).onDelete(
      'cascade',
    ),
    index('jobs_site_created_idx').on(t.accountId, t.siteId, t.createdAt),
    index('jobs_site_status_created_idx').on(t.siteId, t.status, t.createdAt),
    index('jobs_employer_created_idx').on(t.employerId, t.createdAt),
    index('jobs_status_end_idx').on(t.status, t.endDate),
    index('jobs_tags_gin').using('gin', t.tags),
    check('jobs_status_chk', sql`${t.status} in ('draft','on_hold','live','unlisted','expired','rejected')`),
    check('jobs_pay_chk', sql`${t.payMin} is null or ${t.payMax} is null or ${t.payMin} <= ${t.payMax}`),
    check('jobs_dates_chk', sql`${t.startDate} is null or ${t.endDate} is null or ${t.endDate} > ${t.startDate}`),
    check('jobs_ksp_chk', sql`cardinality(${t.keySellingPoints}) <= 3`),
  ],
);
