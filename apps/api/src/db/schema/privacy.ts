import {
  CONSENT_SOURCES,
  ERASURE_MODES,
  ERASURE_SCHEDULE_REASONS,
  PRIVACY_REQUEST_KINDS,
  PRIVACY_REQUEST_ORIGINS,
  PRIVACY_REQUEST_STATUSES,
} from '@talent/contract';
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
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, oneOf, tstz, updatedAt } from './columns.js';
import { seekers } from './seekers.js';
import { accounts, sites } from './tenancy.js';
import { users } from './users.js';

/** The platform's bounds on an account's retention period: one row (`id` is always true). */
export const platformPrivacyLimits = pgTable(
  'platform_privacy_limits',
  {
    id: boolean('id').primaryKey().default(true),
    minMonths: integer('min_months').notNull().default(6),
    maxMonths: integer('max_months').notNull().default(60),
    updatedAt: updatedAt(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('platform_privacy_limits_one_row_chk', sql`${t.id}`),
    check('platform_privacy_limits_order_chk', sql`1 <= ${t.minMonths} and ${t.minMonths} <= ${t.maxMonths}`),
  ],
);

/** An account's retention rule (no row: the defaults, rule off). */
export const accountPrivacySettings = pgTable(
  'account_privacy_settings',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    retentionEnabled: boolean('retention_enabled').notNull().default(false),
    retentionMonths: integer('retention_months').notNull().default(24),
    graceDays: integer('grace_days').notNull().default(14),
    siteOverrideAllowed: boolean('site_override_allowed').notNull().default(false),
    hardDelete: boolean('hard_delete').notNull().default(false),
    updatedAt: updatedAt(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('account_privacy_settings_months_chk', sql`${t.retentionMonths} between 1 and 240`),
    check('account_privacy_settings_grace_chk', sql`${t.graceDays} between 1 and 90`),
  ],
);

/** A site's own retention period, used when its account allows site overrides. */
export const sitePrivacySettings = pgTable(
  'site_privacy_settings',
  {
    siteId: integer('site_id').notNull(),
    accountId: integer('account_id').notNull(),
    retentionMonths: integer('retention_months').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'site_privacy_settings_pkey', columns: [t.siteId, t.accountId] }),
    foreignKey({
      name: 'site_privacy_settings_site_fk',
      columns: [t.siteId, t.accountId],
      foreignColumns: [sites.id, sites.accountId],
    }).onDelete('cascade'),
    check('site_privacy_settings_months_chk', sql`${t.retentionMonths} between 1 and 240`),
  ],
);

/**
 * A site's privacy notice, one row per published version (en/fr/ar texts). A version that
 * `requires_reconsent` makes consents to earlier versions no longer valid.
 */
export const privacyNotices = pgTable(
  'privacy_notices',
  {
    id: serial('id'),
    accountId: integer('account_id').notNull(),
    siteId: integer('site_id').notNull(),
    version: integer('version').notNull(),
    /** `{ en: { title, body }, fr: …, ar: … }` */
    texts: jsonb('texts').$type<Record<string, { title: string; body: string }>>().notNull(),
    requiresReconsent: boolean('requires_reconsent').notNull().default(false),
    publishedAt: createdAt(),
    publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ name: 'privacy_notices_pkey', columns: [t.id, t.accountId] }),
    foreignKey({
      name: 'privacy_notices_site_fk',
      columns: [t.siteId, t.accountId],
      foreignColumns: [sites.id, sites.accountId],
    }).onDelete('cascade'),
    uniqueIndex('privacy_notices_site_version_uq').on(t.siteId, t.version, t.accountId),
  ],
);

/** One consent by a candidate to a notice version, with when, how and from which client address. */
export const seekerConsents = pgTable(
  'seeker_consents',
  {
    id: bigserial('id', { mode: 'number' }),
    accountId: integer('account_id').notNull(),
    siteId: integer('site_id').notNull(),
    seekerId: uuid('seeker_id').notNull(),
    noticeVersion: integer('notice_version').notNull(),
    source: text('source', { enum: CONSENT_SOURCES }).notNull(),
    ip: text('ip'),
    givenAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'seeker_consents_pkey', columns: [t.id, t.accountId] }),
    foreignKey({
      name: 'seeker_consents_seeker_fk',
      columns: [t.seekerId, t.accountId],
      foreignColumns: [seekers.id, seekers.accountId],
    }).onDelete('cascade'),
    index('seeker_consents_seeker_idx').on(t.seekerId, t.givenAt),
    check('seeker_consents_source_chk', oneOf(t.source, CONSENT_SOURCES)),
  ],
);

/**
 * A candidate the retention sweep marked: mailed a notice, erased at `due_at` unless they keep their
 * data or become active again (then the row goes).
 */
export const seekerErasureSchedule = pgTable(
  'seeker_erasure_schedule',
  {
    seekerId: uuid('seeker_id').notNull(),
    accountId: integer('account_id').notNull(),
    siteId: integer('site_id').notNull(),
    reason: text('reason', { enum: ERASURE_SCHEDULE_REASONS }).notNull(),
    markedAt: createdAt(),
    dueAt: tstz('due_at').notNull(),
    noticeSentAt: tstz('notice_sent_at'),
  },
  (t) => [
    primaryKey({ name: 'seeker_erasure_schedule_pkey', columns: [t.seekerId, t.accountId] }),
    foreignKey({
      name: 'seeker_erasure_schedule_seeker_fk',
      columns: [t.seekerId, t.accountId],
      foreignColumns: [seekers.id, seekers.accountId],
    }).onDelete('cascade'),
    index('seeker_erasure_schedule_site_due_idx').on(t.accountId, t.siteId, t.dueAt),
    index('seeker_erasure_schedule_due_idx').on(t.dueAt),
    check('seeker_erasure_schedule_reason_chk', oneOf(t.reason, ERASURE_SCHEDULE_REASONS)),
  ],
);

/**
 * The history of erasures and exports. `seeker_id` has no foreign key: the record outlives a
 * hard-deleted candidate. It never holds the candidate's personal data; an export's ZIP is a
 * private storage object (`file_key`) until `expires_at`.
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: uuid('id').notNull().defaultRandom(),
    accountId: integer('account_id').notNull(),
    siteId: integer('site_id').notNull(),
    seekerId: uuid('seeker_id').notNull(),
    kind: text('kind', { enum: PRIVACY_REQUEST_KINDS }).notNull(),
    origin: text('origin', { enum: PRIVACY_REQUEST_ORIGINS }).notNull(),
    status: text('status', { enum: PRIVACY_REQUEST_STATUSES }).notNull().default('pending'),
    /** Erasures only: anonymised or deleted. */
    mode: text('mode', { enum: ERASURE_MODES }),
    reason: text('reason'),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    fileKey: text('file_key'),
    fileSize: integer('file_size'),
    expiresAt: tstz('expires_at'),
    error: text('error'),
    /** What went, as counts (`{ applications: 3, files: 2, … }`): never the data itself. */
    summary: jsonb('summary').$type<Record<string, number>>().notNull().default({}),
    createdAt: createdAt(),
    completedAt: tstz('completed_at'),
  },
  (t) => [
    primaryKey({ name: 'privacy_requests_pkey', columns: [t.id, t.accountId] }),
    foreignKey({
      name: 'privacy_requests_site_fk',
      columns: [t.siteId, t.accountId],
      foreignColumns: [sites.id, sites.accountId],
    }).onDelete('cascade'),
    index('privacy_requests_account_created_idx').on(t.accountId, t.createdAt),
    index('privacy_requests_seeker_idx').on(t.seekerId, t.createdAt),
    check('privacy_requests_kind_chk', oneOf(t.kind, PRIVACY_REQUEST_KINDS)),
    check('privacy_requests_origin_chk', oneOf(t.origin, PRIVACY_REQUEST_ORIGINS)),
    check('privacy_requests_status_chk', oneOf(t.status, PRIVACY_REQUEST_STATUSES)),
    // A CHECK passes on null: the mode of an export stays empty.
    check('privacy_requests_mode_chk', oneOf(t.mode, ERASURE_MODES)),
  ],
);

/**
 * Erased addresses, kept only as a keyed digest (HMAC under a key derived from SECRETS_KEY, the
 * account bound in), so imports and alerts can tell an address was erased without keeping it.
 */
export const suppressedEmails = pgTable(
  'suppressed_emails',
  {
    emailHash: text('email_hash').notNull(),
    accountId: integer('account_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'suppressed_emails_pkey', columns: [t.emailHash, t.accountId] })],
);

/** Single-use signed links already used (digest of the link's nonce), kept until the link expires. */
export const signedLinkUses = pgTable(
  'signed_link_uses',
  {
    nonceHash: text('nonce_hash').primaryKey(),
    usedAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
  },
  (t) => [index('signed_link_uses_expires_idx').on(t.expiresAt)],
);

/**
 * A periodic task that must run once per period across every process (the daily retention sweep):
 * a process claims the period with one conditional UPDATE; the others find it taken.
 */
export const scheduledRuns = pgTable('scheduled_runs', {
  name: text('name').primaryKey(),
  /** The start of the last period claimed (e.g. the day). */
  periodStart: tstz('period_start'),
  claimedBy: text('claimed_by'),
  startedAt: tstz('started_at'),
  finishedAt: tstz('finished_at'),
  lastError: text('last_error'),
});
