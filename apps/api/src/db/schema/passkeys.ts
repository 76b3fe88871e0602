import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns.js';
import { users } from './users.js';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => new Uint8Array(value),
});

/**
 * A WebAuthn credential of a user (a passkey). `credential_id` is the authenticator's id in
 * base64url, `public_key` its COSE key. `rp_id` is the host it was made for (a brand host or
 * PUBLIC_URL's): browsers only use it there, and sign-in only accepts it there. `counter` is the
 * authenticator's signature counter; for a device-bound key it must only grow (a clone shows).
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull(),
    publicKey: bytea('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default(sql`'{}'::text[]`),
    deviceType: text('device_type', { enum: ['singleDevice', 'multiDevice'] }).notNull(),
    backedUp: boolean('backed_up').notNull(),
    rpId: text('rp_id').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: tstz('last_used_at'),
  },
  (t) => [
    uniqueIndex('passkeys_uuid_uq').on(t.uuid),
    uniqueIndex('passkeys_credential_id_uq').on(t.credentialId),
    index('passkeys_user_idx').on(t.userId),
    check('passkeys_device_type_chk', sql`${t.deviceType} in ('singleDevice','multiDevice')`),
    check('passkeys_name_chk', sql`char_length(${t.name}) between 1 and 100`),
  ],
);

/**
 * A WebAuthn ceremony under way: the challenge the browser signs, found by an opaque ticket
 * (only its sha-256 kept), single use, valid minutes. `register` carries the user it is for;
 * both carry the relying party and origin the options were made for, so the answer is checked
 * against the host that asked, whatever host it is posted to.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    challenge: text('challenge').notNull(),
    purpose: text('purpose', { enum: ['register', 'login'] }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    rpId: text('rp_id').notNull(),
    origin: text('origin').notNull(),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
  },
  (t) => [
    index('passkey_challenges_expires_idx').on(t.expiresAt),
    check('passkey_challenges_purpose_chk', sql`${t.purpose} in ('register','login')`),
    check('passkey_challenges_user_chk', sql`(${t.purpose} = 'register') = (${t.userId} is not null)`),
  ],
);
