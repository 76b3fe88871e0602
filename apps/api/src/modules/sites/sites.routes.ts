import { IdParam, SaveSiteBody, SiteListResponse, SiteResponse } from '@talent/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/access.js';
import { actorOf } from '../../platform/audit.js';
import { requireAccount } from '../../platform/tenancy/selection.js';
import { changeSite, createSite, type SiteCaller, visibleSites } from './sites.service.js';

const tags = ['sites'];

const callerOf = (request: FastifyRequest): SiteCaller => ({
  accountId: requireAccount(request.selection),
  permissions: authOf(request).permissions,
});

/** The job boards of the selected account: account staff see and change all; site staff theirs only. */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sites',
    {
      config: { access: { action: 'read', subject: 'sites' } },
      schema: {
        tags,
        summary: 'Sites of the selected account with their host and key figures',
        response: { 200: SiteListResponse },
      },
    },
    async (request) => ({ data: await visibleSites(app.ctx, callerOf(request)) }),
  );

  app.post(
    '/sites',
    {
      config: { access: { action: 'create', subject: 'sites' } },
      schema: {
        tags,
        summary: 'Add a job board to the account',
        description:
          'Its host must be free: used by no other site and by no other account’s brand (422 `domain_taken`). New sites review new employers and jobs.',
        body: SaveSiteBody,
        response: { 201: SiteResponse },
      },
    },
    async (request, reply) => {
      const data = await createSite(app.ctx, requireAccount(request.selection), request.body, actorOf(request));
      return reply.code(201).send({ data });
    },
  );

  app.put(
    '/sites/:id',
    {
      // Held at the site edited (a grant at the account covers every site).
      config: { access: { action: 'update', subject: 'sites', atSite: 'id' } },
      schema: {
        tags,
        summary: 'Rename a site or change its host',
        description:
          '`sites.update` must be held at that site (a grant at the account covers every site): 403 otherwise. The host rule is the one of creating a site.',
        params: IdParam,
        body: SaveSiteBody,
        response: { 200: SiteResponse },
      },
    },
    async (request) => ({
      data: await changeSite(
        app.ctx,
        requireAccount(request.selection),
        request.params.id,
        request.body,
        actorOf(request),
      ),
    }),
  );
};
