// `npm run admin -- create --email <e-mail> [--name <name>] [--valid-hours <1-168>]`, or from a build
// `node apps/api/dist/admin.js create …`: the platform's first administrator on an empty database,
// or one more on a running deployment (same DATABASE_URL; the embedded database only while no
// server holds it: its lock says so). Prints a one-time activation link built from PUBLIC_URL.
// `npm run admin -- housekeeping`: the hourly clean-ups once, now (say, a closed account whose
// grace period just ended); each is safe beside running servers.
// `npm run db:migrate` (`admin -- migrate`): the database's pending migrations alone, as a release
// step before servers that start with MIGRATE_ON_START=false.
// `npm run db:backup -- --out <file>` / `npm run db:restore -- --from <file>`: the embedded
// database, copied whole while a server runs on it (it writes the copy), and restored into an
// empty DATA_DIR. PostgreSQL is backed up with pg_dump (docs/deploy.md).
import { accessSync, constants, existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase, restoreEmbedded } from './db/client.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { holdsDatabase, requestBackup, writeDump } from './db/embedded-backup.js';
import { migrate } from './db/migrate.js';
import { migrationsApplied, newestShippedMigration } from './db/migration-status.js';
import { AdminCommandError, createPlatformAdmin } from './modules/platform-admins/platform-admins.service.js';

const USAGE = [
  'Usage: npm run admin -- create --email <e-mail> [--name <name>] [--valid-hours <1-168>]',
  '       npm run admin -- housekeeping',
  '       npm run admin -- migrate',
  '       npm run admin -- backup --out <file>',
  '       npm run admin -- restore --from <file>',
].join('\n');
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function fail(message: string, code = 2): never {
  console.error(message);
  process.exit(code);
}

function argumentsOrExit() {
  try {
    const { values, positionals } = parseArgs({
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        'valid-hours': { type: 'string', default: '24' },
        out: { type: 'string' },
        from: { type: 'string' },
      },
      allowPositionals: true,
    });
    const [command, ...rest] = positionals;
    if (command === 'housekeeping' && !rest.length) return { command } as const;
    if (command === 'migrate' && !rest.length) return { command } as const;
    if (command === 'backup' && !rest.length) {
      if (!values.out) fail(`--out names the backup file to write.\n${USAGE}`);
      return { command, out: values.out } as const;
    }
    if (command === 'restore' && !rest.length) {
      if (!values.from) fail(`--from names the backup file to restore.\n${USAGE}`);
      return { command, from: values.from } as const;
    }
    if (command !== 'create' || rest.length) fail(USAGE);
    if (!values.email || !EMAIL.test(values.email)) fail(`--email needs an e-mail address.\n${USAGE}`);
    const validHours = Number(values['valid-hours']);
    if (!Number.isInteger(validHours) || validHours < 1 || validHours > 168)
      fail(`--valid-hours is a whole number of hours from 1 to 168.\n${USAGE}`);
    return { command, email: values.email, name: values.name, validHours } as const;
  } catch (error) {
    if (error instanceof TypeError) fail(`${error.message}\n${USAGE}`);
    throw error;
  }
}

const args = argumentsOrExit();
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (error instanceof ConfigError) fail(error.message, 1);
  throw error;
}
if (args.command === 'housekeeping') {
  const app = await buildApp(config).catch((error: unknown) => {
    if (error instanceof DataDirLockedError) fail(error.message, 1);
    throw error;
  });
  await app.ready();
  await app.housekeeping.runAll();
  await app.close();
  console.log('Housekeeping done.');
  process.exit(0);
}
if (args.command === 'backup' || args.command === 'restore') {
  if (config.databaseUrl) fail('PostgreSQL is backed up and restored with pg_dump and pg_restore (docs/deploy.md).');
  if (config.dataDir === ':memory:') fail('DATA_DIR=:memory: keeps nothing to back up.');
  if (args.command === 'restore') {
    if (holdsDatabase(config.dataDir))
      fail(`${config.dataDir} already holds a database: restore into an empty DATA_DIR (move this one away first).`, 1);
    if (!existsSync(args.from)) fail(`${args.from} does not exist.`, 1);
    const backup = new Blob([readFileSync(args.from)]);
    await restoreEmbedded(config.dataDir, backup).catch((error: unknown) => {
      if (error instanceof DataDirLockedError) fail(error.message, 1);
      throw error;
    });
    console.log(`Restored ${args.from} into ${config.dataDir}; start the server on it.`);
    process.exit(0);
  }
  // Checked here, at once: a server asked to write where it cannot would only say so in its log.
  const folder = dirname(resolve(args.out));
  try {
    accessSync(folder, constants.W_OK);
  } catch {
    fail(`${folder} is not a folder this command can write to: name a backup file in one that exists.`, 1);
  }
  if ((await requestBackup(config.dataDir, args.out)) === 'no-server') {
    const idle = await openDatabase(config);
    try {
      await writeDump(idle, args.out);
    } finally {
      await idle.close();
    }
  }
  console.log(`Backup of ${config.dataDir} written to ${args.out} (${statSync(args.out).size} bytes).`);
  process.exit(0);
}
const database = await openDatabase(config).catch((error: unknown) => {
  if (error instanceof DataDirLockedError) fail(error.message, 1);
  throw error;
});
if (args.command === 'migrate') {
  const before = await migrationsApplied(database.db);
  await migrate(database);
  const newest = newestShippedMigration().tag;
  console.log(before ? `The database was up to date (${newest}).` : `The database is migrated to ${newest}.`);
  await database.close();
  process.exit(0);
}
try {
  await migrate(database);
  const outcome = await createPlatformAdmin(database.db, { ...args, publicUrl: config.publicUrl });
  if (outcome.kind === 'unchanged')
    console.log(`${outcome.email} is already a platform administrator; nothing changed.`);
  if (outcome.kind === 'promoted')
    console.log(`${outcome.email} is now a platform administrator and signs in with their own password.`);
  if (outcome.kind === 'invited') {
    console.log(`${outcome.email} is a platform administrator once they choose a password with this link.`);
    console.log(`It works once, until ${outcome.expiresAt.toISOString()}; an earlier link for them no longer works:`);
    console.log(outcome.link);
  }
} catch (error) {
  if (!(error instanceof AdminCommandError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
