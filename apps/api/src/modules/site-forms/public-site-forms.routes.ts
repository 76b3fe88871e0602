import multipart from '@fastify/multipart';
import { catalogues } from '@talent/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerOperations } from '../../platform/operations.js';
import { linkContextOf } from '../branding/links.js';
import { publicDefinition, submitForm } from './public-site-forms.service.js';
import { readSubmissionParts, SUBMISSION_MULTIPART_LIMITS } from './submission-files.js';

/** The hosted form page's API (no sign-in): the published definition and submissions. */
export const publicSiteFormRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart only here, with this form's limits; JSON submissions keep the default parser.
  await app.register(multipart, { limits: SUBMISSION_MULTIPART_LIMITS, throwFileSizeLimit: true });

  registerOperations(app, {
    publicSiteForm: async (request) => ({
      data: await publicDefinition(app.ctx, request.params.uuid, request.query.locale ?? request.locale, request.host),
    }),
    submitSiteForm: async (request, reply) => {
      const readInput = async () =>
        request.isMultipart() ? readSubmissionParts(request) : { data: request.body, files: new Map() };
      await submitForm(app.ctx, app.storage, request.params.uuid, readInput, {
        ip: request.ip,
        locale: request.locale,
        // Mail links go to the brand host only where account_domains names it (branding/links.ts).
        links: linkContextOf(app, request),
        requestId: String(request.id),
      });
      return reply.code(201).send({ message: catalogues[request.locale].messages.siteFormThanks });
    },
  });
};
