import type { LedgerEntry } from '@talent/contract';
import type { Queryable } from '../../db/client.js';
import type { AuditActor } from '../../platform/audit.js';
import type { CsvColumn } from '../../platform/csv.js';
import { auditedCsv } from '../../platform/csv-export-audit.js';
import type { SiteScope } from '../../platform/tenancy/selection.js';
import { type LedgerFilter, ledgerBatch } from './ledger.repo.js';

const COLUMNS: CsvColumn<LedgerEntry>[] = [
  ['id', (e) => e.id],
  ['created_at', (e) => e.created_at],
  ['employer_id', (e) => e.employer.id],
  ['employer', (e) => e.employer.name],
  ['kind', (e) => e.kind],
  ['amount', (e) => e.amount],
  ['balance_after', (e) => e.balance_after],
  ['reason', (e) => e.reason],
  ['by', (e) => e.actor?.name ?? null],
  ['impersonated_by', (e) => e.impersonator?.name ?? null],
  ['purchase_id', (e) => e.purchase_id],
  ['job_id', (e) => e.job_id],
];

/** The filtered ledger as CSV, streamed in id order; audited with the filters as asked (`query`). */
export const ledgerCsv = (q: Queryable, actor: AuditActor, scope: SiteScope, filter: LedgerFilter, query: object) =>
  auditedCsv(q, actor, { list: 'credit_ledger', scope, query }, COLUMNS, (after: number | null, limit) =>
    ledgerBatch(q, scope, filter, after ?? 0, limit),
  );
