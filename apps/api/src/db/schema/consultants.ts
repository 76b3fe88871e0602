import { CONSULTANT_STATUSES } from '@talent/contract';
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, updatedAt } from './columns.js';
import { sites } from './tenancy.js';

/**
 * A recruiter of one site. Jobs and employers point at their consultant (`consultant_id`, set
 * to null if a consultant is ever deleted; the foreign keys are in migration 0013).
 */
export const consultants = pgTable(
  'consultants',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    siteId: integer('site_id').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    photo: text('photo'),
    bio: text('bio'),
    specialisations: text('specialisations').array().notNull().default(sql`'{}'::text[]`),
    status: text('status', { enum: CONSULTANT_STATUSES }).notNull().default('enabled'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({ columns: [t.siteId, t.accountId], foreignColumns: [sites.id, sites.accountId] }).onDelete('cascade'),
    uniqueIndex('consultants_site_email_uq').on(t.siteId, sql`lower(${t.email})`),
    index('consultants_site_name_idx').on(t.accountId, t.siteId, sql`lower(${t.name})`),
    check('consultants_status_chk', oneOf(t.status, CONSULTANT_STATUSES)),
  ],
);
