import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
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
    // Behind a transaction pooler a session lock could stay on a server connection the pooler
    // hands on: the lock and the migrations then go over a direct connection of their own.
    const direct = new pg.Pool({ connectionString: database.directUrl ?? undefined, max: 2 });
    direct.on('error', () => {});
    const db = drizzlePg({ client: direct });
    const lock = await direct.connect();
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
      await direct.end();
    }
  } else {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  }
}
