import type { AuditLogQuery } from '@talent/contract';
import type { Queryable } from '../../db/client.js';
import { listAuditLog } from './audit-log.repo.js';

/** A page of the account's audit log, filtered as the query says (read-only: nothing here writes). */
export const auditLogPage = (db: Queryable, accountId: number, query: AuditLogQuery) =>
  listAuditLog(db, accountId, query);
