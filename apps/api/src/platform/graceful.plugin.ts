import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serviceUnavailable } from './errors.js';

/**
 * Shutdown (SIGTERM) as a load balancer sees it: the listener closes at once, so new connections
 * are refused and go to another process; requests already in flight still get their answer, with
 * `Connection: close` so their keep-alive sockets end and `close()` is not held open by them; a
 * request that still arrives on an open keep-alive socket during the drain gets a 503 in the one
 * error shape, with `Retry-After`, and is not run. (Fastify's own 503 for that case has another
 * shape and no security headers, so it is turned off in `buildApp`.) Registered after the
 * security headers, whose hook must run first.
 */
async function graceful(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    throw serviceUnavailable();
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}

export const gracefulPlugin = fp(graceful, { name: 'graceful' });
