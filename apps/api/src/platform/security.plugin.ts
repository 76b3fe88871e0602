import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Security headers on every answer, errors and 404s included (helmet runs in onRequest). */
async function security(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'none'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'"],
        // SECURITY 22: no third-party content on a tenant's host. Brand stylesheets, logos and
        // every other image are files this server stores and serves (storage is local: no other
        // origin to name); a bare `https:` let a brand stylesheet send keystrokes elsewhere.
        // Mantine sets style attributes, hence 'unsafe-inline' for styles (which load nothing).
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // HSTS only means something over HTTPS; it is added below when the request came that way.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}

export const securityPlugin = fp(security, { name: 'security' });
