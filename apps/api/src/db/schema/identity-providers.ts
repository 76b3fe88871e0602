import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, tstz, updatedAt } from './columns.js';
import { accounts } from './tenancy.js';
import { roles, users } from './users.js';

/**
 * An account's OpenID Connect provider (issue 20). `uuid` is its public id (start/callback URLs);
 * the client secret is stored encrypted (`platform/secrets.ts`, purpose `oidc:<uuid>`) and never
 * answered. `allowed_domains` empty lets in any verified e-mail of a domain the account proved
 * (`email_domain_proofs`); a list narrows that further.
 */
export const identityProviders = pgTable(
  'identity_providers',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    preset: text('preset', { enum: ['google', 'entra', 'oidc'] }).notNull(),
    displayName: text('display_name').notNull(),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    clientSecretEnc: text('client_secret_enc').notNull(),
    allowedDomains: text('allowed_domains').array().notNull().default(sql`'{}'::text[]`),
    enabled: boolean('enabled').notNull().default(true),
    jitEnabled: boolean('jit_enabled').notNull().default(false),
    // Restrict: a role in use by a provider is not deleted from under it.
    jitRoleId: integer('jit_role_id').references(() => roles.id, { onDelete: 'restrict' }),
    /** The owner says the provider always asks for a second factor: only then does its `amr` count as one. */
    enforcesMfa: boolean('enforces_mfa').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('identity_providers_uuid_uq').on(t.uuid),
    index('identity_providers_account_idx').on(t.accountId),
    check('identity_providers_preset_chk', sql`${t.preset} in ('google','entra','oidc')`),
    check('identity_providers_jit_chk', sql`not ${t.jitEnabled} or ${t.jitRoleId} is not null`),
  ],
);

/**
 * Which IdP subject is which user. Made on the first SSO sign-in (matched by verified e-mail);
 * later sign-ins go by `subject` only, so an e-mail changed at the IdP cannot move a login to
 * another user, and a subject linked to one user never signs in another.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => identityProviders.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: tstz('last_used_at'),
  },
  (t) => [
    uniqueIndex('user_identities_provider_subject_uq').on(t.providerId, t.subject),
    uniqueIndex('user_identities_provider_user_uq').on(t.providerId, t.userId),
    index('user_identities_user_idx').on(t.userId),
  ],
);

/**
 * A sign-in on its way to the IdP and back (minutes). Only hashes of the state and of the browser
 * binding cookie are kept; the nonce and PKCE verifier never leave the server.
 */
export const oidcLogins = pgTable(
  'oidc_logins',
  {
    stateHash: text('state_hash').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => identityProviders.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    returnTo: text('return_to'),
    /** The origin the redirect_uri was built on (a brand host or PUBLIC_URL): the callback sends back there. */
    baseUrl: text('base_url').notNull(),
    bindingHash: text('binding_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
  },
  (t) => [index('oidc_logins_expires_idx').on(t.expiresAt)],
);

/** The one-time code the SPA exchanges for a session (about a minute), bound to the same browser. */
export const oidcExchangeCodes = pgTable(
  'oidc_exchange_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id').notNull(),
    amr: text('amr').array().notNull(),
    bindingHash: text('binding_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
  },
  (t) => [
    index('oidc_exchange_codes_expires_idx').on(t.expiresAt),
    foreignKey({ columns: [t.providerId], foreignColumns: [identityProviders.id] }).onDelete('cascade'),
  ],
);

/**
 * An e-mail domain an account claims (issue 31): proven by a DNS TXT record `_talent-portal.<domain>`
 * holding `talent-portal-verification=<token>`, or approved by hand by platform staff with a reason.
 * The account's providers sign in and create only addresses of its proven domains. Several accounts
 * may claim a domain, but only one can hold it proven (the partial unique index), so an account
 * cannot sign in, or create, people of a domain someone else controls.
 */
export const emailDomainProofs = pgTable(
  'email_domain_proofs',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    token: text('token').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    verifiedAt: tstz('verified_at'),
    verifiedBy: text('verified_by', { enum: ['dns', 'staff'] }),
    verifiedByUserId: integer('verified_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    approvalReason: text('approval_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_domain_proofs_uuid_uq').on(t.uuid),
    uniqueIndex('email_domain_proofs_account_domain_uq').on(t.accountId, t.domain),
    uniqueIndex('email_domain_proofs_proven_uq').on(t.domain).where(sql`${t.verifiedAt} is not null`),
    check('email_domain_proofs_domain_chk', sql`${t.domain} = lower(${t.domain}) and ${t.domain} like '%.%'`),
    check('email_domain_proofs_method_chk', sql`(${t.verifiedAt} is null) = (${t.verifiedBy} is null)`),
    check('email_domain_proofs_method_values_chk', sql`${t.verifiedBy} in ('dns','staff')`),
    check(
      'email_domain_proofs_reason_chk',
      sql`${t.verifiedBy} is distinct from 'staff' or length(${t.approvalReason}) > 0`,
    ),
  ],
);
