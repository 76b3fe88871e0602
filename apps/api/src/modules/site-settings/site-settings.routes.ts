import { SaveSiteSettingsBody, SiteSettingsResponse } from '@talent/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit.js';
import { requireSite } from '../../platform/tenancy/selection.js';
import { saveSettings, settingsOf } from './site-settings.service.js';

const tags = ['site-settings'];

/** Site settings for the site's managers: moderation rules and the application pipeline. */
export const siteSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/site/settings',
    {
      config: { access: { action: 'read', subject: 'settings' } },
      schema: { tags, summary: 'The selected site’s settings', response: { 200: SiteSettingsResponse } },
    },
    async (request) => ({ data: await settingsOf(app.ctx, requireSite(request.selection)) }),
  );

  app.put(
    '/site/settings',
    {
      config: { access: { action: 'update', subject: 'settings' } },
      schema: {
        tags,
        summary:
          'Change the moderation rules, the application stages, the employer form’s choices or the candidate site',
        description:
          'Sections not sent stay as they are. Stages are replaced as a whole; applications at a removed stage show in the first one.',
        body: SaveSiteSettingsBody,
        response: { 200: SiteSettingsResponse },
      },
    },
    async (request) => ({
      data: await saveSettings(app.ctx, requireSite(request.selection), request.body, actorOf(request)),
    }),
  );
};
