import { siteAuditOf } from '../../platform/audit.js';

/** A job's audit row, in its site: what the job's history (activity) reads. */
export const auditJob = siteAuditOf('job');
