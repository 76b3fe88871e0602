import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serviceUnavailable } from './errors.js';

// Node closes idle keep-alive sockets the moment the listener closes, so a client that sends its
// next request on one just then gets a reset, not an answer (on the embedded database, where the
// drain is short, nearly always). Held open this long, that request gets the 503 below with
// `Connection: close` instead, and the client retries elsewhere as it would on PostgreSQL.
const IDLE_GRACE_MS = 1_000;

/**
 * Shutdown (SIGTERM) as a load balancer sees it: the listener closes at once, so new connections
 * are refused and go to another process; requests already in flight still get their answer, with
 * `Connection: close` so their keep-alive sockets end and `close()` is not held open by them; a
 * request that still arrives on an open keep-alive socket during the drain gets a 503 in the one
 * error shape, with `Retry-After`, and is not run; an idle one is kept open a moment for that. (Fastify's own 503 for that case has another
 * shape and no security headers, so it is turned off in `buildApp`.) Registered after the
 * security headers, whose hook must run first.
 */
async function graceful(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    const { server } = app;
    const closeIdle = server.closeIdleConnections.bind(server);
    server.closeIdleConnections = () => {
      setTimeout(closeIdle, IDLE_GRACE_MS).unref();
    };
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    // Shutting down is no fault: logged as information, without a stack per late request.
    throw serviceUnavailable(undefined, { quiet: true });
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}

export const gracefulPlugin = fp(graceful, { name: 'graceful' });
