import type { AuditLogQuery } from '@talent/contract';
import type { AppContext } from '../../platform/context.js';
import { listAuditLog } from './audit-log.repo.js';

/** A page of the account's audit log, filtered as the query says (read-only: nothing here writes). */
export const auditLogPage = (ctx: AppContext, accountId: number, query: AuditLogQuery) =>
  listAuditLog(ctx.db, accountId, query);
