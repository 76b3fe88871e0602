import type { CsvExportList } from '@talent/contract';
import type { Queryable } from '../db/client.js';
import { type AuditActor, recordAudit } from './audit.js';
import { type CsvColumn, keysetCsv } from './csv.js';

export type CsvExport = {
  /** The list, as the audit row names it (its subject type). */
  list: CsvExportList;
  scope: { accountId: number; siteId?: number | null };
  /** The one thing the list belongs to, when it is not the whole site (a form's submissions). */
  subjectId?: string;
  /** The parsed query of the export. */
  query: object;
};

// Paging and order say nothing about which rows left; resolved internals (stage keys) are not filters.
const NOT_FILTERS = new Set(['page', 'per_page', 'sort']);

/**
 * The filters of an export as its audit row keeps them, by their short name (`filter[status]` →
 * `status`). A search is kept only as `q: true`: its text may be a candidate's name or e-mail, and
 * the audit log outlives an erasure.
 */
export function exportFilters(query: object): Record<string, string | number | boolean> {
  const filters: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(query)) {
    if (NOT_FILTERS.has(key) || value === undefined || value === null || value === '') continue;
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') continue;
    const name = /^filter\[(.+)\]$/.exec(key)?.[1] ?? key;
    filters[name] = key === 'q' ? true : value;
  }
  return filters;
}

/**
 * `keysetCsv`, and an audit row `csv.exported` with the list, its filters and the rows read, written
 * when the export ends, also when the client stops reading half-way (the stream returns the
 * generator, which runs `finally`): every export that sent data is in the audit log.
 */
export async function* auditedCsv<T extends { id: K }, K extends number | string>(
  q: Queryable,
  actor: AuditActor,
  what: CsvExport,
  columns: CsvColumn<T>[],
  batch: (after: K | null, limit: number) => Promise<T[]>,
): AsyncGenerator<string> {
  let rows = 0;
  try {
    yield* keysetCsv(columns, async (after: K | null, limit: number) => {
      const read = await batch(after, limit);
      rows += read.length;
      return read;
    });
  } finally {
    await recordAudit(q, actor, {
      action: 'csv.exported',
      subjectType: what.list,
      subjectId: what.subjectId ?? null,
      accountId: what.scope.accountId,
      siteId: what.scope.siteId ?? null,
      data: { list: what.list, filters: exportFilters(what.query), rows },
    });
  }
}
