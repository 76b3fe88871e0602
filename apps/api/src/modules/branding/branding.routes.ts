import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../platform/errors.js';
import { registerOperations } from '../../platform/operations.js';
import { brandingOfHost } from './branding.service.js';

export const brandingRoutes: FastifyPluginAsyncZod = async (app) => {
  registerOperations(app, {
    // Loaded before anything else by the web app, by host name; public and brand-only data.
    hostBranding: async (request, reply) => {
      const found = await brandingOfHost(app.ctx, request.query.domain);
      if (!found) throw notFound();
      const { accountId: _accountId, ...data } = found;
      // Brands change rarely; a short shared cache spares the database on every page load.
      reply.header('cache-control', 'public, max-age=60');
      return { data };
    },
  });
};
