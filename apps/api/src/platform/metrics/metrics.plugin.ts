import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { registerOperations } from '../../platform/operations.js';
import { AppError, notFound } from '../errors.js';
import { type Backlog, countBacklog } from './backlog.repo.js';

/** How long a backlog count is reused: scrapes from several Prometheus servers cost one query. */
const BACKLOG_TTL_MS = 5_000;
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the Authorization header carries the metrics token (compared in constant time). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/** The app's metrics, in a registry of its own (several apps share a test process). */
function createMetrics(app: FastifyInstance) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Requests by route pattern, method and status class, and how long each took; its _count is the request rate.',
    labelNames: ['method', 'route', 'status_class'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });

  // node-postgres pool of a PostgreSQL server; PGlite is one embedded connection, so only its size is said.
  const pool = app.database.kind === 'postgres' ? (app.db as unknown as { $client: pg.Pool }).$client : null;
  new Gauge({
    name: 'talent_db_pool_max',
    help: 'Connections the database pool may open (1 for embedded PGlite).',
    registers: [registry],
    collect() {
      this.set(pool?.options.max ?? 1);
    },
  });
  if (pool) {
    new Gauge({
      name: 'talent_db_pool_connections',
      help: 'Connections of the PostgreSQL pool: open (total), idle, and requests waiting for one.',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }

  let backlog: { at: number; value: Backlog } | null = null;
  const currentBacklog = async () => {
    if (!backlog || Date.now() - backlog.at > BACKLOG_TTL_MS) {
      backlog = { at: Date.now(), value: await countBacklog(app.db) };
    }
    return backlog.value;
  };
  new Gauge({
    name: 'talent_mail_outbox_backlog',
    help: 'Mail waiting to be delivered (pending or being sent), all tenants.',
    registers: [registry],
    async collect() {
      this.set((await currentBacklog()).mail);
    },
  });
  new Gauge({
    name: 'talent_background_jobs_backlog',
    help: 'Background jobs waiting or running, by kind, all tenants.',
    labelNames: ['kind'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const { kind, count } of (await currentBacklog()).backgroundJobs) this.set({ kind }, count);
    },
  });
  return { registry, requests };
}

/**
 * Prometheus metrics at GET /portal/metrics, behind the bearer token `METRICS_TOKEN`. Without a
 * token the route answers 404 and nothing is measured. Each process reports its own figures;
 * Prometheus adds them up across processes.
 */
async function metricsPlugin(app: FastifyInstance) {
  const token = app.config.metricsToken;
  const metrics = token ? createMetrics(app) : null;

  if (metrics) {
    app.addHook('onResponse', async (request, reply) => {
      // The route's pattern (`/portal/v1/jobs/:id`), never the raw URL: ids would make a series each.
      const route = request.routeOptions.url ?? 'unmatched';
      metrics.requests.observe(
        { method: request.method, route, status_class: `${Math.floor(reply.statusCode / 100)}xx` },
        reply.elapsedTime / 1000,
      );
    });
  }

  registerOperations(app, {
    // For operators, not tenants: no user right opens it, the configured token does (checked below).
    // Documented like every portal route; the document reveals no figure.
    metrics: async (request, reply) => {
      if (!metrics || !token) throw notFound();
      if (!bearerMatches(request.headers.authorization, token)) throw new AppError('unauthenticated');
      const body = await metrics.registry.metrics();
      return reply.type(metrics.registry.contentType).header('cache-control', 'no-store').send(body);
    },
  });
}

export const metricsPluginFp = fp(metricsPlugin, { name: 'metrics', dependencies: ['database', 'access'] });
