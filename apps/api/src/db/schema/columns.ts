import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, timestamp } from 'drizzle-orm/pg-core';

// Shared column builders, so every table spells time the same way.
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * `column in ('a','b',…)` for a CHECK, from the contract's list of values, so the constraint and the
 * API's enum are one definition (`enum-drift.test.ts` compares them with the live catalogue).
 * Literals, not parameters: a constraint's SQL is written into the migration.
 */
export const oneOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(','))})`;
