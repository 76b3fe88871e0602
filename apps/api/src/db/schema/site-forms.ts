import { SITE_FORM_STATUSES, type SiteFormField } from '@talent/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, oneOf, updatedAt } from './columns.js';
import { applications } from './seekers.js';
import { accounts, employers, sites } from './tenancy.js';
import { users } from './users.js';

/**
 * A form of a site (issue 21). `draft` is the field list being edited; a publish freezes it into a
 * `site_form_versions` row and points `published_version_id` at it. `handler` names what a
 * submission does (modules register handlers by name); `webhook_url`/`webhook_secret_enc` belong to
 * the webhook handler. `allowed_origins` are the https origins that may embed the hosted page.
 */
export const siteForms = pgTable(
  'site_forms',
  {
    id: serial('id'),
    uuid: uuid('uuid').notNull().defaultRandom(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    handler: text('handler'),
    webhookUrl: text('webhook_url'),
    webhookSecretEnc: text('webhook_secret_enc'),
    status: text('status', { enum: SITE_FORM_STATUSES }).notNull().default('draft'),
    draft: jsonb('draft').$type<SiteFormField[]>().notNull().default([]),
    publishedVersionId: integer('published_version_id'),
    allowedOrigins: text('allowed_origins').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Keys include account_id, the distribution column on Citus (docs/deploy.md); id and uuid lead for lookups.
    primaryKey({ name: 'site_forms_pkey', columns: [t.id, t.accountId] }),
    uniqueIndex('site_forms_uuid_uq').on(t.uuid, t.accountId),
    index('site_forms_site_idx').on(t.siteId),
    check('site_forms_status_chk', oneOf(t.status, SITE_FORM_STATUSES)),
    check('site_forms_name_chk', sql`char_length(${t.name}) between 1 and 120`),
  ],
);

/** A published, frozen field list of a form. Never changed; submissions point at the one they answered. */
export const siteFormVersions = pgTable(
  'site_form_versions',
  {
    id: serial('id'),
    /** The form's account (the distribution column on Citus). */
    accountId: integer('account_id').notNull(),
    formId: integer('form_id').notNull(),
    version: integer('version').notNull(),
    fields: jsonb('fields').$type<SiteFormField[]>().notNull(),
    handler: text('handler'),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ name: 'site_form_versions_pkey', columns: [t.id, t.accountId] }),
    foreignKey({
      name: 'site_form_versions_form_fk',
      columns: [t.formId, t.accountId],
      foreignColumns: [siteForms.id, siteForms.accountId],
    }).onDelete('cascade'),
    uniqueIndex('site_form_versions_form_version_uq').on(t.formId, t.version, t.accountId),
  ],
);

/** A stored file answer: where storage keeps it and what the visitor called it. */
export type SiteFormFileRef = { key: string; name: string; type: string; size: number };

/**
 * One answer set. `answers` keeps each value with the label it was asked with, so the submission
 * reads the same after later publishes. `ip_hash` is a keyed digest, never the address.
 */
export const siteFormSubmissions = pgTable(
  'site_form_submissions',
  {
    id: serial('id'),
    uuid: uuid('uuid').notNull().defaultRandom(),
    /** The form's account (the distribution column on Citus). */
    accountId: integer('account_id').notNull(),
    formId: integer('form_id').notNull(),
    versionId: integer('version_id').notNull(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<Record<string, { label: string; value: unknown }>>().notNull(),
    email: text('email'),
    locale: text('locale').notNull(),
    ipHash: text('ip_hash').notNull(),
    files: jsonb('files').$type<Record<string, SiteFormFileRef>>().notNull().default({}),
    handlerResult: jsonb('handler_result').$type<Record<string, unknown>>(),
    /**
     * The site's privacy notice version the visitor accepted with this submission (null: the site
     * had none). With `created_at` and `ip_hash`, the record of that consent: a form's e-mail is
     * unproven, so it is no candidate's consent (seeker_consents) on its own.
     */
    privacyNoticeVersion: integer('privacy_notice_version'),
    /**
     * The employer an `employer_registration` submission created (its detail page shows the answers).
     */
    employerId: integer('employer_id'),
    /** A job's screening answers belong to the application they came with (one set each) and go with it. */
    applicationId: uuid('application_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'site_form_submissions_pkey', columns: [t.id, t.accountId] }),
    foreignKey({
      name: 'site_form_submissions_form_fk',
      columns: [t.formId, t.accountId],
      foreignColumns: [siteForms.id, siteForms.accountId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'site_form_submissions_version_fk',
      columns: [t.versionId, t.accountId],
      foreignColumns: [siteFormVersions.id, siteFormVersions.accountId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'site_form_submissions_application_fk',
      columns: [t.applicationId, t.accountId],
      foreignColumns: [applications.id, applications.accountId],
    }).onDelete('cascade'),
    // NO ACTION: an employer is only deleted with its site, whose forms and submissions go with it;
    // Citus refuses SET NULL on a key holding account_id.
    foreignKey({
      name: 'site_form_submissions_employer_fk',
      columns: [t.employerId, t.accountId],
      foreignColumns: [employers.id, employers.accountId],
    }),
    uniqueIndex('site_form_submissions_uuid_uq').on(t.uuid, t.accountId),
    uniqueIndex('site_form_submissions_application_uq').on(t.applicationId, t.accountId),
    index('site_form_submissions_form_idx').on(t.formId, t.createdAt),
    index('site_form_submissions_employer_idx').on(t.employerId).where(sql`${t.employerId} is not null`),
  ],
);
