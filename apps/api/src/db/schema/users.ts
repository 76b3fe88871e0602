import { type NotificationPreferences, USER_STATUSES } from '@talent/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, tstz, updatedAt } from './columns.js';
import { accounts } from './tenancy.js';

/** `invited`: created by an invitation whose link has not been used; cannot sign in yet. */

/**
 * A person who signs in. Identities are platform-wide (one person may work for several
 * accounts); what they may see is decided by their grants, which carry the account id.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    avatar: text('avatar'),
    status: text('status', { enum: USER_STATUSES }).notNull().default('active'),
    locale: text('locale').notNull().default('en'),
    /** Which e-mails the user wants; missing keys mean the default (on). */
    notificationPreferences: jsonb('notification_preferences')
      .$type<Partial<{ email: Partial<NotificationPreferences['email']> }>>()
      .notNull()
      .default({}),
    /** Header shortcut tiles in the user's order (contract SHORTCUT_TILE_KEYS); null: the defaults. */
    shortcutTiles: jsonb('shortcut_tiles').$type<string[]>(),
    passwordChangedAt: tstz('password_changed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('users_status_chk', oneOf(t.status, USER_STATUSES)),
    // The contract's limit (SHORTCUT_TILES_MAX), kept by the table too.
    check(
      'users_shortcut_tiles_chk',
      sql`${t.shortcutTiles} is null or (jsonb_typeof(${t.shortcutTiles}) = 'array' and jsonb_array_length(${t.shortcutTiles}) <= 12)`,
    ),
  ],
);

export const scopeTypes = ['all', 'account', 'site', 'employer'] as const;
export type ScopeType = (typeof scopeTypes)[number];

/** A named bundle of permission strings (`jobs.approve`), owned by an account or by the platform (account_id null). */
export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    /** The scope the role is meant for (`employer` roles are offered when inviting employer users); null: any. */
    scopeType: text('scope_type', { enum: scopeTypes }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('roles_account_key_uq').on(t.accountId, t.key),
    index('roles_account_idx').on(t.accountId),
    check('roles_scope_type_chk', sql`${t.scopeType} in ('all','account','site','employer')`),
  ],
);

/** A role held by a user at one scope: everywhere, an account, a site or an employer. */
export const grants = pgTable(
  'grants',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    scopeType: text('scope_type', { enum: scopeTypes }).notNull(),
    scopeId: integer('scope_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('grants_user_role_scope_uq').on(t.userId, t.roleId, t.scopeType, sql`coalesce(${t.scopeId}, 0)`),
    index('grants_user_idx').on(t.userId),
    index('grants_account_idx').on(t.accountId),
    check(
      'grants_scope_chk',
      sql`(${t.scopeType} = 'all' and ${t.scopeId} is null and ${t.accountId} is null)
        or (${t.scopeType} in ('account','site','employer') and ${t.scopeId} is not null and ${t.accountId} is not null)`,
    ),
  ],
);
