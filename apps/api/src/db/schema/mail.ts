import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns.js';

/** `cancelled`: held for an undo window, and the change was undone before it passed. */
export const mailStatuses = ['pending', 'sending', 'sent', 'failed', 'cancelled'] as const;

/**
 * Transactional outbox: a message is written in the same transaction as the change that
 * causes it, then delivered after commit, so a crash never sends mail for a rolled-back change.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id'),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    template: text('template').notNull(),
    status: text('status', { enum: mailStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    // While a dispatcher holds a claimed message; past it, another may retry.
    lockedUntil: tstz('locked_until'),
    /** Held until then (a change that may still be undone); null: as soon as possible. */
    sendAfter: tstz('send_after'),
    createdAt: createdAt(),
    sentAt: tstz('sent_at'),
  },
  (t) => [
    index('mail_outbox_pending_idx').on(t.status, t.id),
    check('mail_outbox_status_chk', sql`${t.status} in ('pending','sending','sent','failed','cancelled')`),
  ],
);
