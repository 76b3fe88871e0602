import { ACCOUNT_STATUSES, DOMAIN_PROOF_METHODS, EMPLOYER_STATUSES, EMPLOYER_TYPES, LOCALES } from '@talent/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
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
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, oneOf, tstz, updatedAt } from './columns.js';
import { users } from './users.js';

export type BrandingSection = Record<string, unknown>;

/** A recruitment business: the white-label customer and the tenant key of every other row. */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    // Public, non-secret key: the branding id, sent back as X-AF-Branding-Token to filter /auth/me.
    brandToken: text('brand_token').notNull().unique(),
    title: text('title').notNull().default(''),
    logoSquare: text('logo_square').notNull().default(''),
    primaryColor: text('primary_color').notNull().default('#a02fff'),
    primaryDarkenColor: text('primary_darken_color').notNull().default('#ff5b5b'),
    stylesheetPath: text('stylesheet_path').notNull().default(''),
    loginContent: jsonb('login_content').$type<BrandingSection>().notNull().default({}),
    forgotPasswordContent: jsonb('forgot_password_content').$type<BrandingSection>().notNull().default({}),
    registerContent: jsonb('register_content').$type<BrandingSection>().notNull().default({}),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    // Staff (anyone with a grant in the account) must use a second factor; see `platform/auth/amr.ts`.
    requireTwoFactor: boolean('require_two_factor').notNull().default(false),
    // Staff sign in only through the account's identity providers, except the break-glass owner.
    requireSso: boolean('require_sso').notNull().default(false),
    ssoBreakGlassUserId: integer('sso_break_glass_user_id'),
    /** The language of the account's mail and screens until a site or a person chooses theirs. */
    defaultLocale: text('default_locale').notNull().default('en'),
    /**
     * `suspended` by platform staff: nobody of the account signs in or acts in it; nothing is deleted.
     * `closing`: the same until `closes_at`, when the housekeeping purge deletes every row of it.
     */
    status: text('status', { enum: ACCOUNT_STATUSES }).notNull().default('active'),
    /** Why the status last changed, as the staff member wrote it (also in the audit log). */
    statusReason: text('status_reason'),
    statusChangedAt: tstz('status_changed_at'),
    /** While closing: when the purge deletes the account (null in every other status, see the CHECK). */
    closesAt: tstz('closes_at'),
    /** The last download of the account's data export by platform staff; closing needs a recent one. */
    exportDownloadedAt: tstz('export_downloaded_at'),
    /** When someone of the account hid the dashboard's first-steps checklist (null: shown). */
    onboardingDismissedAt: tstz('onboarding_dismissed_at'),
    // The plan (platform staff set it; null: no limit). On the account row because every write a
    // limit guards locks this row first (`lockPlan`), so two requests cannot both take the last place.
    maxSites: integer('max_sites'),
    maxPeople: integer('max_people'),
    maxLiveJobs: integer('max_live_jobs'),
    maxStorageMb: integer('max_storage_mb'),
    /** What a new site of the account starts with: `settings.credit_pricing` (null: the platform's default) and tiers. */
    newSiteCreditPricing: jsonb('new_site_credit_pricing').$type<{ currency: string; unit_price: number }>(),
    newSiteDiscountTiers: jsonb('new_site_discount_tiers')
      .$type<{ min_quantity: number; unit_price: number | null; percent_off: number | null }[]>()
      .notNull()
      .default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('accounts_status_chk', oneOf(t.status, ACCOUNT_STATUSES)),
    check('accounts_closes_at_chk', sql`(${t.status} = 'closing') = (${t.closesAt} is not null)`),
    check('accounts_default_locale_chk', oneOf(t.defaultLocale, LOCALES)),
    check(
      'accounts_limits_chk',
      sql`coalesce(${t.maxSites}, 0) >= 0 and coalesce(${t.maxPeople}, 0) >= 0
        and coalesce(${t.maxLiveJobs}, 0) >= 0 and coalesce(${t.maxStorageMb}, 0) >= 0`,
    ),
    check('accounts_new_site_tiers_chk', sql`jsonb_typeof(${t.newSiteDiscountTiers}) = 'array'`),
  ],
);

/**
 * A file the account's people uploaded and the portal keeps, with its size: what the storage limit
 * counts. Stored files carry no account in their key, so this is the only place that knows.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'stored_files_pkey', columns: [t.key, t.accountId] }),
    index('stored_files_account_idx').on(t.accountId),
    check('stored_files_bytes_chk', sql`${t.bytes} >= 0`),
  ],
);

/**
 * Hosts an account's brand is served on (issue 33): claimed by the account, then proven by a DNS TXT
 * record `_talent-portal.<host>` holding `talent-portal-verification=<token>` or approved by platform
 * staff with a reason. Only proven hosts carry the brand, links and sign-in. Several accounts may
 * claim a host, one at most holds it proven (the partial unique index), so a pending claim cannot
 * block the host's real owner.
 */
export const accountDomains = pgTable(
  'account_domains',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    token: text('token').notNull(),
    createdByUserId: integer('created_by_user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    verifiedAt: tstz('verified_at'),
    verifiedBy: text('verified_by', { enum: DOMAIN_PROOF_METHODS }),
    verifiedByUserId: integer('verified_by_user_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    approvalReason: text('approval_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('account_domains_uuid_uq').on(t.uuid),
    uniqueIndex('account_domains_account_domain_uq').on(t.accountId, t.domain),
    uniqueIndex('account_domains_proven_uq').on(t.domain).where(sql`${t.verifiedAt} is not null`),
    index('account_domains_account_idx').on(t.accountId),
    check('account_domains_domain_lower', sql`${t.domain} = lower(${t.domain})`),
    check('account_domains_method_chk', sql`(${t.verifiedAt} is null) = (${t.verifiedBy} is null)`),
    check('account_domains_method_values_chk', oneOf(t.verifiedBy, DOMAIN_PROOF_METHODS)),
    check(
      'account_domains_reason_chk',
      sql`${t.verifiedBy} is distinct from 'staff' or length(${t.approvalReason}) > 0`,
    ),
  ],
);

/** A job board of an account. */
export const sites = pgTable(
  'sites',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Host of the public job board candidates use (e.g. `jobs.acme.test`); unique across sites. */
    domain: text('domain'),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('sites_account_idx').on(t.accountId),
    unique('sites_id_account_uq').on(t.id, t.accountId),
    uniqueIndex('sites_domain_uq').on(t.domain),
    check('sites_domain_lower', sql`${t.domain} = lower(${t.domain})`),
  ],
);

/** A company posting jobs on one site. The composite key ties its site to the same account. */
export const employers = pgTable(
  'employers',
  {
    id: serial('id'),
    accountId: integer('account_id').notNull(),
    siteId: integer('site_id').notNull(),
    name: text('name').notNull(),
    type: text('type', { enum: EMPLOYER_TYPES }).notNull().default('business'),
    status: text('status', { enum: EMPLOYER_STATUSES }).notNull().default('active'),
    industry: text('industry'),
    contactName: text('contact_name'),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    /** URL of the logo (an upload of POST /v1/forms/upload-file). */
    logo: text('logo'),
    // Business-only fields: null for a household (employers_household_chk).
    registrationNumber: text('registration_number'),
    businessName: text('business_name'),
    website: text('website'),
    size: text('size'),
    approvedAt: tstz('approved_at'),
    rejectedAt: tstz('rejected_at'),
    rejectionReason: text('rejection_reason'),
    /** Staff trust this employer: its published jobs skip review. */
    trusted: boolean('trusted').notNull().default(false),
    /** The consultant of the site who looks after this employer (FK in migration 0013). */
    consultantId: integer('consultant_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Keys include account_id, the distribution column on Citus (docs/deploy.md); id leads for lookups by id.
    primaryKey({ name: 'employers_pkey', columns: [t.id, t.accountId] }),
    foreignKey({ columns: [t.siteId, t.accountId], foreignColumns: [sites.id, sites.accountId] }).onDelete('cascade'),
    unique('employers_id_site_uq').on(t.id, t.siteId, t.accountId),
    index('employers_account_site_created_idx').on(t.accountId, t.siteId, t.createdAt),
    index('employers_site_name_idx').on(t.siteId, t.name),
    index('employers_site_status_created_idx').on(t.siteId, t.status, t.createdAt),
    index('employers_site_lower_name_idx').on(t.siteId, sql`lower(${t.name})`),
    check('employers_type_chk', oneOf(t.type, EMPLOYER_TYPES)),
    check('employers_status_chk', oneOf(t.status, EMPLOYER_STATUSES)),
    check(
      'employers_household_chk',
      sql`${t.type} = 'business' or (${t.businessName} is null and ${t.registrationNumber} is null and ${t.website} is null and ${t.size} is null)`,
    ),
  ],
);
