import {
  APPLICATION_CONFIRM_HOURS,
  ApplicationConfirmResponse,
  ApplicationConfirmToken,
  ApplyToJobBody,
  PublicApplicationResponse,
  PublicJobParam,
  PublicJobQuery,
  PublicJobResponse,
  PublicReportResponse,
  ReportJobBody,
} from '@talent/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit.js';
import { AppError } from '../../platform/errors.js';
import { applicationConfirmPage, CONFIRM_PAGE_CSP, type ConfirmPageState } from './application-confirm.page.js';
import { confirmApplication, confirmationView } from './application-confirm.service.js';
import { applyToJob, publicJob, reportJob } from './job-board.service.js';

const tags = ['job board'];
const LIMITS =
  'More than 30 submissions per client address in 15 minutes, or too many for one e-mail or one job, answer 429 with `Retry-After`.';

/**
 * What the public job board sends for its visitors (no sign-in): reports on live jobs and
 * applications, and the page behind the link that confirms an application. Only live jobs of active
 * employers are known here; nothing in an answer tells who is a candidate or who reported.
 */
export const jobBoardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/jobs/:uuid',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A live job as its application form needs it, with the screening questions to ask',
        description:
          'Unknown jobs, jobs that are not live and jobs of employers that are not active are 404 alike. `screening`: the questions of the job’s screening form in `locale` (else `Accept-Language`), without knockout rules; applying needs their `answers`.',
        params: PublicJobParam,
        querystring: PublicJobQuery,
        response: { 200: PublicJobResponse },
      },
    },
    async (request) => ({
      data: await publicJob(app.ctx, request.params.uuid, request.query.locale ?? request.locale, request.host),
    }),
  );

  app.post(
    '/jobs/:uuid/reports',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Report a live job (spam, scam, …); the site’s moderators are notified',
        description: `Unknown jobs, jobs that are not live and jobs of employers that are not active are 404 alike. Every accepted report gets the same answer. ${LIMITS}`,
        params: PublicJobParam,
        body: ReportJobBody,
        response: { 202: PublicReportResponse },
      },
    },
    async (request, reply) => {
      await reportJob(app.ctx, request.params.uuid, request.body, actorOf(request), request.host);
      return reply.code(202).send({ data: { status: 'received' } });
    },
  );

  app.post(
    '/jobs/:uuid/applications',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Apply for a live job: the address gets a link to confirm the application',
        description: `The application is held until its address confirms the mailed link (valid ${APPLICATION_CONFIRM_HOURS} hours); only then is it joined to the site's candidate with that address (or a new one), and the employer and staff notified. The answer is the same 202 whoever the address belongs to. ${LIMITS}`,
        params: PublicJobParam,
        body: ApplyToJobBody,
        response: { 202: PublicApplicationResponse },
      },
    },
    async (request, reply) => {
      await applyToJob(app.ctx, request.params.uuid, request.body, actorOf(request), request.host);
      return reply.code(202).send({ data: { status: 'pending_confirmation' } });
    },
  );

  await app.register(confirmRoutes);
};

/** The link's page is opened from a mail, so it needs no enterprise header. */
const LINK = { access: 'public', enterprise: false } as const;

const sendPage = (reply: FastifyReply, status: number, state: ConfirmPageState) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('content-security-policy', CONFIRM_PAGE_CSP)
    .send(applicationConfirmPage(state));

/**
 * `/applications/confirm`: GET shows the page with a button and changes nothing; POST confirms.
 * The page's form posts `token` form-encoded and gets a page back; a candidate site posts JSON
 * and gets JSON.
 */
const confirmRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get(
    '/applications/confirm',
    {
      config: LINK,
      schema: {
        tags,
        summary: 'The page behind an application’s confirmation link (HTML; confirms nothing)',
        querystring: ApplicationConfirmToken,
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      const view = await confirmationView(app.ctx, request.query.token, request.host);
      return view
        ? sendPage(reply, 200, { kind: 'ask', view, token: request.query.token })
        : sendPage(reply, 404, { kind: 'invalid', locale: request.locale });
    },
  );

  app.post(
    '/applications/confirm',
    {
      config: LINK,
      schema: {
        tags,
        summary: 'Confirm an application with its mailed token (once)',
        description:
          'Form-encoded (the page’s button): answers the page. JSON (a candidate site): `{ data: { status } }`. A used, expired or unknown token is 404 `confirmation_link_invalid`.',
        body: ApplicationConfirmToken,
        response: { 200: ApplicationConfirmResponse },
      },
    },
    async (request, reply) => {
      const fromPage = request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') ?? false;
      try {
        const { outcome, view } = await confirmApplication(app.ctx, request.body.token, actorOf(request), request.host);
        return fromPage ? sendPage(reply, 200, { kind: outcome, view }) : { data: { status: outcome } };
      } catch (error) {
        if (!fromPage || !(error instanceof AppError) || error.code !== 'confirmation_link_invalid') throw error;
        return sendPage(reply, 404, { kind: 'invalid', locale: request.locale });
      }
    },
  );
};
