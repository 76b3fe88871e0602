import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/**
 * Runs `during` while the database misses the record of its newest migration (as if this build
 * shipped one more than was applied), then puts the record back, whatever `during` did.
 */
export async function withNewestMigrationPending(database: Database, during: () => Promise<void>) {
  type Row = { id: number; hash: string; created_at: string };
  const removed = (await database.db.execute<Row>(
    sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)
        returning id, hash, created_at::text`,
  )) as unknown as { rows: Row[] };
  const row = removed.rows[0];
  if (!row) throw new Error('No migration is recorded');
  try {
    await during();
  } finally {
    await database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, ${row.hash}, ${row.created_at}::bigint)`,
    );
  }
}
