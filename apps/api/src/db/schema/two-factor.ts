import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns.js';
import { accounts } from './tenancy.js';
import { users } from './users.js';

/**
 * A user's TOTP: the secret encrypted (`platform/secrets.ts`, purpose `totp:<user id>`). While
 * enrolling, only `pending_secret` is set; confirming with a code moves it to `secret` and sets
 * `enabled_at`. `last_time_step` is the 30-second step of the last accepted code: a code of that
 * step or an earlier one is refused, so an observed code cannot be replayed.
 */
export const userTwoFactor = pgTable('user_two_factor', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret'),
  pendingSecret: text('pending_secret'),
  pendingCreatedAt: tstz('pending_created_at'),
  enabledAt: tstz('enabled_at'),
  lastTimeStep: bigint('last_time_step', { mode: 'number' }),
});

/** How a recovery code's hash was made: `hmac` (looked up by value), `argon2` (before migration 0029). */
export const recoveryCodeSchemes = ['hmac', 'argon2'] as const;

/**
 * Ten per enrolment, shown once; each works once. Only a keyed hash is kept: HMAC-SHA256 of the
 * person's id and the code under a key derived from `config.secretsKey` (`recovery-codes.ts`), so a
 * typed code is found with one indexed query. Rows of `scheme` `argon2` predate it: only their
 * hash was kept, so they cannot be re-hashed and still verify (argon2id) until used or replaced.
 */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    scheme: text('scheme', { enum: recoveryCodeSchemes }).notNull().default('hmac'),
    createdAt: createdAt(),
    usedAt: tstz('used_at'),
  },
  (t) => [
    index('two_factor_recovery_codes_user_idx').on(t.userId),
    index('two_factor_recovery_codes_hash_idx').on(t.userId, t.codeHash),
    check('two_factor_recovery_codes_scheme_chk', sql`${t.scheme} in ('hmac','argon2')`),
  ],
);

/**
 * The step between a correct password and a session: an opaque ticket (only its sha-256 kept),
 * single use, short-lived, never a session. `amr` says what the first step proved (`pwd`; an SSO
 * sign-in will put its own), so the session made from it records both steps.
 */
export const twoFactorTickets = pgTable(
  'two_factor_tickets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amr: text('amr').array().notNull(),
    // The account the first step's session will be bound to (an identity provider's), if any.
    boundAccountId: integer('bound_account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
  },
  (t) => [
    index('two_factor_tickets_expires_idx').on(t.expiresAt),
    check('two_factor_tickets_amr_chk', sql`cardinality(${t.amr}) > 0`),
  ],
);
