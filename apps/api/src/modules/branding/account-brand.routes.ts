import { BrandSettingsResponse, SaveBrandBody } from '@talent/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit.js';
import { requireAccount } from '../../platform/tenancy/selection.js';
import { brandOf, saveAccountBrand } from './account-brand.service.js';

const tags = ['branding'];

/**
 * The brand editor of the selected account (account staff): what `/accounts/branding` serves on
 * the account's hosts, so a save changes the login page there at once.
 */
export const accountBrandRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/accounts/brand',
    {
      config: { access: { action: 'update', subject: 'accounts' } },
      schema: {
        tags,
        summary: 'The account’s brand as the editor shows it (title, logo, colours, stylesheet, login texts)',
        response: { 200: BrandSettingsResponse },
      },
    },
    async (request) => ({ data: await brandOf(app.ctx, requireAccount(request.selection)) }),
  );

  app.put(
    '/accounts/brand',
    {
      config: { access: { action: 'update', subject: 'accounts' } },
      schema: {
        tags,
        summary: 'Change the account’s brand',
        description:
          'Colours must keep white text readable (contrast at least 4.5:1, else 422 `contrast` on the field). The logo is an upload (`purpose=brand_logo`) and the stylesheet an upload (`purpose=brand_stylesheet`, content-checked CSS), or one of the platform’s `/brands/…` files; no other site’s address (SECURITY 22).',
        body: SaveBrandBody,
        response: { 200: BrandSettingsResponse },
      },
    },
    async (request) => ({
      data: await saveAccountBrand(
        app.ctx,
        app.storage,
        requireAccount(request.selection),
        request.body,
        actorOf(request),
      ),
    }),
  );
};
