import { CMS_TOKEN_SECONDS, CmsTokenResponse } from '@talent/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/access.js';
import { actorOf } from '../../platform/audit.js';
import { requireSite } from '../../platform/tenancy/selection.js';
import { issueCmsToken } from './cms.service.js';

/** Hands the external site-content editor a short-lived proof of who is editing which site. */
export const cmsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/cms/auth/token',
    {
      config: { access: { action: 'update', subject: 'settings' } },
      schema: {
        tags: ['cms'],
        summary: 'A short-lived token for the site-content editor',
        description: `HS256 JWT (audience \`cms\`, ${CMS_TOKEN_SECONDS / 60} minutes) naming the user and the selected site, signed with \`CMS_TOKEN_SECRET\`. Needs the right to change the site's settings.`,
        response: { 200: CmsTokenResponse },
      },
    },
    async (request) => {
      const { user, impersonatorUserId } = authOf(request);
      const scope = requireSite(request.selection);
      return { data: await issueCmsToken(app.ctx, scope, { user, impersonatorUserId }, actorOf(request)) };
    },
  );
};
