import { Readable } from 'node:stream';
import { APPLICATION_STATUSES, catalogues, staffAbility } from '@talent/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/access.js';
import { actorOf } from '../../platform/audit.js';
import { registerOperations } from '../../platform/operations.js';
import { pageMeta } from '../../platform/pagination.js';
import { applicationDetailRoutes } from './application-detail.routes.js';
import { scopeOf } from './application-scope.js';
import { changeApplicationStatus } from './application-status.service.js';
import { applicationsCsv } from './applications.csv.js';
import {
  applicationBoard,
  applicationListPage,
  changeApplicationStage,
  stagesOf,
  tagApplications,
  withStages,
} from './applications.service.js';
import { undoStatusChange } from './status-undo.js';

export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  registerOperations(app, {
    applicationStatuses: async (request) => {
      const labels = catalogues[request.locale].labels.applicationStatuses;
      return { data: APPLICATION_STATUSES.map((value) => ({ value, label: labels[value] })) };
    },
    applicationStages: async (request) => ({ data: await stagesOf(app.db, scopeOf(request), request.locale) }),
    listApplications: async (request) => {
      const scope = scopeOf(request);
      const { rows, total } = await applicationListPage(app.ctx, scope, request.query);
      return { data: rows, meta: pageMeta(request.query, total) };
    },
    applicationBoard: async (request) => ({
      data: await applicationBoard(app.ctx, scopeOf(request), request.query, request.locale),
    }),
    exportApplications: async (request, reply) => {
      const scope = scopeOf(request);
      const filter = await withStages(app.db, scope, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="applications.csv"')
        .header('cache-control', 'no-store')
        .send(Readable.from(applicationsCsv(app.db, actorOf(request), scope, filter)));
    },
    setApplicationsStatus: async (request) => ({
      data: await changeApplicationStatus(app.ctx, scopeOf(request), request.body, {
        actor: actorOf(request),
        // Rights given at an employer never count as the job board's team (SECURITY 30).
        staff: staffAbility({ permissions: authOf(request).permissions }, request.selection).can(
          'update',
          'applications',
        ),
        sender: authOf(request).user.email,
      }),
    }),
    undoApplicationsStatus: async (request) => ({
      data: await undoStatusChange(app.ctx, scopeOf(request), request.body.token, actorOf(request)),
    }),
    setApplicationsStage: async (request) => ({
      data: await changeApplicationStage(app.ctx, scopeOf(request), request.body, actorOf(request)),
    }),
    tagApplications: async (request) => ({
      data: await tagApplications(app.ctx, scopeOf(request), request.body, actorOf(request)),
    }),
  });

  await app.register(applicationDetailRoutes);
};
