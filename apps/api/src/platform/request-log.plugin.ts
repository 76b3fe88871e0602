import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Puts the tenant a request acts in (account, site, employer ids, as far as its selection goes) on
 * every later log line of that request, "request completed" included, so one tenant's traffic and
 * errors can be picked out of the logs. Runs after the access check has verified the selection;
 * a request refused before that (401, 403) logs no tenant, since none was proven.
 */
async function requestLogPlugin(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    const { accountId, siteId, employerId } = request.selection;
    if (accountId === null) return;
    const bindings: Record<string, number> = { accountId };
    if (siteId !== null) bindings.siteId = siteId;
    if (employerId !== null) bindings.employerId = employerId;
    // Fastify logs "request completed" through the reply's logger: both must carry the ids.
    const log = request.log.child(bindings);
    request.log = log;
    reply.log = log;
  });
}

export const requestLogPluginFp = fp(requestLogPlugin, { name: 'request-log', dependencies: ['access'] });
