import type { Queryable } from '../../db/client.js';
import type { AuditActor } from '../../platform/audit.js';
import type { CsvColumn } from '../../platform/csv.js';
import { auditedCsv } from '../../platform/csv-export-audit.js';
import { type AuditFilter, auditBatch } from './audit-log.repo.js';

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

/** The account's filtered audit log as CSV; the export is itself an entry of the log. */
export const auditLogCsv = (q: Queryable, actor: AuditActor, accountId: number, filter: AuditFilter) =>
  // Newest first: each batch continues below the last id of the one before.
  auditedCsv<Entry, number>(
    q,
    actor,
    { list: 'audit_log', scope: { accountId }, query: filter },
    COLUMNS,
    (after, limit) => auditBatch(q, accountId, filter, after, limit),
  );
