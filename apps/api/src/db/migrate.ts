import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import type { Database } from './client.js';

// Resolves to src/db/migrations from both src/db (tsx) and dist/db (built): the SQL is not copied.
export const migrationsFolder = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));

// Any fixed number: the key of the session-level advisory lock held while migrating.
const MIGRATION_LOCK = 7_304_512;

export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    // Replicas that start together would each apply the same migrations and all but one fail
    // ("relation already exists"). One holds the lock while it migrates; the others wait for it,
    // then find nothing left to apply. The lock lives on its own connection, held until released.
    const db = database.db as unknown as NodePgDatabase & { $client: pg.Pool };
    const lock = await db.$client.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(db, { migrationsFolder });
    } finally {
      const unlocked = await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).then(
        () => true,
        () => false,
      );
      // A connection that may still hold the lock is closed rather than pooled: closing frees it.
      lock.release(!unlocked);
    }
  } else {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  }
}
