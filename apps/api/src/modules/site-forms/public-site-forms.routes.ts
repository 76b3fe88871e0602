import multipart from '@fastify/multipart';
import {
  catalogues,
  PublicSiteFormQuery,
  PublicSiteFormResponse,
  SiteFormSubmittedResponse,
  SiteFormUuidParam,
} from '@talent/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { linkContextOf } from '../branding/links.js';
import { publicDefinition, submitForm } from './public-site-forms.service.js';
import { readSubmissionParts, SUBMISSION_MULTIPART_LIMITS } from './submission-files.js';

const tags = ['site forms'];

/** The hosted form page's API (no sign-in): the published definition and submissions. */
export const publicSiteFormRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart only here, with this form's limits; JSON submissions keep the default parser.
  await app.register(multipart, { limits: SUBMISSION_MULTIPART_LIMITS, throwFileSizeLimit: true });

  app.get(
    '/forms/:uuid',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A published form in one language',
        description:
          'Unknown, unpublished and disabled forms, and a form asked for on a host that is neither its account’s brand host nor PUBLIC_URL’s, are all 404 `form_not_available`. `locale` defaults to Accept-Language.',
        params: SiteFormUuidParam,
        querystring: PublicSiteFormQuery,
        response: { 200: PublicSiteFormResponse },
      },
    },
    async (request) => ({
      data: await publicDefinition(app.ctx, request.params.uuid, request.query.locale ?? request.locale, request.host),
    }),
  );

  app.post(
    '/forms/:uuid/submissions',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Submit a published form',
        description:
          'Only on the form’s account’s brand hosts and PUBLIC_URL’s host (elsewhere 404 `form_not_available`, nothing stored). JSON `SiteFormSubmissionBody`, or multipart/form-data with that JSON in the part `data` and each file in a part named by its field key (PDF, DOCX, PNG or JPEG by content, 5 MB). Field problems are on `answers.<key>`. The spam trap `website` must be empty (filled: the same 201, nothing stored). More than 30 submissions per client address in 15 minutes, or too many for one e-mail, answer 429 with `Retry-After`.',
        params: SiteFormUuidParam,
        consumes: ['application/json', 'multipart/form-data'],
        response: { 201: SiteFormSubmittedResponse },
      },
    },
    async (request, reply) => {
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
  );
};
