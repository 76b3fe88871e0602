import { CMS_TOKEN_SECONDS, type CmsClaims, CmsTokenResponse } from '@talent/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/access.js';
import { actorOf, recordAudit } from '../../platform/audit.js';
import { requireSite } from '../../platform/tenancy/selection.js';
import { siteSettings } from '../employers/employers.repo.js';
import { signCmsToken } from './cms-token.js';

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
      const auth = authOf(request);
      const scope = requireSite(request.selection);
      const { name } = await siteSettings(app.db, scope);
      const now = Math.floor(Date.now() / 1000);
      const claims: CmsClaims = {
        iss: app.config.publicUrl,
        aud: 'cms',
        sub: String(auth.user.id),
        name: auth.user.name,
        email: auth.user.email,
        account: scope.accountId,
        site: { id: scope.siteId, name },
        ...(auth.impersonatorUserId === null ? {} : { act: { sub: String(auth.impersonatorUserId) } }),
        iat: now,
        exp: now + CMS_TOKEN_SECONDS,
      };
      const token = signCmsToken(claims, app.config.cms.tokenSecret);
      await recordAudit(app.db, actorOf(request), {
        action: 'cms.token_issued',
        subjectType: 'site',
        subjectId: scope.siteId,
        accountId: scope.accountId,
        siteId: scope.siteId,
      });
      const editor = app.config.cms.editorUrl;
      return {
        data: {
          token,
          token_type: 'Bearer' as const,
          expires_in: CMS_TOKEN_SECONDS,
          editor_url: editor ? `${editor}${editor.includes('#') ? '&' : '#'}token=${token}` : null,
        },
      };
    },
  );
};
