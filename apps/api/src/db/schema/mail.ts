import { LOCALES } from '@talent/contract';
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, tstz } from './columns.js';

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
    /** The one body a caller writes; the HTML part is rendered from it when the message is sent. */
    textBody: text('text_body').notNull(),
    template: text('template').notNull(),
    /** The language of the message: the HTML part's `lang` and direction, and its footer's words. */
    locale: text('locale', { enum: LOCALES }).notNull().default('en'),
    /** Where replies go (the staff member who wrote it); null: to MAIL_FROM. */
    replyTo: text('reply_to'),
    /** The one-click unsubscribe URL of candidate mail (RFC 8058); null: mail one cannot unsubscribe from. */
    listUnsubscribe: text('list_unsubscribe'),
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
    check('mail_outbox_locale_chk', oneOf(t.locale, LOCALES)),
  ],
);
