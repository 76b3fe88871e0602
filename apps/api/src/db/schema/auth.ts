import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns.js';
import { accounts } from './tenancy.js';
import { users } from './users.js';

/** Bearer sessions; only the sha-256 of the token is stored, so a database leak yields no usable token. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    // Impersonation: the staff session this one was opened from and who opened it.
    parentSessionId: integer('parent_session_id'),
    impersonatorUserId: integer('impersonator_user_id').references(() => users.id, { onDelete: 'cascade' }),
    // The one account this session acts in (its grants, invitations and notices are that account's
    // alone): where an impersonation was opened, or the account whose identity provider signed the
    // person in. Null: the person's own sign-in, which reaches every account they work for.
    boundAccountId: integer('bound_account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    // How the person proved who they are (RFC 8176 values): ['pwd'], ['pwd','otp'], ['pwd','recovery'];
    // SSO and passkeys will record theirs. A second factor is judged from this (`platform/auth/amr.ts`).
    amr: text('amr').array().notNull().default(sql`'{pwd}'::text[]`),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastUsedAt: tstz('last_used_at').notNull().defaultNow(),
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_uq').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
    // An impersonation always acts in one account: unbound would mean all of the person's.
    check(
      'sessions_impersonation_bound_chk',
      sql`${t.impersonatorUserId} is null or ${t.boundAccountId} is not null or ${t.revokedAt} is not null`,
    ),
  ],
);

/** Single-use password reset tokens, stored hashed. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    // An invitation's "choose your password" link: the one invitation that using it accepts. No
    // foreign key: invitations are a tenant table, this one is not (docs/deploy.md, Citus).
    invitationId: integer('invitation_id'),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
  },
  (t) => [uniqueIndex('password_resets_token_hash_uq').on(t.tokenHash), index('password_resets_user_idx').on(t.userId)],
);

/**
 * Failed sign-in counters per key (`email:<addr>` or `ip:<addr>`), fixed window.
 * Kept in the database so every API process sees the same counts.
 */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: tstz('window_started_at').notNull().defaultNow(),
});
