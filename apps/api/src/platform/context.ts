import type { Config } from '../config.js';
import type { Database, Db } from '../db/client.js';
import type { JobRunner } from './jobs/runner.js';
import type { MailDispatcher } from './mail/outbox.js';
import type { Storage } from './storage/storage.js';

/** What services need from the running app; passed explicitly so services never import Fastify. */
export type AppContext = { db: Db; config: Config; mail: MailDispatcher; jobs: JobRunner; storage: Storage };

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    mail: MailDispatcher;
    ctx: AppContext;
  }
}
