import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit.js';
import { registerOperations } from '../../platform/operations.js';
import { pageMeta } from '../../platform/pagination.js';
import { requireAccount } from '../../platform/tenancy/selection.js';
import { auditLogCsv } from './audit-log.csv.js';
import { auditLogPage } from './audit-log.service.js';

/**
 * The selected account's audit log. Read-only by design: there is no route that edits or deletes
 * an entry, and the table refuses UPDATE and DELETE (migration 0014).
 */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  registerOperations(app, {
    auditLog: async (request) => {
      const { rows, total } = await auditLogPage(app.ctx, requireAccount(request.selection), request.query);
      return { data: rows, meta: pageMeta(request.query, total) };
    },
    exportAuditLog: async (request, reply) => {
      const rows = auditLogCsv(app.db, actorOf(request), requireAccount(request.selection), request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .header('cache-control', 'no-store')
        .send(Readable.from(rows));
    },
  });
};
