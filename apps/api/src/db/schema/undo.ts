import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns.js';
import { users } from './users.js';

export const undoKinds = ['flags_dismissed', 'application_status'] as const;

/**
 * A change that can be taken back for a few seconds (`platform/undo`). The token handed to the
 * client is 256 random bits; only its sha-256 is kept. The place it was made (account, site and,
 * for an employer's people, the employer) is part of the row, so only someone acting at the same
 * place finds it. `data` holds what the change replaced, to put it back.
 */
export const undoTickets = pgTable(
  'undo_tickets',
  {
    tokenHash: text('token_hash').notNull(),
    accountId: integer('account_id').notNull(),
    siteId: integer('site_id').notNull(),
    /** The employer the change was made for (its own people); null for site staff. */
    employerId: integer('employer_id'),
    kind: text('kind', { enum: undoKinds }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
  },
  (t) => [
    // Keys include account_id, the distribution column on Citus (docs/deploy.md); the token leads lookups.
    primaryKey({ name: 'undo_tickets_pkey', columns: [t.tokenHash, t.accountId] }),
    index('undo_tickets_expires_idx').on(t.expiresAt),
    check('undo_tickets_kind_chk', sql`${t.kind} in ('flags_dismissed','application_status')`),
  ],
);
