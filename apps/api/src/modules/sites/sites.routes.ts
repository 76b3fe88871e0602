import {
  IdParam,
  type SaveSiteBody,
  SaveSiteBody as SaveSiteSchema,
  SiteListResponse,
  SiteResponse,
} from '@talent/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Queryable } from '../../db/client.js';
import { authOf } from '../../platform/access.js';
import { actorOf, recordAudit } from '../../platform/audit.js';
import { invalidFields, notFound } from '../../platform/errors.js';
import { requireAccount } from '../../platform/tenancy/selection.js';
import { domainTaken, findSite, insertSite, listSites, updateSite } from './sites.repo.js';

const tags = ['sites'];

/** A new job board reviews new employers and jobs until its staff say otherwise. */
const NEW_SITE_SETTINGS = { employers_start_on_hold: true, jobs_start_on_hold: true };

async function checkDomain(q: Queryable, body: SaveSiteBody, self: number | null) {
  if (body.domain !== null && (await domainTaken(q, body.domain, self)))
    throw invalidFields({ domain: [{ rule: 'domain_taken' }] });
}

/** The job boards of the selected account: account staff see and change all; site staff see theirs. */
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
    async (request) => {
      const accountId = requireAccount(request.selection);
      const { grants } = authOf(request);
      // Someone granted on the whole account (or platform) sees every site; others only theirs.
      const whole = grants.some(
        (g) => g.scopeType === 'all' || (g.scopeType === 'account' && g.accountId === accountId),
      );
      const mine = grants.flatMap((g) => (g.accountId === accountId && g.siteId !== null ? [g.siteId] : []));
      return { data: await listSites(app.db, accountId, whole ? null : mine) };
    },
  );

  app.post(
    '/sites',
    {
      config: { access: { action: 'create', subject: 'sites' } },
      schema: {
        tags,
        summary: 'Add a job board to the account',
        description: 'Its host must be free (422 `domain_taken`). New sites review new employers and jobs.',
        body: SaveSiteSchema,
        response: { 201: SiteResponse },
      },
    },
    async (request, reply) => {
      const accountId = requireAccount(request.selection);
      const id = await app.db.transaction(async (tx) => {
        await checkDomain(tx, request.body, null);
        const siteId = await insertSite(tx, accountId, { ...request.body, settings: NEW_SITE_SETTINGS });
        await recordAudit(tx, actorOf(request), {
          action: 'site.created',
          subjectType: 'site',
          subjectId: siteId,
          accountId,
          siteId,
          data: { name: request.body.name, domain: request.body.domain },
        });
        return siteId;
      });
      return reply.code(201).send({ data: (await findSite(app.db, accountId, id))! });
    },
  );

  app.put(
    '/sites/:id',
    {
      config: { access: { action: 'update', subject: 'sites' } },
      schema: {
        tags,
        summary: 'Rename a site or change its host',
        params: IdParam,
        body: SaveSiteSchema,
        response: { 200: SiteResponse },
      },
    },
    async (request) => {
      const accountId = requireAccount(request.selection);
      const id = request.params.id;
      await app.db.transaction(async (tx) => {
        const before = await findSite(tx, accountId, id);
        if (!before) throw notFound();
        await checkDomain(tx, request.body, id);
        await updateSite(tx, accountId, id, request.body);
        await recordAudit(tx, actorOf(request), {
          action: 'site.updated',
          subjectType: 'site',
          subjectId: id,
          accountId,
          siteId: id,
          data: { name: request.body.name, domain: request.body.domain },
        });
      });
      return { data: (await findSite(app.db, accountId, id))! };
    },
  );
};
