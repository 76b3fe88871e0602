import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * During shutdown, requests already in flight still get their answer, but with
 * `Connection: close`, so their keep-alive sockets end and `close()` is not held open by them.
 */
async function graceful(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}

export const gracefulPlugin = fp(graceful, { name: 'graceful' });
