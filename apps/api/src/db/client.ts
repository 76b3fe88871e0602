import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';
import { withoutNamedStatements } from './prepared.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The one database type the app codes against; PGlite and node-postgres both satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything a repo can run a query on: the database or an open transaction. */
export type Queryable = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Whether the database's files are in a folder of this deployment (PGlite on disk, not in memory). */
  ownsFiles: boolean;
  /** Runs raw SQL (several statements allowed); used by migrations tooling and tests. */
  exec(sqlText: string): Promise<void>;
  /**
   * Calls `onPayload` for each NOTIFY on `channel`, from any process on the same database
   * (PostgreSQL: one dedicated connection per process, reopened if it drops). Returns the
   * unsubscribe function.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** A connection string that reaches the server itself, not a transaction pooler (migrations' lock); null on PGlite. */
  directUrl: string | null;
  /** The embedded database's files as one gzipped tarball, consistent (PGlite runs one query at a time); null on PostgreSQL (use pg_dump). */
  dump: (() => Promise<Blob>) | null;
  close(): Promise<void>;
};

const CHANNEL = /^[a-z_]+$/;
const RECONNECT_MS = 1000;
const CONNECT_TIMEOUT_MS = 5000;

/** LISTEN on a dedicated node-postgres connection, reconnecting after a drop. */
function pgListener(connectionString: string) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;

  // Keeps trying while the server is away (a restart takes seconds), not just once.
  const retryLater = () => {
    if (!closed && handlers.size) setTimeout(() => void connect().catch(retryLater), RECONNECT_MS).unref();
  };

  const connect = (): Promise<pg.Client> => {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString });
      next.on('notification', (m) => {
        for (const handler of handlers.get(m.channel) ?? []) handler(m.payload ?? '');
      });
      const reconnect = () => {
        if (client !== next) return;
        client = null;
        connecting = null;
        next.removeAllListeners('error');
        next.on('error', () => {});
        retryLater();
      };
      next.on('error', reconnect);
      next.on('end', reconnect);
      await next.connect();
      for (const channel of handlers.keys()) await next.query(`LISTEN ${channel}`);
      client = next;
      return next;
    })().catch((error) => {
      connecting = null;
      throw error;
    });
    return connecting;
  };

  return {
    async listen(channel: string, onPayload: (payload: string) => void) {
      if (!CHANNEL.test(channel)) throw new Error(`Bad channel name: ${channel}`);
      const fresh = !handlers.has(channel);
      const set = handlers.get(channel) ?? new Set();
      set.add(onPayload);
      handlers.set(channel, set);
      const live = client ?? (await connect());
      if (fresh && live === client) await live.query(`LISTEN ${channel}`);
      return async () => {
        set.delete(onPayload);
        if (set.size) return;
        handlers.delete(channel);
        await client?.query(`UNLISTEN ${channel}`).catch(() => {});
      };
    },
    async close() {
      closed = true;
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  /**
   * DATABASE_URL goes through a pooler in transaction mode (PgBouncer, a hosted database's pooler):
   * each transaction may run on another server connection, so no named prepared statement, and
   * what needs a session of its own (LISTEN, the migrations' advisory lock) uses `directUrl`.
   */
  transactionPooling?: boolean;
  /** A direct connection to the server (DATABASE_DIRECT_URL), for LISTEN and migrations; else `databaseUrl`. */
  directUrl?: string | undefined;
  /** Connections kept to PostgreSQL at most (DATABASE_POOL_MAX); 10 unless said. */
  databasePoolMax?: number;
  dataDir: string;
  /** Hears every statement Drizzle sends, with its parameters (the benchmark's EXPLAIN pass). */
  logQuery?: (query: string, params: unknown[]) => void;
};

const loggerOf = ({ logQuery }: DatabaseOptions) => (logQuery ? { logQuery } : false);

/** The embedded database's extensions: trigram search (migration 0018) needs it loaded into the WASM build. */
const EXTENSIONS = { pg_trgm };

/** The embedded database's folder under DATA_DIR. */
export const pgliteDir = (dataDir: string) => join(dataDir, 'pglite');

/**
 * Writes a backup (`Database.dump`) into `dataDir`, which must hold no database yet, under the
 * folder's lock; the next server start opens it.
 */
export async function restoreEmbedded(dataDir: string, backup: Blob): Promise<void> {
  mkdirSync(pgliteDir(dataDir), { recursive: true });
  const unlock = lockDataDir(dataDir);
  try {
    const client = new PGlite(pgliteDir(dataDir), { extensions: EXTENSIONS, loadDataDir: backup });
    await client.waitReady;
    await client.close();
  } finally {
    unlock();
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.databasePoolMax ?? 10,
      // A server that does not answer fails the request (503) instead of holding it forever.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    // A connection the server drops (a restart, a failover) emits 'error'; unheard, that would end
    // the process. The query it was running fails on its own (503), the pool discards the broken
    // connection and opens fresh ones once the server is back.
    pool.on('error', () => {});
    pool.on('connect', (connection) => connection.on('error', () => {}));
    const db = drizzlePg({ client: pool, schema, logger: loggerOf(options) }) as unknown as Db;
    if (options.transactionPooling) withoutNamedStatements(db);
    const directUrl = options.directUrl || options.databaseUrl;
    const listener = pgListener(directUrl);
    return {
      db,
      kind: 'postgres',
      ownsFiles: false,
      directUrl,
      exec: async (text) => {
        await pool.query(text);
      },
      listen: listener.listen,
      dump: null,
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  }
  let client: PGlite;
  let unlock = () => {};
  if (options.dataDir === ':memory:') {
    client = new PGlite({ extensions: EXTENSIONS });
  } else {
    const dir = pgliteDir(options.dataDir);
    mkdirSync(dir, { recursive: true });
    unlock = lockDataDir(options.dataDir);
    client = new PGlite(dir, { extensions: EXTENSIONS });
  }
  try {
    await client.waitReady;
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite({ client, schema, logger: loggerOf(options) }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    directUrl: null,
    ownsFiles: options.dataDir !== ':memory:',
    exec: async (text) => {
      await client.exec(text);
    },
    listen: async (channel, onPayload) => {
      if (!CHANNEL.test(channel)) throw new Error(`Bad channel name: ${channel}`);
      return client.listen(channel, onPayload);
    },
    dump: () => client.dumpDataDir('gzip'),
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}
