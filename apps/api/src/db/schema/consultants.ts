import { CONSULTANT_STATUSES } from '@talent/contract';
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, updatedAt } from './columns.js';
import { sites } from './tenancy.js';

/**
 * A recruiter of one site. Jobs and employers point at their consultant (`consultant_id`). A
 * consultant is disabled, never deleted (only with the site, and its jobs and employers with it):
 * the keys are NO ACTION, as Citus refuses SET NULL on a key holding account_id. They are written
 * by hand (migrations 0013 and `citus_keys`): declaring them here would make an import cycle.
 */
export const consultants = pgTable(
  'consultants',
  {
    id: serial('id'),
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
    primaryKey({ name: 'consultants_pkey', columns: [t.id, t.accountId] }),
    foreignKey({ columns: [t.siteId, t.accountId], foreignColumns: [sites.id, sites.accountId] }).onDelete('cascade'),
    uniqueIndex('consultants_site_email_uq').on(t.accountId, t.siteId, sql`lower(${t.email})`),
    index('consultants_site_name_idx').on(t.accountId, t.siteId, sql`lower(${t.name})`),
    check('consultants_status_chk', oneOf(t.status, CONSULTANT_STATUSES)),
  ],
);
