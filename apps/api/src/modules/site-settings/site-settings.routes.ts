import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit.js';
import { registerOperations } from '../../platform/operations.js';
import { requireSite } from '../../platform/tenancy/selection.js';
import { saveSettings, settingsOf } from './site-settings.service.js';

/** Site settings for the site's managers: moderation rules and the application pipeline. */
export const siteSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerOperations(app, {
    siteSettings: async (request) => ({ data: await settingsOf(app.ctx, requireSite(request.selection)) }),
    saveSiteSettings: async (request) => ({
      data: await saveSettings(app.ctx, requireSite(request.selection), request.body, actorOf(request)),
    }),
  });
};
