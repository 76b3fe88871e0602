import type { AuditAction } from '@talent/contract';
import type { Queryable } from '../../db/client.js';
import { type AuditActor, recordAudit } from '../../platform/audit.js';
import type { SiteScope } from '../../platform/tenancy/selection.js';

/** A job's audit row, in its site: what the job's history (activity) reads. */
export const auditJob = (
  q: Queryable,
  actor: AuditActor,
  scope: SiteScope,
  action: AuditAction,
  id: string,
  data = {},
) =>
  recordAudit(q, actor, {
    action,
    subjectType: 'job',
    subjectId: id,
    accountId: scope.accountId,
    siteId: scope.siteId,
    data,
  });
