import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Queryable } from './client.js';
import { migrationsFolder } from './migrate.js';

/** The newest migration this build ships (drizzle-kit's journal): its tag and creation time. */
export type ShippedMigration = { tag: string; when: number };

let shipped: ShippedMigration | undefined;

/** Read once: the journal is part of the build and does not change under a running process. */
export function newestShippedMigration(): ShippedMigration {
  if (!shipped) {
    const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: ShippedMigration[];
    };
    const last = journal.entries.at(-1);
    if (!last) throw new Error('The migration journal lists no migration');
    shipped = { tag: last.tag, when: last.when };
  }
  return shipped;
}

// SQLSTATE: the migrations table (or its schema) does not exist, i.e. nothing was ever migrated.
const NEVER_MIGRATED = new Set(['42P01', '3F000']);

function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = current.cause;
  }
  return undefined;
}

/**
 * Whether the database holds every migration up to `expected`. Drizzle's migrator records each
 * applied migration with its journal time in `drizzle.__drizzle_migrations` and applies those
 * newer than the last recorded one, so the newest recorded time says how far it got. Throws
 * when the database cannot be asked (the caller tells unreachable from other failures).
 */
export async function migrationsApplied(q: Queryable, expected = newestShippedMigration()): Promise<boolean> {
  try {
    const rows = await q.execute<{ last: string | null }>(
      sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`,
    );
    const last = (rows as unknown as { rows?: { last: string | null }[] }).rows?.[0]?.last ?? null;
    return last !== null && Number(last) >= expected.when;
  } catch (error) {
    if (NEVER_MIGRATED.has(sqlState(error) ?? '')) return false;
    throw error;
  }
}
