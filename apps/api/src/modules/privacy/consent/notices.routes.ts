import {
  PrivacyNoticeResponse,
  PrivacyNoticesSchema,
  PrivacyNoticeVersionParam,
  PublishPrivacyNoticeBodySchema,
  ReconsentResultSchema,
} from '@talent/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../platform/audit.js';
import { requireSite } from '../../../platform/tenancy/selection.js';
import { noticesOf, publishNotice, requestReconsent } from './notices.service.js';

const tags = ['privacy'];

/** The selected site's privacy notice: its versions, a new version, and asking candidates to accept it. */
export const privacyNoticeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/privacy/notices',
    {
      config: { access: { action: 'read', subject: 'privacy' } },
      schema: {
        tags,
        summary: 'Every version of the selected site’s privacy notice, newest first',
        response: { 200: PrivacyNoticesSchema },
      },
    },
    async (request) => ({ data: await noticesOf(app.ctx, requireSite(request.selection)) }),
  );

  app.post(
    '/privacy/notices',
    {
      config: { access: { action: 'update', subject: 'privacy' } },
      schema: {
        tags,
        summary: 'Publish the next version of the selected site’s privacy notice (en, fr and ar)',
        description:
          'Versions are never edited: each consent names the version it was given to. Public forms show the latest version from now on.',
        body: PublishPrivacyNoticeBodySchema,
        response: { 201: PrivacyNoticeResponse },
      },
    },
    async (request, reply) => {
      const data = await publishNotice(app.ctx, requireSite(request.selection), request.body, actorOf(request));
      return reply.code(201).send({ data });
    },
  );

  app.post(
    '/privacy/notices/:version/reconsent',
    {
      config: { access: { action: 'update', subject: 'privacy' } },
      schema: {
        tags,
        summary: 'Ask the site’s candidates without consent to this (current) version to accept it',
        description:
          'Mails every enabled candidate whose latest consent is to an older version, or who has none, a link to accept it (valid 30 days, single use). An unknown version is 404; one that is no longer current 409 `conflict`; a second round for the same version within 24 hours 409 `reconsent_already_sent`.',
        params: PrivacyNoticeVersionParam,
        response: { 200: ReconsentResultSchema },
      },
    },
    async (request) =>
      requestReconsent(app.ctx, requireSite(request.selection), request.params.version, actorOf(request)),
  );
};
