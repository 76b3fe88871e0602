import { Readable } from 'node:stream';
import { AuditLogExportQuery, AuditLogQuery, AuditLogResponse } from '@talent/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type CsvColumn, keysetCsv } from '../../platform/csv.js';
import { pageMeta } from '../../platform/pagination.js';
import { requireAccount } from '../../platform/tenancy/selection.js';
import { type AuditFilter, auditBatch, listAuditLog } from './audit-log.repo.js';

const tags = ['audit-log'];

type Entry = Awaited<ReturnType<typeof auditBatch>>[number];
const COLUMNS: CsvColumn<Entry>[] = [
  ['id', (e) => e.id],
  ['created_at', (e) => e.created_at],
  ['action', (e) => e.action],
  ['subject_type', (e) => e.subject_type],
  ['subject_id', (e) => e.subject_id],
  ['site', (e) => e.site?.name ?? null],
  ['actor', (e) => e.actor?.email ?? null],
  ['impersonator', (e) => e.impersonator?.email ?? null],
  ['ip', (e) => e.ip],
  ['data', (e) => JSON.stringify(e.data)],
];

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
      const accountId = requireAccount(request.selection);
      const filter: AuditFilter = request.query;
      // Newest first: each batch continues below the last id of the one before.
      const rows = keysetCsv<Entry, number>(COLUMNS, (after, limit) =>
        auditBatch(app.db, accountId, filter, after, limit),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .header('cache-control', 'no-store')
        .send(Readable.from(rows));
    },
  );
};
