import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit.js';
import { registerOperations } from '../../platform/operations.js';
import { requireAccount } from '../../platform/tenancy/selection.js';
import { brandOf, saveAccountBrand } from './account-brand.service.js';

/**
 * The brand editor of the selected account (account staff): what `/accounts/branding` serves on
 * the account's hosts, so a save changes the login page there at once.
 */
export const accountBrandRoutes: FastifyPluginAsyncZod = async (app) => {
  registerOperations(app, {
    brandSettings: async (request) => ({ data: await brandOf(app.ctx, requireAccount(request.selection)) }),
    saveBrand: async (request) => ({
      data: await saveAccountBrand(
        app.ctx,
        app.storage,
        requireAccount(request.selection),
        request.body,
        actorOf(request),
      ),
    }),
  });
};
