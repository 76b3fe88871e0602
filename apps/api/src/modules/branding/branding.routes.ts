import { BrandingQuery, BrandingResponse } from '@talent/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../platform/errors.js';
import { findBrandingByDomain } from './branding.repo.js';

export const brandingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/accounts/branding',
    {
      // Loaded before anything else by the web app, by host name; public and brand-only data.
      config: { access: 'public', enterprise: false },
      schema: {
        tags: ['branding'],
        summary: 'Branding of the account served on a host',
        querystring: BrandingQuery,
        response: { 200: BrandingResponse },
      },
    },
    async (request, reply) => {
      const found = await findBrandingByDomain(app.db, request.query.domain);
      if (!found) throw notFound();
      const { accountId: _accountId, ...data } = found;
      // Brands change rarely; a short shared cache spares the database on every page load.
      reply.header('cache-control', 'public, max-age=60');
      return { data };
    },
  );
};
