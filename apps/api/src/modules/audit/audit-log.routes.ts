import { Readable } from 'node:stream';
import { AuditLogExportQuery, AuditLogQuery, AuditLogResponse } from '@talent/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit.js';
import { pageMeta } from '../../platform/pagination.js';
import { requireAccount } from '../../platform/tenancy/selection.js';
import { auditLogCsv } from './audit-log.csv.js';
import { listAuditLog } from './audit-log.repo.js';

const tags = ['audit-log'];

/**
 * The selected account's audit log. Read-only by design: there is no route that edits or deletes
 * an entry, and the table refuses UPDATE and DELETE (migration 0014).
 */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit-log',
    {
      config: { access: { action: 'read', subject: 'audit_log' } },
      schema: {
        tags,
        summary: 'Who did what in the selected account, newest first',
        description:
          '`q` searches action, subject id, IP and the names and e-mails of actor and impersonator. `filter[action]` takes an action or a subject prefix (`job`).',
        querystring: AuditLogQuery,
        response: { 200: AuditLogResponse },
      },
    },
    async (request) => {
      const { rows, total } = await listAuditLog(app.db, requireAccount(request.selection), request.query);
      return { data: rows, meta: pageMeta(request.query, total) };
    },
  );

  app.get(
    '/audit-log/export.csv',
    {
      config: { access: { action: 'export', subject: 'audit_log' } },
      schema: {
        tags,
        summary: 'The filtered audit log as CSV',
        querystring: AuditLogExportQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const rows = auditLogCsv(app.db, actorOf(request), requireAccount(request.selection), request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .header('cache-control', 'no-store')
        .send(Readable.from(rows));
    },
  );
};
