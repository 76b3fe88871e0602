import { WEBHOOK_DELIVERY_STATUSES } from '@talent/contract';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, oneOf, tstz } from './columns.js';
import { accounts, sites } from './tenancy.js';

export const webhookSourceKinds = ['site_form'] as const;

/**
 * One signed POST to a user-chosen URL and its log (attempts, last answer). The secret is a copy
 * of the source's encrypted secret at the time (purpose `webhook:<source uuid>`), so a resend
 * is signed the same way.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }),
    uuid: uuid('uuid').notNull().defaultRandom(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    sourceKind: text('source_kind', { enum: webhookSourceKinds }).notNull(),
    sourceId: integer('source_id').notNull(),
    sourceUuid: uuid('source_uuid').notNull(),
    url: text('url').notNull(),
    secretEnc: text('secret_enc').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    nextAttemptAt: tstz('next_attempt_at').defaultNow(),
    createdAt: createdAt(),
    deliveredAt: tstz('delivered_at'),
  },
  (t) => [
    // Keys include account_id, the distribution column on Citus (docs/deploy.md); the job queue finds a row by id.
    primaryKey({ name: 'webhook_deliveries_pkey', columns: [t.id, t.accountId] }),
    uniqueIndex('webhook_deliveries_uuid_uq').on(t.uuid, t.accountId),
    index('webhook_deliveries_source_idx').on(t.siteId, t.sourceKind, t.sourceId, t.createdAt),
    check('webhook_deliveries_status_chk', oneOf(t.status, WEBHOOK_DELIVERY_STATUSES)),
  ],
);
