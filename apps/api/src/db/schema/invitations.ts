import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns.js';
import { accounts } from './tenancy.js';
import { roles, users } from './users.js';

/**
 * A role offered to a person at a place (the account, a site or an employer) that they have not
 * accepted yet. It is not a grant: nothing reads it to decide what anyone may do, so a pending
 * invitation cannot act. Accepting turns it into a `grants` row and deletes it; declining,
 * revoking or expiring leaves no grant. One offer per person and place: inviting again renews it.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address as the inviter typed it: all the team ever sees of the person until they accept. */
    email: text('email').notNull(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    scopeType: text('scope_type', { enum: ['account', 'site', 'employer'] }).notNull(),
    scopeId: integer('scope_id').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** When it was made or last sent again. */
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
  },
  (t) => [
    // Keys include account_id, the distribution column on Citus (docs/deploy.md); id leads for lookups by id.
    primaryKey({ name: 'invitations_pkey', columns: [t.id, t.accountId] }),
    uniqueIndex('invitations_user_place_uq').on(t.userId, t.scopeType, t.scopeId, t.accountId),
    index('invitations_account_idx').on(t.accountId, t.scopeType, t.scopeId),
    check('invitations_scope_type_chk', sql`${t.scopeType} in ('account','site','employer')`),
    check('invitations_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);
