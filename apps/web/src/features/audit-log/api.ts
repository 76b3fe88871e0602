import type { AuditLogQuery } from '@talent/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, apiBlob } from '../../shared/api/client.js';
import { saveBlob } from '../../shared/api/download.js';

type Query = Partial<AuditLogQuery>;

export const auditLogQuery = (accountId: number, query: Query) =>
  queryOptions({
    queryKey: ['accounts', accountId, 'audit-log', query],
    queryFn: ({ signal }) => api('auditLog', { query, signal }),
    placeholderData: keepPreviousData,
  });

/** The filtered log as a CSV file. */
export async function downloadAuditCsv(query: Query) {
  const { page: _page, per_page: _perPage, ...filters } = query;
  saveBlob(await apiBlob('exportAuditLog', { query: filters }), 'audit-log.csv');
}
