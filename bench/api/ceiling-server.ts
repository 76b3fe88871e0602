// The ceiling the portal is measured against: a bare Fastify (no plugins, no hooks, no schemas)
// answering with the same SQL as the portal's routes for one fixed tenant. No token check, no
// tenant headers, no validation or response serialisation beyond JSON.stringify. Under
// /with-session, the same after the session lookup alone.
// Env: DATABASE_URL, PORT, BENCH_ACCOUNT_ID, BENCH_SITE_ID, BENCH_USER_ID.
import Fastify, { type FastifyPluginAsync } from 'fastify';
import { loadConfig } from '../../apps/api/src/config.js';
import { openDatabase } from '../../apps/api/src/db/client.js';
import { findRequestContext } from '../../apps/api/src/platform/auth/request-context.repo.js';
import { hashToken } from '../../apps/api/src/platform/auth/tokens.js';
import { JobRunner } from '../../apps/api/src/platform/jobs/runner.js';
import { PLATFORM_MAIL_BRAND } from '../../apps/api/src/platform/mail/mail-html.js';
import { MailDispatcher } from '../../apps/api/src/platform/mail/outbox.js';
import { createMailTransport } from '../../apps/api/src/platform/mail/transport.js';
import { createLocalStorage } from '../../apps/api/src/platform/storage/local-storage.js';
import { ceilingHandlers as h } from './handlers.js';

const config = loadConfig();
const database = await openDatabase(config);
const db = database.db;
const scope = {
  accountId: Number(process.env.BENCH_ACCOUNT_ID),
  siteId: Number(process.env.BENCH_SITE_ID),
  employerId: null,
};
const userId = Number(process.env.BENCH_USER_ID);
const app = Fastify({ logger: false });
const transport = createMailTransport({ smtpUrl: config.smtpUrl, outboxDir: config.mailOutboxDir });
const ctx = {
  db,
  config,
  // The ceiling sends no mail worth branding: the platform's brand for all.
  mail: new MailDispatcher(db, transport, config.mailFrom, app.log, async () => PLATFORM_MAIL_BRAND),
  jobs: new JobRunner(db, app.log),
  // The ceiling serves lists and details only: local storage and the real clock, as the app's defaults.
  storage: createLocalStorage(config.uploadsDir),
  clock: () => new Date(),
};

type Query = { Querystring: Record<string, string> };
type Id = { Params: { id: string } };
const routes: FastifyPluginAsync = async (r) => {
  r.get<Query>('/jobs', (request) => h.jobs(db, scope, request.query));
  r.get<Id>('/jobs/:id', (request) => h.job(db, scope, request.params.id));
  r.post<Id>('/jobs/:id/publish', (request) => h.publish(ctx, scope, request.params.id, userId));
  r.get<Query>('/applications', (request) => h.applications(db, scope, request.query));
  r.get<Id>('/applications/:id', (request) => h.application(db, scope, request.params.id));
  r.get<Query>('/seekers', (request) => h.seekers(db, scope, request.query));
  r.get<Id>('/seekers/:id', (request) => h.seeker(db, scope, request.params.id));
};
await app.register(routes);
// The same routes after the portal's one session lookup (the statement every signed-in request
// runs first): what is left between this and the portal is the framework's own work.
await app.register(
  async (r) => {
    r.addHook('onRequest', async (request) => {
      const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
      const found = await findRequestContext(db, hashToken(token), config.session.idleMinutes, {
        accountId: scope.accountId,
        siteId: scope.siteId,
        employerId: null,
      });
      if (!found) throw new Error('The benchmark session is not live');
    });
    await r.register(routes);
  },
  { prefix: '/with-session' },
);
app.get('/me', (request) =>
  h.me(ctx, (request.headers.authorization ?? '').replace(/^Bearer /, ''), config.session.idleMinutes),
);

process.on('SIGTERM', () => void app.close().then(() => database.close()));
await app.listen({ port: config.port, host: '127.0.0.1' });
