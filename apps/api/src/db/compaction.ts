import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.js';

/**
 * Makes overwritten and deleted values leave the embedded database's files, not only its tables.
 * After an UPDATE or DELETE the old row versions stay in the table's and its indexes' pages; a plain
 * VACUUM frees their space but leaves the bytes until something is written over them. The
 * write-ahead log keeps the statements too, and a segment PostgreSQL recycles is renamed, not
 * cleared. So: VACUUM FULL of the tables (rewritten into new files, the old ones deleted), a switch
 * to a new WAL segment and a checkpoint, with recycling off so the old segments are removed.
 *
 * VACUUM FULL locks each table while it copies it: on PGlite, one connection, that pauses requests
 * for as long (about a second for the demo's tables). Only for PGlite on disk, whose folder is the
 * deployment's whole database (in memory there is no file to clear); a PostgreSQL server's WAL, archives and backups follow its
 * operator's retention (docs/privacy.md), and its autovacuum prunes.
 */
export async function purgeDeadRowVersions(
  database: Pick<Database, 'ownsFiles' | 'exec'>,
  tables: readonly PgTable[],
): Promise<boolean> {
  if (!database.ownsFiles || tables.length === 0) return false;
  const names = tables.map((t) => `"${getTableName(t).replace(/"/g, '""')}"`);
  await database.exec('set wal_recycle = off');
  await database.exec(`vacuum full ${names.join(', ')}`);
  await database.exec('select pg_switch_wal()');
  await database.exec('checkpoint');
  return true;
}
