import './platform/logging/json-warnings.js';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { serveBackupRequests } from './db/embedded-backup.js';
import { migrate } from './db/migrate.js';
import { useProcessLogger } from './platform/logging/process-log.js';
import { startTracingIfConfigured } from './platform/tracing/start.js';
import { isEmpty, seedDemo } from './seed/demo.js';
import { startDevOidcProvider } from './seed/dev-oidc-process.js';
import { ensureDevSsoProvider } from './seed/dev-sso.js';

/** The configuration, or exit 1 naming what to fix (SECURITY 25: no unsafe default in production). */
function configOrExit() {
  try {
    // `npm start` serves the web build next to the API unless told otherwise.
    const webDist = new URL('../../web/dist', import.meta.url).pathname;
    return loadConfig(process.env, process.env.WEB_DIST ? {} : { webDist });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const config = configOrExit();
// Before anything is built, so the first request and its queries are traced (OTEL_EXPORTER_OTLP_ENDPOINT).
const tracing = await startTracingIfConfigured(config);

const database = await openDatabase(config).catch((error: unknown) => {
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(error.message);
  process.exit(1);
});
// MIGRATE_ON_START=false: a release step runs `npm run db:migrate`; readiness says so until it has.
if (config.migrateOnStart) await migrate(database);
// Demo data only on the embedded database: a real server is never filled with known passwords.
if (database.kind === 'pglite' && config.seed === 'demo' && (await isEmpty(database.db))) {
  await seedDemo(database.db, config.secretsKey);
}

await ensureDevSsoProvider(database.db, config);
const devOidc = startDevOidcProvider(config);

const app = await buildApp(config, { database, tracing });
// Node's warnings and OpenTelemetry's diagnostics are log lines of this logger (process-log.ts).
useProcessLogger(app.log);
// `npm run db:backup` asks the process that holds the embedded database (it alone may read it).
if (database.dump && database.ownsFiles) serveBackupRequests(config.dataDir, database, app.log);

// On SIGTERM/SIGINT: stop accepting, let in-flight requests finish, then close the database.
// SIGUSR2 asks for a backup of the embedded database (db/embedded-backup.ts), never a shutdown.
closeWithGrace({ delay: 10_000, skip: ['SIGUSR2'] }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
  devOidc?.kill('SIGTERM');
  await database.close();
  // Last: the spans of the final requests (and of the close itself) are sent before the process ends.
  await tracing?.shutdown();
});

await app.listen({ port: config.port, host: config.host });
