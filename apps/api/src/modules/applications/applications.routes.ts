import { Readable } from 'node:stream';
import {
  APPLICATION_STATUSES,
  ApplicationBoardQuery,
  ApplicationBoardResponse,
  ApplicationExportQuery,
  ApplicationListQuery,
  ApplicationListResponse,
  ApplicationStagesResponse,
  ApplicationStatusesResponse,
  BulkApplicationResponse,
  BulkTagApplicationsBody,
  ChangeApplicationStageBody,
  ChangeApplicationStatusBody,
  catalogues,
  StatusChangeResponse,
  staffAbility,
  UNDO_WINDOW_SECONDS,
  UndoBody,
  UndoStatusChangeResponse,
} from '@talent/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/access.js';
import { actorOf } from '../../platform/audit.js';
import { pageMeta } from '../../platform/pagination.js';
import { applicationDetailRoutes } from './application-detail.routes.js';
import { READ, scopeOf, tags, UPDATE } from './application-scope.js';
import { applicationsCsv } from './applications.csv.js';
import { listApplications } from './applications.repo.js';
import {
  applicationBoard,
  changeApplicationStage,
  changeApplicationStatus,
  stagesOf,
  tagApplications,
  withStages,
} from './applications.service.js';
import { undoStatusChange } from './status-undo.js';

const FILTERS =
  '`q` searches the candidate’s name, e-mail, phone, location and headline, and the job’s title and reference. Filters: `filter[status|stage|job|employer|consultant|tag|enabled|from|to]`; `filter[stage]` of the first stage also matches applications without a (known) stage, as on the board.';

export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/application-statuses',
    {
      config: { access: { action: 'access', subject: 'portal' } },
      schema: {
        tags,
        summary: 'Application statuses, labelled in the caller’s language',
        response: { 200: ApplicationStatusesResponse },
      },
    },
    async (request) => {
      const labels = catalogues[request.locale].labels.applicationStatuses;
      return { data: APPLICATION_STATUSES.map((value) => ({ value, label: labels[value] })) };
    },
  );

  app.get(
    '/site/application-stages',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'The site’s application stages (board columns), in order, named in the caller’s language',
        response: { 200: ApplicationStagesResponse },
      },
    },
    async (request) => ({ data: await stagesOf(app.db, scopeOf(request), request.locale) }),
  );

  app.get(
    '/applications',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Applications of the selected site (an employer user: to its own jobs)',
        description: FILTERS,
        querystring: ApplicationListQuery,
        response: { 200: ApplicationListResponse },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const { rows, total } = await listApplications(app.db, scope, await withStages(app.db, scope, request.query));
      return { data: rows, meta: pageMeta(request.query, total) };
    },
  );

  app.get(
    '/applications/board',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'The filtered applications by stage: per column the total and the newest cards',
        description: `${FILTERS} Applications without a (known) stage are in the first column.`,
        querystring: ApplicationBoardQuery,
        response: { 200: ApplicationBoardResponse },
      },
    },
    async (request) => ({
      data: await applicationBoard(app.db, scopeOf(request), request.query, request.locale),
    }),
  );

  app.get(
    '/applications/export.csv',
    {
      config: { access: { action: 'export', subject: 'applications' } },
      schema: {
        tags,
        summary: 'The filtered applications as CSV',
        description: 'Same `q` and filters as the list; rows in id order, streamed in batches of 500.',
        querystring: ApplicationExportQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const filter = await withStages(app.db, scope, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="applications.csv"')
        .header('cache-control', 'no-store')
        .send(Readable.from(applicationsCsv(app.db, actorOf(request), scope, filter)));
    },
  );

  app.post(
    '/applications/status',
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'Change the status of one or many applications; each candidate is e-mailed',
        description: `All in one transaction. Each changed application gets a history row and its candidate an e-mail in their language (kept on their activity), sent once the \`undo\` ticket's ${UNDO_WINDOW_SECONDS} seconds have passed. \`email_candidates: false\` (site staff only, else 403 \`mail_suppression_needs_staff\`) e-mails nobody. Skipped: \`not_found\`, \`unchanged\`, \`seeker_disabled\`.`,
        body: ChangeApplicationStatusBody,
        response: { 200: StatusChangeResponse },
      },
    },
    async (request) => ({
      data: await changeApplicationStatus(app.ctx, scopeOf(request), request.body, {
        actor: actorOf(request),
        // Rights given at an employer never count as the job board's team (SECURITY 30).
        staff: staffAbility({ permissions: authOf(request).permissions }, request.selection).can(
          'update',
          'applications',
        ),
      }),
    }),
  );

  app.post(
    '/applications/status/undo',
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'Take back a status change within its window',
        description:
          'Each application still in the status it was given goes back to its status and stage before (history rows `status_undone` and `stage`), and its held e-mail is withdrawn. One changed again since is skipped (`changed_since`). Only a caller at the place the change was made (the site’s staff, or the same employer’s people) finds it: otherwise 404. A used ticket is 409 `undo_used`, one past its window 409 `undo_expired`.',
        body: UndoBody,
        response: { 200: UndoStatusChangeResponse },
      },
    },
    async (request) => ({
      data: await undoStatusChange(app.ctx, scopeOf(request), request.body.token, actorOf(request)),
    }),
  );

  app.post(
    '/applications/stage',
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'Move one or many applications to a stage of the site (no e-mail)',
        description: 'A stage that is not one of the site’s answers 422 on `stage`. Skipped: `not_found`, `unchanged`.',
        body: ChangeApplicationStageBody,
        response: { 200: BulkApplicationResponse },
      },
    },
    async (request) => ({
      data: await changeApplicationStage(app.ctx, scopeOf(request), request.body, actorOf(request)),
    }),
  );

  app.post(
    '/applications/tag',
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'Add and remove tags on many applications',
        description: 'An application that would have more than 20 tags is skipped (`too_many_tags`).',
        body: BulkTagApplicationsBody,
        response: { 200: BulkApplicationResponse },
      },
    },
    async (request) => ({ data: await tagApplications(app.ctx, scopeOf(request), request.body, actorOf(request)) }),
  );

  await app.register(applicationDetailRoutes);
};
